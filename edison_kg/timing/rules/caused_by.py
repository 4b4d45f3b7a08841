"""An event its condition says was done "by the effect of" a named card ('If this card is sent to the Graveyard by
the effect of a "Blaze Accelerator" card', 'destroyed ... by the effect of a "Cloudian" monster') is met only when
the card whose effect did it is of that name or archetype (rule cond-event-caused-by-named-card). The card is the
one the scenario's event names as its doer ("by"), else the card of the Chain Link resolving when it happened.
An event done by another card, by no card effect (battle, a cost, the rules), or with no card to show for it does
not meet the condition; the answer says which."""

from __future__ import annotations

CAUSED_BY_NAMED_CARD = "cond-event-caused-by-named-card"


def _doer(happening, state) -> str | None:
    """The card whose effect did the event: the one it names, else the card of the Chain Link then resolving."""
    event = happening.event
    if event.by is not None:
        return event.by
    if 0 <= happening.moment < len(state.moments):
        link = state.resolved_link(happening.moment)
        if link is not None:
            return link.card
    return None


def caused_by_unmet(pattern, happening, state) -> str | None:
    """Why the event misses the card its condition says must have done it (None: it meets it, or names none)."""
    kind = getattr(pattern, "caused_by_kind", None)
    event = happening.event
    if kind is None or kind.empty or event.event == "special_summon":
        return None
    if event.cause not in (None, "effect"):
        return f"it to be done by the effect of the card it names, and it was done by {event.cause}"
    by = _doer(happening, state)
    if by is None or by not in state.infos:
        return "it to be done by the effect of the card it names, and the scenario shows no card whose effect did it"
    if not state.kind_of(by, kind):
        return f"it to be done by the effect of the card it names, and it was done by {state.infos[by].name}"
    state.cite(CAUSED_BY_NAMED_CARD)
    return None
