"""A monster "destroyed by battle with an opponent's attacking monster" was the attacked one.

Conditions such as "When a Psychic-Type monster you control is destroyed by battle with an
opponent's attacking monster" or "When this card is destroyed by an opponent's attacking monster"
name the monster that destroyed it as the attacker: they are met only when the destroyed monster
was attacked and the attacker destroyed it, not when the monster destroyed was itself attacking
(rule cond-destroyed-by-an-attacking-monster).

"When this attacking card is destroyed by battle" is the other side of it: met only when the card
destroyed was the attacker of that battle, not the monster attacked (rule cond-this-attacking-card)."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import battle_record

BY_THE_ATTACKER = "cond-destroyed-by-an-attacking-monster"
WHILE_ATTACKING = "cond-this-attacking-card"
NOT_BY_THE_ATTACKER = {BY_THE_ATTACKER: (
    [BY_THE_ATTACKER, "bt-destroyed-by-battle-means-battle"],
    "Its condition needs a monster destroyed by battle with an attacking monster: the monster destroyed was not "
    "the one attacked, so the attacker did not destroy it."),
    WHILE_ATTACKING: (
    [WHILE_ATTACKING, "bt-destroyed-by-battle-means-battle"],
    "Its condition needs this card to be destroyed by battle while attacking: it was the monster attacked in that "
    "battle, not the attacker.")}


def not_by_the_attacker(state, effect, happening) -> str | None:
    """BY_THE_ATTACKER when the destruction by battle meets the condition's words but the monster
    destroyed was not attacked by the monster that destroyed it; WHILE_ATTACKING when "this
    attacking card" was the monster attacked; else None."""
    event = happening.event
    if event.event != "destroyed" or event.cause != "battle" or event.card is None:
        return None
    if effect.condition is not None and effect.condition.attack_role == "attacker" and effect.condition.self_card:
        return _not_attacking(state, event, happening)     # "this attacking card is destroyed by battle"
    if not effect.condition_by_an_attacker:     # cardtext/condition_words.py
        return None
    record = battle_record(state, event.card, happening.moment + 1)
    if record is None:
        return None                   # the scenario tells of no attack: nothing to read
    battle = record.battle
    if battle.target == event.card and event.by in (None, battle.attacker):
        return None
    return BY_THE_ATTACKER


def _not_attacking(state, event, happening) -> str | None:
    record = battle_record(state, event.card, happening.moment + 1)
    if record is None or record.battle.attacker == event.card:
        return None                   # no attack told, or it was the attacker
    return WHILE_ATTACKING
