"""The card of the event an effect answers, gone before it resolves: "When your opponent Summons a monster(s) ...:
Destroy that monster(s)" acts on the card of that event (rule res-that-monster-is-its-events-card), not on a target;
once that card has left the place it was in when the effect was activated (returned to the hand, banished, sent to
the Graveyard), it is a new card there, no longer the monster of that event: what the effect does to it is not done,
nor a part that needs it done (rule res-events-card-gone-not-done)."""

from __future__ import annotations

RULE = "res-events-card-gone-not-done"


def events_card(link) -> str | None:
    """The card of the event the link answers, when the link acts on it with no target of its own ("destroy that
    monster"); None otherwise (a target that left is judged by rule res-target-gone-not-done). Whether it moved
    after the activation is read by clause_cards.targets_gone, in the one pass it makes for the targets."""
    card = link.answered
    if card is None or link.targets or card == link.card or not _acts_on_it(link):
        return None
    return card


def _acts_on_it(link) -> bool:
    """Does a clause of the effect act on "that monster" (the card of its event), the card the reader left unnamed?"""
    return link.effect is not None and any(clause.subject == "it" for clause in link.effect.clauses)
