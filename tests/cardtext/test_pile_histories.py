"""Cards a clause takes that its text names by what happened to them are in one place,
read by the card reader (edison_kg/cardtext/consequences.py) as Clause.from_zone: "1 Spell Card sent to your
Graveyard by your opponent's card effect during this turn" is in the Graveyard; "1 removed from play monster" and "1 of your opponent's
monsters that is removed from play" are among the banished cards."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def _clause(text: str, card_type="monster", subtypes=("Effect",)):
    effect, = analyze(text, card_type=card_type, subtypes=subtypes)
    return effect.clauses[-1]


def test_a_monster_destroyed_by_battle_this_turn_is_no_card_already_in_the_graveyard():
    # The Forgiving Maiden, Lady Panther, Crimson Sentry: activated before or after the monster is destroyed (their
    # rulings, as Last Will): no pile it must already hold; and "as a result of battle" is no chance
    clause = _clause("Tribute this face-up card to return to your hand 1 of your monsters destroyed as a result "
                     "of battle during this turn.")
    assert clause.from_zone is None and not clause.chance


def test_a_spell_sent_to_the_graveyard_by_the_opponent_this_turn_is_taken_from_the_graveyard():
    # Fairy Guardian
    clause = _clause("Tribute this face-up card to return 1 Spell Card sent to your Graveyard by your opponent's "
                     "card effect during this turn to the bottom of your Deck.")
    assert clause.from_zone == "graveyard" and clause.cards.classes == frozenset({"spell"})
    assert clause.count == 1


def test_a_removed_from_play_monster_is_taken_from_the_banished_cards():
    # Dimension Distortion ("Select 1 removed from play monster"), Scanner (the opponent's)
    assert _clause("Select 1 removed from play monster.", card_type="trap", subtypes=("Normal",)).from_zone == "banished"
    clause = _clause("Once per turn, you can select 1 of your opponent's monsters that is removed from play.")
    assert clause.from_zone == "banished" and clause.from_opponents_pile


def test_a_count_of_banished_monsters_or_a_history_in_a_condition_is_no_pile_taken():
    # "the number of removed from play monsters" counts cards; "cannot be destroyed by battle this turn" takes none
    assert _clause("Destroy 1 monster your opponent controls. Your monsters cannot be destroyed by battle this turn.",
                   card_type="spell", subtypes=("Normal",)).from_zone is None


def test_cards_sent_or_banished_from_the_top_of_a_deck_are_taken_from_that_deck():
    # Needlebug Nest, Light Spiral, Destruction of Destiny, Needle Worm (the opponent's Deck)
    spell = {"card_type": "spell", "subtypes": ("Normal",)}
    assert _clause("Send the top 5 cards of your Deck to the GY.", **spell).from_zone == "deck"
    assert _clause("Banish the top card of your opponent's Deck.", **spell).from_zone == "deck"
    assert _clause("Send 3 cards from the top of your Deck to the Graveyard.", **spell).from_zone == "deck"
    clause = _clause("FLIP: Send the top 5 cards of your opponent's Deck to the Graveyard.")
    assert clause.from_zone == "deck" and clause.from_opponents_pile
    # "their Deck": whose Deck it is depends on who "they" are; a look at the top card takes nothing
    assert _clause("Send the top 2 cards of their Deck to the GY.", **spell).from_zone is None
    assert _clause("Look at the top card of your Deck.", **spell).from_zone is None
