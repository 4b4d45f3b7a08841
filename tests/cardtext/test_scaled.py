"""The count a clause's whole deed scales with ("for each ...", "equal to the number of ..."),
read once by the card reader (edison_kg/cardtext/scaled.py) and stored as Clause.scales_with/scales_kind."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.scaled import scaled_count


def test_a_summon_for_each_card_of_a_kind_in_the_graveyard():
    count, kind = scaled_count('Special Summon 1 "Chrysalis" monster from your Deck for each "Neo-Spacian" '
                               'monster with a different name in your Graveyard')
    # "with a different name": each name counted once (round 88)
    assert count == "you graveyard different-names" and kind.names == {"Neo-Spacian"} and kind.classes == {"monster"}


def test_equal_to_the_number_of_cards_you_control():
    count, kind = scaled_count('Destroy Spells/Traps on the field equal to the number of "Elemental HERO" cards you control')
    assert count == "you field" and kind.names == {"Elemental HERO"}


def test_counts_of_what_the_effect_itself_moves_are_not_read():
    assert scaled_count("Draw 1 card for each card destroyed this way") is None
    assert scaled_count("Gain 500 Life Points, plus 100 for each card in your hand") is None
    assert scaled_count("Destroy 1 card on the field") is None


def test_the_reading_is_stored_on_the_clause():
    effect, = analyze("Gain 400 Life Points for each Spell Card in your Graveyard.", card_type="spell", subtypes=("Normal",))
    clause, = effect.clauses
    assert clause.scales_with == "you graveyard" and clause.scales_kind.classes == {"spell"}


def test_cards_of_a_kind_sent_to_the_graveyard_this_turn():
    count, kind = scaled_count("Gain 1000 Life Points for each Fiend-Type monster sent to the Graveyard this turn")
    assert count == "both graveyard sent-this-turn" and kind.monster_types == {"Fiend"}


def test_two_counts_joined_by_and_for_each():
    # one deed counted over the opponent's hand and side of the field
    assert scaled_count("Inflict 200 damage to your opponent for each card in their hand and for each card they "
                        "control")[0] == "opponent hand and opponent field"
    assert scaled_count("Inflict 400 damage to your opponent for each card in their hand")[0] == "opponent hand"
    assert scaled_count("Inflict 200 damage to your opponent for each card in their hand and for each counter on this "
                        "card") is None
