"""An effect whose first deed has the opponent pick 1 random card of its player's own hand, the rest done with that
card ("Your opponent chooses 1 random card in your hand and calls the type of the card ..., and if they call it wrong,
return the attacking monster to the hand"; "Your opponent chooses 1 random card from your hand, then if it is a monster
..."), cannot be activated with no card in that hand: nothing could be picked, so nothing would be done (rule
state-random-own-hand-pick-needs-a-card; Ordeal of a Traveler's Edison ruling). One card there is enough (A Hero
Emerges's ruling). The card reader gives the pick as a clause of 1 card from its player's own hand (from_zone "hand",
whose "you") with no event of its own; as elsewhere the cards the scenario names in that hand are all there are."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.verdict import Verdict, only_for

RANDOM_PICK_RULE = "state-random-own-hand-pick-needs-a-card"
PILE_RULES = ["state-cards-taken-from-a-pile", "state-card-must-be-in-place"]


@only_for(lambda effect: effect.clauses and (effect.optional or effect.kind == "card-activation"))
def random_own_hand_pick_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.clauses or not (effect.optional or effect.kind == "card-activation"):
        return None
    first = effect.clauses[0]
    if first.from_zone != "hand" or first.whose != "you" or first.event is not None or first.count != 1 \
            or not first.cards.empty or not is_closed(state, "hand"):
        return None
    player = state.controller(ref)
    if any(other != ref for other in cards_in(state, player, "hand") + could_be_in(state, player, "hand")):
        return None
    say_named_are_all(state, player, "hand", apart_from=ref)
    return Verdict("no", "other", [RANDOM_PICK_RULE] + PILE_RULES,
                   f"Its effect starts \"{first.text.strip()}\", and its player has no card in hand to pick: the rest "
                   f"is done with that card, so nothing would be done and it cannot be activated.")
