"""An effect whose text needs its states "to activate and to resolve" ("You must control a Beast-Type monster (other
than this card) to activate and to resolve this effect", "(Activate & Resolve only if face-up on the field)"), or
whose cost is paid "while" a state holds ("By Tributing this card while "Neo Space" is on the field"), does not
resolve when those states no longer hold as it resolves: it does nothing, and the last thing to happen stays what
happened before (rule res-needs-hold-as-it-resolves). The card reader marks such effects
(AnalyzedEffect.needs_hold_as_it_resolves); the states are the needs of its activation, judged again."""

from __future__ import annotations

from edison_kg.timing.rules.field_counts import field_count_verdict
from edison_kg.timing.rules.field_needs import field_state_verdict
from edison_kg.timing.rules.held_states import held_state_verdict

RULE = "res-needs-hold-as-it-resolves"


def needs_gone_as_it_resolves(state, link) -> str | None:
    """Why the resolving link's needed states no longer hold (None: they hold, or its text needs none then)."""
    effect = link.effect
    if effect is None or not effect.needs_hold_as_it_resolves:
        return None
    if effect.needs_face_up and state.face_up_on_field(link.card) is False:
        return "its card is no longer face-up on the field"
    for check in (field_state_verdict, field_count_verdict, held_state_verdict):
        verdict = check(state, link.card, effect)
        if verdict is not None and verdict.answer == "no":
            return verdict.explanation
    return None
