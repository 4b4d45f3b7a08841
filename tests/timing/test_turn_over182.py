"""Round 182: after the turn player discards for the hand size limit in the End Phase nothing is activated at will
that turn (rule window-hand-size-discard-ends-the-turn, edison_kg/timing/rules/turn_over.py): Super Rejuvenation's
rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/window-hand-size-discard-ends-the-turn"


@pytest.mark.parametrize("discarded, answer", [(True, "no"), (False, "yes")])
def test_super_rejuvenation_after_the_hand_size_discard(discarded, answer):
    steps = [{"events": [{"event": "discarded", "card": "gs", "player": "A", "from": "hand", "to": "graveyard",
                          "cause": "rule"}]}] if discarded else []
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "end", "cards": {
        "sr": {"name": "Super Rejuvenation", "controller": "A", "zone": "hand"},
        "gs": {"name": "Giant Soldier of Stone", "controller": "A", "zone": "hand"}},
        "steps": steps, "ask": {"can_activate": "sr"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == discarded


def test_a_discard_in_another_phase_ends_nothing():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "sr": {"name": "Super Rejuvenation", "controller": "A", "zone": "hand"},
        "gs": {"name": "Giant Soldier of Stone", "controller": "A", "zone": "hand"}},
        "steps": [{"events": [{"event": "discarded", "card": "gs", "player": "A", "from": "hand", "to": "graveyard",
                               "cause": "rule"}]}, {"phase": "main2"}, {"phase": "end"}],
        "ask": {"can_activate": "sr"}}).to_dict()
    assert RULE not in got["rules"]
