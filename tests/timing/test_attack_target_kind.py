"""The kind of its attack target an attack-declaration trigger names ("If this card attacks a
face-up Level 3 or lower monster"), read as the target shows at declaration: a face-down monster
shows no Level, Type or Attribute, so the condition is not met (rule
bt-attack-target-kind-read-at-declaration). Real cards: Nanobreaker, Mystical Elf (Level 4),
Kuriboh (Level 1)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _attack(target: str, position: str) -> list:
    cards = {"nano": {"name": "Nanobreaker", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "mon": {"name": target, "controller": "B", "zone": "monster_zone", "position": position}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "nano", "player": "A", "target": "mon"}]}],
           "ask": {"triggers": True}}
    return [link["card"] for link in timing.ask(raw).to_dict().get("chain", [])]


def test_a_face_up_monster_of_the_kind_meets_it():
    assert _attack("Kuriboh", "attack") == ["nano"]


@pytest.mark.parametrize("target, position", [
    ("Kuriboh", "face_down"),        # Level 1, but face-down: its Level is not shown
    ("Mystical Elf", "attack"),      # face-up, but Level 4
])
def test_a_face_down_monster_or_another_kind_does_not(target, position):
    assert _attack(target, position) == []


def test_an_attack_declared_involving_this_monster_counts_it_as_the_target_too():
    # "If an attack is declared involving this monster" (Light End Dragon): it attacks or is attacked
    cards = {"led": {"name": "Light End Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "vr": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vr", "player": "A", "target": "led"}]}],
           "ask": {"triggers": True}}
    assert [link["card"] for link in timing.ask(raw).to_dict().get("chain", [])] == ["led"]
