"""Round 179: a cost taken from the Graveyard and a target in that Graveyard are different cards (rule
cost-and-target-different-cards, edison_kg/timing/rules/cost_and_target.py; The Dark Creator's ruling). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cost-and-target-different-cards"


@pytest.mark.parametrize("graveyard, expected", [(["Destiny HERO - Malicious", "Gemini Elf"], "no"),
                                                 (["Destiny HERO - Malicious", "Dark Magician"], "yes")])
def test_one_dark_monster_cannot_be_both_the_cost_and_the_target(graveyard, expected):
    # The Dark Creator: "banish 1 DARK monster from your Graveyard to target 1 DARK monster in your Graveyard"
    cards = {"creator": {"name": "The Dark Creator", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    cards.update({f"gy{i}": {"name": name, "controller": "A", "zone": "graveyard"} for i, name in enumerate(graveyard)})
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                         "ask": {"can_activate": "creator"}}).to_dict()
    assert answer["answer"] == expected
    assert (RULE in answer["rules"]) == (expected == "no")
