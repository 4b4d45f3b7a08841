"""Round 115: "then, if all the Fusion Materials that were used for its Fusion Summon are in your GY, you can Special
Summon all of them" with a material shown elsewhere: the part after "then" is not done, the return is the last thing
(rule res-all-materials-needed-in-the-graveyard; De-Fusion's ruling). Real pool cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.all_materials import needs_all_materials_in_graveyard


def _de_fusion(fusion, first, second, second_zone="banished"):
    cards = {"fu": {"name": fusion, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "m1": {"name": first, "controller": "A", "zone": "graveyard"},
             "m2": {"name": second, "controller": "A", "zone": second_zone},
             "df": {"name": "De-Fusion", "controller": "A", "zone": "hand"}}
    steps = [{"activate": "df", "targets": ["fu"]}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}}).to_dict()


def test_de_fusion_summons_nothing_with_a_material_banished():
    got = _de_fusion("Kwagar Hercules", "Kuwagata \u03b1", "Hercules Beetle")
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("returned_to_deck", "fu")]
    assert any(rule.endswith("res-all-materials-needed-in-the-graveyard") for rule in got["rules"])
    assert any("Hercules Beetle, a Fusion Material of Kwagar Hercules" in line for line in got["assumed"])


def test_de_fusion_goes_on_with_both_materials_in_the_graveyard():
    got = _de_fusion("Kwagar Hercules", "Kuwagata \u03b1", "Hercules Beetle", second_zone="graveyard")
    assert not any(rule.endswith("res-all-materials-needed-in-the-graveyard") for rule in got["rules"])
    assert [(e["event"], e["card"]) for e in got["last_thing"]] != [("returned_to_deck", "fu")]


def test_de_fusion_on_multiple_piece_golem_with_a_material_in_the_hand():
    got = _de_fusion("Multiple Piece Golem", "Big Piece Golem", "Medium Piece Golem", second_zone="hand")
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("returned_to_deck", "fu")]
    assert any(rule.endswith("res-all-materials-needed-in-the-graveyard") for rule in got["rules"])


def test_the_words_of_the_family_are_read():
    assert needs_all_materials_in_graveyard("Then, if all of the Fusion Material Monsters that were used for the "
                                            "Fusion Summon of this card are in your Graveyard, you can Special Summon them")
    assert not needs_all_materials_in_graveyard("If all the Fusion Material Monsters listed on that Fusion Monster are "
                                                "in your Deck, you can Special Summon them")
