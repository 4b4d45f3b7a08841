"""Round 182: what a card did before it left the field and came back does not count for a phase condition that looks
back at its own deed (rule cond-earlier-deed-of-the-card-before-it-moved, edison_kg/timing/rules/looked_back.py):
Mystic Swordsman LV4's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-earlier-deed-of-the-card-before-it-moved"


@pytest.mark.parametrize("revived, answer", [(True, "no"), (False, "yes")])
def test_mystic_swordsman_lv4_level_up_after_coming_back(revived, answer):
    # LV4 destroys Vorse Raider by battle; revived: it was destroyed too and came back by Monster Reborn
    destroyed = [{"event": "destroyed", "card": "vr", "from": "monster_zone", "to": "graveyard", "cause": "battle",
                  "by": "lv4"}]
    if revived:
        destroyed.append({"event": "destroyed", "card": "lv4", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "vr"})
    steps = [{"events": [{"event": "attack_declared", "card": "lv4", "target": "vr"}]}, {"phase": "damage_step"},
             {"events": [destroyed]}, {"phase": "main2"}]
    if revived:
        steps += [{"activate": "mr", "targets": ["lv4"]}, {"resolve": 1}]
    steps.append({"phase": "end"})
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": {
        "lv4": {"name": "Mystic Swordsman LV4", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "mr": {"name": "Monster Reborn", "controller": "A", "zone": "hand"}},
        "steps": steps, "ask": {"can_activate": "lv4", "effect_text": "if this card destroyed a monster"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == revived
