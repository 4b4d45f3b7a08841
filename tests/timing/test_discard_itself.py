"""A discard cost the card activated in the hand pays with itself, its effect still acting on it from the GY (rule
cost-discard-itself-then-from-the-gy), asked of the whole engine on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

SUMMONED = [{"summon": "cd", "method": "special"}]


def test_dragon_ice_alone_in_the_hand_discards_itself():
    # Dragon Ice: "When your opponent Special Summons a monster ...: You can discard 1 card; Special Summon this
    # card from your hand or Graveyard."
    cards = {"ice": card("Dragon Ice", "A", "hand"), "cd": card("Cyber Dragon", "B", "hand")}
    answer = ask(cards, {"can_activate": "ice"}, steps=SUMMONED, turn_player="B")
    assert answer.answer == "yes" and "cost-discard-itself-then-from-the-gy" in answer.rules


def test_another_card_in_the_hand_pays_the_cost_without_the_rule():
    cards = {"ice": card("Dragon Ice", "A", "hand"), "pog": card("Pot of Greed", "A", "hand"),
             "cd": card("Cyber Dragon", "B", "hand")}
    answer = ask(cards, {"can_activate": "ice"}, steps=SUMMONED, turn_player="B")
    assert answer.answer == "yes" and "cost-discard-itself-then-from-the-gy" not in answer.rules
