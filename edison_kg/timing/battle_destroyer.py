"""The monster that destroyed a monster by battle, where the scenario's destruction does not name it (round 131).

- A destruction by battle the scenario writes without "by": the monster that destroyed it is the other monster of
  the battle it was in, the one the attack declaration named (rule bt-destroyed-by-battle-means-battle, as
  timing/rules/conditions.py reads it for conditions); the engine takes it so and says so in the answer.
- "When a monster you control is destroyed by battle with an opponent's attacking monster ...: Take control of
  the opponent's monster": with no target, the opponent's monster its clause acts on is the one that destroyed
  the monster of its event (rule res-opponents-monster-of-the-battle): the facts the reader stored (a destruction
  by battle of another card than its own, caused by the opponent; a clause on one card of the opponent's,
  not a target, not "all") tell it, never the card's text.
"""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import battle_record

BY_THE_OTHER_BATTLER = "bt-destroyed-by-battle-means-battle"
OPPONENTS_MONSTER_OF_THE_BATTLE = "res-opponents-monster-of-the-battle"
# what a clause does to the one opponent's monster that destroyed its event's monster
_ON_THE_DESTROYER = ("take_control", "destroy", "banish", "return_to_hand", "return_to_deck", "send_to_gy")


def destroyer_of_its_event(state, clause, link) -> str | None:
    """The opponent's monster that destroyed by battle the monster of the event that started ``link`` (None: the clause
    is not so read, or the scenario does not tell it)."""
    effect = link.effect
    condition = effect.condition if effect is not None else None
    if condition is None or "destroyed" not in condition.types or condition.cause != "battle" or condition.self_card \
            or condition.cause_player != "opponent" or effect.targets or link.targets:
        return None
    if clause.action not in _ON_THE_DESTROYER or clause.every is not None or clause.subject is not None \
            or not clause.from_opponents_pile or (clause.count or 1) != 1:
        return None
    for index in range(len(state.moments) - 1, -1, -1):
        for event in state.moments[index].events:
            if event.event != "destroyed" or event.cause != "battle" or event.card not in state.cards:
                continue
            found = event.by if event.by is not None else _the_other_battler(state, event, index)
            if found in state.cards and state.cards[found].controller != link.controller:
                state.cite(OPPONENTS_MONSTER_OF_THE_BATTLE)
                return found
    return None


def _the_other_battler(state, event, moment: int) -> str | None:
    """The destruction names no destroyer: the other monster of the last battle its monster was in (said)."""
    record = battle_record(state, event.card, moment + 1)
    other = record.battle.opponent_of(event.card) if record is not None else None
    if other is None or other not in state.cards:
        return None
    state.assume(f"{state.infos[other].name} destroyed {state.infos[event.card].name} by battle: they battled, and the "
                 f"scenario names no other card that did it")
    state.cite(BY_THE_OTHER_BATTLER)
    return other
