"""Battle damage taken "while this card is attacking" (round 95, rule cond-battle-damage-while-this-card-attacks):
"When you take battle damage while this card is attacking" (Turbo Synchron). Battle damage to a player is not
about a card, so "this card" in that condition names the monster whose attack the damage came from: it is met
by battle damage of a battle in which this card was the attacker, whichever monster's ATK or DEF dealt it (a
Defense Position monster with higher DEF deals it to the attacking player)."""

from __future__ import annotations

DAMAGE_WHILE_ATTACKING = "cond-battle-damage-while-this-card-attacks"


def damage_of_its_attack(pattern, happening, card_ref: str, state) -> bool:
    """Is ``happening`` battle damage dealt in a battle this card attacked in, for a condition about "this card"?"""
    event = happening.event
    if not pattern.self_card or event.event != "damage_inflicted" or event.cause != "battle" or state is None:
        return False
    if event.card is not None:
        return False                     # damage the scenario ties to a card is read as such
    record = next((r for r in reversed(state.battles) if r.moment <= happening.moment), None)
    return record is not None and record.battle.attacker == card_ref
