"""A card its cost sends from its player's field is no target of the same activation (rule
state-cost-sent-card-is-no-target, beside state-cost-tribute-is-no-target): "Send 1 monster on your side of the
field to the Graveyard. Select 1 monster on your side of the field" and "send 1 other card you control to the
Graveyard to target 1 monster you control" pay the cost before they target, so the card sent is gone when the
target is chosen (Gift of the Martyr's Edison rulings). With only one card there, nothing is left to target."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.closed_places import cards_in, is_closed

COST_SENT_RULE = "state-cost-sent-card-is-no-target"
# what such a cost does to the card it takes from the field
_TAKING = ("send_to_gy", "banish", "return_to_hand", "return_to_deck")


def field_send_cost_clauses(effect: AnalyzedEffect) -> list[Clause]:
    """The parts of its cost that send a number of cards its player picks on their own field (not the card itself)."""
    return [clause for clause in effect.cost_clauses
            if clause.action in _TAKING and clause.count is not None and not clause.up_to and not clause.alternative
            and clause.subject is None and clause.player in (None, "controller")
            and (clause.picks_on_field or clause.takes_cards_you_control)
            and clause.picks_whose in (None, "you")]


def sent_for_the_cost(state, ref: str, effect: AnalyzedEffect, legal: list[str]) -> int:
    """How many of the cards it could target its cost must send: those it cannot take from other cards of the kind."""
    clauses = field_send_cost_clauses(effect)
    if not clauses or not is_closed(state, "field"):
        return 0
    player, taken = state.controller(ref), 0
    for clause in clauses:
        payers = [other for other in cards_in(state, player, "field") if other != ref
                  and (clause.picks_kind.empty or state.kind_of(other, clause.picks_kind))]
        among = [other for other in payers if other in legal]      # only a card the cost could take (round 149)
        taken += max(0, min(clause.count - (len(payers) - len(among)), len(among), len(legal) - taken))
    return taken
