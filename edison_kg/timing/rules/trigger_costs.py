"""A trigger effect that cannot be activated does not go on the chain (rule
trig-cost-cannot-be-paid-not-activated). The rules that rule a card's activation out for a cost it
cannot pay (Life Points, Tributes, cards from a pile, face-up cards, counters) and, for an optional
effect, for cards it would take from a pile that holds none of them, apply to a trigger the same way:
it is not activated, and it is not "missed" either. A mandatory trigger with nothing to take is still
activated and does what it can (rules/piles.py asks that only of an optional effect)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.life_points import life_points_verdict
from edison_kg.timing.rules.possible import cost_cards_verdict
from edison_kg.timing.rules.piles import pile_cards_verdict
from edison_kg.timing.rules.field_costs import face_up_cost_verdict
from edison_kg.timing.rules.costs import self_tribute_verdict, tribute_kind_verdict
from edison_kg.timing.rules.board import counters_verdict
from edison_kg.timing.rules.continuous import cost_verdict

TRIGGER_COST_RULE = "trig-cost-cannot-be-paid-not-activated"

# the rules on what an activation must be able to pay or take, in the order rules/activation.py asks them
# (and a cost whose action a continuous effect forbids its player, rule ce-forbidden-action-cost)
_CANNOT_BE_ACTIVATED = (cost_verdict, cost_cards_verdict, pile_cards_verdict, face_up_cost_verdict,
                        tribute_kind_verdict, self_tribute_verdict, life_points_verdict, counters_verdict)


def trigger_cannot_be_activated(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """The first of those rules that rules the trigger out, with this rule's id before its own."""
    for rule in _CANNOT_BE_ACTIVATED:
        verdict = rule(state, ref, effect)
        if verdict is not None and verdict.answer == "no":
            return Verdict("no", verdict.reason, [TRIGGER_COST_RULE] + list(verdict.rules), verdict.explanation)
    return None
