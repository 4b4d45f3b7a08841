"""(103) "if you did not attack": the held state "not-done attack" (cardtext/turn_deeds.py) is unmet once its
card's controller declared an attack this turn (rule cond-needs-a-deed-not-done-this-turn). An attack the
scenario does not show is not ruled in: only a declared attack of this turn unmeets it."""

from __future__ import annotations

RULE = "cond-needs-a-deed-not-done-this-turn"


def attacked_this_turn(state, _ref: str, controller: str, _words) -> str | None:
    """Why "you did not attack" is unmet: an attack its controller declared this turn, or None."""
    for happening in state.happenings():
        event = happening.event
        if happening.turn != state.turn or event.event != "attack_declared":
            continue
        attacker = event.card if event.card in state.cards else None
        if (state.controller(attacker) if attacker else event.player) == controller:
            name = state.infos[attacker].name if attacker else "a monster"
            return f"its controller did not attack this turn, and {name} attacked"
    return None
