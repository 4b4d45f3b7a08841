"""A Synchro material from the hand: a material whose own text says "When using this card as a
Synchro Material Monster, the other Synchro Material Monster is 1 monster in your hand" (Eccentric
Boy) lets the other material come from its player's hand instead of the field (rule
sum-synchro-material-from-hand). The card reader gives that sentence as the restriction
synchro-material-from-hand (cardtext/tables/restrictions.toml)."""

from __future__ import annotations

RULE = "sum-synchro-material-from-hand"


def material_from_hand(state, step, material: str) -> bool:
    """May ``material``, in its player's hand, be a material of the Synchro Summon of ``step``?"""
    if step.method != "synchro" or state.cards[material].zone != "hand":
        return False
    for other in step.materials:
        if other == material or not state.cards[other].on_field \
                or state.controller(other) != state.controller(material):
            continue
        if any(restriction.kind == "synchro-material-from-hand"
               for effect in state.infos[other].effects for restriction in effect.restrictions):
            state.cite(RULE)
            return True
    return False
