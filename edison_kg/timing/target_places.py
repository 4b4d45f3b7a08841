"""Where a target the scenario places nowhere was, told by what the activation targets (round 119). The card reader
gives what an activation targets on the field as it is activated (AnalyzedEffect.target_clauses: "2 Set
Spells/Traps on the field", "1 face-up monster your opponent controls"): a target whose zone the scenario leaves
open was on the field, face-down when the text targets Set or face-down cards and face-up when it targets face-up
ones, from then on, so a lock its card leaves on it applies (rule state-target-on-the-field-it-names). And a Trap Card
activated with no zone given was Set on the field: a Trap Card is activated from there (rule
state-trap-activated-from-the-field). Both are said in ``assumed``: never a silent guess."""

from __future__ import annotations

TARGET_PLACE_RULE = "state-target-on-the-field-it-names"
TRAP_PLACE_RULE = "state-trap-activated-from-the-field"


def place_named_target(state, effect, index: int, ref: str, activator: str) -> None:
    """A target (``index`` in the step's targets) with no zone: on the field, where the activation's target clause
    names it, face as it names; nothing is taken when the effect targets nothing on the field."""
    card = state.cards[ref]
    clauses = list(effect.target_clauses or ()) if effect is not None and effect.targets else []
    if card.zone is not None or not clauses:
        return
    clause = clauses[min(index, len(clauses) - 1)]
    face = {"face-down": False, "face-up": True}.get(clause.position or "", card.face_up)
    info = state.infos[ref]
    monster = info.card_type == "monster"
    card.zone = "monster_zone" if monster else "field_zone" if "Field" in info.subtypes else "spell_trap_zone"
    card.face_up = face
    if monster and face is False:
        card.position = card.position or "defense"     # a face-down monster is in Defense Position
    how = "Set" if face is False and not monster else "face-down" if face is False else "face-up" if face else ""
    state.assume(f"{_name(state, ref)} was {how + ' ' if how else ''}on the field: {_name(state, activator)} "
                 f"targets it there")
    state.cite(TARGET_PLACE_RULE)


def trap_set_before_activation(state, ref: str, effect) -> None:
    """A Trap Card whose card is activated and whose zone the scenario leaves open was Set on the field (it is
    turned face-up there as it is activated); not one its text lets be activated from the hand too."""
    card, info = state.cards[ref], state.infos[ref]
    if card.zone is not None or info.card_type != "trap" or (effect is not None and effect.kind != "card-activation"):
        return
    if effect is not None and effect.from_hand_count is not None:
        return                   # "you can activate this card from your hand" (Delta Crow - Anti Reverse): either place
    card.zone, card.face_up = "spell_trap_zone", False
    state.assume(f"{_name(state, ref)} was Set on the field: a Trap Card is activated there")
    state.cite(TRAP_PLACE_RULE)


def _name(state, ref: str) -> str:
    name = state.infos[ref].name
    return f"{name} ({ref})" if sum(1 for info in state.infos.values() if info.name == name) > 1 else name
