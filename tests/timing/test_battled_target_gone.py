"""An effect whose condition is a monster destroyed by battle with an opponent's monster and that says "Target the
opponent's monster" must target the monster of that battle (rule state-target-the-battled-monster,
edison_kg/timing/rules/targets.py): when that monster was destroyed in the same battle it has no target. Real cards:
Telepathic Power, Psychic Commander (1400 ATK Psychic), Gene-Warped Warwolf (2000 ATK)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze


def _ask(both_destroyed: bool) -> timing.Answer:
    cards = {"pc": {"name": "Psychic Commander", "controller": "A", "zone": "monster_zone", "position": "attack",
                    "atk": 2000 if both_destroyed else 1400},
             "wolf": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "tp": {"name": "Telepathic Power", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    destroyed = [{"event": "destroyed", "card": "pc", "cause": "battle", "by": "wolf", "from": "field",
                  "to": "graveyard"}]
    if both_destroyed:
        destroyed.append({"event": "destroyed", "card": "wolf", "cause": "battle", "by": "pc", "from": "field",
                          "to": "graveyard"})
    steps = [{"events": [{"event": "attack_declared", "card": "wolf", "target": "pc"}]}, {"phase": "damage_step"},
             {"events": [destroyed]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "tp"}})


def test_the_attacker_destroyed_in_the_same_battle_leaves_no_target():
    got = _ask(both_destroyed=True)
    assert got.answer == "no"
    assert any(r.endswith("rule/state-target-the-battled-monster") for r in got.rule_iris)


def test_the_attacker_still_on_the_field_is_its_target():
    assert _ask(both_destroyed=False).answer == "yes"


@pytest.mark.parametrize("text, flag", [
    ("When a Psychic-Type monster you control is destroyed by battle with an opponent's attacking monster: Target the "
     "opponent's monster; destroy that target.", True),
    ("When a monster you control is destroyed by battle: Target 1 monster your opponent controls; destroy that "
     "target.", False),
])
def test_the_reader_names_the_battled_monster_as_the_target(text, flag):
    assert analyze(text)[0].targets_the_battled_monster is flag
