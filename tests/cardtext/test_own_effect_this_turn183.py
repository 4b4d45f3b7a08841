"""Round 183: the card reader keeps "and this card's ① was activated this turn" out of the event of a condition and
stores it as the need of the card's own activation this turn (edison_kg/cardtext/events.py, this_turn.py)."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze

SK_TEXT = ("If an opponent's monster declares an attack, and this card's ① was activated this turn: You can target the "
           "attacking monster; negate the attack.")


def test_the_event_is_the_opponents_attack_and_the_activation_a_need():
    effect = analyze(SK_TEXT, card_type="monster", subtypes=("Effect",), psct=True)[0]
    assert (effect.condition.types, effect.condition.self_card, effect.condition.player) == (
        ["attack_declared"], False, "opponent")
    assert effect.needs_this_turn is not None and effect.needs_this_turn.types == ["effect_activated"]
