"""Trap Cards activated from the hand (rule card-trap-from-the-hand-by-permission): a Trap
Card is Set before it is activated (rule card-trap-set-first) unless an effect of its controller's
lets them activate Trap Cards from the hand. The card reader types that wording as a clause that
activates Trap Cards taken from its player's own hand ("you can activate Trap Cards from your
hand"); the permission holds

- for a card's own effect tied to an event of this turn ("During the turn this card was sent to
  the Graveyard"): while that card is where that event put it, the event having happened this turn;
- for a Spell or Trap Card's activation ("During this turn, you can activate 1 Trap Card from your
  hand"): once that activation resolved this turn, not negated.

How many Trap Cards a permission allows ("1 Trap Card") is not counted here."""

from __future__ import annotations

from edison_kg.timing.rules.happened import event_verdict, started_by_event
from edison_kg.timing.rules.this_turn import this_turn_verdict

RULE = "card-trap-from-the-hand-by-permission"
AT_ITS_EVENT_RULE = "card-trap-from-the-hand-at-its-event"


def _lets_traps_from_hand(effect) -> bool:
    return any(clause.action == "activate_card" and clause.takes_from_own_hand
               and clause.cards.classes == frozenset({"trap"}) for clause in effect.clauses)


def trap_from_hand_permission(state, ref: str) -> str | None:
    """The name of the card whose effect lets the controller of ``ref`` (a Trap Card in the hand)
    activate it from there now, or None."""
    player = state.controller(ref)
    for holder, info in state.infos.items():
        if holder == ref or state.controller(holder) != player:
            continue
        for effect in info.effects:
            if not _lets_traps_from_hand(effect):
                continue
            if effect.needs_this_turn is not None:
                where = effect.needs_this_turn.to_zone
                if (where is None or state.cards[holder].zone == where) \
                        and this_turn_verdict(state, holder, effect) is None:
                    return info.name
            elif effect.kind == "card-activation" and _resolved_this_turn(state, holder):
                return info.name
            elif _at_its_event(state, holder, effect):
                state.cite(AT_ITS_EVENT_RULE)
                return info.name
    return None


def _resolved_this_turn(state, holder: str) -> bool:
    return any(link.card == holder and link.turn == state.turn
               and (link.effect is None or link.effect.kind == "card-activation")
               and not (link.activation_negated or link.effect_negated or any(on is link for on in state.chain))
               for link, _ in state.activations)


def _at_its_event(state, holder: str, effect) -> bool:
    """Is the permission's event ("this card is selected as an attack target by an opponent's monster") the last
    thing to have happened, so that a Trap Card may answer it from the hand now?"""
    if effect.kind == "card-activation" or not started_by_event(effect) or not state.cards[holder].on_field:
        return False
    return event_verdict(state, holder, effect).answer == "yes"
