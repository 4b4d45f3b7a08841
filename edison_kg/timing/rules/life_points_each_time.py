"""Damage or Life Points a face-up card's continuous effect deals each time something happens, with no Chain of
its own: the duel state records it as a moment of its own ("continuous", by that card), so what happens last is
right, and nothing can be chained to it.

- A card of a kind is activated (rule ce-damage-right-after-the-activation; Curse of Darkness, Spell Absorption):
  the damage or LP comes right after that activation, before any response to it; its own activation does not
  count, nor one made while this card's activation waits on the Chain.
- Cards of a player are discarded from their hand (rule ce-damage-after-the-discard-is-done; Magical Thorn): once
  what discarded them is done (the cost paid and the card activated, or the Chain Link resolved), one lump sum, the
  amount for each card; only that player's own cards count, and only if the card was face-up before the discard.

When the scenario itself states that damage or LP (an event by that card), it is not dealt a second time.
"""

from __future__ import annotations

from edison_kg.timing.cards import kind_matches
from edison_kg.timing.restrictions import activation_on_the_chain
from edison_kg.timing.rules.counters_each_time import face_up_since, negated_by_another
from edison_kg.timing.scenario import Event

AT_ACTIVATION_RULE = "ce-damage-right-after-the-activation"
AFTER_DISCARD_RULE = "ce-damage-after-the-discard-is-done"
CONTEXT = "continuous"                 # the moment's context: a continuous effect applied at once
_ACTIVATION_KINDS = ("damage-each-activation", "lp-gain-each-activation")
_DISCARD_KIND = "damage-each-discard"
_LIFE_POINTS_EVENTS = ("damage_inflicted", "lp_gained")
_WATCHED_KINDS = frozenset((*_ACTIVATION_KINDS, _DISCARD_KIND))


def life_points_each_time(state, step, first: int) -> None:
    """After a step whose moments start at index ``first``: what the face-up continuous effects that watch those
    moments deal at once, each a moment of its own."""
    told = None
    for ref, card in list(state.cards.items()):
        info = state.infos.get(ref)
        # most cards watch nothing: their restrictions are looked at first, the rest only for a watching card
        watching = info.watching(_WATCHED_KINDS) if info is not None else ()    # read once per card
        if not watching or not card.on_field or card.face_up is False:
            continue
        told = _stated_by(state, step) if told is None else told
        if ref in told or activation_on_the_chain(state, ref) or negated_by_another(state, ref):
            continue
        for restriction in watching:
            if restriction.kind in _ACTIVATION_KINDS:
                _after_activations(state, ref, restriction, first)
            else:
                _after_discards(state, ref, restriction, first)


def _after_activations(state, ref: str, restriction, first: int) -> None:
    since = face_up_since(state, ref)
    for moment in list(state.moments[first:]):
        if moment.context != "activation" or moment.index <= since:
            continue
        for event in moment.events:
            if event.event != "card_activated" or event.card == ref \
                    or not kind_matches(restriction.cards, state.infos[event.card], None):
                continue
            who = _whose(state, ref, restriction.stat_of, event.player)
            kind = "lp_gained" if restriction.kind == "lp-gain-each-activation" else "damage_inflicted"
            _deal(state, ref, kind, who, restriction.amount, AT_ACTIVATION_RULE,
                  f"right after {state.infos[event.card].name}'s activation, before any response to it")


def _after_discards(state, ref: str, restriction, first: int) -> None:
    since = face_up_since(state, ref)
    whose = _whose(state, ref, restriction.players, None)
    count = sum(_cards_in(state, moment, e) for moment in state.moments[first:]
                if moment.index > since and moment.context != CONTEXT
                for e in moment.events if e.event == "discarded" and e.player == whose
                and (e.card is None or (state.cards[e.card].owner or whose) == whose))
    if count:
        _deal(state, ref, "damage_inflicted", _whose(state, ref, restriction.stat_of, None), restriction.amount * count,
              AFTER_DISCARD_RULE, f"once the discarding was done ({count} card(s) discarded, one sum)")


def _cards_in(state, moment, event) -> int:
    """How many cards a discard event is: its count, else, for an unnamed card a resolving Chain Link discarded, the
    number its discard clause gives ("discard 2 cards"), else 1."""
    if event.count or event.card is not None:
        return event.count or 1
    link = state.resolved_link(moment.index) if moment.context == "resolution" else None
    clauses = link.effect.clauses if link is not None and link.effect is not None else ()
    return max((c.count for c in clauses if c.event == "discarded" and c.count), default=1)


def _deal(state, ref: str, kind: str, player: str, amount: int, rule: str, when: str) -> None:
    state.record([Event(kind, player=player, cause="effect", by=ref, amount=amount)], CONTEXT)
    state.cite(rule)
    words = "took" if kind == "damage_inflicted" else "gained"
    state.assume(f"{state.infos[ref].name}'s continuous effect applied {when}, without a Chain: {player} {words} "
                 f"{amount} (rule {rule})")


def _whose(state, ref: str, who: str | None, activator: str | None) -> str:
    controller = state.controller(ref)
    return {"activator": activator or controller, "opponent": state.opponent(controller)}.get(who or "", controller)


def _stated_by(state, step) -> set[str]:
    """The cards whose damage or LP the scenario states itself, in this step or in the events step after it."""
    steps = state.scenario.steps
    at = next((i for i, s in enumerate(steps) if s is step), None)
    told = list(step.moments or [])
    if at is not None and at + 1 < len(steps) and steps[at + 1].kind == "events":
        told += steps[at + 1].moments or []
    return {e.by for moment in told for e in moment if e.by and e.event in _LIFE_POINTS_EVENTS}
