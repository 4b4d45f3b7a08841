""""attacked-this-turn WHOSE" (cardtext/attacked_needs.py): the effect picks a monster (its controller's, or any)
that has attacked this turn. A monster has attacked only once its attack reached the Damage Step: an attack that was
declared and then replayed, negated, or is still before the Damage Step does not count (rule
state-attacked-means-reached-the-damage-step; Combination Attack's ruling). The attacks the scenario gives are taken
as all there were this turn, and the answer says so."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in

ATTACKED_RULES = ["state-attacked-means-reached-the-damage-step", "activation-needs-a-possible-effect"]


def attacked_this_turn(state, ref: str, controller: str, words) -> str | None:
    players = [controller] if words[1] == "you" else [controller, state.opponent(controller)]
    on_field = {other for player in players for other in cards_in(state, player, "field")
                if state.cards[other].zone == "monster_zone"}
    reached = {record.battle.attacker for record in state.battles
               if record.battle.turn == state.turn and record.damage_step}
    if on_field & reached:
        return None
    declared = [record.battle.attacker for record in state.battles
                if record.battle.turn == state.turn and record.battle.attacker in on_field]
    state.assume("The attacks the scenario gives are all the attacks declared this turn")
    side = "its controller controls" if words[1] == "you" else "on the field"
    if declared:
        names = ", ".join(dict.fromkeys(state.infos[attacker].name for attacker in declared))
        return (f"It needs a monster {side} that has attacked this turn, and only an attack that reached the Damage "
                f"Step counts: the attack of {names} has not, so no monster qualifies and it cannot be activated.")
    return f"It needs a monster {side} that has attacked this turn, and none has, so it cannot be activated."
