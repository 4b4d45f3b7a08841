"""A monster's own return to the hand in the End Phase that a continuous effect keeps from happening (round 151):
"Spirit monsters do not return to the hand during the End Phase" (the card reader's restriction
"no-end-phase-return", cardtext/tables/restrictions.toml), applied while its card is face-up on the field with its
effects not negated. A monster of that kind whose effect only returns itself to the hand during the End Phase ("This
card returns to the owner's hand during the End Phase of the turn that this card is Normal Summoned or flipped
face-up") does not return, so that effect is not activated and starts no Chain (rule
ce-end-phase-return-does-not-happen; Spiritual Energy Settle Machine's rulings). A return by another card's effect
(Penguin Soldier's) is not such a return and still happens."""

from __future__ import annotations

NOT_RETURNED = "ce-end-phase-return-does-not-happen"
END_PHASE_RETURN = {NOT_RETURNED: (
    [NOT_RETURNED, "ce-face-up-on-field"],
    "A face-up card's continuous effect keeps monsters of its kind from returning to the hand during the End Phase: "
    "this monster does not return, so its effect is not activated.")}


def return_kept_from_happening(state, ref: str, effect, happening) -> str | None:
    """NOT_RETURNED when the effect, met by the End Phase, only returns its own card to the hand and a restriction
    that applies now keeps monsters of that card's kind from returning then."""
    condition = effect.condition
    if condition is None or happening.event.event != "phase_entered" or "end" not in condition.phases \
            or effect.targets or not effect.clauses \
            or any(c.action != "return_to_hand" or c.subject not in ("self", "it") for c in effect.clauses):
        return None      # "Return it to the hand" of a phase, with no target: its own card (as cardtext/location.py reads it)
    if any(r.kind == "no-end-phase-return" and state.restricts(r, holder, ref, r.kind)
           for holder, r in state.restrictions()):
        return NOT_RETURNED
    return None
