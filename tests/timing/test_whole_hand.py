"""An effect that empties a hand ("Discard your entire hand", "Each player discards their hand") acts on each card
the scenario names in that hand (rule res-whole-hand-each-card, said in `assumed`). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card
from edison_kg.cardtext import analyze

RULE = "res-whole-hand-each-card"


def test_beckoning_light_discards_the_broww_in_its_players_hand():
    # Beckoning Light (a Set Trap): "Discard your entire hand, then ..."; Broww: "If this card is discarded to the Graveyard by a
    # card effect: Draw 1 card ..."
    cards = {"light": card("Beckoning Light", "A", "spell_trap_zone", face_up=False), "broww": card("Broww, Huntsman of Dark World", "A", "hand")}
    got = ask(cards, {"triggers": True}, [{"activate": "light"}, {"resolve": 1}])
    assert [link["card"] for link in got.to_dict()["chain"]] == ["broww"]
    assert RULE in got.rules
    assert any("Broww" in line for line in got.assumed)


def test_beckoning_light_leaves_the_opponents_hand_alone():
    cards = {"light": card("Beckoning Light", "A", "spell_trap_zone", face_up=False), "broww": card("Broww, Huntsman of Dark World", "B", "hand")}
    got = ask(cards, {"triggers": True}, [{"activate": "light"}, {"resolve": 1}])
    assert got.to_dict()["chain"] == []
    assert RULE not in got.rules


def test_disturbance_strategy_shuffles_each_card_of_the_opponents_hand():
    # Disturbance Strategy: "Your opponent shuffles their entire hand into the Deck, then draws the same number ..."
    cards = {"ds": card("Disturbance Strategy", "A", "spell_trap_zone", face_up=False),
             "broww": card("Broww, Huntsman of Dark World", "B", "hand"), "own": card("Sangan", "A", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "ds"}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in got.to_dict()["last_thing"]] == [("drawn", None)]   # "then" draws last
    said = [line for line in got.assumed if "every card the scenario names" in line]
    assert said and "Broww" in said[0] and "Sangan" not in said[0]


def test_entire_hand_read_as_every_card_of_that_hand():
    their = analyze("Your opponent shuffles their entire hand into the Deck, then draws the same number of cards.",
                    card_type="spell")[0].clauses[0]
    assert (their.every, their.whose, their.from_zone) == ("card", "opponent", "hand")
    # "shuffle it and your entire hand into the Deck" acts on its target first: not read as the whole hand alone
    mixed = analyze("Target 1 monster you control; shuffle it and your entire hand into the Deck.",
                    card_type="spell")[0].clauses[-1]
    assert mixed.every is None
