"""A Spell or Trap Card's effect about "that monster" (the monster it Summoned or is linked to)
needs the card on the field when that monster is destroyed or leaves.

"When that monster is destroyed during your End Phase, the controller of this card takes damage"
is the card's own watch over its monster: it is met when the monster goes while the card is on
the field, or goes at the same time as the card (both destroyed by one effect); not when the card
left the field first and its monster went after it, because of it (rule
state-continuous-card-effect-on-the-field). An Equip Card is sent to the Graveyard after its
monster, so it was on the field when its monster went."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import TRIGGER_KINDS

GONE_FIRST = "state-continuous-card-effect-on-the-field"
NOT_THERE_FIRST = {GONE_FIRST: (
    [GONE_FIRST, "trigger-effect-definition"],
    "The card had left the field before the monster it watches went: its effect about that monster is the card's "
    "own, applied only while the card is on the field.")}


def linked_card_gone(state, ref: str, effect, happening) -> str | None:
    """GONE_FIRST when the Spell/Trap Card had left the field before the event about its monster."""
    info = state.infos.get(ref)
    condition = effect.condition
    if info is None or info.card_type not in ("spell", "trap") or effect.kind not in TRIGGER_KINDS \
            or condition is None or condition.self_card or happening.synthetic \
            or not effect.condition_names_its_monster or happening.event.card == ref:
        return None
    if condition.earlier is not None and condition.earlier.equipped_role == "subject":
        return None           # a phase effect looking back at its monster's leaving, which took it along
    on_field, _ = state.face_at(ref, happening.moment)
    return GONE_FIRST if on_field is False else None
