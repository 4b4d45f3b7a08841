"""A Summon to the opponent's side (rule cond-summoned-to-the-side-it-goes-to): Ojama Trio's Tokens, Special
Summoned "to your opponent's field", are on that player's side, so that player's Hunting Instinct ("When a
monster(s) is Special Summoned to your opponent's field") is not met by them, and the Trio's player's own is."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _hunting_instinct(owner: str) -> timing.Answer:
    cards = {"trio": {"name": "Ojama Trio", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "instinct": {"name": "Hunting Instinct", "controller": owner, "zone": "spell_trap_zone", "face_up": False},
             "dino": {"name": "Sabersaurus", "controller": owner, "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
           "steps": [{"activate": "trio"}, {"resolve": 1}], "ask": {"can_activate": "instinct"}}
    return timing.ask(raw)


@pytest.mark.parametrize("owner, answer", [("A", "yes"), ("B", "no")])
def test_tokens_are_summoned_to_the_side_they_go_to(owner, answer):
    found = _hunting_instinct(owner)
    assert found.answer == answer
    assert any(r.endswith("cond-summoned-to-the-side-it-goes-to") for r in found.rules)
