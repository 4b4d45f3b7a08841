"""What an activation condition excludes (rule cond-event-exclusion). "When this card is sent to
the Graveyard (except if destroyed by battle)" is not met by a card destroyed by battle and sent there; "except by
its own effect" is not met when the card did it to itself, and "is destroyed by its own effect" is met only then;
"(unless it was attacked while face-down and destroyed by battle)" rules out a battle only where the card was
face-down when the attack on it was declared. And "from a battle involving a Reptile-Type monster": a monster
of that battle must be of that kind."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import face_down_when_attacked
from edison_kg.timing.rules.battle_damage_dealt import pending_battle_damage
from edison_kg.timing.rules.damage_amounts import battle_known


def by_its_own_effect(event) -> bool:
    """The event's card did it by its own effect: the card that caused it is the card it happened to."""
    return event.card is not None and event.by == event.card and event.cause in (None, "effect")


def done_by_its_own_effect(happening, state) -> bool:
    """The event's card did it by its own effect: the event says so, or it says no card and is part of the resolution
    of that card's own Chain Link (a Summon its effect did, stated without "by"; rule cond-if-you-do-after-its-own-effect)."""
    event = happening.event
    if by_its_own_effect(event):
        return True
    if event.card is None or event.by is not None or event.cause not in (None, "effect") or state is None \
            or not 0 <= happening.moment < len(state.moments):
        return False
    link = state.resolved_link(happening.moment)
    return link is not None and link.card == event.card


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
        if pattern.own_effect and state is not None and "special_summon" in pattern.types and event.event != "summon_attempted":
            state.cite("cond-if-you-do-after-its-own-effect")     # "Special Summon this card. If you do: ..."
        if pattern.own_effect and not done_by_its_own_effect(happening, state):
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


def battle_damage_missing(pattern, happening, controller: str, state) -> bool:
    """"Destroyed by a battle in which you took damage" (rule cond-destroyed-by-a-battle-with-damage-taken): only the
    destruction meets it, and only when that battle dealt ``controller`` battle damage: the damage the scenario
    states in it, else what the monsters' stats deal (said in `assumed`); none when an effect resolved in it spared
    that player (rule bt-no-battle-damage-from-that-battle). Stats not known: not questioned."""
    if not pattern.battle_damage_taken or state is None:
        return False
    state.cite("cond-destroyed-by-a-battle-with-damage-taken")
    if happening.event.event != "destroyed" or happening.event.cause not in (None, "battle"):
        return True
    records = [r for r in state.battles if r.moment < happening.moment]
    if not records:
        return False
    record = records[-1]
    if controller in record.battle.no_damage_for:
        state.cite("bt-no-battle-damage-from-that-battle")
        return True
    later = [r.moment for r in state.battles if r.moment > record.moment]
    end = later[0] if later else len(state.moments)
    stated = [e for m in state.moments[record.moment:end] for e in m.events
              if e.event == "damage_inflicted" and e.cause == "battle" and e.player == controller]
    if stated:
        return all(e.amount == 0 for e in stated)
    if not battle_known(state, record.battle):
        return False
    damage = pending_battle_damage(state, record.battle)
    if damage is None or damage[0] != controller or damage[1] <= 0:
        return True
    state.assume(f"Player {controller} took {damage[1]} battle damage from that battle: {damage[2]}")
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
