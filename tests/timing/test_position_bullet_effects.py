"""Every effect written under a battle-position bullet is that bullet's effect (round 91, rule
ce-position-bullet-holds-every-effect): Morphtronic Clocken's damage effect is one of its Defense Position effects."""

from __future__ import annotations

import json
from pathlib import Path

from edison_kg import timing
from edison_kg.cardtext import read_card

CARDS = Path("/work/shared/sources/edison_cards.jsonl")


def _record(name: str) -> dict:
    with CARDS.open() as lines:
        return next(json.loads(line) for line in lines if f'"name": "{name}"' in line)


def _clocken(position: str = "defense", drain: dict | None = None) -> dict:
    cards = {"clocken": {"name": "Morphtronic Clocken", "controller": "A", "zone": "monster_zone", "position": position,
                         "counters": {"Morph Counter": 2}}}
    if drain is not None:
        cards["drain"] = drain
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "clocken", "effect_text": "Tribute this card to inflict"}}).to_dict()


def test_the_second_effect_of_a_position_bullet_is_read_as_that_bullets():
    effects = read_card(_record("Morphtronic Clocken")).effects
    damage = next(e for e in effects if "Tribute this card" in e.text)
    assert damage.granted_by_own_effect and "self-position defense" in damage.needs_held


def test_an_effect_of_another_bullet_is_not_carried_into_this_one():
    # Morphtronic Celfon: each bullet holds one effect; its Attack Position effect needs no Defense Position
    effects = read_card(_record("Morphtronic Celfon")).effects
    assert all("self-position defense" not in e.needs_held for e in effects if "attack position" in e.text.lower())


def test_a_face_up_skill_drain_leaves_clocken_no_damage_effect():
    answer = _clocken(drain={"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True})
    assert answer["answer"] == "no"
    assert any(rule.endswith("/ce-position-bullet-holds-every-effect") for rule in answer["rules"])


def test_clocken_in_defense_position_with_nothing_negating_it_activates_its_damage_effect():
    assert _clocken()["answer"] == "yes"


def test_a_set_skill_drain_negates_nothing():
    drain = {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": False}
    assert _clocken(drain=drain)["answer"] == "yes"


def test_clocken_in_attack_position_has_no_damage_effect():
    answer = _clocken(position="attack")
    assert (answer["answer"], answer["reason"]) == ("no", "condition-not-met")


def test_another_morphtronic_first_bullet_effect_is_still_gone_under_skill_drain():
    cards = {"celfon": {"name": "Morphtronic Celfon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "drain": {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                         "ask": {"can_activate": "celfon", "effect": 1}}).to_dict()
    assert answer["answer"] == "no"
    assert not any(rule.endswith("/ce-position-bullet-holds-every-effect") for rule in answer["rules"])
