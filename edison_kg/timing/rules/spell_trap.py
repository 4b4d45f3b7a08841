"""Where and when a Spell or Trap Card itself may be activated: a Trap Card is Set first and
not activated the turn it was Set (rule card-trap-set-first); a Quick-Play Spell comes from the
hand only in its controller's turn, and one Set this turn waits for the next turn (rule
card-quick-play-own-turn)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules import Verdict


def card_place_verdict(state, ref: str, info, effect: AnalyzedEffect | None) -> Verdict | None:
    if info.card_type not in ("spell", "trap") or (effect is not None and effect.kind != "card-activation"):
        return None
    card = state.cards[ref]
    set_this_turn = card.set_turn is not None and card.set_turn == state.turn
    if info.card_type == "trap":
        if card.zone == "hand" and (effect is None or effect.activates_from != "hand"):
            return Verdict("no", "other", ["card-trap-set-first"],
                           "It is in the hand: a Trap Card is Set first, then activated on a later turn.")
        if set_this_turn:
            return Verdict("no", "other", ["card-trap-set-first"],
                           "It was Set this turn: a Trap Card cannot be activated the turn it is Set.")
        return None
    if "Quick-Play" not in info.subtypes or state.controller(ref) == state.scenario.turn_player:
        return None
    if card.zone == "hand":
        return Verdict("no", "other", ["card-quick-play-own-turn"],
                       "It is in the hand during the opponent's turn: a Quick-Play Spell is activated from the hand "
                       "only in its controller's own turn.")
    if set_this_turn:
        return Verdict("no", "other", ["card-quick-play-own-turn"],
                       "It was Set this turn: a Quick-Play Spell Set this turn cannot be activated until the next turn.")
    return None
