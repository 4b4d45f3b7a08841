"""An effect that acts on the cards its event put in the hand ("When your opponent adds a card(s) from their Deck to
their hand, including drawing: They must discard 1 of those cards", "When you draw a monster: reveal it") needs them
still there: once a drawn card has been activated, or has left the hand otherwise, that draw no longer starts it
(rule state-event-cards-still-where-the-event-put-them). Likewise a monster destroyed by battle and banished before the
end of the Damage Step was never "sent to the Graveyard" (rule bt-destroyed-by-battle-never-sent)."""

from __future__ import annotations

MOVED = "state-event-cards-still-where-the-event-put-them"
EVENT_CARDS_MOVED = {MOVED: (
    [MOVED, "state-card-must-be-in-place"],
    "The card the event put in the hand is no longer there: its effect acts on that card in the hand, so that event "
    "no longer starts it.")}
# "destroyed by battle and sent to the Graveyard": banished from the field before the end of the Damage Step
NEVER_SENT = "bt-destroyed-by-battle-never-sent"
EVENT_CARDS_MOVED[NEVER_SENT] = (
    [NEVER_SENT, "bt-destroyed-monster-applies-until-sent"],
    "The monster destroyed by battle left the field another way before the end of the Damage Step (banished after "
    "damage calculation), so it was never sent to the Graveyard.")
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


def never_sent_to_the_gy(state, effect, happening) -> str | None:
    """NEVER_SENT when a condition "destroyed by battle and sent to the Graveyard" meets a destruction by battle that
    left the sending to the end of the Damage Step, and the monster then left the field for another place first."""
    condition, event = effect.condition, happening.event
    if condition is None or condition.to_zone != "graveyard" or "destroyed" not in condition.types \
            or event.event != "destroyed" or event.cause != "battle" or event.to_zone is not None:
        return None
    for later in state.happenings():
        moved = later.event
        if later.moment <= happening.moment or moved.card != event.card or moved.from_zone != "monster_zone":
            continue
        return NEVER_SENT if moved.to_zone not in (None, "graveyard") else None
    return None
