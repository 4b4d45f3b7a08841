"""Round 175, on real cards of the pool: while a continuous effect turns a player's gain of Life Points into that much
damage to them (Darklord Nurse Reficule: "Any effect that would make your opponent gain LP inflicts the same amount of
damage to them, instead"), an activation that would make that player gain LP is one that would inflict damage to them,
so a card answering "an effect that inflicts damage (to your Life Points)" can be chained to it (rule
cond-would-inflict-damage-by-a-gain-turned-into-damage)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

GAIN_AS_DAMAGE = "cond-would-inflict-damage-by-a-gain-turned-into-damage"


def _answer(gainer: str, gainer_controller: str, answer: str, answer_controller: str, nurse: str | None,
            extra: dict | None = None):
    """``answer`` (Set) asked after ``gainer`` is activated, with Darklord Nurse Reficule face-up for ``nurse`` and a
    card in each player's hand (Trap of Board Eraser makes the opponent discard one)."""
    cards = {"gain": card(gainer, gainer_controller, "hand"),
             "a_hand": card("Sangan", "A", "hand"), "b_hand": card("Sangan", "B", "hand"),
             "answer": card(answer, answer_controller, "spell_trap_zone", face_up=False), **(extra or {})}
    if nurse is not None:
        cards["nurse"] = card("Darklord Nurse Reficule", nurse, position="attack")
    return ask(cards, {"can_activate": "answer"}, [{"activate": "gain"}], turn_player=gainer_controller)


def test_the_opponents_gain_turned_into_damage_is_answered_as_damage():
    got = _answer("Dian Keto the Cure Master", "B", "Trap of Board Eraser", "B", nurse="A")
    assert got.answer == "yes"
    assert GAIN_AS_DAMAGE in got.rules and "ce-lp-gain-becomes-damage" in got.rules


def test_a_gain_nothing_turns_into_damage_is_no_damage():
    got = _answer("Dian Keto the Cure Master", "B", "Trap of Board Eraser", "B", nurse=None)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert GAIN_AS_DAMAGE not in got.rules


def test_the_continuous_effects_own_controller_still_gains():
    got = _answer("Dian Keto the Cure Master", "B", "Trap of Board Eraser", "B", nurse="B")
    assert (got.answer, got.reason) == ("no", "condition-not-met")


@pytest.mark.parametrize("answer, answerer, expected", [
    ("Damage Polarizer", "B", "yes"),       # "an effect that inflicts damage": to any player
    ("Fusion Guard", "A", "yes"),
    ("Trap of Board Eraser", "A", "no"),    # the damage is the opponent's, not its own player's
])
def test_the_opponent_made_to_gain_takes_the_damage(answer, answerer, expected):
    """Upstart Goblin: "Draw 1 card, then your opponent gains 1000 Life Points", with A's Nurse: B takes 1000."""
    assert _answer("Upstart Goblin", "A", answer, answerer, nurse="A").answer == expected


def test_damage_turned_back_into_a_gain_is_no_damage():
    """With Prime Material Dragon ("Any effect that would inflict damage to a player increases their Life Points by
    the same amount, instead") face-up too, the gain stays a gain."""
    dragon = {"dragon": card("Prime Material Dragon", "B", position="attack")}
    got = _answer("Dian Keto the Cure Master", "B", "Trap of Board Eraser", "B", nurse="A", extra=dragon)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "ce-damage-not-taken" in got.rules
