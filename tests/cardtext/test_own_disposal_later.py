"""What becomes of the card itself once it resolved, in place of going to the GY ("Set this card
face-down instead of sending it to the GY"), is a part applied later (Clause.later), not a deed
of its resolution (rule ce-forbidden-action-later-part-allowed)."""

from __future__ import annotations

from cardtext.pool import card


def test_setting_itself_instead_of_the_gy_is_applied_later():
    negate, set_itself = card("Scrap-Iron Scarecrow")[0].clauses
    assert set_itself.action == "set" and set_itself.later and not negate.later


def test_setting_another_card_is_done_as_it_resolves():
    clauses = card("Book of Moon")[0].clauses
    assert any(c.action == "set" for c in clauses) and not any(c.later for c in clauses)
