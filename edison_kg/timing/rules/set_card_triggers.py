"""A Spell or Trap Card whose every effect is started by what happens to it while Set ("Inflict 1000 damage to
the player who destroyed this Set card", "When this face-down card is destroyed and sent to the Graveyard, ...")
gives its own activation nothing to do: it cannot be activated, from the hand or Set; its effects come only once the
Set card is destroyed (rule card-no-activation-only-set-card-triggers, round 83; the rulings of Kozaky's Self-Destruct
Button and Statue of the Wicked)."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import Verdict

RULE = "card-no-activation-only-set-card-triggers"


def only_set_card_triggers(state, ref: str, effect: None) -> Verdict | None:
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap") or not info.effects:
        return None
    if not all(_started_while_set(e) for e in info.effects):
        return None
    return Verdict("no", "other", [RULE, "card-vs-effect-activation"],
                   "Its text gives its activation nothing to do: its only effect comes when this card is destroyed "
                   "while Set, so the card itself cannot be activated.")


def _started_while_set(effect) -> bool:
    """A trigger of this card's own event that needs it face-down then ("this Set card", "this face-down card")."""
    condition = effect.condition
    return effect.kind in ("trigger", "trigger-like") and condition is not None and condition.self_card \
        and condition.self_face_up is False
