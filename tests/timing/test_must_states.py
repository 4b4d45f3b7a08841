"""What a "... must ... to activate and to resolve this effect." sentence needs, checked as the effect
is activated (need fields read by cardtext/condition_tails.py must_states), and a "face-up" Tribute cost a Set monster
cannot pay; real cards, met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_destiny_hero_defender_needs_face_up_defense_position():
    cards = {"d": card("Destiny HERO - Defender", "A", position="defense"),
             "r": card("Vorse Raider", "B", position="attack")}
    assert ask(cards, {"can_activate": "d"}, phase="standby", turn_player="B").answer == "yes"
    cards["d"]["position"] = "attack"
    answer = ask(cards, {"can_activate": "d"}, phase="standby", turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-its-own-position" in answer.rules


def test_return_zombie_needs_an_empty_hand():
    cards = {"z": card("Return Zombie", "A", "graveyard")}
    assert ask(cards, {"can_activate": "z"}, phase="standby").answer == "yes"
    cards["s"] = card("Sangan", "A", "hand")
    answer = ask(cards, {"can_activate": "z"}, phase="standby")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-held-state" in answer.rules


def test_swallows_nest_cannot_tribute_a_set_winged_beast():
    cards = {"n": card("Swallow's Nest", "A", "spell_trap_zone", face_up=False),
             "h": card("Harpie Lady", "A", position="attack")}
    assert ask(cards, {"can_activate": "n"}).answer == "yes"
    cards["h"]["position"] = "face_down"
    assert ask(cards, {"can_activate": "n"}).answer == "no"
