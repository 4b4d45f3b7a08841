"""The battle position a kind of card names: read where it names the monsters, never where it is the
position a Summon or a change puts a monster in."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.field_counts import count_needs


@pytest.mark.parametrize(("wording", "position"), [
    ("all Attack Position monsters your opponent controls", "attack"),
    ("1 face-up Attack Position monster your opponent controls", "attack"),
    ("all face-down Defense Position monsters on the field", "face-down defense"),
    ("1 Defense Position monster on your opponent's side of the field", "defense"),
    ("2 or more Attack Position Spellcaster monsters", "attack"),
    ("1 monster with the lowest DEF in face-up Defense Position you control", "face-up defense"),
    ("1 monster in your Graveyard in Attack Position", None),
    ("it in Attack Position", None),
    ("1 Attack or Defense Position monster", None),
    ("a monster", None),
])
def test_the_position_a_kind_names(wording, position):
    assert card_kind(wording).position == position


def test_a_count_of_attack_position_monsters_their_player_controls():
    # Radiant Mirror Force's wording: "they" is the player whose monster declares the attack
    needs, kind = count_needs("When an opponent's monster declares an attack while they control 3 or more Attack "
                              "Position monsters: Destroy all Attack Position monsters your opponent controls.")
    assert needs == "opponent field >= 3" and kind.position == "attack" and kind.classes == {"monster"}


def test_a_count_of_attack_position_monsters_of_a_type():
    # moved from test_field_counts.py, where a position was a kind the filter could not hold (it holds it)
    needs, kind = count_needs("If you control 2 or more Attack Position Spellcaster monsters: Target 1 of them.")
    assert needs == "you field >= 2" and kind.position == "attack" and kind.monster_types == {"Spellcaster"}


@pytest.mark.parametrize("wording, left_out", [
    ("A non Machine-Type monster equipped with this card cannot attack", "Machine"),      # Paralyzing Potion
    ("A non Zombie-Type monster attacking", "Zombie"),                                      # Electric Lizard
    ("a non-Machine-Type monster", "Machine"),
])
def test_a_non_type_with_or_without_its_hyphen_is_every_type_but_that_one(wording, left_out):
    # the oldest prints write "non Machine-Type" with a space: still every Type but the one named
    kind = card_kind(wording)
    assert left_out not in kind.monster_types and "Warrior" in kind.monster_types and len(kind.monster_types) == 21


def test_a_non_attribute_with_a_space_is_every_attribute_but_that_one():
    assert "DARK" not in card_kind("a non DARK monster").attributes
    assert card_kind("a DARK monster").attributes == {"DARK"}
