"""An effect that must target a card on the field needs one it may target (rule
activation-needs-a-possible-target): a card that cannot be targeted by its player's effects
("Dragon-Type monsters on the field cannot be targeted by card effects", "Your opponent cannot
target ... with card effects": rule ce-cannot-be-targeted) is not one, nor, for an effect that
takes control of its target, a card whose control cannot switch (rule ce-control-cannot-switch).

As for "all ..." effects (rules/possible.py), the cards the scenario names are the duel as far as
it is told: this rule speaks only when the scenario names cards of the kind the effect targets,
every one of them is known to be where it is, and a lock or a protection kept out at least one
of them; a card whose place or face the scenario leaves open could be a target."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.possible import EVERY_CLASSES, _unnamed_cards_on_field
from edison_kg.timing.rules.verdict import Verdict

TARGET_RULE = "activation-needs-a-possible-target"
PROTECTED_RULE = "ce-cannot-be-targeted"
LOCKED_RULE = "ce-control-cannot-switch"


def possible_target_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.targets or effect.target_class is None or effect.targets_event_card:
        return None
    if _unnamed_cards_on_field(state):
        return None
    controller = state.controller(ref)
    takes_control = any(c.action == "take_control" for c in effect.clauses)
    candidates = []
    for other, info in state.infos.items():
        if info.card_type not in EVERY_CLASSES[effect.target_class]:
            continue
        if effect.target_whose is not None and (state.controller(other) == controller) != (effect.target_whose == "you"):
            continue
        card = state.cards[other]
        if card.on_field is None:
            return None               # it could be a target: nothing is known of where it is
        if card.on_field and not (effect.target_face_up and card.face_up is False):
            candidates.append(other)
    if not candidates:
        return None
    kept_out = {}
    for other in candidates:
        why = _protected(state, controller, other) or (_locked(state, other) if takes_control else None)
        if why is not None:
            kept_out[other] = why
    count = effect.target_count or 1
    if not kept_out or len(candidates) - len(kept_out) >= count:
        return None
    state.assume("The cards the scenario names are all the cards on the field it could target")
    rules = [TARGET_RULE] + sorted({rule for rule, _ in kept_out.values()}) + ["ce-face-up-on-field"]
    reasons = "; ".join(text for _, text in kept_out.values())
    return Verdict("no", "other", rules,
                   f"It must target {count} card(s) on the field, and none it could target may be: {reasons}.")


def _protected(state, player: str, other: str):
    """The restriction that keeps ``player``'s effects from targeting card ``other``."""
    for holder, restriction in state.restrictions():
        if restriction.kind != "cannot-be-targeted":
            continue
        if restriction.players != "both" and (player == state.controller(holder)) != (restriction.players == "you"):
            continue
        if (other == holder) if restriction.cards.empty else state.kind_of(other, restriction.cards):
            return PROTECTED_RULE, (f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\" to "
                                    f"{state.infos[other].name}")
    return None


def _locked(state, other: str):
    """The card's own lock that keeps its control from switching."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "control-locked" and holder == other:
            return LOCKED_RULE, f"control of {state.infos[other].name} cannot switch"
    return None
