"""Round 182: a Trap Monster flipped face-down goes back to the Spell & Trap Zone, Set this turn (rule
state-trap-monster-set-again-when-turned-face-down, edison_kg/timing/trap_monster_set.py): Embodiment of Apophis's
rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-trap-monster-set-again-when-turned-face-down"


@pytest.mark.parametrize("next_turn, answer", [(False, "no"), (True, "yes")])
def test_apophis_flipped_face_down_waits_a_turn(next_turn, answer):
    steps = [{"activate": "apo"}, {"resolve": 1}, {"activate": "bom", "targets": ["apo"]}, {"resolve": 1}]
    if next_turn:
        steps += [{"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"}]
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "apo": {"name": "Embodiment of Apophis", "controller": "A", "zone": "spell_trap_zone"},
        "bom": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone"}},
        "steps": steps, "ask": {"can_activate": "apo"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert RULE in got["rules"]
    if answer == "no":
        assert "https://w3id.org/edison-kg/id/rule/card-trap-set-first" in got["rules"]
