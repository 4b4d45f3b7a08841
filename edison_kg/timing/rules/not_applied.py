"""An effect "not applied" unless a state holds, checked as it resolves (round 97).

"If you do not control a face-up "The Sanctuary in the Sky", this effect is not applied" (The Agent of Judgment -
Saturn; Archlord Zerato, Mazera DeVille): the effect can be activated without that state, but as it resolves without
it the effect is not applied and disappears (Saturn's rulings), so it does nothing and what happened before stays the
last thing to happen (rule res-not-applied-unless-state). The card reader stores the state
(AnalyzedEffect.applied_only_while, cardtext/not_applied.py, in the words "you control [a face-up] "NAME""), read back
without the card reader (cardtext/stored_values.py)."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import controlled_card_needed

RULE = "res-not-applied-unless-state"


def not_applied_as_it_resolves(state, link) -> str | None:
    """Why the resolving link's effect is not applied (the state it is applied only in does not hold), or None."""
    effect = link.effect
    needed = controlled_card_needed(getattr(effect, "applied_only_while", None)) if effect is not None else None
    if needed is None:
        return None
    name, face_up = needed
    controller = state.controller(link.card)
    if any(card.on_field and card.controller == controller and state.infos[ref].name == name
           and (card.face_up is not False if face_up else True) for ref, card in state.cards.items()):
        return None
    return f"{controller} does not control {'a face-up ' if face_up else ''}\"{name}\" as it resolves"
