"""On a real card of the pool: a Spell Card whose effects are all continuous, asked about while it is face-up on the
field, is not activated again and has no effect to activate (rule card-vs-effect-activation,
timing/rules/activation.py); from the hand it is activated as a card."""

from __future__ import annotations

from scenario_cards import ask, card

VS_RULE = "card-vs-effect-activation"


def test_a_face_up_burden_of_the_mighty_is_not_activated_again():
    answer = ask({"burden": card("Burden of the Mighty", "A", "spell_trap_zone", face_up=True)},
                 {"can_activate": "burden"})
    assert answer.answer == "no" and VS_RULE in answer.rules


def test_burden_of_the_mighty_in_the_hand_is_activated_as_a_card():
    assert ask({"burden": card("Burden of the Mighty", "A", "hand")}, {"can_activate": "burden"}).answer == "yes"
