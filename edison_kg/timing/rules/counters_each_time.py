"""Counters a card's continuous effect places on it each time a card of a kind is activated (rule
ce-counter-placed-when-the-activated-card-resolves): the counter is placed when that card's Chain
Link resolves, so an activation that was negated places none, while one whose effect alone was
negated (Imperial Order chained to it) still does; the card must have been face-up on the field
since before that activation. Only the activation of a card counts, not an effect of a card
already face-up. The older wording names whose activations count ("Each time your opponent activates a
Spell Card, place 1 Chronicle Counter on this card") and leaves the resolution unsaid; its counter is placed the
same way (rule ce-counter-each-activation-by-a-player)."""

from __future__ import annotations

from edison_kg.timing.negated_effects import effects_negated
from edison_kg.cardtext.stored_values import counters_of
from edison_kg.timing.cards import kind_matches
from edison_kg.timing.rules.verdict import SUMMON_EVENTS

RULE = "ce-counter-placed-when-the-activated-card-resolves"
BY_A_PLAYER_RULE = "ce-counter-each-activation-by-a-player"
SUMMON_RULE = "ce-counter-placed-each-summon"
# the Summons each kind of reading counts ("is Normal or Special Summoned": not a Flip Summon)
_SUMMONS = {"counters-each-summon": SUMMON_EVENTS,
            "counters-each-normal-or-special-summon": tuple(e for e in SUMMON_EVENTS if e != "flip_summon")}
_ARRIVALS = ("monster_zone", "spell_trap_zone", "field_zone")


def with_counters_each_time(state, ref: str, kind: str, count: int, gone: int | None) -> int:
    """``count`` counters of ``kind`` ("" for any) on card ``ref`` with those its own effects placed
    as the activated cards resolved, up to their most."""
    info = state.infos.get(ref)
    for effect in info.effects if info is not None else ():
        placed = next((counters_of(c.places_counters) for c in effect.clauses if c.places_counters), None)
        for restriction in effect.restrictions:
            if restriction.kind in _SUMMONS and placed is not None and (not kind or placed[0] in (kind, "")):
                count = _counters_each_summon(state, ref, info, restriction, count, gone)
            if restriction.kind != "counters-each-activation" or placed is None or (kind and placed[0] not in (kind, "")):
                continue
            since = face_up_since(state, ref)
            for index, link in sorted(state.resolved.items()):
                if (gone is not None and index <= gone) or link.card == ref or link.activation_negated \
                        or link.effect is None or link.effect.kind != "card-activation" or link.first_moment <= since \
                        or not kind_matches(restriction.cards, link.info, None) \
                        or not _activated_by_whom_it_counts(state, ref, restriction, link):
                    continue
                count += restriction.amount
                if restriction.limit is not None:
                    count = min(count, restriction.limit)
                rule = BY_A_PLAYER_RULE if _names_the_activator(restriction) else RULE
                state.cite(rule)
                state.assume(f"{info.name} got {restriction.amount} counter(s) as {link.info.name} resolved (rule {rule})")
    return count


def _names_the_activator(restriction) -> bool:
    """Is it the older wording that names whose activations count ("Each time you or your opponent activates 1
    Spell Card, put 1 Spell Counter on this card"; rule ce-counter-each-activation-by-a-player)?"""
    return " activates " in f" {restriction.text.lower()} "


def _activated_by_whom_it_counts(state, ref: str, restriction, link) -> bool:
    """Was the Chain Link's card activated by a player whose activations the text counts ("your opponent
    activates": only the opponent of the card's controller)?"""
    if restriction.players == "both":
        return True
    mine = link.controller == state.controller(ref)
    return mine if restriction.players == "you" else not mine


def _counters_each_summon(state, ref: str, info, restriction, count: int, gone: int | None) -> int:
    """Counters placed on ``ref`` at once as monsters of the kind were Summoned (rule ce-counter-placed-each-summon):
    no Chain, so nothing can answer it first; several monsters Summoned at the same time place them once
    ("monster(s)"); a Summon that was negated never happened."""
    since = face_up_since(state, ref)
    negated = {(card, at) for card, at, *_ in state.negated_summons}
    counted = set()
    for happening in state.happenings():
        event = happening.event
        if event.event not in _SUMMONS[restriction.kind] or happening.moment <= since or happening.moment in counted \
                or (gone is not None and happening.moment <= gone) or (event.card, happening.moment) in negated \
                or event.card not in state.infos or not kind_matches(restriction.cards, state.infos[event.card], None):
            continue
        counted.add(happening.moment)
        count += restriction.amount
        if restriction.limit is not None:
            count = min(count, restriction.limit)
        state.assume(f"{info.name} got {restriction.amount} counter(s) at once as {state.infos[event.card].name} "
                     f"was Summoned, without a Chain (rule {SUMMON_RULE})")
    if counted:
        state.cite(SUMMON_RULE)
    return count


def face_up_since(state, ref: str) -> int:
    """The last moment card ``ref`` came face-up onto the field (-1: it was there from the start)."""
    moments = [h.moment for h in state.happenings() if h.event.card == ref
               and (h.event.to_zone in _ARRIVALS or h.event.event == "flipped_face_up")]
    return max(moments, default=-1)


def negated_by_another(state, ref: str) -> bool:
    """Are its card's effects negated by another card's continuous effect (Imperial Order, Skill Drain)?"""
    return effects_negated(state, ref, by_others=True)
