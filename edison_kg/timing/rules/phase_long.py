"""Timings that last a whole phase ("during your Standby Phase", "during the End Phase", "during
your Draw Phase"): the phase is not a moment but a stretch of the turn, so such an effect can
be activated at any point of that phase, and only then.

* It is open until the phase ends: once the duel has moved on to the next phase, it is not
  (rule phase-timing-lasts-the-phase).
* A card that becomes able to use it during the phase (a Continuous Trap activated and
  resolved in the Standby Phase) may still use it in that phase.
* Each card uses it once per phase; a card that has become a new card since it used it (it
  left its place and came back, or was turned face-down) may use it again, unless a usage
  limit says otherwise: then the limit is what stops it (rule phase-trigger-may-repeat).
"""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.timing.rules.verdict import LEAVES_FIELD, SUMMON_EVENTS, Verdict
from edison_kg.timing.rules.limits import limited_earlier, usage_verdict

LASTS_THE_PHASE = "phase-timing-lasts-the-phase"
MAY_REPEAT = "phase-trigger-may-repeat"
# phases whose effects are timed for the whole phase (the Battle Phase and the Damage Step have
# points of their own: their start, their end)
TIMED_PHASES = frozenset({"draw", "standby", "end"})
# what makes a card a new card: it moved, or was turned face-down
NEW_CARD = frozenset({*LEAVES_FIELD, *SUMMON_EVENTS, "discarded", "sent_to_gy", "added_to_hand", "drawn",
                      "flipped_face_down", "set"})


def phase_timed(pattern: EventPattern | None) -> bool:
    """Is the condition a phase timing that lasts the whole phase?"""
    return pattern is not None and list(pattern.types) == ["phase_entered"] and not pattern.end_of_damage_step \
        and bool(pattern.phases) and set(pattern.phases) <= TIMED_PHASES


def phase_over(state, happening) -> bool:
    """Has the phase that ``happening`` began already ended (a later phase has begun)?"""
    return any(h.moment > happening.moment and h.event.event == "phase_entered" for h in state.happenings())


def renewed(state, ref: str, effect: AnalyzedEffect, used_at: int) -> bool:
    """Has the card become a new card since it used its phase effect at moment ``used_at``, and is it
    back in the place it used it from?"""
    if not phase_timed(effect.condition):
        return False
    moves = [h for h in state.happenings() if h.moment > used_at and h.event.card == ref and h.event.event in NEW_CARD]
    if not moves:
        return False
    # it came back to the place it used the effect from (a card that only moved on is not there to use it)
    first = moves[0].event
    return first.event in ("flipped_face_down", "set") or first.from_zone is None \
        or first.from_zone == state.cards[ref].zone


def repeat_rules(state, ref: str, effect: AnalyzedEffect, matches) -> list[str]:
    """The rules a phase effect met in the phase rests on: open all through it, and again for a
    card that became a new card since it used it, or that could not use it when the phase
    began."""
    if not matches or not phase_timed(effect.condition) or matches[-1].event.event != "phase_entered":
        return []
    began = matches[-1].moment
    used = [m for link, m in state.activations if link.card == ref and link.is_of(effect) and m > began]
    if used:
        return [MAY_REPEAT, LASTS_THE_PHASE]
    on_field, face_up = state.face_at(ref, began)
    card = state.cards[ref]
    if (on_field, face_up) != (card.on_field, card.face_up) and face_up is False:
        return [LASTS_THE_PHASE]      # it was Set when the phase began, and is face-up now
    return []


def limit_spent(state, ref: str, effect: AnalyzedEffect, happening) -> Verdict | None:
    """A phase effect already used in this phase by a card with a usage limit: the phase is still
    going on, and what stops it is the limit ("once per turn"), not a spent condition."""
    if not phase_timed(effect.condition) or happening.event.event != "phase_entered":
        return None
    verdict = usage_verdict(effect, limited_earlier(state, ref, effect), state.ruleset)
    if verdict is not None:
        verdict.rules = verdict.rules + [LASTS_THE_PHASE]
    return verdict
