"""What may be activated in the Damage Step (rule damage-step-restriction)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rulesets import Ruleset

DAMAGE_STEP_NO = ["damage-step-restriction"]


def damage_step_allowed(info, effect: AnalyzedEffect, ruleset: Ruleset) -> bool:
    """Allowed whatever its event: the card reader's reading (effects timed for the Damage
    Step, that change ATK/DEF or negate an activation), or a Counter Trap."""
    if effect.damage_step:
        return True
    return info.is_counter_trap and not effect.excludes_damage_step and effect.provenance != "override"


def damage_step_verdict(info, effect: AnalyzedEffect, matches, ruleset: Ruleset) -> Verdict | None:
    """Only some effects can be activated during the Damage Step: Counter Traps, effects that
    negate an activation or change ATK/DEF, effects timed for the Damage Step, mandatory
    effects, trigger effects whose event happened in the Damage Step, and cards answering an
    event of the battle itself (a monster destroyed by battle); never an effect whose text
    says "except during the Damage Step"."""
    no = Verdict("no", "damage-step", list(DAMAGE_STEP_NO), "It cannot be activated during the Damage Step.")
    if effect.excludes_damage_step:
        no.explanation = "Its text says it cannot be activated during the Damage Step."
        return no
    if damage_step_allowed(info, effect, ruleset):
        # allowed by what it does: the verdict rests on that exception too
        return Verdict("yes", "other", DAMAGE_STEP_NO + (["neg-activation-definition"] if effect.negates_activation else []),
                       "It may be activated in the Damage Step.")
    if not effect.optional:
        return None
    for happening in matches:
        if effect.kind in TRIGGER_KINDS and happening.phase == "damage_step":
            return None
        if happening.event.cause == "battle":
            return None
    return no


def in_the_damage_step(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The rule, in the Damage Step: a Spell/Trap Card whose activation does nothing of its
    own is activated there only if it is a Counter Trap; an effect, as damage_step_verdict says."""
    if state.phase != "damage_step":
        return None
    info = state.infos[ref]
    if effect is None:
        if info.is_counter_trap:
            return None
        return Verdict("no", "damage-step", list(DAMAGE_STEP_NO),
                       "Its activation does nothing that may be done in the Damage Step.")
    matches = condition_met(state, ref, effect)[0] if started_by_event(effect) else []
    return damage_step_verdict(info, effect, matches, state.ruleset)
