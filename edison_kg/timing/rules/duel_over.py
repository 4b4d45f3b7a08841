"""A player whose Life Points are reduced to 0 loses the Duel at once (round 183, rule
state-duel-ends-at-zero-life-points): nothing is activated after that moment, not even a mandatory trigger the moment
met (Volcanic Counter's rulings: its effect does not activate once its player's Life Points were reduced to 0 at damage
calculation). The Life Points are those the steps leave (timing/life_points.py), said in `assumed` where the scenario
states none; a change of no known amount leaves the question open."""

from __future__ import annotations

from edison_kg.timing.answer import Answer
from edison_kg.timing.life_points import life_points

RULE = "state-duel-ends-at-zero-life-points"


def _duel_lost_by(state) -> str | None:
    """The player whose Life Points the steps have reduced to 0, or None."""
    for player in ("A", "B"):
        points = life_points(state, player)
        if points.points is not None and points.points <= 0 and not points.unknown:
            points.assume(state)
            return player
    return None


def duel_over_answer(state, kind: str) -> Answer | None:
    """The answer to a question about what is activated next, once the Duel is over; None while it goes on, and for
    "what was the last thing to happen", which the Duel's end does not change (its Life Points not even worked out)."""
    player = _duel_lost_by(state) if kind in ("can_activate", "triggers") else None
    if player is None:
        return None
    said = f"Player {player}'s Life Points were reduced to 0, so the Duel is over: nothing is activated after that."
    if kind == "can_activate":
        return Answer(answer="no", reason="other", explanation=said, rules=[RULE])
    return Answer(answer="ok", reason="condition-not-met", explanation=said, rules=[RULE])
