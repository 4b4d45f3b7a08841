"""A lock a Continuous Spell/Trap Card's continuous effect puts on the cards its activation targeted ("① Activate by
targeting 2 Set Spells/Traps on the field. ② Those targets can't be activated."): held by each target still on the
field, for as long as the card stays face-up on the field (rule ce-lock-left-on-the-selected-cards, round 115)."""

from __future__ import annotations

from edison_kg.vocab.model import Restriction


def held_by_its_targets(state, ref: str, restriction: Restriction, face_up) -> list[tuple[str, Restriction]]:
    """The targets of the card's latest activation that resolved and was not negated, each holding the lock; none
    once the card left the field or was turned face-down (``face_up``: restrictions.on_field_face_up)."""
    if not face_up(state, ref):
        return []
    links = [link for link in state.resolved.values() if link.card == ref and link.effect is not None
             and link.effect.kind == "card-activation"]
    if not links:
        return []
    link = links[-1]             # resolutions are kept in the order they happened
    if link.activation_negated or link.effect_negated:
        return []
    return [(target, restriction) for target in link.targets if target in state.cards and state.cards[target].on_field]


def left_lock_rule(restriction: Restriction) -> str:
    """The rule of a lock left on the cards an effect targeted: while its card stays face-up on the field (rule
    ce-lock-left-on-the-selected-cards), or while it is in the Graveyard (rule ce-lock-left-on-the-targeted-cards)."""
    return "ce-lock-left-on-the-selected-cards" if restriction.lasts == "while-face-up" \
        else "ce-lock-left-on-the-targeted-cards"
