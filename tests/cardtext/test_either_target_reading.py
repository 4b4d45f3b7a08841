"""A target of either of two kinds (edison_kg/cardtext/either_target.py): "Target 1 face-up Spell, or 1 Set
Spell/Trap, on the field" is two alternative target clauses, the place said once for both ("Spell" alone
a Spell Card: rule state-target-must-exist); a
list joined by "and" is still two targets both needed."""

from __future__ import annotations

from edison_kg.cardtext.targets import target_clauses


def test_either_kind_is_two_alternatives_on_the_field():
    clauses = target_clauses("Target 1 face-up Spell, or 1 Set Spell/Trap, on the field")
    assert [(c.every, c.position, c.alternative) for c in clauses] == \
        [("card", "face-up", True), ("spell-trap", "face-down", True)]
    assert clauses[0].cards.classes == {"spell"}      # "face-up Spell": a Spell Card, never a face-up Trap


def test_a_lone_spell_is_a_spell_card():
    # Disenchanter: "You can target 1 face-up Spell on the field; ..."
    (clause,) = target_clauses("You can target 1 face-up Spell on the field")
    assert (clause.every, clause.cards.classes, clause.position) == ("card", {"spell"}, "face-up")
    (clause,) = target_clauses("Target 1 Spell/Trap on the field")
    assert (clause.every, clause.cards.classes) == ("spell-trap", frozenset())


def test_both_kinds_joined_by_and_are_both_needed():
    clauses = target_clauses("Target 1 face-up monster you control and 1 Set card on the field")
    assert [c.alternative for c in clauses] == [False, False]
    assert clauses[1].conjunction == "and"


def test_a_kind_told_by_a_named_material_is_still_left_out():
    assert target_clauses('Target 1 "Cyber Dragon", or 1 Fusion Monster that lists "Cyber Dragon" as Material, '
                          'that you control') == []
