"""An effect whose text needs a state of the field to be activated ("If you control "Dark
Magician": ...", "Activate only while "Umi" is on the field.") cannot be activated while that
state does not hold (rule cond-activation-needs-field-state). The card reader gives the state
(AnalyzedEffect.needs_on_field) and the kind of card it names (needs_kind).

As elsewhere (rules/possible.py), the scenario's cards are the duel as far as it is told: a card
whose zone it leaves open could be the one needed, so only what is known rules an activation out."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

NEEDS_RULES = ["cond-activation-needs-field-state"]
_WHILE = {"you-control": "its controller controls a {}", "opponent-controls": "the opponent controls a {}",
          "on-the-field": "a {} is on the field"}


def field_state_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.needs_on_field is None:
        return None
    controller = state.controller(ref)
    wanted = effect.needs_on_field
    whose = {"you-control": controller, "you-control-none": controller,
             "opponent-controls": state.opponent(controller)}.get(wanted)
    found, open_ = [], False
    for other, card in state.cards.items():
        if whose is not None and card.controller != whose:
            continue
        if card.on_field is None:
            open_ = True
            continue
        if card.on_field and state.kind_of(other, effect.needs_kind):
            found.append(other)
    kind = _described(effect)
    if wanted == "you-control-none":
        if not found:
            return None
        names = ", ".join(state.infos[other].name for other in found)
        return Verdict("no", "other", NEEDS_RULES,
                       f"Its text lets it be activated only while its controller controls no {kind}, and they "
                       f"control {names}.")
    if found or open_:
        return None
    state.assume(f"The cards the scenario names are all the cards on the field: there is no other {kind}")
    where = {"you-control": "its controller controls none", "opponent-controls": "the opponent controls none",
             "on-the-field": "there is none on the field"}[wanted]
    return Verdict("no", "other", NEEDS_RULES,
                   f"Its text lets it be activated only while {_WHILE[wanted].format(kind)}, and {where}.")


def _described(effect: AnalyzedEffect) -> str:
    kind = effect.needs_kind
    if kind.names:
        return " or ".join(f'"{name}"' for name in sorted(kind.names)) + (" monster" if "monster" in kind.classes else "")
    words = [*sorted(kind.subtypes), *sorted(kind.attributes), *sorted(kind.monster_types)]
    noun = "monster" if "monster" in kind.classes else "card"
    return " ".join([*words, noun]) if words else noun
