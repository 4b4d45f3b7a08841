"""The end of the Damage Step as the point an effect is activated at.

A monster destroyed by battle is only marked for destruction at damage calculation: it stays on
the field, and its continuous effects still apply, until the end of the Damage Step, when it is
sent to the Graveyard (rule bt-destroyed-monster-applies-until-sent). The duel state keeps it so
(State.sent_at_damage_step_end). What is activated after damage calculation (a Flip Effect, an
effect for battle damage, "after damage calculation") sees it there; what is activated at the end
of the Damage Step (an effect for a monster destroyed by battle and sent to the Graveyard, an
effect timed "at the end of the Damage Step") sees the duel after it left: ``damage_step_end``
answers such a question on the duel as it is then, and puts the duel back afterwards.
"""

from __future__ import annotations

from dataclasses import fields

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rules.verdict import Verdict, only_for

END_RULE = "bt-destroyed-monster-applies-until-sent"
NOT_YET_ITS_END = "bt-end-of-damage-step-not-at-its-start"


def destroyed_by_battle_on_field(state) -> list[str]:
    """The monsters destroyed by battle that are still on the field, waiting for the end of the
    Damage Step."""
    return [ref for ref, card in state.cards.items() if card.sent_at_damage_step_end is not None]


def activated_at_damage_step_end(state, ref: str, effect: AnalyzedEffect | None) -> bool:
    """Is the effect activated at the end of the Damage Step: set off by a monster destroyed by
    battle (it is sent to the Graveyard then), or timed for the end of the Damage Step?"""
    if effect is None or state.phase != "damage_step" or not started_by_event(effect):
        return False
    if effect.condition.end_of_damage_step:
        return True
    if effect.condition.after_damage_calculation:
        return False      # applied before the destroyed monster is sent to the Graveyard: after damage calculation
    matches = condition_met(state, ref, effect)[0]
    return any(h.event.event == "destroyed" and h.event.cause == "battle" for h in matches)


@only_for(lambda effect: effect.condition is not None and effect.condition.end_of_damage_step)
def not_yet_its_end(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect timed "at the end of the Damage Step", asked when the scenario stopped right as the Damage Step
    started (its entering the last thing, no chain open, damage calculation not said to have taken place): that end is
    still to come, so it cannot be activated now (rule bt-end-of-damage-step-not-at-its-start). A triggers question
    still shows it on a later chain of the Damage Step (rules/damage_substeps.py)."""
    condition = effect.condition if effect is not None else None
    battle, last = state.battle, (state.moments[-1] if state.moments else None)
    if condition is None or not condition.end_of_damage_step or state.phase != "damage_step" or battle is None \
            or battle.damage_calculated is True or state.chain or last is None \
            or last.context != "phase" or last.phase != "damage_step":
        return None
    return Verdict("no", "condition-not-met", [NOT_YET_ITS_END, "bt-damage-step-substeps"],
                   "It is the start of the Damage Step: an effect timed \"at the end of the Damage Step\" is activated "
                   "only then, after damage calculation.")


def damage_step_end(state, ref: str, effect: AnalyzedEffect | None) -> "_AtDamageStepEnd":
    """Within it, the duel is as it is when the effect is activated: at the end of the Damage
    Step, the monsters destroyed by battle have gone, if the effect is activated then; else as it
    stands. The rules' memo is forgotten on the way in and out (it holds what the other view saw)."""
    return _AtDamageStepEnd(state, ref, effect)


class _AtDamageStepEnd:
    """damage_step_end's context (a class, not a generator: it is entered for every question
    asked, and a generator's context costs several times as much)."""

    __slots__ = ("state", "ref", "effect", "saved")

    def __init__(self, state, ref: str, effect: AnalyzedEffect | None):
        self.state, self.ref, self.effect, self.saved = state, ref, effect, None

    def __enter__(self) -> bool:
        state = self.state
        if state.phase != "damage_step":      # no monster waits for the end of a Damage Step it is not in
            return False
        waiting = destroyed_by_battle_on_field(state)
        if not waiting or not activated_at_damage_step_end(state, self.ref, self.effect):
            return False
        self.saved = {r: {f.name: getattr(state.cards[r], f.name) for f in fields(state.cards[r])} for r in waiting}
        state.memo.clear()
        state.end_damage_step()
        return True

    def __exit__(self, *exc) -> bool:
        if self.saved is not None:
            state = self.state
            for r, values in self.saved.items():
                for name, value in values.items():
                    setattr(state.cards[r], name, value)
            state.memo.clear()
        return False
