"""An older text that takes a fixed count of cards from a Graveyard or the banished cards without the word "target"
("Add 2 Level 4 or lower "Batteryman" monsters from your Graveyard to your hand": Quick Charger; "Add 2 "LV" monsters
from your Graveyard to your Deck": The Graveyard in the Fourth Dimension) targets those cards as it is activated, as
its rulings say ("1 of the 2 targeted Batteryman monsters"): the cards the step names are fixed then, and one of them
that has left that pile before it resolves is no longer taken while the others still are (rule
res-old-pile-picks-are-targets; the one gone is left out by rule res-gone-targets-left-out)."""

from __future__ import annotations

from edison_kg.timing.state import EVENT_DESTINATIONS

RULE = "res-old-pile-picks-are-targets"
PILES = ("graveyard", "banished")


def left_since_activation(state, link, ref: str) -> bool:
    """Has ``ref`` been moved to another place by an event after the link's activation?"""
    at = state.activated_at(link)
    if at is None:
        return False
    return any(event.card == ref and (to := event.to_zone or EVENT_DESTINATIONS.get(event.event)) is not None
               and to != event.from_zone for moment in state.moments[at + 1:] for event in moment.events)


def gone_picks(state, clause, link, places: tuple[str, ...]) -> set[str]:
    """The step's picks of a fixed count from a pile that left it after the activation: they were its targets, so the
    deed is done to the others (empty: none left, or not such a clause)."""
    if clause.up_to or not clause.count or len(link.targets) != clause.count or not set(places) <= set(PILES):
        return set()
    return {ref for ref in link.targets if ref in state.cards and left_since_activation(state, link, ref)}
