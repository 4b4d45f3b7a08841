"""Round 107: a Synchro material from the hand when another material's text says so (Eccentric Boy: "the other
Synchro Material Monster is 1 monster in your hand"; rule sum-synchro-material-from-hand), on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario

RULE = "sum-synchro-material-from-hand"


def synchro(tuner, synchro_monster, in_hand="Gene-Warped Warwolf"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "tuner": {"name": tuner, "controller": "A", "zone": "monster_zone", "position": "attack"},
        "hand": {"name": in_hand, "controller": "A", "zone": "hand"},
        "sm": {"name": synchro_monster, "controller": "A", "zone": "extra_deck"}},
        "steps": [{"summon": "sm", "method": "synchro", "materials": ["tuner", "hand"]}],
        "ask": {"can_activate": "sm"}})


@pytest.mark.parametrize("synchro_monster, in_hand", [("Black Rose Dragon", "Gene-Warped Warwolf"),
                                                      ("Arcanite Magician", "Dark Magician")])
def test_eccentric_boy_takes_the_other_material_from_the_hand(synchro_monster, in_hand):
    got = synchro("Eccentric Boy", synchro_monster, in_hand)
    assert got.answer == "no"          # the Summon happens; Eccentric Boy's lock then keeps its effects
    assert RULE in got.rules
    assert "ce-granted-by-material" in got.rules


def test_a_tuner_without_those_words_needs_its_materials_on_the_field():
    with pytest.raises(BadScenario):
        synchro("Junk Synchron", "Black Rose Dragon")
