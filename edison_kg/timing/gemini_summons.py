"""A Gemini that is a Normal Monster (moved out of timing/restrictions.py, unchanged). A Gemini monster has its effects
only once Gemini Summoned (rule gemini-effects-after-gemini-summon): until then it is a Normal Monster, and the
restrictions its continuous effects state are not there (rules/gemini.py applies the same to its activations)."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

# what puts it on the field anew (a Normal Monster again) and what takes it away or turns it face-down
_ARRIVES = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
                      "fusion_summon", "ritual_summon", "set"})
_LEAVES = frozenset({"destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                     "flipped_face_down"})


def is_gemini(state, ref: str) -> bool:
    return "Gemini" in state.infos[ref].subtypes


# a Gemini on the field from the scenario's start with no Gemini Summon among the steps
NOT_GEMINI_SUMMONED = ("{name} is taken to be a Normal Monster on the field: no step Normal Summons it again while it is "
                       "face-up (a Gemini Summon), which it needs to have its effects")


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


def gemini_without_effects(state, ref: str) -> bool:
    """Is the card a Gemini monster face-up on the field that was not Gemini Summoned (a Normal Monster,
    whose continuous effects apply nothing)? One the scenario puts there from its start is taken as not
    Gemini Summoned (no step Normal Summons it again), and the answer says so."""
    if not is_gemini(state, ref):
        return False
    status = gemini_summoned(state, ref)
    if status is None:
        state.assume(NOT_GEMINI_SUMMONED.format(name=state.infos[ref].name))
    return not status
