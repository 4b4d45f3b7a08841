"""Readings: a Special Summon of its own card is one monster (a Trap Monster's too), a count of cards in
one side's Spell & Trap Zones, and "for each monster they control" of an effect aimed at the opponent."""

from edison_kg.cardtext.board import summoned_at_once
from edison_kg.cardtext.field_counts import count_needs
from edison_kg.cardtext.scaled import scaled_count


def test_a_special_summon_of_its_own_card_is_one_monster():
    assert summoned_at_once("Special Summon this card in Defense Position as an Effect Monster "
                            "(Aqua-Type/WATER/Level 10/ATK 0/DEF 3000). (This card is also still a Trap Card.)") == (1, False)
    assert summoned_at_once("You can Special Summon this card from your hand") == (1, False)
    assert summoned_at_once('Special Summon 2 "Sheep Tokens"') == (2, False)


def test_cards_in_the_spell_and_trap_zones_of_a_side():
    assert count_needs("Activate only when there are 3 or more cards in your opponent's Spell & Trap Card Zone. "
                       "Destroy 1 card on the field.")[0] == "opponent spell_trap_zone >= 3"


def test_they_is_the_opponent_the_damage_goes_to():
    assert scaled_count("Inflict 300 damage to your opponent for each monster they control")[0] == "opponent field"


def test_a_later_deed_is_another_part_and_a_lock_is_not():
    assert scaled_count('inflict damage to your opponent equal to the number of "Volcanic" monsters in your Graveyard '
                        'x 200. If you activate this effect, this card cannot attack during this turn') is not None
    assert scaled_count("Special Summon 1 Token for each card in your hand. During the End Phase, destroy "
                        "those Tokens") is None
    assert scaled_count("inflict 300 damage to your opponent for each Spell Card in your Graveyard") is not None
