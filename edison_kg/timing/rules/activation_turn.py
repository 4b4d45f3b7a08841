"""An activation that forbids its player other activations for the rest of the turn ("If you
activate this card, you cannot activate any other Spell Cards this turn") cannot be made once
that player made one of them that turn (rule limit-activation-forbidden-that-turn): the turn
it would lock is already one in which they did it."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

LOCK_RULE = "limit-activation-forbidden-that-turn"
_WORDS = {"spell": "another Spell Card", "trap": "another Trap Card", "any": "another card or effect"}


def activated_that_turn(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    forbidden = effect.activations_forbidden if effect is not None else None
    if forbidden is None:
        return None
    player = state.controller(ref)
    for link, _ in state.activations:
        if link.turn != state.turn or link.controller != player or link.card == ref:
            continue
        if forbidden != "any" and not (link.info.card_type == forbidden
                                       and (link.effect is None or link.effect.kind == "card-activation")):
            continue
        return Verdict("no", "other", [LOCK_RULE],
                       f"Its activation forbids its player to activate {_WORDS[forbidden]} for the rest of the turn, "
                       f"and {link.info.name} was already activated by that player this turn.")
    return None
