"""Readings of an Equip Card destroyed in place of its monster (cardtext/tables/restrictions.toml, the Union
rule line kept by cardtext/segment.py): "If the equipped monster would be destroyed, destroy this card instead"."""

from __future__ import annotations

from cardtext.pool import card

KINDS = ("destroyed-instead-of-equipped", "battle-destroyed-instead-of-equipped")


def kinds(name):
    return [r.kind for e in card(name) for r in e.restrictions if r.kind in KINDS]


def test_a_union_s_rule_line_is_read_as_a_replacement_of_every_destruction():
    assert kinds("Heavy Mech Support Platform") == ["destroyed-instead-of-equipped"]     # its PSCT's condition line
    assert kinds("Oilman") == ["destroyed-instead-of-equipped"]                          # its printed reminder


def test_by_battle_is_read_as_a_replacement_of_destruction_by_battle_only():
    assert kinds("Bubble Blaster") == ["battle-destroyed-instead-of-equipped"]
    assert kinds("Y-Dragon Head") == ["battle-destroyed-instead-of-equipped"]


def test_other_replacements_of_an_equipped_monster_s_destruction_are_not_read_as_it():
    assert kinds("Vicious Claw") == []          # returned to the hand instead
    assert kinds("Iron Core Armor") == []       # sent to the GY instead, by choice
    assert kinds("Molting Escape") == []        # the monster is simply not destroyed
