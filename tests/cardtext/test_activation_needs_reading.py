"""What an activation needs, as the card reader reads it: the kinds a discard cost names in the newer words ("1
Spell"), the look at the opponent's hand of "Select and see", counters removed before "and if you do", the Levels a
Ritual Spell Card's Tributes must total, and a card only another card's effect places on the field; on pool cards."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.summon_condition import placed_only_by
from tests.cardtext.pool import card, cards, clause_starting


def test_a_discard_of_1_spell_names_spell_cards_and_a_quoted_name_stays_whole():
    assert clause_starting("Summoner Monk", "discard 1 Spell", cost=True).cards.classes == {"spell"}
    assert clause_starting("Cursed Seal of the Forbidden Spell", "Discard 1 Spell", cost=True).cards.classes == {"spell"}
    # the same words inside a quoted name name no kind
    grasp = [c for e in card("Spell Power Grasp") for c in e.clauses if "Spell Power Grasp" in c.cards.names]
    assert grasp, "the quoted name is read whole"


def test_select_and_see_a_card_in_the_opponents_hand_looks_at_it():
    effects = cardtext.analyze("Select and see 1 card in your opponent's hand.", card_type="spell", subtypes=("Normal",))
    clause = effects[0].clauses[0]
    assert (clause.action, clause.from_zone, clause.whose) == ("look", "hand", "opponent")


def test_counters_removed_before_and_if_you_do():
    assert [e.removes_counters_first for e in card("Card Guard") if e.removes_counters_first] == ["1 card guard"]
    # a cost that removes counters is not the first part of the resolution
    assert all(e.removes_counters_first is None for e in card("Royal Magical Library"))


def test_the_levels_a_ritual_spells_tributes_must_total():
    assert [e.ritual_tribute_levels for e in card("Black Luster Ritual")] == [8]
    # "exactly equal the Level of the Ritual Monster": no number of its own
    assert all(e.ritual_tribute_levels is None for e in card("Advanced Ritual Art"))


def test_a_card_only_an_effect_places_on_the_field():
    reading = cardtext.read_card(cards()["The Second Sarcophagus"])
    assert reading.placed_only_by == ["The First Sarcophagus"] and reading.effects == []
    assert placed_only_by(["Destroy all monsters on the field."]) == []
