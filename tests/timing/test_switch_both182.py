"""Round 182: an effect by which each player gives a monster to the other needs a monster of each player whose control
can switch (rule state-each-player-switches-a-monster, edison_kg/timing/rules/switch_both.py): Creature Swap, and
Blindly Loyal Goblin's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-each-player-switches-a-monster"


@pytest.mark.parametrize("theirs, answer", [(None, "no"), ("Blindly Loyal Goblin", "no"), ("Gemini Elf", "yes")])
def test_creature_swap_needs_a_monster_of_each_player_that_can_switch(theirs, answer):
    cards = {"vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "swap": {"name": "Creature Swap", "controller": "B", "zone": "hand"}}
    if theirs is not None:
        cards["mine"] = {"name": theirs, "controller": "A", "zone": "monster_zone", "position": "attack"}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": cards, "steps": [],
                      "ask": {"can_activate": "swap"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == (answer == "no")
