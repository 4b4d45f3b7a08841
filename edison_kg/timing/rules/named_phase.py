"""An effect whose text names the phase it is activated in ("Once per turn, during your Main
Phase 1: You can ...", "This card can only be activated during the Battle Phase", "Activate only
during your opponent's Main Phase 1") cannot be activated in another phase, nor in the other
player's turn when it names whose phase (rule window-phase-named-in-its-text). The card reader
gives the phase (AnalyzedEffect.activation_phases, activation_turn); the Damage Step is part of
the Battle Phase."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.continuous import restricts_player

NAMED_PHASE = ["window-phase-named-in-its-text"]
TURN_BEFORE_THE_EVENT = "cond-turn-before-the-event"
# the window its text names is a condition of its activation
NOT_IN_ITS_WINDOW = "condition-not-met"
PHASE_WORDS = {"main1": "Main Phase 1", "main2": "Main Phase 2", "battle": "the Battle Phase",
               "draw": "the Draw Phase", "standby": "the Standby Phase", "end": "the End Phase"}
# phases outside the Main Phases a sentence of the text may name, where even a Spell Speed 1 card
# whose text names one is activated (Curse of Fiend, Non-Aggression Area)
TEXT_NAMED_PHASES = ("draw", "standby", "end")
# the steps a named phase holds
PHASE_STEPS = {"battle": ("battle", "damage_step")}


@only_for(lambda effect: effect.activation_phases or effect.activation_turn)
def named_phase_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not (effect.activation_phases or effect.activation_turn):
        return None
    if not effect.activation_phases:
        verdict = _turn_verdict(state, ref, effect.activation_turn)
        if verdict is not None and effect.condition is not None:
            # "During your opponent's turn, when ...": the turn is part of the event condition (round 131)
            verdict.rules.append(TURN_BEFORE_THE_EVENT)
        return verdict
    if any(":" in phase for phase in effect.activation_phases):
        return _phase_of_a_turn_verdict(state, ref, effect.activation_phases)
    allowed = {step for phase in effect.activation_phases for step in PHASE_STEPS.get(phase, (phase,))}
    named = " or ".join(PHASE_WORDS.get(p, p) for p in effect.activation_phases)
    barred = [p for p in PHASE_WORDS if p not in effect.activation_phases]
    if state.phase not in allowed and len(barred) == 1:       # "cannot be activated during ..."
        return Verdict("no", NOT_IN_ITS_WINDOW, NAMED_PHASE,
                       f"Its text says it cannot be activated during {PHASE_WORDS[barred[0]]}, and it is "
                       f"{PHASE_WORDS[barred[0]]} now.")
    if state.phase not in allowed:
        return Verdict("no", NOT_IN_ITS_WINDOW, NAMED_PHASE,
                       f"Its text lets it be activated only during {named}, and it is not {named} now.")
    turn_of_controller = state.turn_player == state.controller(ref)
    if effect.activation_turn == "you" and not turn_of_controller:
        return Verdict("no", NOT_IN_ITS_WINDOW, NAMED_PHASE,
                       f"Its text lets it be activated only during its controller's {named}, and this is the "
                       f"opponent's turn.")
    if effect.activation_turn == "opponent" and turn_of_controller:
        return Verdict("no", NOT_IN_ITS_WINDOW, NAMED_PHASE,
                       f"Its text lets it be activated only during the opponent's {named}, and this is its "
                       f"controller's turn.")
    return None


# "during your Main Phase or your opponent's Battle Phase": each phase names its own turn
_WHOSE_WORDS = {"you": "its controller's", "opponent": "the opponent's"}


def _phase_of_a_turn_verdict(state, ref: str, phases: tuple[str, ...]) -> Verdict | None:
    """Phases stored as "WHOSE:PHASE" (cardtext/phases.py): it may be activated in one of them, in that player's turn."""
    whose_now = "you" if state.turn_player == state.controller(ref) else "opponent"
    named, seen = [], set()
    for value in phases:
        whose, _, phase = value.partition(":")
        if state.phase in PHASE_STEPS.get(phase, (phase,)) and whose == whose_now:
            return None
        words = f"{_WHOSE_WORDS[whose]} {'Main Phase' if phase in ('main1', 'main2') else PHASE_WORDS[phase]}"
        if words not in seen:
            seen.add(words)
            named.append(words.replace("'s the ", "'s "))
    return Verdict("no", NOT_IN_ITS_WINDOW, NAMED_PHASE,
                   f"Its text lets it be activated only during {' or '.join(named)}, and it is not one of them now.")


def _turn_verdict(state, ref: str, whose: str) -> Verdict | None:
    """"Activate only during your opponent's turn": a whole turn, any phase of it."""
    whose_now = "you" if state.turn_player == state.controller(ref) else "opponent"
    if whose_now == whose:
        return None
    return Verdict("no", NOT_IN_ITS_WINDOW, list(NAMED_PHASE),
                   f"Its text lets it be activated only during {_WHOSE_WORDS[whose]} turn, and this is "
                   f"{'the opponent' if whose_now == 'opponent' else 'its controller'}'s turn.")


def turn_before_the_event(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A trigger whose text names whose turn before its event ("During your opponent's turn, when this card ... is
    sent to your Graveyard ..."): that event in the other player's turn does not set it off (rule
    cond-turn-before-the-event)."""
    if effect is None or effect.condition is None or not effect.activation_turn or effect.activation_phases:
        return None
    return named_phase_verdict(state, ref, effect)


# the phases of its own turn that come after the Battle Phase
AFTER_ITS_BATTLE_PHASE = ("main2", "end")
BATTLE_PHASE_PASSED = ["window-battle-phase-passed"]


@only_for(lambda effect: effect.for_the_battle_phase)
def battle_phase_passed_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect whose every deed lets monsters attack this turn ("can attack your opponent's Life Points directly")
    is not activated in its player's Main Phase 2 or End Phase: that turn's Battle Phase is over."""
    if effect is None or not effect.for_the_battle_phase or state.turn_player != state.controller(ref):
        return None
    if state.phase not in AFTER_ITS_BATTLE_PHASE:
        forbidden = _battle_phase_forbidden(state, state.controller(ref))
        if forbidden is None:
            return None
        return Verdict("no", "other", [NO_BATTLE_PHASE_RULE],
                       f"All it does is let monsters attack this turn, and {state.infos[forbidden].name} keeps its "
                       f"player from conducting the Battle Phase this turn: it cannot be activated.")
    return Verdict("no", "other", BATTLE_PHASE_PASSED,
                   f"All it does is let monsters attack this turn, and this turn's Battle Phase is over: it cannot be "
                   f"activated in {PHASE_WORDS[state.phase]}.")


# (181) "You cannot conduct your Battle Phase the turn you activate this card" (Reinforce Truth) already applies to
# its player: a card that only lets monsters attack does nothing that turn (Battle Teleportation's rulings)
NO_BATTLE_PHASE_RULE = "window-no-battle-phase-this-turn"


def _battle_phase_forbidden(state, player: str) -> str | None:
    """The card whose restriction keeps ``player`` from conducting the Battle Phase now, if one does."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "cannot-conduct-battle-phase" and restricts_player(state, holder, restriction, player):
            return holder
    return None
