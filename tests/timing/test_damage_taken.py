"""Damage a player does not take (rule ce-damage-not-taken): an activation that inflicts effect
damage to a player kept from taking it inflicts them none, so "that would inflict damage to you"
is not met (edison_kg/timing/rules/damage_taken.py, would_do.py). Real cards: Barrel Behind the
Door answering Ookazi, with Pikeru's Circle of Enchantment resolved or Des Wombat face-up."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _barrel(extra_cards: dict, steps_before: list):
    cards = {"barrel": {"name": "Barrel Behind the Door", "controller": "A", "zone": "spell_trap_zone",
                        "face_up": False},
             "ookazi": {"name": "Ookazi", "controller": "B", "zone": "hand"}, **extra_cards}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
           "steps": [*steps_before, {"activate": "ookazi"}], "ask": {"can_activate": "barrel"}}
    return timing.ask(raw)


PIKERU = {"pikeru": {"name": "Pikeru's Circle of Enchantment", "controller": "A", "zone": "spell_trap_zone",
                     "face_up": False}}
PIKERU_RESOLVED = [{"activate": "pikeru"}, {"resolve": 1}]


def test_damage_kept_off_by_an_effect_resolved_this_turn():
    got = _barrel(PIKERU, PIKERU_RESOLVED)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert any(r.endswith("rule/ce-damage-not-taken") for r in got.rule_iris)


@pytest.mark.parametrize("extra, before", [
    ({}, []),                                                                   # nothing keeps it off
    ({"wombat": {"name": "Des Wombat", "controller": "B", "zone": "monster_zone", "position": "attack"}}, []),
])
def test_damage_still_taken(extra, before):
    # Des Wombat keeps only its own controller (B) from taking effect damage: A still takes Ookazi's
    got = _barrel(extra, before)
    assert got.answer == "yes"
    assert not any(r.endswith("rule/ce-damage-not-taken") for r in got.rule_iris)


def test_a_continuous_effect_of_the_player_keeps_it_off():
    got = _barrel({"wombat": {"name": "Des Wombat", "controller": "A", "zone": "monster_zone",
                              "position": "attack"}}, [])
    assert (got.answer, got.reason) == ("no", "condition-not-met")
