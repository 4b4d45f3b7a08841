"""Did a card go to the Graveyard this turn without an event saying so (round 141)?

A Normal or Quick-Play Spell, a Normal or Counter Trap, goes to the Graveyard once its Chain Link
has resolved, and the duel records no event for that move (timing/steps.py: _after_resolution).
A card activated on the field this turn that is in the Graveyard now went there this turn, so
"except the turn this card was sent to the Graveyard" (Skill Successor) rules its effect out for
the rest of the turn (rule limit-not-the-turn-it-was-sent-after-resolving). A card the scenario
places in the Graveyard with nothing this turn that put it there went there in an earlier turn:
the answer says so in `assumed`."""

from __future__ import annotations

AFTER_RESOLVING = "limit-not-the-turn-it-was-sent-after-resolving"


def resolved_into_the_graveyard(state, ref: str) -> bool:
    """Is ``ref`` in the Graveyard after an activation this turn that had it on the field?"""
    if state.cards[ref].zone != "graveyard":
        return False
    for link, moment in state.activations:
        if link.card != ref or state.moments[moment].turn != state.turn:
            continue
        # a card activated as a card is put on the field, even from the hand; an effect activated off the field
        # (from the hand or the Graveyard) says nothing of when its card got to the Graveyard
        as_a_card = link.effect is None or link.effect.kind == "card-activation"
        if as_a_card or not link.off_field:
            return True
    return False


def assume_an_earlier_turn(state, ref: str) -> None:
    """Nothing this turn put ``ref`` in the Graveyard: it went there in an earlier turn."""
    if state.cards[ref].zone == "graveyard":
        state.assume(f"{state.infos[ref].name} was sent to the Graveyard in an earlier turn: the scenario places it "
                     f"there and nothing this turn sent it")
