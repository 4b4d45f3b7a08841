"""What an activation condition excludes (rule cond-event-exclusion). "When this card is sent to
the Graveyard (except if destroyed by battle)" is not met by a card destroyed by battle and sent there; "except by
its own effect" is not met when the card did it to itself, and "is destroyed by its own effect" is met only then;
"(unless it was attacked while face-down and destroyed by battle)" rules out a battle only where the card was
face-down when the attack on it was declared. And "from a battle involving a Reptile-Type monster": a monster
of that battle must be of that kind."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import face_down_when_attacked


def by_its_own_effect(event) -> bool:
    """The event's card did it by its own effect: the card that caused it is the card it happened to."""
    return event.card is not None and event.by == event.card and event.cause in (None, "effect")


def _had_the_cause(cause: str, happening, state) -> bool:
    """The event had that cause, or another event of its card at the same moment had it ("destroyed by battle"
    beside "sent to the Graveyard")."""
    event = happening.event
    if event.cause == cause:
        return True
    if state is None or not 0 <= happening.moment < len(state.moments):
        return False
    return any(e.card == event.card and e.cause == cause for e in state.moments[happening.moment].events)


def excluded(pattern, happening, state) -> bool:
    """Does the condition exclude this event?"""
    event = happening.event
    if pattern.own_effect is not None and event.card is not None:
        if pattern.own_effect and not by_its_own_effect(event):
            return True   # "destroyed by its own effect": another card did it, or nothing says which
        if not pattern.own_effect and event.by is not None and by_its_own_effect(event):
            return True   # "except by its own effect"
    if pattern.excluded_cause and event.card is not None and _had_the_cause(pattern.excluded_cause, happening, state):
        if not pattern.excluded_if_attacked_face_down:
            return True
        if state is not None and face_down_when_attacked(state, event.card, happening.moment) is True:
            return True   # "unless it was attacked while face-down and destroyed by battle"
    if pattern.excluded_by_name and state is not None and event.by in state.infos \
            and state.infos[event.by].name == pattern.excluded_by_name:
        return True       # '(except by "Black Garden")': that card did it
    return False


def battle_kind_missing(pattern, happening, state) -> bool:
    """"Battle Damage from a battle involving a Reptile-Type monster": neither monster of the battle the damage came
    from (the last attack declared before it; else the monster that inflicted it) is of that kind."""
    if not pattern.kind_in_the_battle or pattern.kind.empty or state is None:
        return False
    event = happening.event
    record = next((r for r in reversed(state.battles) if r.moment < happening.moment), None)
    fighters = (record.battle.attacker, record.battle.target) if record is not None else (event.by, event.card)
    return not any(ref in state.infos and state.kind_of(ref, pattern.kind) for ref in fighters if ref)
