"""A protection the monster already has (rule bt-protection-already-held, under bt-no-destruction-to-prevent):
"monsters you control cannot be destroyed by this battle" (Shield Warrior) could do nothing when the monster the
battle would destroy already "cannot be destroyed by battle" (Marshmallon, Spirit Reaper: the card reader's
cannot-be-destroyed-by-battle restriction), so it cannot be activated (Shield Warrior's Edison ruling)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _shield_warrior(attacked: str, position: str = "defense") -> timing.Answer:
    cards = {"vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "mon": {"name": attacked, "controller": "A", "zone": "monster_zone", "position": position},
             "sw": {"name": "Shield Warrior", "controller": "A", "zone": "graveyard"}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vorse", "player": "B", "target": "mon"}]},
                     {"phase": "damage_step"}], "ask": {"can_activate": "sw"}}
    return timing.ask(raw)


def _already(got) -> bool:
    return any(r.endswith("rule/bt-protection-already-held") for r in got.rule_iris)


@pytest.mark.parametrize("attacked, position", [("Marshmallon", "attack"), ("Spirit Reaper", "defense")])
def test_a_monster_that_cannot_be_destroyed_by_battle_leaves_nothing_to_prevent(attacked, position):
    got = _shield_warrior(attacked, position)
    assert (got.answer, got.reason) == ("no", "other") and _already(got)
    assert "cannot be destroyed by battle already" in got.explanation


def test_a_monster_without_the_protection_lets_it_through():
    got = _shield_warrior("Sangan")                 # 600 DEF against 1900 ATK: destroyed
    assert got.answer == "yes" and not _already(got)


def test_the_opponents_attacker_the_battle_destroys_is_no_reason():
    # Cyber Dragon (2100 ATK) attacking Marshmallon: the round's blind question
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle",
           "cards": {"cyber": {"name": "Cyber Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
                     "marsh": {"name": "Marshmallon", "controller": "B", "zone": "monster_zone", "position": "attack"},
                     "shield": {"name": "Shield Warrior", "controller": "B", "zone": "graveyard"}},
           "steps": [{"events": [{"event": "attack_declared", "card": "cyber", "target": "marsh"}]},
                     {"phase": "damage_step"}], "ask": {"can_activate": "shield"}}
    got = timing.ask(raw)
    assert got.answer == "no" and _already(got)
