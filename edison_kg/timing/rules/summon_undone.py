"""A Summon negated after its own moment (round 85, rule neg-summon-negated-later-never-happened).

A Summon step is recorded as the Summon at once (cards that negate a Summon answer that same
moment, "would be Summoned"); when a Chain Link that answers it, Horn of Heaven or Solemn
Judgment, then negates that Summon, the Summon never happened: "When this card is Summoned"
(Granadora's LP gain) and "When your opponent Summons" are not met by it. What happens to the
card afterwards (its destruction) still counts."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import SUMMON_EVENTS
from edison_kg.timing.state import Happening, State

NEGATED_LATER = "neg-summon-negated-later-never-happened"


def summon_negated_later(state: State, happening: Happening) -> bool:
    """Was this Summon of a card negated afterwards, before the card was Summoned again?"""
    event = happening.event
    if event.event not in SUMMON_EVENTS or event.card is None:
        return False
    negated = _negated_summons(state).get(event.card, ())
    if not any(moment >= happening.moment for moment in negated):
        return False
    later_summons = [h.moment for h in state.happenings() if h.event.card == event.card
                     and h.event.event in SUMMON_EVENTS and h.moment > happening.moment]
    first_negation = min(m for m in negated if m >= happening.moment)
    if any(m <= first_negation for m in later_summons):
        return False                  # Summoned again before that negation: it negated the later one
    state.cite(NEGATED_LATER)
    return True


def _negated_summons(state: State) -> dict[str, list[int]]:
    """The moments of each card's "summon_negated" events that came after its Summon's own
    moment (a Summon step marked negated records none of the Summon itself)."""
    found: dict[str, list[int]] = {}
    for h in state.happenings():     # the history grows step by step: read afresh each time
        if h.event.event == "summon_negated" and h.event.card is not None:
            found.setdefault(h.event.card, []).append(h.moment)
    return found
