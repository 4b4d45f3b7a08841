"""Conditions met at the end of the Battle Phase that name a battle ("At the end of the Battle
Phase, if this card battled"): every battle of that Battle Phase counts, not only the last one.
A monster battled only if its battle reached damage calculation, and it must still be face-up
on the field at the end of the Battle Phase; a card that was in the Deck or the hand never
battled (rule bt-battled-needs-damage-calculation)."""

from __future__ import annotations

from edison_kg.vocab.model import EventPattern

BATTLED_RULE = "bt-battled-needs-damage-calculation"
NOT_MET = {BATTLED_RULE: "It did not battle this Battle Phase: only a monster that took part in damage calculation "
                         "battled, and it must still be face-up on the field at the end of the Battle Phase."}


def at_battle_phase_end(pattern: EventPattern) -> bool:
    """Is the condition's point of the turn the end of the Battle Phase (not a point of the Damage Step)?"""
    return "battle" in pattern.phases and "damage_step" not in pattern.phases and not pattern.end_of_damage_step


def battle_phase_verdict(pattern: EventPattern, state, ref: str, happening) -> str | None:
    """None when a battle of this Battle Phase, before ``happening``, meets the condition of card
    ``ref``'s effect; else the rule that says why not."""
    for record in state.battles:
        battle = record.battle
        if battle.turn != happening.turn or record.moment >= happening.moment or not reached_damage_calculation(record):
            continue
        for subject in (m for m in (battle.attacker, battle.target) if m is not None):
            if not _names(pattern, state, ref, subject):
                continue
            role = battle.role_of(subject)
            if pattern.attack_role not in ("either", role):
                continue
            other = battle.opponent_of(subject)
            if not pattern.battled_kind.empty and (other is None or not state.kind_of(other, pattern.battled_kind)):
                continue
            if state.face_up_on_field(subject) is False:
                continue
            return None
    return BATTLED_RULE


def reached_damage_calculation(record) -> bool:
    """Did the battle reach damage calculation? A destruction or damage by battle says so; else
    the Damage Step was entered for it and none of its monsters left before."""
    battle = record.battle
    if battle.damage_calculated is not None:
        return battle.damage_calculated
    return record.damage_step and not battle.removed


def _names(pattern: EventPattern, state, ref: str, subject: str) -> bool:
    """Is ``subject`` the monster the condition is about: this card, the monster it is equipped
    to, or a monster of the kind it names?"""
    if pattern.self_card:
        return subject == ref
    if pattern.equipped_role == "linked-actor":
        return state.links.get(ref) == subject      # the monster its activation selected
    if pattern.equipped_role:
        return state.cards[ref].equipped_to == subject
    return pattern.kind.empty or state.kind_of(subject, pattern.kind)
