"""Where a card must be for its effect to be activated: face-up on the field (rule
state-face-up-on-the-field-to-activate), or in the hand, GY or banishment its text names
(rule state-card-must-be-in-place; a Standby or End Phase effect's place is checked when that phase comes: rule
state-phase-effect-card-still-in-its-place); none from the Deck (rule state-no-effect-from-the-deck), except a destruction's own trigger when a replacement
sent the destroyed card there (rule state-destroyed-card-sent-to-the-deck-still-destroyed)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.watching import watched_before_it_left


def place_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    where, card = effect.activates_from, state.cards[ref]
    if where is None and card.zone in ("deck", "extra_deck") and not effect.condition_names_the_deck \
            and _went_in_by_its_event(state, ref, effect):
        # a card its event took into the Deck activates nothing there, unless its text is about that
        # very move ("When this card is shuffled into the Extra Deck this way"); one sent to the GY first
        # and shuffled in later still activates what the GY move started (rule state-no-effect-from-the-deck)
        return Verdict("no", "other", ["state-no-effect-from-the-deck", "state-card-must-be-in-place"],
                       f"The card is now in the {card.zone.replace('_', ' ')}: a card there activates none of its "
                       f"effects, except one its text starts by its going there.")
    if where is None or card.zone is None:
        return None
    if where == "field":
        if card.on_field is False and not watched_before_it_left(state, ref, effect):
            phase = ["state-phase-effect-of-a-monster-on-the-field"] if effect.kind == "trigger" \
                and effect.condition is not None and "phase_entered" in effect.condition.types \
                and state.infos[ref].card_type == "monster" else []
            if state.infos[ref].card_type != "monster":
                phase = ["state-continuous-card-effect-on-the-field"]
            # (185) a trigger's card gone from the field: the state its activation needs does not hold
            reason = "condition-not-met" if effect.kind in ("trigger", "trigger-like") else "other"
            return Verdict("no", reason, ["state-face-up-on-the-field-to-activate", "state-card-must-be-in-place"] + phase,
                           f"It is activated on the field, and the card is no longer there (it is "
                           f"{_NOW.get(card.zone, 'in the ' + card.zone.replace('_', ' '))}).")
        # "a Spell Card that targets this face-down card": activated while Set, the effect flips it
        set_by_its_text = effect.condition is not None and effect.condition.self_face_up is False
        if card.face_up is False and effect.kind != "flip" and not set_by_its_text:
            return Verdict("no", "other", ["state-face-up-on-the-field-to-activate"],
                           "It is face-down on the field: its effects cannot be activated.")
        return None
    if card.zone != where:
        # "During the End Phase, if this card is currently banished": a phase effect's place is a state its condition
        # names, checked when the phase comes, wherever the card went in between (rule state-card-must-be-in-place)
        phase = effect.kind == "trigger" and effect.condition is not None and "phase_entered" in effect.condition.types
        return Verdict("no", "condition-not-met" if phase else "other",
                       ["state-phase-effect-card-still-in-its-place"] * phase + ["state-card-must-be-in-place"],
                       f"It is activated {_FROM.get(where, 'from the ' + where.replace('_', ' '))}, and the card is "
                       f"{_NOW.get(card.zone, 'in the ' + card.zone.replace('_', ' '))}.")
    return None


# where an effect is activated from, and where the card is, in the game's words
_FROM = {"hand": "from the hand", "graveyard": "from the Graveyard", "banished": "while the card is banished"}
_NOW = {"graveyard": "in the Graveyard", "banished": "banished", "extra_deck": "in the Extra Deck", "deck": "in the Deck",
        "monster_zone": "on the field", "spell_trap_zone": "on the field", "field_zone": "on the field"}


def _went_in_by_its_event(state, ref: str, effect: AnalyzedEffect) -> bool:
    """Was the card's move into the Deck itself an event its condition names ("leaves the field")?"""
    condition = effect.condition
    if condition is None or not condition.self_card:
        return False
    moved = next((e for moment in reversed(state.moments) for e in moment.events
                  if e.card == ref and (e.event == "returned_to_deck" or e.to_zone in ("deck", "extra_deck"))), None)
    if moved is None or moved.event not in condition.types:
        return False
    # a destruction whose card a replacement sent to the Deck instead of the GY (Grave Protector) is still a
    # destruction: what its condition names happened, wherever the card went (rule
    # state-destroyed-card-sent-to-the-deck-still-destroyed)
    return not (moved.event == "destroyed" and set(condition.types) == {"destroyed"})
