"""An optional trigger whose event had a response window of its own, and the duel went on past it (rule
trig-optional-window-passed): "If this card is targeted for an attack: You can ..." set off by an attack
declaration is activated in the Battle Step, in the chain answering that declaration; once the battle moved on
without it, it was simply not activated. It did not wait for the next chain, and it did not miss the timing."""

from __future__ import annotations

from edison_kg.timing.state import BUILDING

WINDOW_PASSED = "trig-optional-window-passed"
# events that always open a response window of their own before the duel goes on
OWN_WINDOW_EVENTS = ("attack_declared",)


def window_passed(state, effect, matches) -> bool:
    """Was the optional effect's last event one with its own window, with something other than activating cards
    (a chain resolving, the battle going on) happening after it?"""
    if not effect.optional or not matches:
        return False
    last = matches[-1]
    if last.event.event not in OWN_WINDOW_EVENTS or state.moments[last.moment].context != "outside":
        return False
    return any(moment.context not in BUILDING for moment in state.moments[last.moment + 1:])
