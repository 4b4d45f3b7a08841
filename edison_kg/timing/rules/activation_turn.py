"""An activation that forbids its player other activations for the rest of the turn ("If you
activate this card, you cannot activate any other Spell Cards this turn") cannot be made once
that player made one of them that turn (rule limit-activation-forbidden-that-turn): the turn
it would lock is already one in which they did it. Once it was activated, the other activations
it names are forbidden to that player for the rest of the turn (rule ce-activation-turn-restriction)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for

LOCK_RULE = "limit-activation-forbidden-that-turn"
TURN_RESTRICTION = "ce-activation-turn-restriction"
_WORDS = {"spell": "another Spell Card", "trap": "another Trap Card", "any": "another card or effect"}


@only_for(lambda effect: effect.activations_forbidden is not None)
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


def forbidden_by_an_activation_this_turn(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """Its player activated a card this turn whose activation forbids them other activations of this kind for the
    rest of the turn: the activation sets the lock up, even before it resolves; a negated activation sets up nothing."""
    player = state.controller(ref)
    for link, _ in state.activations:
        forbidden = link.effect.activations_forbidden if link.effect is not None else None
        if forbidden is None or link.turn != state.turn or link.controller != player or link.card == ref \
                or link.activation_negated or not _of_kind(forbidden, state.infos[ref], effect):
            continue
        return Verdict("no", "other", [TURN_RESTRICTION],
                       f"{link.info.name} was activated by its player this turn, and its activation forbids them to "
                       f"activate {_WORDS[forbidden].replace('another', 'any other')} for the rest of the turn.")
    return None


def _of_kind(forbidden: str, info, effect: AnalyzedEffect | None) -> bool:
    """Is this activation one the lock names: a Spell or Trap Card's own activation, or any card or effect?"""
    if forbidden == "any":
        return True
    return info.card_type == forbidden and (effect is None or effect.kind == "card-activation")
