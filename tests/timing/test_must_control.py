""""You must control ... to activate and to resolve this effect.": the state must hold as the effect is activated
(cardtext/condition_tails.py must_control, checked by the need-field rules, answer condition-not-met), on real cards, met
and unmet."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards, "steps": [],
                       "ask": question})


def test_tree_otter_needs_another_beast():
    # "You must control a Beast-Type monster (other than this card)": itself is not counted
    cards = {"t": card("Tree Otter", "A", position="attack"), "k": card("Big Koala", "A", position="attack")}
    assert ask(cards, {"can_activate": "t"}).answer == "yes"
    del cards["k"]
    answer = ask(cards, {"can_activate": "t"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-field-state" in answer.rules


def test_call_of_the_mummy_needs_no_monster():
    cards = {"c": card("Call of the Mummy", "A", "spell_trap_zone"), "z": card("Zombie Master", "A", "hand")}
    assert ask(cards, {"can_activate": "c"}).answer == "yes"
    cards["s"] = card("Sangan", "A", position="defense")
    answer = ask(cards, {"can_activate": "c"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-held-state" in answer.rules


def test_six_samurai_kamon_needs_another_six_samurai():
    cards = {"k": card("The Six Samurai - Kamon", "A", position="attack"),
             "y": card("The Six Samurai - Yaichi", "A", position="attack"),
             "m": card("Call of the Mummy", "B", "spell_trap_zone")}
    assert ask(cards, {"can_activate": "k"}).answer == "yes"
    del cards["y"]
    answer = ask(cards, {"can_activate": "k"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
