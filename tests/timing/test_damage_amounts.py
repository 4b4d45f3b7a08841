"""Battle damage an activation needs (rule bt-no-battle-damage-to-prevent): an effect that makes
the battle damage its player takes from this battle 0 cannot be activated when damage
calculation would inflict that player none, worked out from the monsters' current ATK/DEF and
positions (edison_kg/timing/rules/damage_amounts.py). Real cards: Kuriboh and Vorse Raider."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze
from edison_kg.timing.rules import damage_amounts


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


def test_an_effect_that_also_does_something_else_is_not_ruled_out():
    # Kuribon in Defense Position attacked by Vorse Raider: no battle damage to make 0, but its
    # same clause also gives the opponent LP and it returns to the hand, so it has something to do
    cards = {"vorse": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "kuribon": {"name": "Kuribon", "controller": "B", "zone": "monster_zone", "position": "defense"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vorse", "player": "A", "target": "kuribon"}]},
                     {"phase": "damage_step"}], "ask": {"can_activate": "kuribon"}}
    got = timing.ask(raw)
    assert not any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


@pytest.mark.parametrize("text, does_more", [
    ("During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; "
     "you take no battle damage from that battle.", False),
    ("During your opponent's turn, at damage calculation: Make the battle damage you take from this battle 0, "
     "and if you do, draw 1 card.", False),
    ("During damage calculation, if this card is attacked by your opponent's monster: You can activate this effect; "
     "you take no battle damage from that battle, your opponent gains LP equal to the attacking monster's ATK, "
     "also you return this card to the hand.", True),
])
def test_what_hangs_on_the_damage_made_0(text, does_more):
    effect = analyze(text)[0]
    doing = next(c for c in effect.clauses if c.action == "no_battle_damage")
    assert damage_amounts.does_more(effect, doing) is does_more


def _kuriboh_against(attacker: str, defender: str):
    cards = {"att": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "mon": _monster(defender, "defense"), "kuriboh": {"name": "Kuriboh", "controller": "B", "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "att", "player": "A", "target": "mon"}]},
                     {"phase": "damage_step"}], "ask": {"can_activate": "kuriboh"}}
    return timing.ask(raw)


@pytest.mark.parametrize("attacker", ["Mad Sword Beast", "Saber Beetle"])
def test_piercing_damage_on_a_defense_position_monster_is_damage_to_make_0(attacker):
    # rule bt-piercing-battle-damage: "If this card attacks a Defense Position monster, inflict piercing battle damage"
    # and the older "inflict the difference as Battle Damage"; Sangan has 600 DEF
    got = _kuriboh_against(attacker, "Sangan")
    assert not any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


def test_piercing_needs_a_lower_def():
    # Mad Sword Beast (1400 ATK) against Giant Soldier of Stone (2000 DEF): nothing pierces through
    got = _kuriboh_against("Mad Sword Beast", "Giant Soldier of Stone")
    assert got.answer == "no"
    assert any(r.endswith("rule/bt-no-battle-damage-to-prevent") for r in got.rule_iris)


def test_an_attacker_without_piercing_inflicts_none_on_a_defense_position_monster():
    got = _kuriboh_against("Vorse Raider", "Sangan")
    assert got.answer == "no"
