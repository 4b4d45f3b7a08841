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
from edison_kg.timing.rules.verdict import NORMAL_SUMMON_EVENTS, SUMMON_EVENTS

RULE = "ce-counter-placed-when-the-activated-card-resolves"
BY_A_PLAYER_RULE = "ce-counter-each-activation-by-a-player"
SUMMON_RULE = "ce-counter-placed-each-summon"
ON_SUMMONED_RULE = "ce-counter-placed-on-each-summoned-monster"
CHAINED_TO_IT_RULE = "ce-counter-not-for-a-card-chained-to-its-activation"
# the Summons each kind of reading counts ("is Normal or Special Summoned": not a Flip Summon)
_SUMMONS = {"counters-each-summon": SUMMON_EVENTS,
            "counters-each-normal-or-special-summon": tuple(e for e in SUMMON_EVENTS if e != "flip_summon")}
# the Summons a kind of Summon named covers ("Special Summoned": a Synchro Summon too)
_SUMMONED_BY = {"special_summon": ("special_summon", "synchro_summon", "fusion_summon", "ritual_summon"),
                "normal_summon": NORMAL_SUMMON_EVENTS}
_ARRIVALS = ("monster_zone", "spell_trap_zone", "field_zone")


def with_counters_each_time(state, ref: str, kind: str, count: int, gone: int | None) -> int:
    """``count`` counters of ``kind`` ("" for any) on card ``ref`` with those its own effects placed
    as the activated cards resolved, up to their most."""
    info = state.infos.get(ref)
    count = _counters_from_others_at_its_summon(state, ref, kind, count, gone)
    for effect in info.effects if info is not None else ():
        placed = next((counters_of(c.places_counters) for c in effect.clauses if c.places_counters), None)
        for restriction in effect.restrictions:
            if restriction.kind in _SUMMONS and placed is not None and (not kind or placed[0] in (kind, "")):
                count = _counters_each_summon(state, ref, info, restriction, count, gone)
            if restriction.kind != "counters-each-activation" or placed is None or (kind and placed[0] not in (kind, "")):
                continue
            since, applies = face_up_since(state, ref), applies_since(state, ref)
            for index, link in sorted(state.resolved.items()):
                # (184) a link with no effect is the activation of a card that has none of its own (Messenger of Peace)
                if (gone is not None and index <= gone) or link.card == ref or link.activation_negated \
                        or (link.effect is not None and link.effect.kind != "card-activation") or link.first_moment <= since \
                        or not kind_matches(restriction.cards, link.info, None) \
                        or not _activated_by_whom_it_counts(state, ref, restriction, link):
                    continue
                if link.first_moment <= applies:
                    state.cite(CHAINED_TO_IT_RULE)
                    state.assume(f"{info.name} got no counter for {link.info.name}: it was activated before "
                                 f"{info.name}'s own activation resolved (rule {CHAINED_TO_IT_RULE})")
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
    since = applies_since(state, ref)
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


def _counters_from_others_at_its_summon(state, ref: str, kind: str, count: int, gone: int | None) -> int:
    """Counters another card's continuous effect placed on monster ``ref`` at once as it was Summoned ("If a
    monster(s) is Special Summoned to your opponent's field, place 1 A-Counter on it": rule
    ce-counter-placed-on-each-summoned-monster): that card face-up on the field, its effects not negated, as the
    Summon happened; none for a monster already there (nothing is placed after the fact) nor after a negated Summon."""
    info = state.infos.get(ref)
    summon = next((h for h in reversed(state.happenings()) if h.event.card == ref and h.event.event in SUMMON_EVENTS
                   and h.event.to_zone == "monster_zone"), None)
    if info is None or summon is None or (gone is not None and summon.moment <= gone) \
            or (ref, summon.moment) in {(card, at) for card, at, *_ in state.negated_summons}:
        return count
    for holder, other in state.infos.items():
        if holder == ref or not any(r.kind == "counters-on-each-summoned" for e in other.effects for r in e.restrictions) \
                or state.face_at(holder, summon.moment) != (True, True) or applies_since(state, holder) >= summon.moment \
                or negated_by_another(state, holder):
            continue
        for effect in other.effects:
            placed = next((counters_of(c.places_on_target) for c in effect.clauses if c.places_on_target), None)
            for restriction in effect.restrictions:
                if restriction.kind != "counters-on-each-summoned" or placed is None or (kind and placed[0] not in (kind, "")) \
                        or not _summoned_as_it_names(state, holder, ref, summon.event.event, restriction, info):
                    continue
                count += restriction.amount
                state.cite(ON_SUMMONED_RULE)
                state.assume(f"{info.name} got {restriction.amount} counter(s) from {other.name} at once as it was "
                             f"Summoned, without a Chain (rule {ON_SUMMONED_RULE})")
    return count


def _summoned_as_it_names(state, holder: str, ref: str, event: str, restriction, info) -> bool:
    """Was monster ``ref`` Summoned as the restriction of ``holder`` names: its kind of Summon, to the side named
    (the side of ``holder``'s controller's opponent for "your opponent's field"), a monster of its kind?"""
    if restriction.cards_summoned_by is not None and event not in _SUMMONED_BY.get(restriction.cards_summoned_by, (restriction.cards_summoned_by,)):
        return False
    mine = state.controller(ref) == state.controller(holder)
    if restriction.players != "both" and mine != (restriction.players == "you"):
        return False
    return kind_matches(restriction.cards, info, None)


def face_up_since(state, ref: str) -> int:
    """The last moment card ``ref`` came face-up onto the field (-1: it was there from the start)."""
    moments = [h.moment for h in state.happenings() if h.event.card == ref
               and (h.event.to_zone in _ARRIVALS or h.event.event == "flipped_face_up")]
    return max(moments, default=-1)


def applies_since(state, ref: str) -> int:
    """The moment the continuous effects of card ``ref`` began to apply: a Spell or Trap Card's once its own
    activation resolved (rule ce-continuous-applies-after-resolving), not yet while that activation waits on the
    Chain; another card's as it came face-up onto the field."""
    since = face_up_since(state, ref)
    if state.infos[ref].card_type not in ("spell", "trap"):
        return since
    if any(link.card == ref and (link.effect is None or link.effect.kind == "card-activation") for link in state.chain):
        return len(state.moments)       # activated from the hand or Set, its activation still waits on the Chain
    own = [index for index, link in state.resolved.items() if link.card == ref and index > since
           and (link.effect is None or link.effect.kind == "card-activation")]
    return min(own, default=since)


def negated_by_another(state, ref: str) -> bool:
    """Are its card's effects negated by another card's continuous effect (Imperial Order, Skill Drain)?"""
    return effects_negated(state, ref, by_others=True)
