"""A Trap Monster turned face-down is Set again in the Spell & Trap Zone (rule
state-trap-monster-set-again-when-turned-face-down; round 182).

A Trap Card that Special Summoned itself as a monster (Embodiment of Apophis) and is flipped face-down (Book of Moon),
or Set by an effect, goes back face-down to its controller's Spell & Trap Zone as a Trap Card: it was Set this turn,
so it cannot be activated again that turn (the Trap Monsters rulings; Embodiment of Apophis's)."""

from __future__ import annotations

RULE = "state-trap-monster-set-again-when-turned-face-down"


def set_again_if_a_trap_monster(state, ref: str, card) -> None:
    """Move a Trap Card turned face-down in a Monster Zone to the Spell & Trap Zone, Set this turn."""
    if card.zone == "monster_zone" and state.infos[ref].card_type == "trap":
        card.zone, card.position, card.set_turn = "spell_trap_zone", None, state.turn
        state.cite(RULE)
