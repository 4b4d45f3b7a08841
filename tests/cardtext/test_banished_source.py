"""Cards a clause takes from among the banished cards, named by what they are ("of your banished
monsters"), read by the card reader (edison_kg/cardtext/consequences.py) as Clause.from_zone "banished"."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def test_cards_named_as_banished_are_taken_from_the_banished_cards():
    # "of your banished monsters" places the cards as "from your GY" does
    effect, = analyze("Special Summon 1 of your banished monsters.", card_type="spell", subtypes=("Normal",))
    assert effect.clauses[0].from_zone == "banished"
    effect, = analyze("Inflict 300 damage to your opponent for each of their removed from play cards.",
                      card_type="spell", subtypes=("Normal",))
    assert effect.clauses[0].from_zone is None      # a count of cards, not cards taken
