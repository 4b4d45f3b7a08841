"""An effect that acts on the cards its event put in the hand ("When your opponent adds a card(s) from their Deck to
their hand, including drawing: They must discard 1 of those cards", "When you draw a monster: reveal it") needs them
still there: once a drawn card has been activated, or has left the hand otherwise, that draw no longer starts it
(rule state-event-cards-still-where-the-event-put-them)."""

from __future__ import annotations

MOVED = "state-event-cards-still-where-the-event-put-them"
EVENT_CARDS_MOVED = {MOVED: (
    [MOVED, "state-card-must-be-in-place"],
    "The card the event put in the hand is no longer there: its effect acts on that card in the hand, so that event "
    "no longer starts it.")}
# the events that put a card in a player's hand
_TO_HAND = ("drawn", "added_to_hand")


def event_cards_moved(state, effect, happening) -> str | None:
    """MOVED when the effect acts on the card of its event ("it", "1 of those cards", stored by the reader) and that
    card, put in the hand by the event, is no longer in the hand."""
    condition = effect.condition
    card = happening.event.card
    if condition is None or condition.self_card or effect.targets or happening.synthetic \
            or happening.event.event not in _TO_HAND or card not in state.cards:
        return None
    clauses = list(effect.clauses) + list(effect.cost_clauses)
    # "you can Special Summon this card from your hand. If you do, destroy it": an "it" that may name its own card
    if not any(c.subject == "it" for c in clauses) or any(c.subject == "self" for c in clauses):
        return None
    return MOVED if state.cards[card].zone not in (None, "hand") else None
