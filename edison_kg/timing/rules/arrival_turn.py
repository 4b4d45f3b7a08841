"""An effect its card cannot activate in the turn the card was Summoned or flipped face-up
("You cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or
flipped face-up"): what the card underwent this turn is read from the duel's history, whatever
flipped it (rule limit-not-the-turn-it-arrived)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.conditions import event_kinds
from edison_kg.timing.rules.verdict import Verdict

NOT_THE_TURN_IT_ARRIVED = "limit-not-the-turn-it-arrived"
SPECIAL_BY_ANOTHER_NAME = "limit-not-the-turn-it-was-special-summoned"
_SAID = {"normal_summon": "Normal Summoned", "flip_summon": "Flip Summoned", "special_summon": "Special Summoned",
         "flipped_face_up": "flipped face-up"}


def not_the_turn_it_arrived(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.not_the_turn_it_was:
        return None
    forbidden = set(effect.not_the_turn_it_was)
    for happening in state.happenings():
        if happening.turn != state.turn or happening.event.card != ref:
            continue
        kinds = event_kinds(happening.event) & forbidden
        if kinds:
            said = _SAID.get(sorted(kinds)[0], sorted(kinds)[0].replace("_", " "))
            # a Fusion, Synchro or Ritual Summon is a Special Summon (rule limit-not-the-turn-it-was-special-summoned)
            by_another_name = happening.event.event not in kinds
            return Verdict("no", "condition-not-met", [NOT_THE_TURN_IT_ARRIVED] + ([SPECIAL_BY_ANOTHER_NAME] if by_another_name else []),
                           f"It cannot be activated in the turn its card was {said}, and this card was {said} "
                           f"this turn.")
    return None
