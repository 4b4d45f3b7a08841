"""An effect its card cannot activate in the turn the card was Summoned or flipped face-up
("You cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or
flipped face-up"): what the card underwent this turn is read from the duel's history, whatever
flipped it (rule limit-not-the-turn-it-arrived)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.conditions import event_kinds
from edison_kg.timing.rules.graveyard_turn import AFTER_RESOLVING, assume_an_earlier_turn, resolved_into_the_graveyard
from edison_kg.timing.rules.verdict import Verdict, only_for

NOT_THE_TURN_IT_ARRIVED = "limit-not-the-turn-it-arrived"
SPECIAL_BY_ANOTHER_NAME = "limit-not-the-turn-it-was-special-summoned"
_SAID = {"normal_summon": "Normal Summoned", "flip_summon": "Flip Summoned", "special_summon": "Special Summoned",
         "flipped_face_up": "flipped face-up", "sent_to_gy": "sent to the Graveyard"}
# "During your turn, except the turn this card was sent to the Graveyard" (round 88): the same limit, on the turn its
# card went to the Graveyard, however it got there (destroyed, discarded, sent)
SENT_TO_GY_LOCK = "limit-not-the-turn-it-was-sent-to-the-graveyard"


@only_for(lambda effect: effect.not_the_turn_it_was)
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
            if "sent_to_gy" in kinds:
                return Verdict("no", "condition-not-met", [SENT_TO_GY_LOCK, NOT_THE_TURN_IT_ARRIVED],
                               "It cannot be activated in the turn its card was sent to the Graveyard, and this card "
                               "was sent to the Graveyard this turn.")
            by_another_name = happening.event.event not in kinds
            return Verdict("no", "condition-not-met", [NOT_THE_TURN_IT_ARRIVED] + ([SPECIAL_BY_ANOTHER_NAME] if by_another_name else []),
                           f"It cannot be activated in the turn its card was {said}, and this card was {said} "
                           f"this turn.")
    if "sent_to_gy" in forbidden:
        if resolved_into_the_graveyard(state, ref):
            return Verdict("no", "condition-not-met", [AFTER_RESOLVING, SENT_TO_GY_LOCK],
                           "It cannot be activated in the turn its card was sent to the Graveyard, and this card "
                           "went to the Graveyard this turn, once its activation had resolved.")
        assume_an_earlier_turn(state, ref)
    return None
