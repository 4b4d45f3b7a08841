"""A change of control a face-up continuous effect makes at once ("The control of all monsters on the field returns to
the owners": Remove Brainwashing) is no new thing to happen: it is part of the moment that took the monster or
Summoned it to the other side. What that moment set off is still the last thing to happen (Shiny Black "C" answers
the Special Summon), and an effect set off by the change of control is activated once, not once more for the return
(Kunoichi, Vengeful Servant): rule state-control-returned-at-once."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import SUMMON_EVENTS

RULE = "state-control-returned-at-once"
_TAKEN = frozenset(SUMMON_EVENTS) | {"control_changed"}


def join_control_returned_at_once(state, resolving: str | None = None) -> None:
    """The last moment, written after one of the same step, joins it when all it does is hand monsters that moment
    took (or Summoned) back by a face-up continuous effect of a card other than the one resolving."""
    if len(state.moments) < 2:
        return
    returned, before = state.moments[-1], state.moments[-2]
    taken = {e.card for e in before.events if e.event in _TAKEN}
    if not returned.events or not all(e.event == "control_changed" and e.card in taken and _applied_continuously(
            state, e.by, resolving) for e in returned.events):
        return
    state.join_previous()
    state.cite(RULE)


def _applied_continuously(state, by: str | None, resolving: str | None) -> bool:
    card = state.cards.get(by) if by is not None else None
    return card is not None and by != resolving and card.on_field and card.face_up is not False \
        and any(effect.kind == "continuous" for effect in state.infos[by].effects)
