"""A trigger met before the game moved on to a later phase (rule trig-chance-passed-with-its-phase).

A trigger whose event happened in one phase (or step) had its chance in the chain built right after that
event, in that phase: the game moves to the next phase only once both players passed with no chain to build.
So once a phase step follows its event, its chance is gone: a mandatory one was activated then (the scenario
does not write that chain, so the answer says so in `assumed`), an optional "if" one was not activated, its
player passed it up. Neither waits for a chain in the new phase. An optional "when" one is left to the timing
rules (it missed the timing); a condition that names a phase ("during the End Phase") is met by the phase
itself, and one met "at the end of the Damage Step" by that moment, so neither is concerned. A trigger whose
first deed its text puts off to a phase ("Special Summon it during the End Phase") is activated in that phase.
"""

from __future__ import annotations

PHASE_PASSED = "trig-chance-passed-with-its-phase"
PUT_OFF_RULE = "trig-deed-put-off-to-a-phase"
# the steps of one phase: going from the Battle Step to the Damage Step (or back) is no new phase, and a
# condition about the battle ("a monster that attacks this monster") is met in its Damage Step
_PHASE_OF_STEP = {"damage_step": "battle"}


def _phase(name):
    return _PHASE_OF_STEP.get(name, name)


def phase_passed(state, ref, effect, matches) -> bool:
    """Did the game move to a later phase after the last event that met this trigger (not an optional "when"
    one, not one met by a phase or by the end of the Damage Step)? Says so in `assumed` for a mandatory one."""
    condition = effect.condition
    if not matches or condition is None or condition.phases or condition.end_of_damage_step:
        return False
    if effect.activation_phases and state.phase in effect.activation_phases:
        state.cite(PUT_OFF_RULE)
        return False          # its deed is put off to this phase, and it is activated here
    if effect.optional and effect.timing_word not in ("if", "none"):
        return False          # an optional "when" trigger: the timing rules say it missed the timing
    last = matches[-1]
    if getattr(last, "synthetic", False) or last.moment >= len(state.moments):
        return False          # a point the engine inferred after the last step
    met_in = _phase(state.moments[last.moment].phase)
    if met_in is None or not any(moment.context == "phase" and _phase(moment.phase) not in (None, met_in)
                                 for moment in state.moments[last.moment + 1:]):
        return False
    if not effect.optional:
        state.assume(f"{state.infos[ref].name}'s effect was activated before the game moved to a later phase, in "
                     f"the chain right after its event (the scenario does not write that chain): it does not wait "
                     f"for the next chain")
    return True
