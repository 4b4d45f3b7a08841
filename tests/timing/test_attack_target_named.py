"""The monster a condition names by its being chosen as an attack target (rule
bt-attack-target-named-by-the-condition): "when a Plant-Type monster you control is targeted
for an attack" reads whose monster and what kind on the attack target, not on the attacker.
Real cards: Wall of Thorns, Botanical Girl (Plant), Mystical Elf (Spellcaster), Vorse Raider."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _attack(attacked: str, attacked_by: str) -> timing.Answer:
    attacker_player = "B" if attacked_by == "B" else "A"
    other = "A" if attacker_player == "B" else "B"
    cards = {"vorse": {"name": "Vorse Raider", "controller": attacker_player, "zone": "monster_zone",
                       "position": "attack"},
             "mon": {"name": attacked, "controller": other, "zone": "monster_zone", "position": "attack"},
             "wall": {"name": "Wall of Thorns", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    raw = {"game": "yugioh-edison", "turn_player": attacker_player, "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vorse", "player": attacker_player,
                                  "target": "mon"}]}],
           "ask": {"can_activate": "wall"}}
    return timing.ask(raw)


def test_your_plant_monster_attacked_by_the_opponent_meets_it():
    assert _attack("Botanical Girl", attacked_by="B").answer == "yes"


@pytest.mark.parametrize("attacked, attacked_by", [
    ("Mystical Elf", "B"),      # your monster, but not a Plant
    ("Botanical Girl", "A"),    # a Plant, but your opponent's: you attacked it
])
def test_another_kind_or_the_opponents_monster_does_not(attacked, attacked_by):
    got = _attack(attacked, attacked_by)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
