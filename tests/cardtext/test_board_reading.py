"""The words of what a cost or an effect needs of the board (cardtext/board.py), on real
card wordings: counters removed, placed and counted, monsters Special Summoned at once, ATK/DEF a
card loses of its own for the rest of its effect."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.board import (counted_counters, counter_kind, counters_on_opponents_monsters, own_stat_loss,
                                      placed_counters, removed_counters, summoned_at_once)


@pytest.mark.parametrize("text, read", [
    ("remove 3 Spell Counters from this card", ("spell", 3, "card")),            # Royal Magical Library
    ("remove 1 Spell Counter from your field", ("spell", 1, "side")),            # Arcanite Magician
    ("Remove 2 Spell Counters from your side of the field", ("spell", 2, "side")),
    ("remove 2 A-Counters from the field", ("a", 2, "field")),
    ("remove 3 Fog Counters from anywhere on the field", ("fog", 3, "field")),
    ("remove any number of Spell Counters from this card", ("spell", 1, "card")),  # at least one
    ("remove all Wedge Counters from your opponent's monsters", ("wedge", 1, "opponent")),  # (182) Blackwing Armor Master
    ("Tribute this card", None),
    ("send this card to the Graveyard", None),
])
def test_counters_a_cost_removes(text, read):
    assert removed_counters(text) == read


def test_counters_placed_and_counted():
    assert placed_counters("place 1 Morph Counter on this card") == ("morph", 1)
    assert placed_counters("place 1 Spell Counter on it (max. 1)") is None     # "it": not read as this card
    assert counted_counters("inflict 1000 damage to your opponent for each Morph Counter on it") == "morph"
    assert counted_counters("inflict 500 damage to your opponent") is None
    assert counter_kind("Spell Counters") == counter_kind("Spell Counter") == "spell"


@pytest.mark.parametrize("text, read", [
    ('Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Defense Position', (4, False)),
    ('Special Summon 3 "Ojama Tokens" (Beast/LIGHT/Level 2/ATK 0/DEF 1000) to your opponent\'s side of the field',
     (3, True)),
    ("Special Summon 1 Insect monster from your hand", (1, False)),
    ("Special Summon up to 2 monsters from your Graveyard", None),
    # Bone Temple Block: its own Summon is to its player's side; the opponent's, to "your opponent's side", is theirs
    ("Special Summon 1 Level 4 or lower monster from your opponent's Graveyard to your side of the field, and your "
     "opponent Special Summons 1 Level 4 or lower monster from your Graveyard to your opponent's side of the field", (1, False)),
])
def test_monsters_special_summoned_at_once(text, read):
    assert summoned_at_once(text) == read


@pytest.mark.parametrize("text, read", [
    ("this card loses 500 ATK and DEF, and you send that target to the Graveyard", (500, True)),
    ("You can have this card lose 500 ATK/DEF, and if you do, this turn, the monster it is battling loses 1500 ATK/DEF",
     (500, True)),
    ("If this card is attacked by an opponent's monster, this card loses 500 ATK during the Damage Step only", None),
])
def test_atk_its_own_card_loses_for_the_rest(text, read):
    assert own_stat_loss(text) == read


def test_counters_put_on_a_monster_on_the_opponents_side_of_the_field():
    # the older wording of "on 1 face-up monster your opponent controls"
    assert counters_on_opponents_monsters("Place 1 A-Counter on 1 face-up monster on your opponent's side of the field")
    assert not counters_on_opponents_monsters("Place 1 A-Counter on 1 face-up monster on your side of the field")
