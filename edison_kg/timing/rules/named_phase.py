"""An effect whose text names the phase it is activated in ("Once per turn, during your Main
Phase 1: You can ...", "This card can only be activated during the Battle Phase", "Activate only
during your opponent's Main Phase 1") cannot be activated in another phase, nor in the other
player's turn when it names whose phase (rule window-phase-named-in-its-text). The card reader
gives the phase (AnalyzedEffect.activation_phases, activation_turn); the Damage Step is part of
the Battle Phase."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

NAMED_PHASE = ["window-phase-named-in-its-text"]
PHASE_WORDS = {"main1": "Main Phase 1", "main2": "Main Phase 2", "battle": "the Battle Phase",
               "draw": "the Draw Phase", "standby": "the Standby Phase", "end": "the End Phase"}     # round 27 (conds27)
# round 27 (conds27): phases outside the Main Phases a sentence of the text may name, where even a Spell Speed 1 card
# whose text names one is activated (Curse of Fiend, Non-Aggression Area)
TEXT_NAMED_PHASES = ("draw", "standby", "end")
# the steps a named phase holds
PHASE_STEPS = {"battle": ("battle", "damage_step")}


def named_phase_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.activation_phases:
        return None
    allowed = {step for phase in effect.activation_phases for step in PHASE_STEPS.get(phase, (phase,))}
    named = " or ".join(PHASE_WORDS.get(p, p) for p in effect.activation_phases)
    if state.phase not in allowed:
        return Verdict("no", "other", NAMED_PHASE,
                       f"Its text lets it be activated only during {named}, and it is not {named} now.")
    turn_of_controller = state.turn_player == state.controller(ref)
    if effect.activation_turn == "you" and not turn_of_controller:
        return Verdict("no", "other", NAMED_PHASE,
                       f"Its text lets it be activated only during its controller's {named}, and this is the "
                       f"opponent's turn.")
    if effect.activation_turn == "opponent" and turn_of_controller:
        return Verdict("no", "other", NAMED_PHASE,
                       f"Its text lets it be activated only during the opponent's {named}, and this is its "
                       f"controller's turn.")
    return None
