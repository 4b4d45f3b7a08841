"""A monster "destroyed by battle with an opponent's attacking monster" was the attacked one.

Conditions such as "When a Psychic-Type monster you control is destroyed by battle with an
opponent's attacking monster" or "When this card is destroyed by an opponent's attacking monster"
name the monster that destroyed it as the attacker: they are met only when the destroyed monster
was attacked and the attacker destroyed it, not when the monster destroyed was itself attacking
(rule cond-destroyed-by-an-attacking-monster)."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import battle_record

BY_THE_ATTACKER = "cond-destroyed-by-an-attacking-monster"
NOT_BY_THE_ATTACKER = {BY_THE_ATTACKER: (
    [BY_THE_ATTACKER, "bt-destroyed-by-battle-means-battle"],
    "Its condition needs a monster destroyed by battle with an attacking monster: the monster destroyed was not "
    "the one attacked, so the attacker did not destroy it.")}


def not_by_the_attacker(state, effect, happening) -> str | None:
    """BY_THE_ATTACKER when the destruction by battle meets the condition's words but the monster
    destroyed was not attacked by the monster that destroyed it; else None."""
    event = happening.event
    if event.event != "destroyed" or event.cause != "battle" or event.card is None \
            or not effect.condition_by_an_attacker:     # round 19 (store): cardtext/condition_words.py
        return None
    record = battle_record(state, event.card, happening.moment + 1)
    if record is None:
        return None                   # the scenario tells of no attack: nothing to read
    battle = record.battle
    if battle.target == event.card and event.by in (None, battle.attacker):
        return None
    return BY_THE_ATTACKER
