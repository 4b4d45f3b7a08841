"""Cards an effect sends from a Deck without naming them ("send 2 cards from the top of your opponent's Deck to
the GY", "Send 1 monster from your Deck to the GY") leave that player's Deck, and meet a condition on cards sent
from that Deck by a card effect (rule cond-cards-from-a-deck-by-an-effect). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "cond-cards-from-a-deck-by-an-effect"


GHQ = {"ghq": card("Assault on GHQ", "A", "spell_trap_zone", face_up=False), "skull": card("Summoned Skull", "A", position="attack")}
GHQ_STEPS = [{"activate": "ghq", "targets": ["skull"]}, {"resolve": 1}]


def test_assault_on_ghq_sends_cards_from_the_opponents_deck():
    # Assault on GHQ: "Target 1 monster you control; destroy it, then send 2 cards from the top of your opponent's
    # Deck to the GY."
    got = ask(GHQ, {"last_thing": True}, GHQ_STEPS)
    sent = [e for e in got.to_dict()["last_thing"] if e["event"] == "sent_to_gy"]
    assert sent and sent[0]["player"] == "B" and sent[0]["from"] == "deck"


def test_paralyzing_chain_answers_cards_sent_from_the_opponents_deck():
    # Paralyzing Chain: "When a card(s) is sent from your opponent's Deck to the Graveyard by a card effect, ..."
    cards = {**GHQ, "chain": card("Paralyzing Chain", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"triggers": True}, GHQ_STEPS)
    assert [link["card"] for link in got.to_dict()["chain"]] == ["chain"]


def test_paralyzing_chain_not_met_by_cards_from_its_own_players_deck():
    # Foolish Burial: "Send 1 monster from your Deck to the GY": from A's own Deck
    cards = {"burial": card("Foolish Burial", "A", "hand"), "chain": card("Paralyzing Chain", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"triggers": True}, [{"activate": "burial"}, {"resolve": 1}])
    assert got.to_dict()["chain"] == []
    sent = ask(cards, {"last_thing": True}, [{"activate": "burial"}, {"resolve": 1}]).to_dict()["last_thing"]
    assert [(e["event"], e["player"], e["from"]) for e in sent] == [("sent_to_gy", "A", "deck")]


def test_the_answer_cites_the_rule():
    assert RULE in ask(GHQ, {"last_thing": True}, GHQ_STEPS).rules
