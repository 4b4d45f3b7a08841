"""Effects that watch the field ("each time a monster is Summoned", "when a monster you control
is destroyed") are activated from their card on the field: a monster that has left the field
since what it answers happened, even at the same moment, no longer activates it (rules
state-face-up-on-the-field-to-activate, cond-watcher-on-field-when-it-happens). What it saw
while it was there is read from the duel state's record of its place and face."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.face_down import (FACE_UP_TO_ACTIVATE, NOT_WATCHED, WATCHER_RULE, activates_on_the_field,
                                              face_up_there, not_in_place, watches_others)
from edison_kg.timing.rules.happened import condition_met
from edison_kg.timing.rules.verdict import Verdict


def left_the_field(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The activation rule: a card's watching effect, the card face-up on the field when the
    event happened and off the field now."""
    if effect is None or watches_life_points(effect) or not _gone_after_seeing(state, ref, effect):
        return None                   # a Life Points watch met while it was there still activates (rule trig-life-points-watcher-left)
    card = state.cards[ref]
    # a Spell or Trap Card's watching effect is its continuous card's, on the field
    kept = [] if state.infos[ref].card_type == "monster" else ["state-continuous-card-effect-on-the-field"]
    return Verdict("no", "other", [FACE_UP_TO_ACTIVATE, WATCHER_RULE] + kept,
                   f"{state.infos[ref].name} watched the field for this, and it has left the field (it is in the "
                   f"{card.zone.replace('_', ' ')}): its effect is activated on the field, so it is not activated.")


def watches_life_points(effect: AnalyzedEffect) -> bool:
    """Rule trig-life-points-watcher-left: a monster's mandatory effect set off by a player gaining
    Life Points ("Each time you gain Life Points, inflict 500 damage") is the rulings' Continuous Effect of the monster:
    met while the monster was face-up on the field, it is activated after the chain even if the monster left the field
    since. Not an optional one, nor one set off by damage or anything else (no ruling says so of those: "If you take
    any damage: Destroy this face-up card" needs its card there)."""
    condition = effect.condition
    return not effect.optional and condition is not None and condition.types == ["lp_gained"]


def _gone_after_seeing(state, ref: str, effect: AnalyzedEffect) -> bool:
    """A watching effect of a card on the field (a monster, or a face-up Spell or Trap Card): did its event happen
    while the card was face-up on the field, and is the card off the field now?"""
    if not activates_on_the_field(effect) or not watches_others(effect.condition):
        return False
    card = state.cards[ref]
    if card.on_field is not False or card.zone is None:
        return False      # a face-up Spell or Trap Card that watches the field is no different
    if effect.condition_names_its_monster:
        return False      # its watch over its own monster holds when both go together (rules/linked_card_gone.py)
    matches, _ = condition_met(state, ref, effect)
    return any(face_up_there(state, ref, h.moment) for h in matches if h.event.event not in NOT_WATCHED)


def watched_before_it_left(state, ref: str, effect: AnalyzedEffect | None) -> bool:
    """A monster's Life Points watch met while it was face-up on the field, and the monster off the field now: it is
    activated all the same (rule trig-life-points-watcher-left)."""
    return effect is not None and watches_life_points(effect) and _gone_after_seeing(state, ref, effect)


def cannot_activate_there(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """Face-down on the field, or a watcher gone from it: the effect is not activated (the one
    rule for a question and for the next chain's triggers)."""
    return not_in_place(state, ref, effect) or left_the_field(state, ref, effect)
