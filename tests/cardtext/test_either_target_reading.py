"""A target of either of two kinds (edison_kg/cardtext/either_target.py): "Target 1 face-up Spell, or 1 Set
Spell/Trap, on the field" is two alternative target clauses, the place said once for both; a
list joined by "and" is still two targets both needed."""

from __future__ import annotations

from edison_kg.cardtext.targets import target_clauses


def test_either_kind_is_two_alternatives_on_the_field():
    clauses = target_clauses("Target 1 face-up Spell, or 1 Set Spell/Trap, on the field")
    assert [(c.every, c.position, c.alternative) for c in clauses] == \
        [("spell-trap", "face-up", True), ("spell-trap", "face-down", True)]


def test_both_kinds_joined_by_and_are_both_needed():
    clauses = target_clauses("Target 1 face-up monster you control and 1 Set card on the field")
    assert [c.alternative for c in clauses] == [False, False]
    assert clauses[1].conjunction == "and"


def test_a_kind_told_by_a_named_material_is_still_left_out():
    assert target_clauses('Target 1 "Cyber Dragon", or 1 Fusion Monster that lists "Cyber Dragon" as Material, '
                          'that you control') == []
