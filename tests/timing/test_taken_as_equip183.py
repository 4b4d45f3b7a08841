"""Round 183: two readings of what an effect's cards may be. An effect that equips an opponent's monster it targets to
its own card takes control of it, so it cannot target a monster whose control cannot switch (rule
ce-control-cannot-switch, edison_kg/timing/rules/targets.py: Blindly Loyal Goblin's rulings); and "all Defense Position
monsters" counts a Set monster, which is in Defense Position (rule state-kind-in-a-battle-position,
edison_kg/timing/rules/possible.py: Dark Mirror Force's rulings)."""

from __future__ import annotations

import pytest

from edison_kg import timing

LOCKED = "https://w3id.org/edison-kg/id/rule/ce-control-cannot-switch"


@pytest.mark.parametrize("theirs, answer", [("Blindly Loyal Goblin", "no"), ("Vorse Raider", "yes")])
def test_relinquished_cannot_equip_a_monster_whose_control_cannot_switch(theirs, answer):
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "rel": {"name": "Relinquished", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "theirs": {"name": theirs, "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [], "ask": {"can_activate": "rel"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (LOCKED in got["rules"]) == (answer == "no")


@pytest.mark.parametrize("position, answer", [("face_down", "yes"), ("attack", "no")])
def test_dark_mirror_force_counts_a_set_monster_in_defense_position(position, answer):
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": {
        "dmf": {"name": "Dark Mirror Force", "controller": "A", "zone": "spell_trap_zone"},
        "arch": {"name": "Archfiend Soldier", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "sangan": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": position}},
        "steps": [{"events": [{"event": "attack_declared", "card": "arch"}]}],
        "ask": {"can_activate": "dmf"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
