"""The card reader's cards taken by the old wording "send to the Graveyard 1 ... from your hand or your side of the
field" (cardtext/consequences.py, cardtext/two_places.py)."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze


def test_the_cards_named_after_where_they_go_and_a_list_of_types():
    cost = analyze("During the End Phase of the turn this card was sent to the Graveyard: You can send to the Graveyard "
                   "1 Beast, Beast-Warrior, or Winged Beast-Type monster from your hand or your side of the field; "
                   "Special Summon this card from your Graveyard.")[0].cost_clauses[0]
    assert cost.count == 1 and cost.cards.monster_types == {"Beast", "Beast-Warrior", "Winged Beast"}
    assert cost.from_two_places == "hand or field"


def test_fusion_materials_from_the_hand_or_field_are_not_taken_from_two_places():
    clause = analyze("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as "
                     "Fusion Material.", card_type="spell")[0].clauses[0]
    assert clause.from_two_places is None
