"""Damage "equal to the difference" of both players' Life Points, counted as it resolves (round 97).

"While your Life Points are higher than your opponent's, you can Tribute this card to inflict damage to your opponent
equal to the difference" (The Agent of Judgment - Saturn): the difference is that of the Life Points as the effect
resolves, not as it was activated (its rulings: a chained gain that makes the opponent's higher makes it disappear),
so with 8000 against 3000 it inflicts 5000 (rule res-amount-life-points-difference). The card reader stores the
amount as "life-points-difference" (ek:lifePointsAmountOf, cardtext/life_points.py)."""

from __future__ import annotations

RULE = "res-amount-life-points-difference"
LP_DIFFERENCE = "life-points-difference"


def lp_difference(state, holder: str | None, life_points) -> int | None:
    """The difference between both players' Life Points now (None: some change of them has no amount); ``life_points``:
    a player's Life Points as the steps leave them (timing/life_points.py, which asks this module for the amount)."""
    player = state.controller(holder) if holder in state.cards else None
    if player is None:
        return None
    mine, theirs = life_points(state, player), life_points(state, state.opponent(player))
    if mine.points is None or theirs.points is None:
        return None
    mine.assume(state)
    theirs.assume(state)
    state.cite(RULE)
    return abs(mine.points - theirs.points)
