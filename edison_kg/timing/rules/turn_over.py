"""The discard for the hand size limit is the last thing a turn does (rule window-hand-size-discard-ends-the-turn;
round 182).

In the End Phase the turn player discards down to 6 cards in hand; that is the turn's last act, so no card or effect is
activated by declaration after it in that turn (Super Rejuvenation's rulings), nor an effect timed for the End Phase
itself ("During the End Phase, if this card is in the GY ...": Red-Eyes Wyvern's rulings, round 185). A trigger its
discard sets off (The White Stone of Legend's; Manticore of Darkness's "of the turn this card was sent to the
Graveyard") is another matter, and so is a chain such triggers start: cards may be chained to it as to any chain; once
it has resolved, no chain is started again but by mandatory triggers."""

from __future__ import annotations

from edison_kg.timing.rules.happened import started_by_event
from edison_kg.timing.rules.phase_long import phase_timed
from edison_kg.timing.rules.verdict import Verdict

RULE = "window-hand-size-discard-ends-the-turn"


def turn_over_verdict(state, ref: str, effect) -> Verdict | None:
    """No activation by declaration, outside a chain, once the turn player discarded for the hand size limit in this
    End Phase."""
    if state.phase != "end" or state.chain or (effect is not None and started_by_event(effect) and not (
            phase_timed(effect.condition) and effect.condition.earlier is None)):
        return None   # (185) one of the End Phase itself is over too, unless it looks back at the discard ("the turn
        #               this card was sent to the Graveyard": Manticore of Darkness)
    turn_player = state.turn_player
    for h in state.happenings():
        event = h.event
        if h.turn == state.turn and event.event == "discarded" and event.cause == "rule" \
                and state.moments[h.moment].phase == "end" and event.player in (turn_player, None):
            return Verdict("no", "other", [RULE],
                           "The turn player has discarded for the hand size limit in the End Phase: that is the last "
                           "thing a turn does, so nothing is activated after it this turn.")
    return None
