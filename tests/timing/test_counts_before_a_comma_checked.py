"""Counts read from "While there are ...:" and old-wording "If ..., you can" conditions are
checked (rule cond-activation-needs-a-count). Real cards: Mist Valley Windmaster ("if both players have 5 or more
cards in their hand"), Exchange of the Spirit ("While there are 15 or more cards in your Graveyard")."""

from __future__ import annotations

from scenario_cards import ask, card

NAMES = ["Dark Blade", "Celtic Guardian", "Pot of Greed", "Mystical Elf", "Gene-Warped Warwolf", "Raigeki"]


def windmaster(mine, theirs):
    cards = {"wm": card("Mist Valley Windmaster", "A", position="attack")}
    cards.update({f"a{i}": card(NAMES[i], "A", "hand") for i in range(mine)})
    cards.update({f"b{i}": card(NAMES[i], "B", "hand") for i in range(theirs)})
    return cards


def test_windmaster_with_five_cards_in_each_hand():
    assert ask(windmaster(5, 5), {"can_activate": "wm"}).answer == "yes"


def test_windmaster_when_one_hand_holds_four():
    for mine, theirs in ((4, 6), (6, 4)):
        answer = ask(windmaster(mine, theirs), {"can_activate": "wm"})
        assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules


def exchange(cards_in_graveyard):
    cards = {"ex": card("Exchange of the Spirit", "A", "spell_trap_zone", face_up=False)}
    cards.update({f"g{i}": card(NAMES[i % 6], "A", "graveyard") for i in range(cards_in_graveyard)})
    return cards


def test_exchange_of_the_spirit_with_fifteen_cards_in_the_graveyard():
    assert ask(exchange(15), {"can_activate": "ex"}).answer == "yes"


def test_exchange_of_the_spirit_with_fourteen():
    answer = ask(exchange(14), {"can_activate": "ex"})
    assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules


def needle_ceiling(mine, theirs, set_monsters=0):
    cards = {"nc": card("Needle Ceiling", "A", "spell_trap_zone", face_up=False)}
    cards.update({f"a{i}": card("Dark Blade", "A", position="attack") for i in range(mine)})
    cards.update({f"b{i}": card("Celtic Guardian", "B", position="attack") for i in range(theirs)})
    cards.update({f"d{i}": card("Mystical Elf", "B", position="defense", face_up=False) for i in range(set_monsters)})
    return cards


def test_needle_ceiling_counts_the_monsters_of_both_sides():
    assert ask(needle_ceiling(2, 2), {"can_activate": "nc"}).answer == "yes"
    assert ask(needle_ceiling(1, 2, set_monsters=1), {"can_activate": "nc"}).answer == "yes"   # a Set monster is one


def test_needle_ceiling_with_three_monsters_on_the_field():
    for mine, theirs in ((2, 1), (0, 3)):
        answer = ask(needle_ceiling(mine, theirs), {"can_activate": "nc"})
        assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules
