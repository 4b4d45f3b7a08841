"""Round 179: a Deck holds at most 3 copies of a card, so 3 copies shown elsewhere leave none in the Deck for an effect
that takes the card from there by its one name (rule state-three-copies-of-a-card, edison_kg/timing/rules/piles.py).
Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-three-copies-of-a-card"


def _king_of_the_swamp(zones: list[str], owner: str = "A") -> dict:
    # King of the Swamp: "discard this card; add 1 "Polymerization" from your Deck to your hand"
    cards = {"king": {"name": "King of the Swamp", "controller": "A", "zone": "hand"}}
    for number, zone in enumerate(zones):
        cards[f"poly{number}"] = {"name": "Polymerization", "controller": owner, "zone": zone}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "king"}}).to_dict()


@pytest.mark.parametrize("zones", [["graveyard", "graveyard", "graveyard"], ["hand", "graveyard", "banished"]])
def test_three_copies_elsewhere_leave_none_in_the_deck(zones):
    answer = _king_of_the_swamp(zones)
    assert answer["answer"] == "no"
    assert RULE in answer["rules"]
    assert any("3 copies" in fact for fact in answer["assumed"])


def test_two_copies_elsewhere_leave_the_deck_open():
    answer = _king_of_the_swamp(["graveyard", "banished"])
    assert answer["answer"] == "yes"
    assert RULE not in answer["rules"]


def test_the_opponent_s_copies_are_not_the_player_s():
    answer = _king_of_the_swamp(["graveyard", "graveyard", "graveyard"], owner="B")
    assert answer["answer"] == "yes"
