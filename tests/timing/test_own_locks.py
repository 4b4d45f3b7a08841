"""A face-up monster that cannot be Tributed by card effects pays no Tribute cost (rules/costs.py, rule
cost-tribute-locked-monster), and a card whose text forbids using it from the hand the turn it returned there cannot
be activated that turn (rules/this_turn.py, rule limit-unusable-the-turn-returned); on real cards."""

from __future__ import annotations

from subset_duel import card
from scenario_cards import ask


def test_a_face_up_monster_that_cannot_be_tributed_cannot_pay_a_tribute_cost():
    # Mystik Wok: "Tribute 1 monster; ..."; The Immortal Bushi: "While this card is face-up on the field, it cannot
    # be Tributed, except for the Tribute Summon of a Warrior-Type monster."
    cards = {"wok": card("Mystik Wok", "A", "spell_trap_zone", face_up=False),
             "bushi": card("The Immortal Bushi", "A", position="attack")}
    answer = ask(cards, {"can_activate": "wok"})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "cost-tribute-locked-monster" in answer.rules
    cards["raider"] = card("Vorse Raider", "A", position="attack")     # another monster pays it
    assert ask(cards, {"can_activate": "wok"}).answer == "yes"


def test_a_face_down_monster_with_that_lock_can_pay_it():
    # Level Eater: "This face-up card on the field cannot be Tributed, except for a Tribute Summon."
    cards = {"wok": card("Mystik Wok", "A", "spell_trap_zone", face_up=False),
             "eater": card("Level Eater", "A", position="defense", face_up=False)}
    assert ask(cards, {"can_activate": "wok"}).answer == "yes"
    cards["eater"] = card("Level Eater", "A", position="defense", face_up=True)
    assert ask(cards, {"can_activate": "wok"}).answer == "no"


def _returned_by_trunade():
    cards = {"claw": card("Vicious Claw", "A", "hand"), "raider": card("Vorse Raider", "A", position="attack"),
             "trunade": card("Giant Trunade", "A", "hand")}
    steps = [{"activate": "claw", "targets": ["raider"]}, {"resolve": 1},
             {"activate": "trunade"},
             {"resolve": 1, "events": [[{"event": "returned_to_hand", "card": "claw", "player": "A",
                                          "from": "spell_trap_zone", "to": "hand", "cause": "effect", "by": "trunade"}]]}]
    return cards, steps


def test_a_card_returned_to_the_hand_this_turn_cannot_be_used_from_it_that_turn():
    # Vicious Claw: "During the turn this card is returned to your hand, you cannot use "Vicious Claw" from your hand."
    cards, steps = _returned_by_trunade()
    answer = ask(cards, {"can_activate": "claw"}, steps=steps)
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "limit-unusable-the-turn-returned" in answer.rules
    # not returned this turn: it can be activated from the hand
    assert ask(cards, {"can_activate": "claw"}).answer == "yes"
