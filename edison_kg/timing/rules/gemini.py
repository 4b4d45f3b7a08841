"""A Gemini monster is a Normal Monster while face-up on the field or in the Graveyard; it has
its effects only after its controller Normal Summons it again while it is face-up on the field (a
Gemini Summon, which is a Normal Summon), until it leaves the field or is turned face-down (rule
gemini-effects-after-gemini-summon).

A Gemini the scenario puts face-up on the field from its start may have been Gemini Summoned before
it: that is taken, and said in `assumed`; one that came to the field during the steps has its
effects only after a Gemini Summon there."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.state import FIELD_ZONES

GEMINI_RULES = ["gemini-effects-after-gemini-summon"]
# what puts it on the field anew (a Normal Monster again) and what takes it away or turns it face-down
_ARRIVES = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
                      "fusion_summon", "ritual_summon", "set"})
_LEAVES = frozenset({"destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                     "flipped_face_down"})


def is_gemini(state, ref: str) -> bool:
    return "Gemini" in state.infos[ref].subtypes


def is_gemini_summon(state, ref: str) -> bool:
    """Would a Normal Summon of this card now be a Gemini Summon (a Gemini face-up on the field)?"""
    return is_gemini(state, ref) and bool(state.face_up_on_field(ref))


def gemini_summoned(state, ref: str, before: int | None = None) -> bool | None:
    """Had the Gemini its effects just before moment ``before`` (now, for None)? None: it was
    face-up on the field from the scenario's start, and no step says whether it was Gemini Summoned."""
    told = state.scenario.cards[ref]
    from_start = told.zone is None or (told.zone in FIELD_ZONES and told.face_up is not False
                                       and told.position != "face_down")
    status = None if from_start else False
    for happening in state.happenings():
        if before is not None and happening.moment >= before:
            break
        event = happening.event
        if event.card != ref:
            continue
        if event.event == "normal_summon" and happening.was_on_field and happening.was_face_up:
            status = True
        elif event.event in _ARRIVES or event.event in _LEAVES:
            status = False
    return status


def gemini_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The effects of a Gemini monster that is a Normal Monster on the field (or was, when its
    trigger's event happened) are not there to activate."""
    if effect is None or effect.kind in ("continuous", "unanalyzed") or not is_gemini(state, ref):
        return None
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
        state.assume(f"{name} is taken to have been Normal Summoned again while face-up on the field (a Gemini "
                     f"Summon) before the scenario: it has its effects")
        return None
    if status:
        return None
    return Verdict("no", "other", GEMINI_RULES,
                   f"{name} is a Gemini monster that was not Normal Summoned again while face-up on the field: "
                   f"until then it is a Normal Monster and has no effect to activate.")
