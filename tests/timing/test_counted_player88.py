"""Who gains or takes an amount counted "for each" card (round 88): the place counted ("for each card in your
opponent's hand") says whose cards are counted, never who gains (rule res-count-names-whose-cards-not-who, refining
res-amount-counted-as-it-resolves). Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

RULE = "res-count-names-whose-cards-not-who"


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def test_the_reader_counts_the_opponents_hand_and_keeps_the_player():
    hummingbird = read("Neo-Spacian Air Hummingbird")[0].clauses[0]
    assert (hummingbird.player, hummingbird.scales_with, hummingbird.lp_per_card) == (None, "opponent hand", 500)
    restructer = read("Restructer Revolution")[0].clauses[0]
    assert (restructer.player, restructer.scales_with, restructer.lp_per_card) == ("opponent", "opponent hand", 200)


def _opponents_hand(n: int) -> dict:
    names = ["Mirror Force", "Sangan", "Book of Moon"][:n]
    return {f"h{i}": card(name, "B", zone="hand") for i, name in enumerate(names)}


def test_air_hummingbird_gains_for_each_card_in_the_opponents_hand():
    cards = {"hb": card("Neo-Spacian Air Hummingbird", "A", position="attack"), **_opponents_hand(3)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "hb"}, {"resolve": 1}])
    assert _last(answer) == [("lp_gained", "A", 1500)]
    assert _cites(answer, RULE) and _cites(answer, "res-amount-counted-as-it-resolves")


def test_air_hummingbird_counts_two_cards():
    cards = {"hb": card("Neo-Spacian Air Hummingbird", "A", position="attack"), **_opponents_hand(2)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "hb"}, {"resolve": 1}])
    assert _last(answer) == [("lp_gained", "A", 1000)]


def test_restructer_revolution_names_the_opponent_who_takes_it():
    # the other card of the count: the sentence itself names the opponent, who takes the damage (the rule not needed)
    cards = {"rr": card("Restructer Revolution", "A", zone="hand"), **_opponents_hand(2)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "rr"}, {"resolve": 1}])
    assert _last(answer) == [("damage_inflicted", "B", 400)]
    assert not _cites(answer, RULE) and _cites(answer, "res-amount-counted-as-it-resolves")
