"""Round 183: a player whose Life Points are reduced to 0 loses the Duel at once, and nothing is activated after that
(rule state-duel-ends-at-zero-life-points, edison_kg/timing/rules/duel_over.py): Volcanic Counter's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-duel-ends-at-zero-life-points"


def _volcanic_counter(life_points: int, question: dict) -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "life_points": {"A": life_points},
                       "cards": {"counter": {"name": "Volcanic Counter", "controller": "A", "zone": "graveyard"},
                                 "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone",
                                           "position": "attack"}},
                       "steps": [{"events": [{"event": "attack_declared", "card": "vorse"}]}, {"phase": "damage_step"},
                                 {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1900,
                                              "cause": "battle", "by": "vorse"}]}],
                       "ask": question}).to_dict()


@pytest.mark.parametrize("life_points, links", [(1000, 0), (4000, 1)])
def test_volcanic_counter_after_battle_damage(life_points, links):
    got = _volcanic_counter(life_points, {"triggers": True})
    assert [link["card"] for link in got["chain"]] == ["counter"] * links, got["explanation"]
    assert (RULE in got["rules"]) == (links == 0)


def test_the_last_thing_is_still_the_damage():
    got = _volcanic_counter(1000, {"last_thing": True})
    assert [e["event"] for e in got["last_thing"]] == ["damage_inflicted"]
