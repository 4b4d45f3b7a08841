"""An effect whose condition names its card face-down ("When a Spell Card is activated that targets this face-down
card") is activated while the card is face-down: it is flipped by the effect (cardtext/facts.py, rules/face_down.py,
rule state-face-up-on-the-field-to-activate)."""

from __future__ import annotations

from cardtext.pool import card as read_card
from scenario_cards import ask, card


def test_the_condition_names_this_card_face_down():
    # Big Shield Gardna: "When a Spell Card is activated that targets this face-down card (and no other cards)
    # (Quick Effect): Change this card to face-up Defense Position, and if you do, negate the activation."
    negate = read_card("Big Shield Gardna")[0]
    assert negate.condition.target_self and negate.condition.self_face_up is False


def test_it_is_activated_face_down_when_a_spell_card_targets_it():
    cards = {"gardna": card("Big Shield Gardna", "A", position="face_down"),
             "coh": card("Change of Heart", "B", "hand"), "elf": card("Gemini Elf", "A", position="attack")}
    question = {"can_activate": "gardna", "effect_text": "negate the activation"}
    got = ask(cards, question, [{"activate": "coh", "targets": ["gardna"]}], turn_player="B")
    assert got.answer == "yes"
    # a Spell Card that targets another monster does not meet it
    got = ask(cards, question, [{"activate": "coh", "targets": ["elf"]}], turn_player="B")
    assert got.answer == "no"


def test_it_is_not_met_while_the_card_is_face_up():
    cards = {"gardna": card("Big Shield Gardna", "A", position="defense"), "coh": card("Change of Heart", "B", "hand")}
    got = ask(cards, {"can_activate": "gardna", "effect_text": "negate the activation"},
              [{"activate": "coh", "targets": ["gardna"]}], turn_player="B")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
