"""A trigger about this card whose deed moves "it" with no target ("When this card is sent to the Graveyard, place it
on top of your Deck"): the card reader reads the deed as acting on this card (cardtext/it_is_this_card.py); the
resolution then moves the card itself, and what replaces that move applies to it (rule res-it-is-this-card,
round 137). This module only names the rule for the answers it decides."""

from __future__ import annotations

from edison_kg.cardtext.it_is_this_card import MOVES, about_this_card

RULE = "res-it-is-this-card"
# (179) the condition looks back at this card earlier in the turn (Twin-Headed Behemoth)
EARLIER_RULE = "res-it-is-this-card-earlier-in-the-turn"


def cite(state, clause, link, previous: str | None) -> None:
    """Name the rule when a resolving trigger about its own card, with no target, moves that card."""
    effect = link.effect
    condition = effect.condition if effect is not None else None
    if about_this_card(condition) and effect.kind in ("trigger", "trigger-like") \
            and clause.subject == "self" and previous is None and not link.targets and clause.event in MOVES:
        cite_for(state, effect)


def cite_for(state, effect) -> None:
    """Name the rule (and, for a condition looking back at this card, its refinement)."""
    state.cite(RULE)
    if not effect.condition.self_card:
        state.cite(EARLIER_RULE)
