"""Cards a scenario leaves unnamed that entered a hand during it (rule res-count-takes-unnamed-arrivals): "B draws
1 card" by Jar of Greed, "add 1 Warrior-Type monster from your Deck to your hand": the card is in that hand from then
on, though no scenario card stands for it. A count of the cards in a hand taken as an effect resolves ("for each card
in your opponent's hand", Restructer Revolution) counts it with the named cards there.

Only arrivals are counted: an unnamed card that left a hand ("discard 1 card", "discard 2 cards" with no number
carried) leaves the number there unknown, and the count then stays with the named cards (as before this rule). An
unnamed card has no known kind: it counts only for a count of every card ("for each card"), and is said to be left
out of a count of a kind."""

from __future__ import annotations

UNNAMED_ARRIVALS_RULE = "res-count-takes-unnamed-arrivals"
# the events that put an unnamed card into its player's hand
_INTO_THE_HAND = ("drawn", "added_to_hand", "returned_to_hand")


def unnamed_arrivals(state, player: str) -> int | None:
    """How many unnamed cards entered ``player``'s hand so far and are still there; None when an unnamed card
    left that hand too (how many are left is then not known)."""
    arrived = 0
    for happening in state.happenings():
        event = happening.event
        if event.card is not None or event.player != player:
            continue
        if event.event in _INTO_THE_HAND and (event.event == "drawn" or event.to_zone in (None, "hand")):
            arrived += event.count or 1
        elif event.from_zone == "hand" or event.event == "discarded":
            return None
    return arrived


def counted_unnamed(state, player: str, kind, name: str) -> int:
    """The unnamed cards of ``player``'s hand a count at resolution adds (said in `assumed`): all of them for a count
    of every card, none for a count of a kind (their kind is not known)."""
    arrived = unnamed_arrivals(state, player)
    if not arrived:
        return 0
    state.cite(UNNAMED_ARRIVALS_RULE)
    if not kind.empty:
        state.assume(f"{name}'s count leaves out the {arrived} unnamed card(s) that entered player {player}'s hand "
                     f"during the scenario: their kind is not known")
        return 0
    state.assume(f"{name}'s count adds the {arrived} unnamed card(s) that entered player {player}'s hand during the "
                 f"scenario (drawn or added) to the cards named there")
    return arrived
