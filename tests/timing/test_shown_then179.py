"""Round 179: a part done to what the effect first shows from the hand ("Reveal 1 Level 5 or higher "Ancient Gear"
monster from your hand, then banish ...") needs a card of that kind there, as an effect that only shows one does
(rule state-cards-taken-from-a-pile, edison_kg/timing/rules/piles.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _factory(in_hand: str) -> dict:
    cards = {"factory": {"name": "Ancient Gear Factory", "controller": "A", "zone": "hand"},
             "shown": {"name": in_hand, "controller": "A", "zone": "hand"},
             "gy1": {"name": "Ancient Gear Soldier", "controller": "A", "zone": "graveyard"},
             "gy2": {"name": "Ancient Gear Knight", "controller": "A", "zone": "graveyard"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "factory"}}).to_dict()


@pytest.mark.parametrize("in_hand, expected", [("Ancient Gear Soldier", "no"), ("Ancient Gear Golem", "yes")])
def test_the_part_after_the_reveal_needs_a_card_to_reveal(in_hand, expected):
    answer = _factory(in_hand)
    assert answer["answer"] == expected
    if expected == "no":
        assert "https://w3id.org/edison-kg/id/rule/state-cards-taken-from-a-pile" in answer["rules"]
