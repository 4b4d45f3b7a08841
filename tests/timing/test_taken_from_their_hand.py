"""An effect that looks at the opponent's hand and then takes a card from it needs a card there (rule
state-taken-from-their-hand-needs-a-card, edison_kg/timing/rules/piles.py). Real cards: Spiritual Water Art - Aoi
(Tribute 1 WATER monster; look at your opponent's hand, then send 1 card from their hand to the GY), Mother Grizzly
(a WATER monster to Tribute), Sangan and Pot of Greed (cards in the opponent's hand)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(*their_hand: str) -> timing.Answer:
    cards = {"aoi": {"name": "Spiritual Water Art - Aoi", "controller": "A", "zone": "spell_trap_zone",
                     "face_up": False},
             "bear": {"name": "Mother Grizzly", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    cards.update({f"h{i}": {"name": name, "controller": "B", "zone": "hand"} for i, name in enumerate(their_hand)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "ask": {"can_activate": "aoi"}})


def test_an_empty_hand_leaves_it_nothing_to_do():
    got = _ask()
    assert got.answer == "no"
    assert any(r.endswith("rule/state-taken-from-their-hand-needs-a-card") for r in got.rule_iris)


@pytest.mark.parametrize("hand", [("Sangan",), ("Pot of Greed",)])
def test_any_card_in_their_hand_will_do(hand):
    assert _ask(*hand).answer == "yes"
