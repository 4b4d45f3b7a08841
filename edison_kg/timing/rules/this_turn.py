"""Declared activations whose text needs an event of this turn ("If a Level 8 or higher monster
was sent from your field to the GY this turn", "Activate only during a turn in which you
destroyed a Defense Position monster your opponent controlled"): without such an event this
turn they cannot be activated (rule cond-happened-this-turn). The card reader gives the event
(AnalyzedEffect.needs_this_turn), read as a trigger's condition is, and it is matched the same
way against the events of the scenario's steps of this turn.

A declared activation whose condition the reader could not type (AnalyzedEffect.condition_unread)
is taken as met, and the answer says so: never a silent guess."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.conditions import condition_matches
from edison_kg.timing.rules.verdict import Verdict, only_for

THIS_TURN = "cond-happened-this-turn"


@only_for(lambda effect: effect.needs_this_turn is not None)
def this_turn_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.needs_this_turn is None:
        return None
    controller = state.controller(ref)
    pattern = effect.needs_this_turn
    happenings = state.happenings()
    if any(h.turn == state.turn and condition_matches(pattern, h, ref, controller, state)
           and _in_position(state, pattern, h) and not _a_new_card_since(state, pattern, h, ref, happenings)
           for h in happenings):
        return None
    if effect.deed_looks_back or not effect.condition_text:
        # its only deed takes cards that "were destroyed by battle this turn"
        return Verdict("no", "other", ["deed-needs-cards-of-this-turn", THIS_TURN],
                       "All it does takes cards that something happened to this turn, and no event of this turn in the "
                       "scenario is one: it would do nothing.")
    return Verdict("no", "condition-not-met", [THIS_TURN],
                   f'Its text lets it be activated only if this happened this turn ("{effect.condition_text}"), '
                   "and no event of this turn in the scenario is one.")


def _a_new_card_since(state, pattern, happening, ref: str, happenings) -> bool:
    """Has this card, whose own activation the condition needs, been turned
    face-down since? A face-down card is a new card: that activation was the old card's (rule
    cond-own-activation-by-this-card). An activation that was negated, or whose effect was, is not counted either. Leaving the field is not asked here: an effect of the
    Graveyard ("if this effect was activated" by the monster that Tributed itself) looks back
    across it, and a monster's End Phase effect is not activated off the field anyway."""
    if not (pattern.self_card and "effect_activated" in pattern.types):
        return False
    link = state.link_activated_at(happening.moment)
    if link is not None and (link.activation_negated or link.effect_negated):
        return True       # (183) a negated activation, or effect, is not the one it needs (Summon Reactor・SK's rulings)
    return any(h.moment > happening.moment and h.event.card == ref and h.event.event in ("flipped_face_down", "set")
               for h in happenings)


def _in_position(state, pattern, happening) -> bool:
    """Was the event's card in the battle position the condition names, just before the event
    ("a Defense Position monster")? Yes when the condition names none or the scenario does not say."""
    if pattern.position is None:
        return True
    events = state.moments[happening.moment].events
    index = next((i for i, e in enumerate(events) if e is happening.event), None)
    before = state.positions.get((happening.moment, index))
    return before is None or before == pattern.position


def unread_condition_taken_as_met(state, ref: str, effect: AnalyzedEffect | None) -> None:
    """Say that a condition the engine does not check was taken as met."""
    if effect is not None and effect.condition_unread:
        state.assume(f'{state.infos[ref].name}: its condition "{effect.condition_text}" is not one the engine '
                     "checks: taken as met.")


RETURNED_LOCK = "limit-unusable-the-turn-returned"


def returned_this_turn_verdict(state, ref: str, effect: AnalyzedEffect | None = None) -> Verdict | None:
    """A card whose own text forbids using it from the hand during the turn it was returned there ("During
    the turn this card is returned to your hand, you cannot use ... from your hand") cannot be activated from the hand
    that turn once an event of this turn returned it to the hand (rule limit-unusable-the-turn-returned)."""
    card = state.cards[ref]
    if card.zone != "hand" or not any(e.unusable_the_turn_returned for e in state.infos[ref].effects):
        return None
    if not any(h.turn == state.turn and h.event.card == ref and h.event.event == "returned_to_hand"
               for h in state.happenings()):
        return None
    return Verdict("no", "other", [RETURNED_LOCK],
                   "It was returned to the hand this turn, and its own text forbids using it from the hand during the "
                   "turn it is returned there: it cannot be activated.")
