"""Counters a card's continuous effect places on it each time a card of a kind is activated (rule
ce-counter-placed-when-the-activated-card-resolves): the counter is placed when that card's Chain
Link resolves, so an activation that was negated places none, while one whose effect alone was
negated (Imperial Order chained to it) still does; the card must have been face-up on the field
since before that activation. Only the activation of a card counts, not an effect of a card
already face-up."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import counters_of
from edison_kg.timing.cards import kind_matches

RULE = "ce-counter-placed-when-the-activated-card-resolves"
_ARRIVALS = ("monster_zone", "spell_trap_zone", "field_zone")


def with_counters_each_time(state, ref: str, kind: str, count: int, gone: int | None) -> int:
    """``count`` counters of ``kind`` ("" for any) on card ``ref`` with those its own effects placed
    as the activated cards resolved, up to their most."""
    info = state.infos.get(ref)
    for effect in info.effects if info is not None else ():
        placed = next((counters_of(c.places_counters) for c in effect.clauses if c.places_counters), None)
        for restriction in effect.restrictions:
            if restriction.kind != "counters-each-activation" or placed is None or (kind and placed[0] not in (kind, "")):
                continue
            since = _face_up_since(state, ref)
            for index, link in sorted(state.resolved.items()):
                if (gone is not None and index <= gone) or link.card == ref or link.activation_negated \
                        or link.effect is None or link.effect.kind != "card-activation" or link.first_moment <= since \
                        or not kind_matches(restriction.cards, link.info, None):
                    continue
                count += restriction.amount
                if restriction.limit is not None:
                    count = min(count, restriction.limit)
                state.assume(f"{info.name} got {restriction.amount} counter(s) as {link.info.name} resolved (rule {RULE})")
    return count


def _face_up_since(state, ref: str) -> int:
    """The last moment card ``ref`` came face-up onto the field (-1: it was there from the start)."""
    moments = [h.moment for h in state.happenings() if h.event.card == ref
               and (h.event.to_zone in _ARRIVALS or h.event.event == "flipped_face_up")]
    return max(moments, default=-1)
