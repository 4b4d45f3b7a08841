"""Round 103: an option at resolution its player cannot take leaves only the other branch (rule
res-option-not-possible-other-branch), on Magic Drain (the 1 pool card of the shape)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario

RULE = "res-option-not-possible-other-branch"


def drain(extra=None, spell="Wetlands"):
    cards = {"wet": {"name": spell, "controller": "A", "zone": "hand"},
             "drain": {"name": "Magic Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    cards.update(extra or {})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "wet"}, {"activate": "drain"}, {"resolve": 2}, {"resolve": 1}],
                       "ask": {"last_thing": True}})


@pytest.mark.parametrize("spell", ["Wetlands", "Pot of Greed"])
def test_no_spell_in_hand_negates_and_destroys(spell):
    got = drain(spell=spell)
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("activation_negated", "wet"), ("destroyed", "wet")]
    assert RULE in got.rules
    assert any("Magic Drain" in a and "other branch" in a for a in got.assumed)


def test_a_spell_in_hand_leaves_the_choice_to_its_player():
    with pytest.raises(BadScenario):
        drain({"mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "hand"}})


def test_a_monster_in_hand_is_no_spell_to_discard():
    got = drain({"w": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "hand"}})
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("activation_negated", "wet"), ("destroyed", "wet")]
