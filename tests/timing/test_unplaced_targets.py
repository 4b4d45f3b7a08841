"""Targets whose place the text leaves to the game's conventions, on real cards: a
monster named with no place is on the field ("Target 1 Warrior-Type monster with 1500 or less ATK"), and a
target in the opponent's Graveyard must be there (rule state-target-must-exist)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_a_monster_named_with_no_place_is_a_monster_on_the_field():
    ring = card("Hero Ring", "A", "spell_trap_zone", face_up=False)
    strong = ask({"ring": ring, "vorse": card("Vorse Raider", "B", position="attack")}, {"can_activate": "ring"})
    assert (strong.answer, strong.reason) == ("no", "other")         # a Beast-Warrior with 1900 ATK
    assert "state-target-must-exist" in strong.rules
    weak = ask({"ring": ring, "warrior": card("Marauding Captain", "B", position="attack")}, {"can_activate": "ring"})
    assert weak.answer == "yes"                                       # a Warrior with 1200 ATK, either side
    release = card("Wild Nature's Release", "A", "hand")
    beast = ask({"rel": release, "vorse": card("Vorse Raider", "A", position="attack")}, {"can_activate": "rel"})
    assert beast.answer == "yes"
    no_beast = ask({"rel": release, "dragon": card("Cyber Dragon", "A", position="attack")}, {"can_activate": "rel"})
    assert no_beast.answer == "no"


def test_a_target_in_the_opponents_graveyard():
    disappear = card("Disappear", "A", "spell_trap_zone", face_up=False)
    own_only = ask({"dis": disappear, "vorse": card("Vorse Raider", "A", zone="graveyard")}, {"can_activate": "dis"})
    assert (own_only.answer, own_only.reason) == ("no", "other")     # the card in its own player's GY is no target
    assert "state-target-must-exist" in own_only.rules
    theirs = ask({"dis": disappear, "vorse": card("Vorse Raider", "B", zone="graveyard")}, {"can_activate": "dis"})
    assert theirs.answer == "yes"

