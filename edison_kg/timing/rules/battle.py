"""Conditions met at a point of the Damage Step that name a battle ("At the start of the Damage
Step, if this card battles a non-DARK monster", "At the end of the Damage Step, if this card
attacked"): which monster battled which, read from the duel state's battle."""

from __future__ import annotations

from edison_kg.vocab.model import EventPattern
from edison_kg.timing.rules.battle_phase import NOT_MET as BATTLE_PHASE_NOT_MET, at_battle_phase_end, battle_phase_verdict

# why a battle condition is not met: rule id -> what to say
NOT_MET = {
    "bt-start-before-flip": "At the start of the Damage Step the attacked monster is still face-down: its "
                            "Attribute and Type are unknown, so a condition on its kind is not met.",
    "bt-battled-even-if-destroyed": "The monsters did not battle (no damage calculation took place), or the card left "
                                    "the field other than by that battle.",
    "trigger-effect-definition": "The battle going on is not the one its condition names.",
    **BATTLE_PHASE_NOT_MET,
}


def battle_verdict(pattern: EventPattern, state, ref: str, happening) -> str | None:
    """None when the battle meets the condition of card ``ref``'s effect at this point of the
    Damage Step (the start, or the end for a synthetic happening), or at the end of the Battle
    Phase; else the rule that says why not."""
    if at_battle_phase_end(pattern):
        return battle_phase_verdict(pattern, state, ref, happening)
    battle = state.battle
    if battle is None or battle.turn != happening.turn:
        return "trigger-effect-definition"
    at_end = happening.synthetic
    why = "trigger-effect-definition"
    for subject in _subjects(pattern, state, ref, battle):
        role = battle.role_of(subject)
        if role is None or pattern.attack_role not in ("either", role):
            continue
        other = battle.opponent_of(subject)
        if not pattern.battled_kind.empty:
            if other is None:
                continue
            if not at_end and other in battle.face_down_at_start and _names_properties(pattern.battled_kind):
                why = "bt-start-before-flip"
                continue
            if not state.kind_of(other, pattern.battled_kind):
                continue
        if at_end and not _battled(state, battle, subject, ref):
            why = "bt-battled-even-if-destroyed"
            continue
        return None
    return why


def _subjects(pattern: EventPattern, state, ref: str, battle) -> list[str]:
    """The monsters the condition is about: this card, the monster it is equipped to, or any
    monster of the battle of the kind it names ("if a Warrior-Type monster you control attacks")."""
    if pattern.self_card:
        return [ref]
    equipped = state.cards[ref].equipped_to
    if pattern.equipped_role or (pattern.card is None and state.infos[ref].card_type != "monster"):
        return [equipped] if equipped else [m for m in (battle.attacker, battle.target) if m]
    return [m for m in (battle.attacker, battle.target)
            if m is not None and (pattern.kind.empty or state.kind_of(m, pattern.kind))]


def _names_properties(kind) -> bool:
    """Does the kind name what a face-down monster does not show (Attribute, Type, ATK)?"""
    return bool(kind.attributes or kind.monster_types or kind.subtypes
                or kind.atk_max is not None or kind.atk_min is not None)


def _battled(state, battle, subject: str, ref: str) -> bool:
    """At the end of the Damage Step: the monsters battled, and the card whose effect it is is
    still on the field or was destroyed by that battle (it then activates from the Graveyard;
    rule bt-battled-even-if-destroyed)."""
    if not battle.battled:
        return False
    for card in {subject, ref}:
        if state.cards[card].on_field is False and card not in battle.destroyed_by_battle:
            return False
    return True
