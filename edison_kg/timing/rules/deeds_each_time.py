"""Deeds a face-up card's continuous effect does right after a card of a kind, activated, resolves, with no Chain of
its own (rule ce-deed-right-after-the-resolution; the reader: edison_kg/cardtext/deeds_each_time.py): Bountiful
Artemis draws, Synthetic Seraphim Special Summons its Token, Rapid-Fire Magician inflicts its damage. The duel state
records the deed as a moment of its own ("continuous", by that card) right after that Chain Link's resolution, so it
is the last thing, and nothing can be chained to it.

A negated activation never resolves, so it does nothing; the card's own activation does not count, nor an activation
made before the card was face-up; only activations of its controller count when its text says "you activate".
When the scenario itself states that deed (an event by that card), it is not done a second time.
"""

from __future__ import annotations

from edison_kg.timing.cards import kind_matches
from edison_kg.timing.rules.counters_each_time import face_up_since, negated_by_another
from edison_kg.timing.rules.deeds_after_gain import gained_and_destroyed
from edison_kg.timing.scenario import Event

AFTER_RESOLUTION_RULE = "ce-deed-right-after-the-resolution"
# the kinds cardtext/deeds_each_time.py reads (named here: an answer must not load the card reader)
DRAW, TOKEN, DAMAGE = "draw-after-resolution", "token-after-resolution", "damage-after-resolution"
ADD, GAIN = "add-after-resolution", "lp-after-resolution"
KINDS = (DRAW, TOKEN, DAMAGE, ADD, GAIN)
CONTEXT = "continuous"                 # the moment's context: a continuous effect applied at once


def deeds_after_resolution(state, step, first: int) -> None:
    """After a resolve step whose moments start at index ``first``: the deeds face-up continuous effects do for the
    card whose Chain Link resolved, each a moment of its own."""
    if step.kind != "resolve":
        return
    # most duels have no card that watches resolutions: those are found first, the resolved link only for them
    watchers = [(ref, watching) for ref, card, watching in _watchers(state) if card.on_field and card.face_up is not False]
    if not watchers:
        return
    resolutions = [m.index for m in state.moments[first:] if m.context == "resolution"]
    link = state.resolved_link(resolutions[0]) if resolutions else None
    activated = _card_activation(state, link) if link is not None else None
    if activated is None:
        return                 # an effect's activation, not a card's; or nothing resolved
    told = {e.by for moment in step.moments or () for e in moment if e.by}
    for ref, watching in watchers:
        if ref == link.card or ref in told or face_up_since(state, ref) >= activated or negated_by_another(state, ref):
            continue
        for restriction in watching:
            if kind_matches(restriction.cards, link.info, None) and \
                    (restriction.players != "you" or link.controller == state.controller(ref)):
                _do(state, ref, restriction, link)


def _watchers(state):
    """(ref, card, its restrictions of these kinds) for each card with such a continuous effect."""
    for ref, card in list(state.cards.items()):
        info = state.infos.get(ref)
        watching = [r for e in info.effects if e.kind == "continuous" for r in e.restrictions
                    if r.kind in KINDS] if info is not None else ()
        if watching:
            yield ref, card, watching


def _card_activation(state, link) -> int | None:
    """The moment the Chain Link's card was activated (None: the link is an effect's activation)."""
    return next((m.index for m in state.moments[link.first_moment:] if m.context == "activation"
                 and any(e.event == "card_activated" and e.card == link.card for e in m.events)), None)


def _do(state, ref: str, restriction, link) -> None:
    controller = state.controller(ref)
    if restriction.kind == ADD:
        happened = added_from_banished(state, ref, restriction)
        if happened is None:
            return
        said = f"{len(happened)} of {controller}'s banished monsters were added to the hand"
        state.record(happened, CONTEXT)
        state.cite(AFTER_RESOLUTION_RULE)
        state.assume(f"{state.infos[ref].name}'s continuous effect applied right after {link.info.name} resolved, "
                     f"without a Chain: {said} (rule {AFTER_RESOLUTION_RULE})")
        return
    if restriction.kind == GAIN:
        happened, said = gained_and_destroyed(state, ref, restriction)
    elif restriction.kind == DAMAGE:
        player = state.opponent(controller) if restriction.stat_of == "opponent" else controller
        happened = [Event("damage_inflicted", player=player, cause="effect", by=ref, amount=restriction.amount)]
        said = f"{player} took {restriction.amount} damage"
    elif restriction.kind == DRAW:
        happened = [Event("drawn", player=controller, cause="effect", by=ref, count=restriction.amount)]
        said = f"{controller} drew {restriction.amount} card(s)"
    else:
        happened = [Event("special_summon", player=controller, cause="effect", by=ref, to_zone="monster_zone")]
        said = f"{controller} Special Summoned its Token"
    state.record(happened, CONTEXT)
    state.cite(AFTER_RESOLUTION_RULE)
    state.assume(f"{state.infos[ref].name}'s continuous effect applied right after {link.info.name} resolved, "
                 f"without a Chain: {said} (rule {AFTER_RESOLUTION_RULE})")


def added_from_banished(state, ref: str, restriction) -> list | None:
    """"add 2 of your banished Fairy monsters to your hand" (Layard the Liberator, round 109): its controller's banished
    monsters of that kind, as many as it says; with fewer of them there it does nothing (its ruling: "won't activate if
    you have only 1"), and a banished card whose zone the scenario leaves open is not counted."""
    from edison_kg.timing.closed_places import cards_in, say_named_are_all
    controller = state.controller(ref)
    there = [other for other in cards_in(state, controller, "banished")
             if state.infos.get(other) is not None and state.infos[other].card_type == "monster"
             and state.kind_of(other, restriction.per_kind)]
    say_named_are_all(state, controller, "banished")
    if len(there) < (restriction.amount or 1):
        return None
    if len(there) > restriction.amount:
        state.assume(f"Its controller adds the first {restriction.amount} of them the scenario names")
    return [Event("added_to_hand", card=other, player=controller, from_zone="banished", to_zone="hand", cause="effect",
                  by=ref) for other in there[:restriction.amount]]
