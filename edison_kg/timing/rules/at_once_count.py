"""A condition that needs several cards to have its event at the same time ("When 2 or more
monsters are Special Summoned at the same time", round 141, rule cond-cards-at-once-count): it is
met only by one moment in which that many cards have the event. Two Summons one after the other
are two moments of 1 monster each, so the later one does not meet it (Giant Trap Hole is not
activated when Grinder Golem is Special Summoned after its Tokens)."""

from __future__ import annotations

AT_ONCE_RULE = "cond-cards-at-once-count"


def cards_at_once(pattern, happening, state, kinds_of) -> int | None:
    """How many cards of the condition's kind had an event of its types in the happening's moment
    (an unnamed event counts as many as the scenario says: "count": 2, else 1); None when an unnamed
    event the engine made says no number (Tokens whose stats it could not read: never a guess that they
    were too few)."""
    total = 0
    for other in state.moments[happening.moment].events:
        if kinds_of(other).isdisjoint(pattern.types):
            continue
        if other.card is not None and not pattern.kind.empty and other.card in state.infos \
                and not state.kind_of(other.card, pattern.kind):
            continue
        if other.card is None and not other.count and other.path is None:
            return None       # the engine's own unnamed event: how many it names is not known
        total += other.count if other.card is None and other.count else 1
    return total


def too_few_at_once(pattern, happening, state, kinds_of) -> bool:
    """True when the condition names a least number of cards at once and the moment had fewer."""
    if not pattern.at_once_min or state is None or happening.moment >= len(state.moments):
        return False
    counted = cards_at_once(pattern, happening, state, kinds_of)
    too_few = counted is not None and counted < pattern.at_once_min
    if too_few:
        state.cite(AT_ONCE_RULE)
    return too_few
