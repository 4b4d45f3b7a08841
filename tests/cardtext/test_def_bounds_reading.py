"""A kind named by its DEF or ATK ("with 200 DEF", "with 1500 or less DEF", "with 1500 or less ATK") keeps
its bounds, in the words of a kind and in the cards a clause takes from a pile (rule kind-def-bounds), on real cards."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import card_kind
from tests.cardtext.pool import card, clause_starting as _clause


def test_an_exact_def_bounds_it_on_both_sides_and_names_a_monster():
    kind = card_kind("FIREs as possible with 200 DEF")            # Rekindling: "as many FIREs as possible"
    assert (kind.def_max, kind.def_min, kind.classes) == (200, 200, frozenset({"monster"}))
    kind = card_kind("1 Zombie with 2000 or less DEF")             # Pyramid Turtle
    assert (kind.def_max, kind.def_min, kind.monster_types) == (2000, None, frozenset({"Zombie"}))
    assert (card_kind("1 monster with 1500 or less ATK").def_max, card_kind("a Zombie monster").def_min) == (None, None)


def test_the_cards_taken_from_a_pile_keep_their_stat_bounds():
    counter = _clause("Flamvell Counter", "Banish 1 FIRE monster", cost=True)
    assert (counter.cards.attributes, counter.cards.def_max, counter.cards.def_min) == ({"FIRE"}, 200, 200)
    force = _clause("Spirit Force", "you can add 1 Warrior-Type Tuner")
    assert (force.from_zone, force.cards.def_max) == ("graveyard", 1500)
    sangan = _clause("Sangan", "Add 1 monster")
    assert (sangan.cards.atk_max, sangan.cards.def_max) == (1500, None)


def test_a_target_on_the_field_named_by_its_def_is_read_and_one_compared_with_a_card_is_not():
    # Dragon's Gunfire: "● Target 1 monster with 800 or less DEF; destroy that target."
    [gunfire] = [c for effect in card("Dragon's Gunfire") for c in effect.target_clauses]
    assert (gunfire.every, gunfire.cards.def_max, gunfire.cards.def_min) == ("monster", 800, None)
    # Cyber Laser Dragon: "with ATK or DEF equal to or higher than this card's ATK": told by another card, not read
    assert not [c for effect in card("Cyber Laser Dragon") for c in effect.target_clauses if c.cards.def_max is not None]
