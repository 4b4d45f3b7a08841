"""A deed an effect sets up for later in the turn (round 145, rule res-deed-set-up-for-a-later-event-this-turn): "Select
1 monster on the field. If it is changed to Defense Position this turn, draw 1 card." (Guard Penalty; the card reader
stores the part's `done_later_when`, cardtext/later_this_turn.py) does nothing of that part as it resolves: its
resolution only applies the effect. The first time that turn its target is changed from Attack Position to Defense
Position (face-down included: Book of Moon), the deed is done right after the step that changed it (after the effect
that did it resolves, in the middle of a Chain too), as a moment of its own that nothing is chained to, once."""

from __future__ import annotations

from edison_kg.timing.scenario import Event

RULE = "res-deed-set-up-for-a-later-event-this-turn"
CONTEXT = "continuous"                 # applied at once, with no Chain (as timing/rules/deeds_each_time.py)
_TO_DEFENSE = ("position_changed", "flipped_face_down", "set")


def set_up_for_later(clause) -> bool:
    """Is the clause a deed its effect does later, not as it resolves?"""
    return clause.done_later_when is not None


def done_later(state, step, first: int) -> None:
    """After a step whose moments start at index ``first``: each deed set up earlier this turn whose target was changed
    to Defense Position by those moments, done now."""
    for index, link in list(state.resolved.items()):
        if link.effect is None or link.effect_negated or not link.targets or index >= first \
                or state.moments[index].turn != state.turn:
            continue
        for clause in link.effect.clauses:
            if clause.done_later_when == "changed-to-defense" and clause.event is not None \
                    and not _done_already(state, link, clause, index) and _changed_to_defense(state, link.targets[0], first):
                _do(state, link, clause)


def _changed_to_defense(state, ref: str, first: int) -> bool:
    """Was ``ref`` changed from Attack Position to Defense Position (face-up or face-down) in a moment from ``first``?"""
    return any(event.card == ref and event.event in _TO_DEFENSE and state.positions.get((moment.index, i)) == "attack"
               for moment in state.moments[first:] for i, event in enumerate(moment.events))


def _done_already(state, link, clause, since: int) -> bool:
    return any(moment.context == CONTEXT and any(e.event == clause.event and e.by == link.card for e in moment.events)
               for moment in state.moments[since + 1:])


def _do(state, link, clause) -> None:
    state.record([Event(clause.event, player=link.controller, cause="effect", by=link.card, count=clause.count)], CONTEXT)
    state.cite(RULE)
    state.assume(f"{link.info.name}'s effect, set up as it resolved, applied right after "
                 f"{state.infos[link.targets[0]].name} was changed to Defense Position, without a Chain")
