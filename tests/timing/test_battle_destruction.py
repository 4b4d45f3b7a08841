"""Destruction by battle an activation needs (rule bt-no-destruction-to-prevent): "monsters you
control cannot be destroyed by this battle" cannot be activated when damage calculation would
destroy no monster, worked out from the monsters' current ATK/DEF and positions
(edison_kg/timing/rules/battle_destruction.py). Real cards: Shield Warrior, Vorse Raider (1900
ATK), Giant Soldier of Stone (2000 DEF), Sangan (600 DEF), Cyber Dragon (2100 ATK)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze


def _shield_warrior(attacked: str | None, position: str | None = "defense", **stats) -> timing.Answer:
    cards = {"vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack", **stats},
             "sw": {"name": "Shield Warrior", "controller": "A", "zone": "graveyard"}}
    attack = {"event": "attack_declared", "card": "vorse", "player": "B"}
    if attacked is not None:
        cards["mon"] = {"name": attacked, "controller": "A", "zone": "monster_zone",
                        **({"position": position} if position else {})}
        attack["target"] = "mon"
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
           "steps": [{"events": [attack]}, {"phase": "damage_step"}], "ask": {"can_activate": "sw"}}
    return timing.ask(raw)


def _ruled_out(got) -> bool:
    return any(r.endswith("rule/bt-no-destruction-to-prevent") for r in got.rule_iris)


def test_a_monster_that_survives_anyway_leaves_nothing_to_prevent():
    got = _shield_warrior("Giant Soldier of Stone")          # 2000 DEF against 1900 ATK
    assert (got.answer, got.reason) == ("no", "other") and _ruled_out(got)


@pytest.mark.parametrize("attacked, position, stats", [
    ("Sangan", "defense", {}),                               # 600 DEF: destroyed
    ("Vorse Raider", "attack", {}),                          # equal ATK: both destroyed
    ("Giant Soldier of Stone", "defense", {"atk": 2500}),   # the scenario's ATK: destroyed
    ("Sangan", None, {}),                                    # its position is not known
])
def test_a_monster_the_battle_destroys_lets_it_through(attacked, position, stats):
    assert not _ruled_out(_shield_warrior(attacked, position, **stats))


def test_only_the_opponents_monster_destroyed_leaves_nothing_to_prevent():
    # "monsters you control": the attacker of the opponent destroyed is not its player's monster
    got = _shield_warrior("Cyber Dragon", "attack")
    assert got.answer == "no" and _ruled_out(got) and "player A controls" in got.explanation


def test_the_reader_reads_whose_monsters_are_kept():
    effect = analyze("During damage calculation: You can discard this card; monsters you control cannot be destroyed "
                     "by this battle.")[0]
    assert effect.clauses[0].whose == "you"


def test_a_direct_attack_destroys_nothing():
    assert _ruled_out(_shield_warrior(None))


@pytest.mark.parametrize("text, action", [
    ("monsters you control cannot be destroyed by this battle", "not_destroyed_by_this_battle"),
    ("Monsters cannot be destroyed by that battle", "not_destroyed_by_this_battle"),
    ("halve the ATK of that monster you control until the end of this turn, but that monster cannot be destroyed "
     "by this battle", "change_stats"),
])
def test_the_reader_types_the_wording(text, action):
    effect = analyze(f"During damage calculation: You can discard this card; {text}.")[0]
    assert effect.clauses[0].action == action
