"""Round 183: a must-do effect whose only deed is to put a card in its player's Spell & Trap Zone is not activated
while those zones are full (rule zone-must-do-placement-with-no-zone-not-activated,
edison_kg/timing/rules/spell_trap_zones.py): Destiny Board's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/zone-must-do-placement-with-no-zone-not-activated"


def _destiny_board(full: bool, question: dict) -> dict:
    cards = {"board": {"name": "Destiny Board", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
             "i": {"name": "Spirit Message \"I\"", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
             "n": {"name": "Spirit Message \"N\"", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
             "a": {"name": "Spirit Message \"A\"", "controller": "B", "zone": "hand"}}
    if full:
        cards["mirror"] = {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone"}
        cards["armor"] = {"name": "Sakuretsu Armor", "controller": "B", "zone": "spell_trap_zone"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "end", "cards": cards, "steps": [],
                       "ask": question}).to_dict()


@pytest.mark.parametrize("full, answer", [(True, "no"), (False, "yes")])
def test_destiny_board_places_no_spirit_message_with_its_zones_full(full, answer):
    got = _destiny_board(full, {"can_activate": "board", "effect_text": "Place 1"})
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == full


@pytest.mark.parametrize("full, links", [(True, 0), (False, 1)])
def test_destiny_board_goes_on_no_chain_with_its_zones_full(full, links):
    got = _destiny_board(full, {"triggers": True})
    assert [link["card"] for link in got["chain"]] == ["board"] * links
    # set off, but kept off the chain: the answer says why, not that nothing was set off
    assert got["explanation"].startswith("Set off, but not activated: Destiny Board:") == full, got["explanation"]
