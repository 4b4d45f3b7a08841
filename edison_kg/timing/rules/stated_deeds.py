"""A trigger's deed the scenario states without its activation: "Giant Germ was destroyed by the effect of
Nanobreaker" after Nanobreaker attacked it, with no Chain Link of Nanobreaker's effect, tells that the effect was
applied. The events it answered are used up, as by an activation, so it is not pending any more (rule
trig-applied-as-the-scenario-states, said in `assumed`). Only an event that is exactly what the effect does (its
deed's event, caused by that card's effect) to the card it does it to (its own card, the monster it battled, or the
card of the event it answers) counts; an effect that targets is never taken as applied so."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict

APPLIED = "trig-applied-as-the-scenario-states"


def applied_at(state, ref: str, effect, met: list) -> int | None:
    """The last moment at which the scenario states the effect's deed done, unactivated, in answer to one of the
    happenings ``met`` that meet its condition (None: it states none)."""
    if effect.kind not in TRIGGER_KINDS or effect.targets or not met:
        return None
    applied = None
    for happening in met:
        for clause in effect.clauses:
            card = _acted_on(state, ref, clause, happening)
            if clause.event is None or card is None:
                continue
            for moment in state.moments[happening.moment:]:
                if any(_is_the_deed(e, clause.event, card, ref) for e in moment.events) \
                        and not _its_own_resolution(state, moment.index, ref):
                    applied = max(applied or 0, moment.index)
                    _said(state, ref, card, clause.event)
    return applied


def _is_the_deed(event, kind: str, card: str, ref: str) -> bool:
    return event.event == kind and event.card == card and event.cause == "effect" and event.by == ref


def _its_own_resolution(state, index: int, ref: str) -> bool:
    """Is the moment part of the resolution of a Chain Link of this card (then it was activated)?"""
    link = state.resolved_link(index)
    return link is not None and link.card == ref


def _acted_on(state, ref: str, clause, happening) -> str | None:
    """The card the effect's deed acts on, answering ``happening``: its own card ("self"), the monster its card
    battled ("battled": the other monster of the attack it answers), or, with no card named, the card of its event."""
    event = happening.event
    if clause.subject == "self":
        return ref
    if clause.subject == "battled":
        if event.event == "attack_declared":
            return event.target if event.card == ref else event.card if event.target == ref else None
        return state.battle.opponent_of(ref) if state.battle is not None else None
    if clause.subject in (None, "it") and event.card not in (None, ref):
        return event.card
    return None


def _said(state, ref: str, card: str, kind: str) -> None:
    state.cite(APPLIED)
    state.assume(f"{state.infos[ref].name}'s effect was applied without being activated as a Chain Link: the scenario "
                 f"gives the {kind.replace('_', ' ')} event of {state.infos[card].name} as done by that effect")


def applied_verdict(state, ref: str) -> Verdict:
    return Verdict("no", "other", [APPLIED, "trigger-effect-definition"],
                   f"The scenario states what {state.infos[ref].name}'s effect does as done by that effect: it was "
                   f"applied for the event that started it, which it cannot answer again.")
