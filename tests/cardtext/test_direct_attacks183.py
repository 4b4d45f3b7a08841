"""Round 183: the card reader marks what a clause does to direct attacks, ONCE, as the clause's `direct_attacks`
(edison_kg/cardtext/direct_attacks.py): "made" (Absolute End), "forbidden" (Feather Shot)."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.reader import analyze


@pytest.mark.parametrize("text, marked", [
    ("This turn, the attacks from your opponent's monsters become direct attacks.", "made"),
    ("Target 1 face-up monster you control; during this turn, it can attack twice, but cannot attack directly.",
     "forbidden"),
    ("Target 1 face-up monster you control; it gains 500 ATK.", None)])
def test_the_reader_marks_what_a_clause_does_to_direct_attacks(text, marked):
    effects = analyze(text, card_type="spell", subtypes=("Normal",))
    assert {c.direct_attacks for e in effects for c in e.clauses} == {marked}
