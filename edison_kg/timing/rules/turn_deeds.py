"""(103) "if you did not attack": the held state "not-done attack" (cardtext/turn_deeds.py) is unmet once its
card's controller declared an attack this turn (rule cond-needs-a-deed-not-done-this-turn). An attack the
scenario does not show is not ruled in: only a declared attack of this turn unmeets it."""

from __future__ import annotations

RULE = "cond-needs-a-deed-not-done-this-turn"


def declared_an_attack_this_turn(state, _ref: str, controller: str, _words) -> str | None:
    """Why "you did not attack" is unmet: an attack its controller declared this turn (the duel's attacks, kept as
    they are declared), or None."""
    for record in state.battles:
        attacker = record.battle.attacker
        if record.battle.turn == state.turn and attacker in state.cards and state.controller(attacker) == controller:
            return f"its controller did not attack this turn, and {state.infos[attacker].name} attacked"
    return None
