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
from edison_kg.timing.rules.not_applied import RULE as NOT_APPLIED, not_applied_as_it_resolves
from edison_kg.timing.rules.every_target_gone import RULE as EVERY_TARGET, a_target_gone

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


# the Spell/Trap Cards that stay on the field once activated, whose effects are activated from there
STAYING = ("Continuous", "Continuous Spell", "Continuous Trap", "Equip", "Field")
CARD_GONE_RULE = "res-staying-card-gone-effect-not-applied"


def why_it_does_not_resolve(state, link, told: bool) -> str | None:
    """The rule by which the resolving link does nothing and is not even a resolution that happened (the last thing to
    happen stays what happened before), or None. ``told``: the scenario states what it did. An effect (not the
    activation of its card) of a Continuous, Field or Equip Spell/Trap Card activated on the field is not applied when
    its card is no longer on the field as it resolves (Stumbling's and Ectoplasmer's rulings, rule
    res-staying-card-gone-effect-not-applied); a stated "it did nothing" agrees with that."""
    if link.effect_negated or link.activation_negated:
        return None
    if not told and needs_gone_as_it_resolves(state, link) is not None:
        return RULE
    if not told and not_applied_as_it_resolves(state, link) is not None:
        return NOT_APPLIED      # (97) "If you do not control ..., this effect is not applied"
    if not told and a_target_gone(state, link):
        return EVERY_TARGET     # (135) "destroy all three targets", one of them gone: the effect disappears
    effect = link.effect
    if effect is None or effect.kind == "card-activation" or link.off_field or link.info.card_type not in ("spell", "trap"):
        return None
    if not any(s in STAYING for s in link.info.subtypes) or state.cards[link.card].on_field is not False:
        return None
    return CARD_GONE_RULE
