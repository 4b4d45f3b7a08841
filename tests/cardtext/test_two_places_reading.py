"""The two piles one clause takes its cards from, read once (edison_kg/cardtext/two_places.py)."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import places_of
from edison_kg.cardtext.two_places import two_places


def test_one_card_from_either_of_two_piles():
    assert two_places("Special Summon 1 Insect or Plant monster from your hand or GY") == "hand or graveyard"
    assert two_places('add 1 "Polymerization" from your Deck/GY to your hand') == "deck or graveyard"
    assert two_places("add up to 2 cards from your Deck and/or Graveyard to your hand") == "deck or graveyard"
    assert two_places('Special Summon 1 "Fushioh Richie" from your hand or your Deck') == "hand or deck"
    assert places_of("hand or graveyard") == (["hand", "graveyard"], False)


def test_one_card_from_each_of_two_piles():
    lava = "Special Summon 2 Level 3 or lower Dragon-Type monsters: 1 from your hand, and 1 from your Graveyard"
    assert two_places(lava) == "hand and graveyard"
    assert two_places('Send 2 "Neo-Spacian" monsters (1 from your hand and 1 from your Deck) to the GY') == "hand and deck"
    assert places_of("hand and deck") == (["hand", "deck"], True)


def test_three_piles_the_opponents_piles_and_the_field_are_not_two_of_its_own_piles():
    assert two_places("Special Summon as many monsters as possible, from your hand, Deck, and Graveyard") is None
    assert two_places("Special Summon 1 monster from your hand or Deck or Graveyard") is None
    assert two_places("send 1 monster from their hand or Deck to the Graveyard") is None
    assert two_places("Tribute 1 monster from your hand or your side of the field") is None
    assert two_places("Special Summon 1 monster from your Graveyard") is None
