"""A Gemini monster is a Normal Monster while face-up on the field or in the Graveyard; it has
its effects only after its controller Normal Summons it again while it is face-up on the field (a
Gemini Summon, which is a Normal Summon), until it leaves the field or is turned face-down (rule
gemini-effects-after-gemini-summon).

A Gemini the scenario puts face-up on the field from its start is a Normal Monster there unless a step
Normal Summons it again (a Gemini Summon is something that happens, never taken as having
happened; said in `assumed`); one that came to the field during the steps likewise. A continuous effect
that treats face-up Gemini monsters as Effect Monsters with their effects gives them their effects without it."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.gemini_summons import NOT_GEMINI_SUMMONED, gemini_summoned, is_gemini   # restrictions read them too
from edison_kg.timing.rules.gemini_as_effect import given_its_effects

GEMINI_RULES = ["gemini-effects-after-gemini-summon"]


def is_gemini_summon(state, ref: str) -> bool:
    """Would a Normal Summon of this card now be a Gemini Summon (a Gemini face-up on the field)?"""
    return is_gemini(state, ref) and bool(state.face_up_on_field(ref))


@only_for(lambda effect: effect.kind not in ("continuous", "unanalyzed"))
def gemini_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The effects of a Gemini monster that is a Normal Monster on the field (or was, when its
    trigger's event happened) are not there to activate."""
    if effect is None or effect.kind in ("continuous", "unanalyzed") or not is_gemini(state, ref):
        return None
    if state.face_up_on_field(ref) and given_its_effects(state, ref):
        return None     # "All face-up Gemini Monsters ... gain their effects", or its Equip Card's (rules
                        # gemini-effects-given-by-a-continuous-effect, eq-equip-gives-gemini-its-effects)
    if started_by_event(effect):
        matches = condition_met(state, ref, effect)[0]
        if not matches:
            return None
        status = gemini_summoned(state, ref, before=matches[-1].moment)
    elif state.face_up_on_field(ref):
        status = gemini_summoned(state, ref)
    else:
        return None
    name = state.infos[ref].name
    if status is None:
        state.assume(NOT_GEMINI_SUMMONED.format(name=name))
    if status:
        return None
    return Verdict("no", "other", GEMINI_RULES,
                   f"{name} is a Gemini monster that was not Normal Summoned again while face-up on the field: "
                   f"until then it is a Normal Monster and has no effect to activate.")
