"""How a monster came to the field (props): "Target Synchro Summoned monster" names a monster
that is on the field because it was Synchro Summoned (rule cond-summon-kind). A Synchro Monster that
came face-up by a Flip Summon, or that an effect Special Summoned from the Graveyard, was not Synchro
Summoned then: what counts is the Summon that put it where it is now, and leaving the field or being
turned face-down ends it. The card reader gives the Summon a target needs (Clause.summoned_as)."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

SUMMON_KIND_RULE = "cond-summon-kind"
SUMMONED_TARGET_RULE = "state-target-summoned-as"
# what puts a monster on the field (or face-up there) anew, and what ends how it came there
_ARRIVES = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
                      "fusion_summon", "ritual_summon", "set"})
_ENDS = frozenset({"destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                   "flipped_face_down", "discarded"})
ARRIVES, ENDS = _ARRIVES, _ENDS     # read by earned_effects.py too


def arrived_by(state, ref: str, summon: str, *, before: int | None = None) -> bool | None:
    """Is card ``ref`` on the field now (or at moment ``before``) because of a Summon ``summon`` ("synchro_summon")?
    None: it was face-up on the field from the scenario's start and no step says how it came there."""
    told = state.scenario.cards[ref]
    from_start = told.zone in FIELD_ZONES and told.face_up is not False and told.position != "face_down"
    status = None if (from_start or told.zone is None) else False
    for happening in state.happenings():
        event = happening.event
        if event.card != ref or (before is not None and happening.moment >= before):
            continue
        if event.event in _ARRIVES:
            status = event.event == summon
        elif event.event in _ENDS:
            status = False
    return status
