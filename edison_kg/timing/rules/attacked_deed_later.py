"""A deed on the monster that attacks this card, done "at the end of the Battle Phase" (round 113, rule
bt-attacked-trigger-deed-at-battle-phase-end): the card reader reads its condition as the attack on this card, met at
the end of the Damage Step (cardtext/attacker_taken_later.py), while its printed condition words name only the end of
the Battle Phase. An answer that puts such an effect on a chain cites the rule that reads it so.

(165) A deed on another card done "at the end of the Battle Phase" after "If this card attacks" (rule
bt-attack-deed-at-battle-phase-end-activated-then): the reader reads its condition as the end of the Battle Phase,
if this card battled, while its printed words name only the attack; an answer that puts it on a chain cites that rule."""

from __future__ import annotations

RULE = "bt-attacked-trigger-deed-at-battle-phase-end"
ATTACK_DEED_RULE = "bt-attack-deed-at-battle-phase-end-activated-then"


def read_from_its_deed(effect) -> bool:
    """Is the effect's condition the end of a Damage Step its printed words do not name (read from its deed)?"""
    condition = effect.condition
    return condition is not None and condition.end_of_damage_step \
        and "damage step" not in (effect.condition_text or "").lower()


def read_at_battle_phase_end(effect) -> bool:
    """Is the effect's condition the end of a Battle Phase its printed words do not name ("If this card attacks")?"""
    condition = effect.condition
    return condition is not None and condition.phases == ("battle",) and not condition.end_of_damage_step \
        and "battle phase" not in (effect.condition_text or "").lower()


def cited(pending) -> list[str]:
    """The rules, when an effect of the chain is such an effect."""
    return ([RULE] if any(read_from_its_deed(p[3]) for p in pending) else []) \
        + ([ATTACK_DEED_RULE] if any(read_at_battle_phase_end(p[3]) for p in pending) else [])


def not_in_named_position(pattern, battle, subject: str) -> bool:
    """Was ``subject`` in another battle position than its condition names ("this face-up Attack Position card is
    attacked") when the attack was declared? Read for a condition met at a point of the Damage Step (rules/battle.py;
    a condition on the attack declaration itself is read by rules/event_position.py)."""
    if pattern.position is None or subject not in battle.when_attacked:
        return False
    position, face_up = battle.when_attacked[subject]
    wanted = pattern.position.split()
    if wanted == ["face-up"]:
        return face_up is False
    return position != wanted[-1] or (len(wanted) == 2 and face_up is not None and face_up != (wanted[0] == "face-up"))
