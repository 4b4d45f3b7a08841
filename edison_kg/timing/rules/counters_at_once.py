"""Counters a card's own effect takes off itself at a moment, with no choice: no Chain (round 165).

"At the end of the Battle Phase, if this card battled, remove all Spell Counters on it": an effect with no "you can",
no cost and no target, whose every deed only removes counters from its own card, is applied at that moment without
starting a Chain (rule res-own-counters-removed-without-a-chain), so it is no Chain Link beside the triggers met then,
and nothing can be chained to it."""

from __future__ import annotations

RULE = "res-own-counters-removed-without-a-chain"


def removed_without_a_chain(effect) -> bool:
    """Is the trigger one that only removes counters from its own card, with no choice, cost or target?"""
    if effect.optional or effect.cost_clauses or effect.cost_text or effect.targets or effect.target_clauses \
            or not effect.clauses:
        return False
    return all(_from_itself(clause) for clause in effect.clauses)


def _from_itself(clause) -> bool:
    """A clause whose one deed removes counters from its own card (a stored removal "N card KIND")."""
    number, where, _ = ((clause.removes_counters or "").split(" ", 2) + ["", ""])[:3]
    return bool(number) and where == "card" and clause.event is None and clause.subject in (None, "self")
