"""The monster a destruction by battle names as the other monster of its battle
(rule cond-destroyed-by-battle-with-a-kind): "When this card is destroyed by battle
with a LIGHT monster" is met only when the monster it battled, in the battle that destroyed it,
is of that kind (a face-down monster is flipped face-up before damage calculation, so its kind
shows). A scenario that tells of no attack leaves the other monster open: taken as met."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import battle_record
from edison_kg.timing.rules.verdict import Verdict

BATTLED_WITH_A_KIND = "cond-destroyed-by-battle-with-a-kind"


def battled_monster(happening, state) -> str | None:
    """The monster the event's card battled in the battle that destroyed it (None: not told)."""
    event = happening.event
    record = battle_record(state, event.card, happening.moment + 1)
    other = record.battle.opponent_of(event.card) if record is not None else None
    other = other if other is not None else event.by
    return other if other in state.cards else None


def battled_kind_holds(pattern, happening, state) -> bool:
    """Was the monster that destroyed the event's card by battle of the kind the condition names?"""
    event = happening.event
    if pattern.battled_kind.empty or event.event != "destroyed" or event.cause != "battle" or event.card is None:
        return True
    other = battled_monster(happening, state)
    return other is None or state.kind_of(other, pattern.battled_kind)


def battled_with_near_miss(pattern, state, happening, met):
    """A destruction by battle that meets the condition but for the kind of the monster it battled."""
    if pattern.battled_kind.empty or happening.event.event != "destroyed" or not met(happening, with_state=False) \
            or battled_kind_holds(pattern, happening, state):
        return None
    event = happening.event
    other = battled_monster(happening, state)
    return Verdict("no", "condition-not-met", [BATTLED_WITH_A_KIND, "bt-destroyed-by-battle-means-battle"],
                   f"Its condition needs {state.infos[event.card].name} destroyed by battle with a monster of the kind "
                   f"it names, and {state.infos[other].name}, the monster it battled, is not of that kind.")
