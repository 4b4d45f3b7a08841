"""A later part of a resolution that found no card to act on did nothing, so the part before it is the last thing
the effect did (rule res-later-part-that-found-nothing-is-no-happening, timing/parts_not_done.py). Real pool cards."""

from __future__ import annotations

from edison_kg import timing

RULE = "res-later-part-that-found-nothing-is-no-happening"


def _last_thing(cards: dict, steps: list, turn_player: str = "A") -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}}).to_dict()


def _chain_disappearance(**more) -> dict:
    cards = {"cd": {"name": "Chain Disappearance", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "sangan": {"name": "Sangan", "controller": "B", "zone": "hand"}, **more}
    return _last_thing(cards, [{"summon": "sangan"}, {"activate": "cd", "targets": ["sangan"]}, {"resolve": 1}], "B")


def test_chain_disappearance_with_no_copy_named_ends_on_the_banished_monster():
    got = _chain_disappearance()
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("banished", "sangan")]
    assert any(rule.endswith(RULE) for rule in got["rules"])
    assert any('part after "then" found no card to act on' in line for line in got["assumed"])


def test_nobleman_of_crossout_on_a_flip_monster_with_no_copy_named_ends_on_its_banishment():
    cards = {"nob": {"name": "Nobleman of Crossout", "controller": "A", "zone": "hand"},
             "bug": {"name": "Man-Eater Bug", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    got = _last_thing(cards, [{"activate": "nob", "targets": ["bug"]}, {"resolve": 1}])
    assert ("banished", "bug") in [(e["event"], e["card"]) for e in got["last_thing"]]
    assert not any(e["event"] == "effect_applied" for e in got["last_thing"])
    assert any(rule.endswith(RULE) for rule in got["rules"])


def test_a_later_part_that_acts_is_the_last_thing():
    # "shuffle all 3 targets into the Deck, then draw 1 card": the part after "then" draws, and that is the last thing
    beasts = {f"g{i}": {"name": name, "controller": "A", "zone": "graveyard"}
              for i, name in enumerate(("Gladiator Beast Bestiari", "Gladiator Beast Laquari", "Gladiator Beast Secutor"))}
    cards = {"ret": {"name": "Gladiator's Return", "controller": "A", "zone": "hand"}, **beasts}
    got = _last_thing(cards, [{"activate": "ret", "targets": list(beasts)}, {"resolve": 1}])
    assert [e["event"] for e in got["last_thing"]] == ["drawn"]
    assert not any(rule.endswith(RULE) for rule in got["rules"])
