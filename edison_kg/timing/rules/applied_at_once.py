"""What face-up continuous effects apply at once after a step, each a moment of its own, with no Chain: the deeds
done right after a card resolved (timing/rules/deeds_each_time.py), a monster's own destruction outside a Chain
(timing/rules/own_destruction.py), the damage or Life Points dealt each time something happens
(timing/rules/life_points_each_time.py), and a deed an effect set up for later in the turn, done right after its event
(timing/rules/later_this_turn.py)."""

from __future__ import annotations

from edison_kg.timing.rules.deeds_each_time import deeds_after_resolution
from edison_kg.timing.rules.later_this_turn import done_later
from edison_kg.timing.rules.life_points_each_time import life_points_each_time
from edison_kg.timing.rules.own_destruction import destroyed_outside_a_chain


def applied_after_step(state, step, first: int) -> None:
    """After a step whose moments start at index ``first``."""
    if len(state.moments) <= first:
        return
    deeds_after_resolution(state, step, first)       # draws, Tokens, damage right after a card resolved
    destroyed_outside_a_chain(state, step, first)    # (round 113) a monster's own destruction, outside a Chain
    life_points_each_time(state, step, first)
    done_later(state, step, first)      # (round 145) "If it is changed to Defense Position this turn, draw 1 card"
