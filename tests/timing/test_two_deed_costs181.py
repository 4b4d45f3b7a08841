"""Round 181: a cost of two deeds joined by "and" needs both (the card reader keeps them apart: cardtext/cost.py; rule
cost-every-deed-joined-by-and, edison_kg/timing/rules/costs.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing


COST_RULE = "https://w3id.org/edison-kg/id/rule/cost-every-deed-joined-by-and"


@pytest.mark.parametrize("other, expected", [("Iron Core of Koa'ki Meiru", "no"), ("Koa'ki Meiru Guardian", "yes")])
def test_both_deeds_of_a_cost_joined_by_and_are_needed(other, expected):
    # Core Compression: "Reveal 1 "Iron Core of Koa'ki Meiru" in your hand and discard 1 "Koa'ki Meiru" monster to
    # activate this card": with the Iron Core alone (a Spell Card) there is no "Koa'ki Meiru" monster to discard
    cards = {"cc": {"name": "Core Compression", "controller": "A", "zone": "hand"},
             "core": {"name": "Iron Core of Koa'ki Meiru", "controller": "A", "zone": "hand"},
             "other": {"name": other, "controller": "A", "zone": "hand"}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [],
                         "ask": {"can_activate": "cc"}}).to_dict()
    assert answer["answer"] == expected
    assert (COST_RULE in answer["rules"]) == (expected == "no")
