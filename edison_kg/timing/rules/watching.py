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
    """The activation rule: a monster's watching effect, the monster face-up on the field when
    the event happened and off the field now."""
    if effect is None or not activates_on_the_field(effect) or not watches_others(effect.condition):
        return None
    card = state.cards[ref]
    if card.on_field is not False or card.zone is None or state.infos[ref].card_type != "monster":
        return None
    matches, _ = condition_met(state, ref, effect)
    if not any(face_up_there(state, ref, h.moment) for h in matches if h.event.event not in NOT_WATCHED):
        return None
    return Verdict("no", "other", [FACE_UP_TO_ACTIVATE, WATCHER_RULE],
                   f"{state.infos[ref].name} watched the field for this, and it has left the field (it is in the "
                   f"{card.zone.replace('_', ' ')}): its effect is activated on the field, so it is not activated.")


def cannot_activate_there(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """Face-down on the field, or a watcher gone from it: the effect is not activated (the one
    rule for a question and for the next chain's triggers)."""
    return not_in_place(state, ref, effect) or left_the_field(state, ref, effect)
