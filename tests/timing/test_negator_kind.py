"""A card "that has an effect that negates Trap Cards' effects" is one whose effect negates them (rule
kind-negates-effects-of, edison_kg/timing/cards.py), on real cards: Double Snare needs one face-up on the field."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "kind-negates-effects-of"


def test_a_card_that_negates_trap_effects_can_be_picked():
    cards = {"ds": card("Double Snare", "A", "hand"), "rd": card("Royal Decree", "B", "spell_trap_zone", face_up=True)}
    assert ask(cards, {"can_activate": "ds"}).answer == "yes"
    cards["jz"] = card("Jinzo", "B", position="attack")
    del cards["rd"]
    assert ask(cards, {"can_activate": "ds"}).answer == "yes"


def test_a_card_that_destroys_trap_cards_or_a_set_negator_is_no_such_card():
    # Reaper of the Cards: "FLIP: Destroy 1 Trap Card on the field." destroys them, negates nothing
    cards = {"ds": card("Double Snare", "A", "hand"), "rc": card("Reaper of the Cards", "B", position="attack")}
    got = ask(cards, {"can_activate": "ds"})
    assert got.answer == "no" and RULE in got.rules and "negates Trap Cards' effects" in got.explanation
    cards = {"ds": card("Double Snare", "A", "hand"), "rd": card("Royal Decree", "B", "spell_trap_zone", face_up=False)}
    assert ask(cards, {"can_activate": "ds"}).answer == "no"
