"""Battle damage an activation needs (rule bt-no-battle-damage-to-prevent): an effect that makes
the battle damage its player takes from this battle 0 cannot be activated when damage
calculation would inflict that player none, worked out from the monsters' current ATK/DEF and
positions (edison_kg/timing/rules/damage_amounts.py). Real cards: Kuriboh and Vorse Raider."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _kuriboh(target_card: dict | None, **stats):
    cards = {"vorse": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack",
                       **stats},
             "kuriboh": {"name": "Kuriboh", "controller": "B", "zone": "hand"}}
    attack = {"event": "attack_declared", "card": "vorse", "player": "A"}
    if target_card is not None:
        cards["mon"] = target_card
        attack["target"] = "mon"
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [attack]}, {"phase": "damage_step"}], "ask": {"can_activate": "kuriboh"}}
    return timing.ask(raw)


def _monster(name, position):
    return {"name": name, "controller": "B", "zone": "monster_zone", "position": position}


def test_no_battle_damage_to_make_0_rules_the_activation_out():
    # Vorse Raider (1900 ATK) attacks Cyber Dragon (2100 ATK): Kuriboh's player takes none
    got = _kuriboh(_monster("Cyber Dragon", "attack"))
    assert (got.answer, got.reason) == ("no", "other")
    assert any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


@pytest.mark.parametrize("target, stats", [
    (None, {}),                                            # a direct attack: 1900 damage
    (("Cyber Dragon", "attack"), {"atk": 2500}),           # the scenario's ATK: 400 damage
])
def test_battle_damage_to_take_lets_it_through(target, stats):
    got = _kuriboh(_monster(*target) if target else None, **stats)
    assert not any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


def test_a_monster_in_defense_position_takes_no_damage_to_its_player():
    # Vorse Raider (1900) attacks Sangan in Defense Position (600 DEF): no damage to Sangan's player
    got = _kuriboh(_monster("Sangan", "defense"))
    assert got.answer == "no"
    assert any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


def test_an_unknown_position_rules_nothing_out():
    got = _kuriboh({"name": "Sangan", "controller": "B", "zone": "monster_zone"})
    assert not any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)
