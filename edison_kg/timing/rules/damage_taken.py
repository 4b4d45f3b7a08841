"""Damage a player does not take (rule ce-damage-not-taken): while a continuous effect
says its player takes no effect damage (Des Wombat), or an effect that resolved this turn turns
each damage they would take into a gain of that much LP (Rainbow Life), an activation that
inflicts effect damage to that player inflicts them none, so a card that answers an activation
"that would inflict damage to you" has nothing to answer."""

from __future__ import annotations

NOT_TAKEN = "ce-damage-not-taken"
# restriction kinds (tables/restrictions.toml) that keep effect damage from being taken
EFFECT_DAMAGE_NOT_TAKEN = ("no-effect-damage", "damage-becomes-gain")


def effect_damage_kept_off(state, player: str) -> str | None:
    """The name of the card whose effect keeps ``player`` from taking effect damage now, or None."""
    for holder, restriction in state.restrictions():
        if restriction.kind not in EFFECT_DAMAGE_NOT_TAKEN:
            continue
        owner = state.controller(holder)
        if restriction.players == "both" or (owner == player) == (restriction.players == "you"):
            return state.infos[holder].name
    return None
