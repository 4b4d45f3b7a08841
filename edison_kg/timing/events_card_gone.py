"""The card of the event an effect answers, gone before it resolves: "When your opponent Summons a monster(s) ...:
Destroy that monster(s)" acts on the card of that event (rule res-that-monster-is-its-events-card), not on a target;
once that card has left the place it was in when the effect was activated (returned to the hand, banished, sent to
the Graveyard), it is a new card there, no longer the monster of that event: what the effect does to it is not done,
nor a part that needs it done (rule res-events-card-gone-not-done)."""

from __future__ import annotations

from edison_kg.timing.state import EVENT_DESTINATIONS

RULE = "res-events-card-gone-not-done"


def events_card_gone(state, link) -> set[str]:
    """{the card of the event the link answers} when it names no target and that card moved to another place after
    the activation; otherwise nothing (a target that left is judged by rule res-target-gone-not-done)."""
    card = link.answered
    if card is None or link.targets or card == link.card or not _acts_on_it(link):
        return set()
    at = next((index for other, index in state.activations if other is link), None)
    if at is None:
        return set()
    moved = any(event.card == card and (to := event.to_zone or EVENT_DESTINATIONS.get(event.event)) is not None
                and to != event.from_zone for moment in state.moments[at + 1:] for event in moment.events)
    if moved:
        state.cite(RULE)
    return {card} if moved else set()


def _acts_on_it(link) -> bool:
    """Does a clause of the effect act on "that monster" (the card of its event), the card the reader left unnamed?"""
    return link.effect is not None and any(clause.subject == "it" for clause in link.effect.clauses)
