"""Whether a card's effects are negated on the field by a continuous negation ("Skill Drain", Imperial Order, Royal
Decree): asked by the rules that let a card apply something only while its effects are not negated (zones it closes, a
Set card's permission, a name it carries, counters it places)."""

from __future__ import annotations


def effects_negated(state, ref: str, by_others: bool = False) -> bool:
    """Are the effects of card ``ref`` negated by a restriction in play (``by_others``: by another card's only)?"""
    held = state.restrictions()
    if not held:          # most duels hold none
        return False
    return any((not by_others or holder != ref) and state.restricts(r, holder, ref, "negate-effects")
               for holder, r in held)
