"""Damage an effect inflicts as much as a battle's damage (round 121, rule
cond-battle-damage-amount-is-effect-damage): "the Battle Damage you took from this battle is also inflicted to your
opponent" (Chthonian Soldier) is damage its effect inflicts as it resolves, effect damage (its Edison ruling), so its
activation is one "that would inflict damage to you" that Barrel Behind the Door (a Counter Trap, so also in the Damage
Step) answers. The card reader reads the clause (cardtext/tables/actions.toml, cardtext/life_points.py); the engine
reads only its facts (timing/rules/would_do.py)."""

from __future__ import annotations

import pytest

from edison_kg import timing

BATTLE_AMOUNT = "rule/cond-battle-damage-amount-is-effect-damage"


def _destroyed_in_battle(monster: str, barrel_side: str, amount: int = 900):
    """A's Jain, Lightsworn Paladin (ATK 1800) destroys B's ``monster`` in battle, B takes ``amount`` battle damage,
    and B activates the effect of ``monster``; asked: can ``barrel_side``'s Barrel Behind the Door be chained."""
    cards = {"jain": {"name": "Jain, Lightsworn Paladin", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "barrel": {"name": "Barrel Behind the Door", "controller": barrel_side, "zone": "spell_trap_zone",
                        "face_up": False},
             "mon": {"name": monster, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "jain", "target": "mon"}]},
             {"phase": "damage_step"},
             {"events": [[{"event": "damage_inflicted", "player": "B", "amount": amount, "cause": "battle", "by": "jain"},
                          {"event": "destroyed", "card": "mon", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle", "by": "jain"}]]},
             {"activate": "mon"}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps, "ask": {"can_activate": "barrel"}}
    return timing.ask(raw)


def test_barrel_answers_the_battle_damage_inflicted_again_as_effect_damage():
    got = _destroyed_in_battle("Chthonian Soldier", "A")
    assert got.answer == "yes"
    assert any(r.endswith(BATTLE_AMOUNT) for r in got.rule_iris)


def test_the_damage_is_not_inflicted_to_its_own_controller():
    # Chthonian Soldier's controller (B) takes none of it: B's Barrel has no damage to turn back
    got = _destroyed_in_battle("Chthonian Soldier", "B")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert not any(r.endswith(BATTLE_AMOUNT) for r in got.rule_iris)


@pytest.mark.parametrize("monster", ["Giant Germ", "Atomic Firefly"])
def test_other_damage_step_triggers_that_inflict_damage(monster):
    # Barrel's rulings: it can be activated against Giant Germ and Atomic Firefly, in the Damage Step; their damage
    # is a number, so the rule on the battle's amount is not what decides it
    got = _destroyed_in_battle(monster, "A", amount=1800 if monster == "Giant Germ" else 800)
    assert got.answer == "yes"
    assert not any(r.endswith(BATTLE_AMOUNT) for r in got.rule_iris)


def test_a_life_point_cost_is_no_damage():
    # Barrel's rulings: it cannot be activated against a cost; the opponent's Premature Burial pays 800 LP as its cost
    cards = {"barrel": {"name": "Barrel Behind the Door", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "burial": {"name": "Premature Burial", "controller": "B", "zone": "hand"},
             "gy": {"name": "Giant Germ", "controller": "B", "zone": "graveyard"}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
           "steps": [{"activate": "burial", "targets": ["gy"]}], "ask": {"can_activate": "barrel"}}
    got = timing.ask(raw)
    assert got.answer == "no"
