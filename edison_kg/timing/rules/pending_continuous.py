"""A Continuous Spell or Trap Card applies its continuous effects once its activation has resolved: while that
activation is a Chain Link still to resolve, the card is face-up on the field but applies nothing yet (rule
ce-continuous-applies-after-resolving). An activation chained to it may do, and pay for, what the card will forbid:
Herald of Purple Light sends cards to the GY for its cost while Macro Cosmos's activation ("any card sent to the
Graveyard is banished instead") waits on the Chain. The restrictions that apply leave such a card out
(timing/restrictions.py: activation_on_the_chain); this names the exception in the answer it decides."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.restrictions import activation_on_the_chain
from edison_kg.timing.rules.continuous import GRAVEYARD_COSTS, actions_of
from edison_kg.timing.rules.verdict import Verdict, only_for

PENDING_RULE = "ce-continuous-applies-after-resolving"


@only_for(lambda effect: effect.cost_clauses)
def pending_continuous_spared(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.cost_clauses or not state.chain:
        return None
    for link in state.chain:
        if link.card == ref or not activation_on_the_chain(state, link.card):
            continue
        for restriction in (r for e in state.infos[link.card].effects if e.kind == "continuous" for r in e.restrictions):
            if any(_would_bind(restriction, clause) for clause in effect.cost_clauses):
                return Verdict("yes", "not-a-trigger", [PENDING_RULE],
                               f"{link.info.name}'s activation has not resolved yet (Chain Link {link.number}), so "
                               f"its continuous effect (\"{restriction.text.rstrip('.')}\") does not apply yet, and "
                               f"the cost can be paid.")
    return None


def _would_bind(restriction, clause) -> bool:
    """Would the restriction, once applied, reach this cost: a card sent to the GY while cards are banished instead,
    or an action it forbids?"""
    if restriction.kind == "banish-instead":
        return clause.action in GRAVEYARD_COSTS or clause.action == "tribute"
    return restriction.action is not None and not restriction.by_cost and restriction.action in actions_of(clause)
