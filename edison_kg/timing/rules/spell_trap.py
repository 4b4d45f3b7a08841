"""Where and when a Spell or Trap Card itself may be activated: a Trap Card is Set first and
not activated the turn it was Set (rule card-trap-set-first); a Quick-Play Spell comes from the
hand only in its controller's turn, and one Set this turn waits for the next turn (rule
card-quick-play-own-turn). A Continuous card's effects and its own activation: a face-down
Continuous Trap's effect shares the card's Chain Link (rule tl-cont-trap-same-link), and an
effect waits until the card's activation has resolved (rule
limit-continuous-card-not-before-it-resolves)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.happened import event_verdict
from edison_kg.timing.rules.traps_from_hand import trap_from_hand_permission
from edison_kg.timing.rules.own_hand_permission import RULE as OWN_TEXT_RULE, own_text_permission, unmet_permission
from edison_kg.timing.rules.set_this_turn import set_this_turn_permission
from edison_kg.timing.rules.effect_meant import PILE_WORDS     # the Graveyard and the banished cards, in words


# (182) the places a card is never activated as a card from: an effect of it may be (rules/effect_meant.py)
FROM_HAND_OR_FIELD_RULE = "card-activated-from-hand-or-field"
_NOT_ACTIVATED_FROM = {**PILE_WORDS, "deck": "in the Deck", "extra_deck": "in the Extra Deck"}


@only_for(lambda effect: effect.kind == "card-activation")
def card_place_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap") or (effect is not None and effect.kind != "card-activation"):
        return None
    card = state.cards[ref]
    if card.zone in _NOT_ACTIVATED_FROM:
        return Verdict("no", "other", [FROM_HAND_OR_FIELD_RULE],
                       f"It is {_NOT_ACTIVATED_FROM[card.zone]}: a Spell or Trap Card is activated as a card only "
                       f"from the hand or Set on the field.")
    set_this_turn = card.set_turn is not None and card.set_turn == state.turn
    waits = _set_first_verdict(state, ref)
    if waits is not None:
        return waits
    if info.card_type == "trap":
        if card.zone == "hand" and (effect is None or effect.activates_from != "hand"):
            if own_text_permission(state, ref, effect):
                return None        # "If you control exactly 3 ..., you can activate this card from your hand"
            permitted = trap_from_hand_permission(state, ref)
            if permitted is not None:
                state.assume(f"{info.name} is activated from the hand: {permitted}'s effect lets its player "
                             f"activate Trap Cards from the hand now")
                return None
            unmet = unmet_permission(state, ref, effect)
            if unmet is not None:     # (184) its own text's state for the hand does not hold
                return Verdict("no", "condition-not-met", [OWN_TEXT_RULE, "card-trap-set-first"],
                               f"It is in the hand: its own text lets it be activated from there only while {unmet}, "
                               f"which does not hold now; otherwise a Trap Card is Set first.")
            return Verdict("no", "other", ["card-trap-set-first"],
                           "It is in the hand: a Trap Card is Set first, then activated on a later turn.")
        if set_this_turn:
            permitted = set_this_turn_permission(state, ref)
            if permitted is not None:
                state.assume(f"{info.name} is activated the turn it was Set: {permitted}'s effect lets its player "
                             f"activate it that turn while {permitted} is face-up on the field")
                return None
            return Verdict("no", "other", ["card-trap-set-first"],
                           "It was Set this turn: a Trap Card cannot be activated the turn it is Set.")
        return None
    if "Quick-Play" not in info.subtypes:
        return None
    if set_this_turn:       # in either player's turn: Set this turn, it waits for the next
        return Verdict("no", "other", ["card-quick-play-own-turn"],
                       "It was Set this turn: a Quick-Play Spell Set this turn cannot be activated until the next turn.")
    if card.zone == "hand" and state.controller(ref) != state.turn_player:
        return Verdict("no", "other", ["card-quick-play-own-turn"],
                       "It is in the hand during the opponent's turn: a Quick-Play Spell is activated from the hand "
                       "only in its controller's own turn.")
    return None


SET_FIRST = "ce-set-first-then-next-turn"


def _set_first_verdict(state, ref: str) -> Verdict | None:
    """"Both players must Set Spell Cards before activating them, and cannot activate them until their next turn
    after Setting them": such a card is not activated from the hand, nor before its player's next turn since
    it was Set (rule ce-set-first-then-next-turn)."""
    card, player = state.cards[ref], state.controller(ref)
    for holder, restriction in state.restrictions():
        if holder == ref or not state.restricts(restriction, holder, ref, "set-first", zone="field"):
            continue
        name = state.infos[holder].name
        if card.zone == "hand":
            return Verdict("no", "other", [SET_FIRST],
                           f"It is in the hand: {name}'s effect makes its player Set it first.")
        waited = card.set_turn is None or state.turn - card.set_turn >= 2 \
            or (state.turn > card.set_turn and state.turn_player == player)
        if not waited:
            return Verdict("no", "other", [SET_FIRST],
                           f"It was Set and its player's next turn has not come: {name}'s effect makes it wait "
                           f"until then.")
    return None


@only_for(lambda effect: effect.kind in ("trigger-like", "quick-like"))
def continuous_trap_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A face-down Continuous Trap's own effect: only together with the card's activation (seed 001)."""
    if effect is None:
        return None
    info, card = state.infos[ref], state.cards[ref]
    if not info.is_continuous_trap or effect.kind not in ("trigger-like", "quick-like") or card.face_up:
        return None
    cost_self = any(c.subject == "self" and c.action in ("send_to_gy", "banish") for c in effect.cost_clauses)
    if cost_self:
        return Verdict("no", "other", ["tl-cont-trap-cost-exception", "tl-cont-trap-same-link"],
                       "Its cost sends the Continuous Trap itself away, so it cannot share the card's Chain Link.")
    if effect.needs_face_up:
        return Verdict("no", "other", ["tl-cont-trap-face-up-exception", "tl-cont-trap-same-link"],
                       "Its condition needs the card face-up first, so it cannot share the card's Chain Link.")
    if state.phase == "damage_step" and not effect.optional:
        return Verdict("no", "damage-step", ["tl-cont-trap-mandatory-damage-step"],
                       "A mandatory effect cannot share the card's Chain Link in the Damage Step.")
    inner = event_verdict(state, ref, effect) if effect.condition is not None else None
    if inner is not None and inner.answer == "no":
        return inner
    return Verdict("yes", inner.reason if inner else "not-a-trigger",
                   ["tl-cont-trap-same-link"] + (inner.rules if inner else []),
                   "The face-down Continuous Trap can be activated together with this effect in one Chain Link.")


@only_for(lambda effect: effect.kind != "card-activation")
def own_activation_pending(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A Continuous card's effect cannot be a Chain Link of its own while the card's own
    activation has not resolved (rule limit-continuous-card-not-before-it-resolves)."""
    if effect is None or effect.kind == "card-activation":
        return None
    if any(link.card == ref and (link.effect is None or link.effect.kind == "card-activation") for link in state.chain):
        return Verdict("no", "other", ["limit-continuous-card-not-before-it-resolves", "tl-cont-trap-same-link"],
                       "The card's own activation is still on the chain: its effect cannot be activated as a Chain Link "
                       "of its own until the card has resolved.")
    return None
