"""An effect "not applied" unless a state holds, checked as it resolves (round 97).

"If you do not control a face-up "The Sanctuary in the Sky", this effect is not applied" (The Agent of Judgment -
Saturn; Archlord Zerato, Mazera DeVille): the effect can be activated without that state, but as it resolves without
it the effect is not applied and disappears (Saturn's rulings), so it does nothing and what happened before stays the
last thing to happen (rule res-not-applied-unless-state). The card reader stores the state
(AnalyzedEffect.applied_only_while, cardtext/not_applied.py); it is judged as the activation needs of its words are."""

from __future__ import annotations

from edison_kg.cardtext.not_applied import blank_needs
from edison_kg.timing.rules.field_counts import field_count_verdict
from edison_kg.timing.rules.field_needs import field_state_verdict
from edison_kg.timing.rules.held_states import held_state_verdict

RULE = "res-not-applied-unless-state"


def not_applied_as_it_resolves(state, link) -> str | None:
    """Why the resolving link's effect is not applied (the state it is applied only in does not hold), or None."""
    effect = link.effect
    if effect is None or not getattr(effect, "applied_only_while", None):
        return None
    needs = blank_needs(effect, effect.applied_only_while)
    if needs is None:
        return None
    for check in (field_state_verdict, field_count_verdict, held_state_verdict):
        verdict = check(state, link.card, needs)
        if verdict is not None and verdict.answer == "no":
            return verdict.explanation
    return None
