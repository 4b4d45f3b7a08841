"""An end-of-Damage-Step effect that acts only on the monster its card battled (rule
bt-attacker-gone-before-end-of-damage-step, edison_kg/timing/rules/battle.py): when the battle
destroyed that monster it is sent to the Graveyard first, so the effect is not activated; the
reader types "that monster", "the monster this card attacked", "an opponent's monster that
battles this card" as acting on the battled monster. Real cards: Ryu Kokki, Elemental HERO Neo
Bubbleman, Command Knight (1200 ATK Warrior), Big Shield Gardna (2600 DEF Warrior)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze


def _battle(attacker: str, attacked: str, position: str, destroyed: bool) -> timing.Answer:
    cards = {"me": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": attacked, "controller": "B", "zone": "monster_zone", "position": position}}
    calc = [{"event": "damage_inflicted", "player": "B", "amount": 1200, "cause": "battle", "by": "me"}] \
        if position == "attack" else []
    if destroyed:
        calc.append({"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                     "cause": "battle", "by": "me"})
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}]
    if calc:
        steps.append({"events": [calc]})
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"triggers": True}}
    return timing.ask(raw)


@pytest.mark.parametrize("attacker", ["Ryu Kokki", "Elemental HERO Neo Bubbleman"])
def test_a_monster_destroyed_by_the_battle_leaves_nothing_to_destroy(attacker):
    got = _battle(attacker, "Command Knight", "attack", destroyed=True)
    assert got.to_dict()["chain"] == []
    assert any(r.endswith("rule/bt-attacker-gone-before-end-of-damage-step") for r in got.rule_iris)


def test_a_monster_that_survived_the_battle_is_destroyed():
    got = _battle("Ryu Kokki", "Big Shield Gardna", "defense", destroyed=False)
    assert "me" in [link["card"] for link in got.to_dict()["chain"]]


@pytest.mark.parametrize("text, subject", [
    ("At the end of the Damage Step, if this card battled a Warrior-Type monster: Destroy that monster.", "battled"),
    ("At the end of the Damage Step, if this card attacked: Destroy the monster this card attacked.", "battled"),
    ("Destroy an opponent's monster that battles this card at the end of the Damage Step.", "battled"),
    ("If this card battles without a counter, destroy it at the end of the Damage Step.", "it"),
])
def test_the_reader_names_the_battled_monster(text, subject):
    assert analyze(text)[0].clauses[0].subject == subject


def test_an_amount_read_from_the_battled_monster_does_not_act_on_it():
    # the damage still has something to do once the battled monster is gone: only the destruction does not
    effect = analyze("At the end of the Damage Step, if this card battled an opponent's monster: Inflict damage to "
                     "your opponent equal to that monster's ATK, also destroy that monster.")[0]
    assert [c.subject for c in effect.clauses] == ["it", "battled"]


def test_a_passive_return_at_the_end_of_the_damage_step_is_a_trigger():
    # "..., returns to its owner's hand at the end of the Damage Step" (rule bt-passive-deed-at-damage-step-end)
    effect = analyze("While you control this face-up card, any opponent's monster that battles this card, but is "
                     "not destroyed by the battle, returns to its owner's hand at the end of the Damage Step.")[0]
    assert effect.kind == "trigger" and not effect.optional
    assert effect.condition.end_of_damage_step
    assert [(c.action, c.subject) for c in effect.clauses] == [("return_to_hand", "battled")]


def test_a_position_change_left_for_the_end_of_the_damage_step_stays_applied():
    effect = analyze("If this card attacks, it is changed to Defense Position at the end of the Damage Step.")[0]
    assert effect.kind == "continuous"
