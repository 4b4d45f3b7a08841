"""Round 183: "Set 1 Spell Card directly from your Deck. This turn, that Spell Card cannot be activated" locks the one
card it Set, while it stays Set (granted to "effect-set": edison_kg/cardtext/continuous.py,
edison_kg/timing/restrictions.py): Ancient Gear Drill's rulings (returned to the hand by Giant Trunade, it can be
activated)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _drill(then: list, asked: str) -> dict:
    steps = [{"activate": "drill", "cost": [{"event": "discarded", "card": "fodder", "from": "hand", "to": "graveyard",
                                              "cause": "cost"}]},
             {"resolve": 1, "events": [{"event": "set", "card": "smash", "from": "deck", "to": "spell_trap_zone"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "soldier": {"name": "Ancient Gear Soldier", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "drill": {"name": "Ancient Gear Drill", "controller": "A", "zone": "hand"},
        "fodder": {"name": "Sangan", "controller": "A", "zone": "hand"},
        "trunade": {"name": "Giant Trunade", "controller": "A", "zone": "hand"},
        "smash": {"name": "Smashing Ground", "controller": "A", "zone": "deck"},
        "other": {"name": "Smashing Ground", "controller": "A", "zone": "hand"},
        "cyber": {"name": "Cyber Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": steps + then, "ask": {"can_activate": asked}}).to_dict()


RETURNED = [{"activate": "trunade"},
            {"resolve": 1, "events": [{"event": "returned_to_hand", "card": "smash", "from": "spell_trap_zone", "to": "hand"}]}]


@pytest.mark.parametrize("then, asked, answer", [([], "smash", "no"), ([], "other", "yes"), (RETURNED, "smash", "yes")])
def test_ancient_gear_drill_locks_only_the_card_it_set_while_set(then, asked, answer):
    got = _drill(then, asked)
    assert got["answer"] == answer, got["explanation"]
