"""An effect whose leading "During your opponent's ... Phase (Quick Effect):" names its phase is
activated only then (rule window-phase-named-in-its-text), on real cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_a_hand_quick_effect_of_the_opponents_main_phase():
    cards = {"veiler": card("Effect Veiler", "A", "hand"), "ryko": card("Ryko, Lightsworn Hunter", "B", position="attack")}
    met = ask(cards, {"can_activate": "veiler"}, turn_player="B")
    assert met.answer == "yes"
    own_turn = ask(cards, {"can_activate": "veiler"}, turn_player="A")
    assert own_turn.answer == "no" and "window-phase-named-in-its-text" in own_turn.rules
    battle = ask(cards, {"can_activate": "veiler"}, phase="battle", turn_player="B")
    assert battle.answer == "no" and "window-phase-named-in-its-text" in battle.rules


def test_a_quick_effect_of_the_opponents_battle_phase():
    cards = {"kuriboh": card("Winged Kuriboh LV10", "A", position="attack"),
             "vorse": card("Vorse Raider", "B", position="attack")}
    met = ask(cards, {"can_activate": "kuriboh"}, phase="battle", turn_player="B")
    assert met.answer == "yes"
    main = ask(cards, {"can_activate": "kuriboh"}, phase="main1", turn_player="B")
    assert main.answer == "no" and "window-phase-named-in-its-text" in main.rules
    own_turn = ask(cards, {"can_activate": "kuriboh"}, phase="battle", turn_player="A")
    assert own_turn.answer == "no" and "window-phase-named-in-its-text" in own_turn.rules


def test_an_old_wording_trap_needs_the_count_its_first_sentence_says():
    mix_up = card("Morphtronic Mix-up", "A", "spell_trap_zone", face_up=False)
    theirs = {"vorse": card("Vorse Raider", "B", position="attack"), "ryko": card("Ryko, Lightsworn Hunter", "B", position="attack")}
    two = ask({"mix": mix_up, "boarden": card("Morphtronic Boarden", "A", position="attack"),
               "celfon": card("Morphtronic Celfon", "A", position="attack"), **theirs}, {"can_activate": "mix"})
    assert two.answer == "yes"
    one = ask({"mix": mix_up, "boarden": card("Morphtronic Boarden", "A", position="attack"),
               "vorse2": card("Vorse Raider", "A", position="attack"), **theirs}, {"can_activate": "mix"})
    assert (one.answer, one.reason) == ("no", "condition-not-met")


def test_another_card_of_the_kind_is_not_this_card():
    """Hand of the Six Samurai is a "Six Samurai" monster itself: "another" needs one more."""
    hand = card("Hand of the Six Samurai", "A", position="attack")
    vorse = card("Vorse Raider", "B", position="attack")
    alone = ask({"hand": hand, "vorse": vorse}, {"can_activate": "hand"})
    assert (alone.answer, alone.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-field-state" in alone.rules
    other = ask({"hand": hand, "vorse": vorse, "yaichi": card("The Six Samurai - Yaichi", "A", position="attack")},
                {"can_activate": "hand"})
    assert other.answer == "yes"
