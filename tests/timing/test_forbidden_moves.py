"""Moves forbidden between places ("Cards cannot be sent from the Deck to the Graveyard"): an
effect that must make such a move cannot be activated (rule ce-forbidden-action-effect), on
real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def test_a_trigger_that_must_send_from_the_deck_to_the_gy():
    cards = {"dfw": card("Dimension Fortress Weapon", "B", "spell_trap_zone", face_up=True),
             "knight": card("Armageddon Knight", "A", "hand")}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                "steps": [{"summon": "knight", "method": "normal"}], "ask": {"can_activate": "knight"}}
    stopped = timing.ask(scenario)
    assert (stopped.answer, "ce-forbidden-action-effect" in stopped.rules) == ("no", True)
    cards["dfw"]["face_up"] = False               # a Set Trap applies nothing
    assert timing.ask(scenario).answer == "yes"


def test_an_effect_that_sends_from_elsewhere_is_not_stopped():
    cards = {"dfw": card("Dimension Fortress Weapon", "B", "spell_trap_zone", face_up=True),
             "burial": card("Foolish Burial", "A", "hand"),
             "hole": card("Dark Hole", "A", "hand")}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "hole"}}
    assert timing.ask(scenario).answer == "yes"
    scenario["ask"] = {"can_activate": "burial"}
    assert timing.ask(scenario).answer == "no"


def test_a_return_from_the_gy_that_would_be_a_banishment_instead():
    """"Any cards that would be returned to the Deck from the Graveyard are removed from play
    instead": A Feather of the Phoenix must return a card from the GY to the Deck, so it cannot be
    activated; Magical Mallet returns cards from the hand, which it does not reach."""
    cards = {"tb": card("Transmigration Break", "B", "spell_trap_zone", face_up=True),
             "feather": card("A Feather of the Phoenix", "A", "hand"), "mallet": card("Magical Mallet", "A", "hand"),
             "elf": card("Gemini Elf", "A", "graveyard"), "kuriboh": card("Kuriboh", "A", "hand")}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "feather"}}
    stopped = timing.ask(scenario)
    assert (stopped.answer, "ce-forbidden-action-effect" in stopped.rules) == ("no", True)
    scenario["ask"] = {"can_activate": "mallet"}
    assert timing.ask(scenario).answer == "yes"


def test_a_target_on_the_field_returned_to_the_deck_under_a_field_lock():
    """"target 1 monster on the field; place that target on the top of the Deck": the target is
    taken from the field, which "Cards on the field cannot be returned to the Deck" forbids; a return from the hand
    (Magical Mallet) is not stopped."""
    cards = {"hunter": card("G.B. Hunter", "B", face_up=True, position="attack"),
             "square": card("Back to Square One", "A", "hand"), "mallet": card("Magical Mallet", "A", "hand"),
             "raider": card("Vorse Raider", "B", position="attack"), "kuriboh": card("Kuriboh", "A", "hand")}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "square"}}
    stopped = timing.ask(scenario)
    assert (stopped.answer, "ce-forbidden-action-effect" in stopped.rules) == ("no", True)
    scenario["ask"] = {"can_activate": "mallet"}
    assert timing.ask(scenario).answer == "yes"
    del cards["hunter"]
    scenario["ask"] = {"can_activate": "square"}
    assert timing.ask(scenario).answer == "yes"
