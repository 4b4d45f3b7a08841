"""A monster's face at the two moments of its battle that conditions read (rule
state-condition-read-at-its-moment): when the attack was declared ("if this face-up card is
attacked"), and when the Damage Step started ("if this card attacks a face-down Defense Position
monster", "was face-up at the start of the Damage Step"). Every rule that asks either question
asks it here, from the duel's battle records (timing/battle.py BattleRecord)."""

from __future__ import annotations


def battle_record(state, card_ref: str, before: int):
    """The last battle the card took part in, declared before moment ``before`` (None: none)."""
    return next((r for r in reversed(state.battles) if r.moment < before
                 and card_ref in (r.battle.attacker, r.battle.target)), None)


def set_when_declared(state, moment: int) -> frozenset:
    """The monsters of the attack declared at ``moment`` that were face-down then."""
    record = next((r for r in state.battles if r.moment == moment), None)
    return record.face_down if record is not None else frozenset()


def face_down_when_attacked(state, card_ref: str, before: int) -> bool | None:
    """Was the card face-down when the last attack it took part in (declared before ``before``)
    was declared? None: it was in no battle."""
    record = battle_record(state, card_ref, before)
    return None if record is None else card_ref in record.face_down


def face_down_at_damage_step_start(state, card_ref: str, before: int) -> bool | None:
    """Was the card face-down when the Damage Step of the last battle it took part in (declared
    before ``before``) started? When the scenario does not enter the Damage Step, it started just
    before the first moment after the declaration where the battle did something (flipped,
    destroyed or damaged by battle), or, for a battle still going on, it is now. None: the card
    was in no battle, or was no longer on the field then."""
    record = battle_record(state, card_ref, before)
    if record is None:
        return None
    if record.damage_step:
        return card_ref in record.battle.face_down_at_start
    fighters = (record.battle.attacker, record.battle.target)
    later = next((h.moment for h in state.happenings() if h.moment > record.moment and h.event.cause == "battle"
                  and (h.event.card in fighters or h.event.by in fighters)), len(state.moments))
    on_field, face_up = state.face_at(card_ref, later)
    return face_up is False if on_field else None


def set_at_damage_step_start(state, battle) -> set:
    """The monsters of ``battle`` that were face-down when its Damage Step started."""
    record = next((r for r in reversed(state.battles) if r.battle is battle), None)
    if record is None or record.damage_step:
        return battle.face_down_at_start
    return {ref for ref in (battle.attacker, battle.target)
            if ref is not None and face_down_at_damage_step_start(state, ref, record.moment + 1)}
