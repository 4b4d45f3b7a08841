"""A Chain Link that does nothing itself at resolution but changes what the effect it answers does: "Activate only
when an effect of drawing card(s) is activated. Both players see the cards drawn by the effect and discard them all
to the Graveyard" (Muko). Resolving, it marks the Chain Link below it; when that link resolves, the cards it would
draw are never drawn: they go from the Deck to the Graveyard (rule ce-drawn-cards-sent-from-the-deck). A Muko whose
effect is negated marks nothing, so the draw happens."""

from __future__ import annotations

from dataclasses import replace

DRAWN_SENT = "ce-drawn-cards-sent-from-the-deck"


def marks_the_draw_below(state, link, clause) -> bool:
    """Does ``clause`` act on the cards the Chain Link below draws (the reader's acts_on_cards_drawn)? If so that link,
    when it resolves, sends them from the Deck to the GY instead of drawing them; this clause does nothing itself."""
    if not clause.acts_on_cards_drawn:
        return False
    if state.chain:
        state.chain[-1].draws_sent_to_gy = True
    return True


def draw_replaced(state, event, link):
    """The draw of a Chain Link a card chained to it marked, as it happens: the cards go from that player's Deck to
    the Graveyard, unnamed unless the scenario named them; nothing that answers a draw is met."""
    if link is None or not link.draws_sent_to_gy or event.event != "drawn":
        return event
    state.cite(DRAWN_SENT)
    return replace(event, event="sent_to_gy", from_zone="deck", to_zone="graveyard")
