"""A kind named by a printed "?" ATK or DEF ("1 monster with ? ATK") keeps it, in the words of a kind and in the
cards a cost takes from a pile (rule kind-printed-question-mark), on real cards (round 141)."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import card_kind
from tests.cardtext.pool import clause_starting as _clause


def test_a_question_mark_atk_or_def_names_a_monster_and_no_bound():
    kind = card_kind("1 monster with ? ATK")
    assert (kind.atk_question, kind.def_question, kind.atk_max, kind.classes) == (True, False, None, frozenset({"monster"}))
    assert card_kind("a monster whose original DEF is ?").def_question
    assert not card_kind("1 monster with 1000 ATK").atk_question       # a number is no "?"
    assert not card_kind("1 monster with 1500 or less ATK").atk_question


def test_the_cost_taken_from_the_graveyard_keeps_the_question_mark():
    cost = _clause("Catoblepas and the Witch of Fate", "banish 1 monster with ? ATK", cost=True)
    assert (cost.from_zone, cost.cards.atk_question, cost.cards.classes) == ("graveyard", True, frozenset({"monster"}))
    sangan = _clause("Sangan", "Add 1 monster")                       # "with 1500 or less ATK": a bound, no "?"
    assert not sangan.cards.atk_question
