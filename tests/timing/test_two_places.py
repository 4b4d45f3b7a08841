"""A clause that takes its cards from two of its player's piles (rule state-cards-taken-from-a-pile,
edison_kg/timing/rules/piles.py): "from your hand or Graveyard" needs one in either, where both are known; "from your
Deck or Graveyard" stays open (the Deck is); "1 from your hand and 1 from your Deck" needs the hand one. On real cards."""

from __future__ import annotations

from scenario_cards import ask, card

PILES = "state-cards-taken-from-a-pile"


def test_hand_or_graveyard_needs_one_of_its_kind_in_either():
    metal = card("Red-Eyes Darkness Metal Dragon", "A", position="attack", face_up=True)
    none = ask({"metal": metal, "vorse": card("Vorse Raider", "A", "graveyard")}, {"can_activate": "metal"})
    assert (none.answer, none.reason) == ("no", "other")
    assert PILES in none.rules
    in_grave = ask({"metal": metal, "blue": card("Blue-Eyes White Dragon", "A", "graveyard")}, {"can_activate": "metal"})
    assert in_grave.answer == "yes"
    in_hand = ask({"metal": metal, "blue": card("Blue-Eyes White Dragon", "A", "hand")}, {"can_activate": "metal"})
    assert in_hand.answer == "yes"
    theirs = ask({"metal": metal, "blue": card("Blue-Eyes White Dragon", "B", "graveyard")}, {"can_activate": "metal"})
    assert theirs.answer == "no"             # the opponent's Graveyard is not its player's


def test_deck_or_graveyard_stays_open():
    emblem = card("Emblem of Dragon Destroyer", "A", "hand")
    untold = ask({"emblem": emblem, "vorse": card("Vorse Raider", "A", "graveyard")}, {"can_activate": "emblem"})
    assert PILES not in untold.rules         # a "Buster Blader" could be in the Deck


def test_one_from_the_hand_and_one_from_the_deck_needs_the_hand_one():
    contact = card("Convert Contact", "A", "hand")
    no_hand = ask({"contact": contact}, {"can_activate": "contact"})
    assert (no_hand.answer, no_hand.reason) == ("no", "other")
    assert PILES in no_hand.rules
    one_in_hand = ask({"contact": contact, "mole": card("Neo-Spacian Grand Mole", "A", "hand")}, {"can_activate": "contact"})
    assert one_in_hand.answer == "yes"       # one in the hand is enough: the Deck one is not known

