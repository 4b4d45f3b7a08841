"""A negation of "the Summon or activation" (edison_kg/cardtext/consequences.py): the card reader stores what
the clause negates when its effect answered an activation rather than a Summon."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def _negations(name: str):
    return [c for e in cardtext.read_card(cards()[name]).effects for c in e.clauses if c.action == "negate_summon"]


def test_a_summon_or_effect_negation_negates_the_effect_it_answered():
    negate, = _negations("Royal Oppression")          # "they negate that Summon/effect"
    assert negate.event == "summon_negated" and negate.negates_if_not_a_summon == "effect"


def test_a_negation_of_the_summon_alone_answers_only_a_summon():
    negate, = _negations("Horn of Heaven")
    assert negate.event == "summon_negated" and negate.negates_if_not_a_summon is None
