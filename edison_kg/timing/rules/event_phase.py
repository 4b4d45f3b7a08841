"""An event a condition names with its phase ("During your Draw Phase, if you draw a DARK
monster(s)", "a Spell Card that was activated during your opponent's Main Phase", "activates a Trap
Card during the Battle Phase") meets it only when it happened in that phase, of that player's turn
when the condition says whose (rule cond-event-in-its-named-phase): a card drawn by Destiny Draw in
Main Phase 1 is no draw of the Draw Phase."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules.verdict import Verdict

IN_ITS_PHASE = "cond-event-in-its-named-phase"
# a scenario's phases as a condition names them: both Main Phases are "the Main Phase", the Damage Step is in the
# Battle Phase
_NAMED = {"main1": "main", "main2": "main", "damage_step": "battle"}
_WORDS = {"draw": "Draw Phase", "standby": "Standby Phase", "main": "Main Phase", "battle": "Battle Phase",
          "end": "End Phase"}


def in_its_phase(pattern, happening, controller: str, state) -> bool:
    """Did the event happen in the phase (and the turn) its condition names? A phase the scenario
    leaves unknown is not questioned."""
    phase = _NAMED.get(happening.phase, happening.phase)
    if phase is not None and phase not in pattern.during_phases:
        return False
    if pattern.during_turn in ("you", "opponent") and state is not None:
        return (_turn_player(state, happening.turn) == controller) == (pattern.during_turn == "you")
    return True


def _turn_player(state, turn: int) -> str:
    first = state.scenario.turn_player
    return first if turn % 2 == 0 else state.opponent(first)


def phase_near_miss(pattern, state, ref: str, happening, matches) -> Verdict | None:
    """The condition was met but for the phase or the turn its event happened in."""
    if not pattern.during_phases or not matches(replace(pattern, during_phases=(), during_turn=None), happening):
        return None
    whose = {"you": "its controller's ", "opponent": "its controller's opponent's "}.get(pattern.during_turn, "")
    named = " or ".join(_WORDS.get(p, p) for p in pattern.during_phases)
    name = state.infos[happening.event.card].name if happening.event.card in state.infos else "The event"
    return Verdict("no", "condition-not-met", [IN_ITS_PHASE],
                   f"Its condition names the {named} of {whose or 'a '}turn: {name}'s event happened outside it, "
                   f"so it does not meet the condition.")
