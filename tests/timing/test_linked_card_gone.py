"""A Spell/Trap Card's trigger about "that monster" needs the card on the field when its monster
goes, or going at the same time (rules/linked_card_gone.py, rule
state-continuous-card-effect-on-the-field). Core Reinforcement, in situations other than the
drafted precedent's."""

from __future__ import annotations

from edison_kg import timing

GONE_FIRST = "https://w3id.org/edison-kg/id/rule/state-continuous-card-effect-on-the-field"


def scenario(last_moments):
    cards = {"cr": {"name": "Core Reinforcement", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "drago": {"name": "Koa'ki Meiru Drago", "controller": "A", "zone": "graveyard"},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"activate": "cr", "targets": ["drago"]},
             {"resolve": 1, "events": [{"event": "special_summon", "card": "drago", "from": "graveyard",
                                        "to": "monster_zone", "cause": "effect", "by": "cr"}]},
             {"phase": "end"},
             {"activate": "dust", "targets": ["cr"]},
             {"resolve": 1, "events": last_moments}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


CR_DESTROYED = {"event": "destroyed", "card": "cr", "from": "spell_trap_zone", "to": "graveyard", "cause": "effect",
                "by": "dust"}
DRAGO_DESTROYED = {"event": "destroyed", "card": "drago", "from": "monster_zone", "to": "graveyard",
                   "cause": "effect", "by": "cr"}


def test_the_card_gone_first_does_not_watch_its_monster_go_after_it():
    answer = scenario([CR_DESTROYED, DRAGO_DESTROYED])
    assert answer["chain"] == [] and GONE_FIRST in answer["rules"]


def test_the_card_and_its_monster_destroyed_together_still_inflict_the_damage():
    answer = scenario([[CR_DESTROYED, dict(DRAGO_DESTROYED, by="dust")]])
    assert [e["card"] for e in answer["chain"]] == ["cr"]
