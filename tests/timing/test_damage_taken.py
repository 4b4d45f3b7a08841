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


def _gain_with_reficule(nurse_controller: str | None, spell: str, spell_controller: str):
    """Fire Princess (B's) after an effect that would make B gain LP, with Darklord Nurse Reficule
    ("Any effect that would make your opponent gain LP inflicts the same amount of damage to them,
    instead") face-up for ``nurse_controller`` (rule ce-lp-gain-becomes-damage)."""
    cards = {"princess": {"name": "Fire Princess", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "spell": {"name": spell, "controller": spell_controller, "zone": "hand"}}
    if nurse_controller is not None:
        cards["nurse"] = {"name": "Darklord Nurse Reficule", "controller": nurse_controller,
                          "zone": "monster_zone", "position": "attack"}
    raw = {"game": "yugioh-edison", "turn_player": spell_controller, "phase": "main1", "cards": cards,
           "steps": [{"activate": "spell"}, {"resolve": 1}], "ask": {"triggers": True}}
    return timing.ask(raw)


def test_the_opponents_gain_becomes_damage_so_nothing_answers_the_gain():
    got = _gain_with_reficule("A", "Upstart Goblin", "A")      # "your opponent gains 1000 Life Points"
    assert got.to_dict()["chain"] == []
    assert any(r.endswith("rule/ce-lp-gain-becomes-damage") for r in got.rule_iris)
    assert [e["event"] for e in got.to_dict()["last_thing"]] == ["damage_inflicted"]


def test_a_gain_with_no_replacement_sets_off_the_gain_trigger():
    got = _gain_with_reficule(None, "Upstart Goblin", "A")
    assert any(t["card"] == "princess" for t in got.to_dict()["chain"])


def test_the_nurses_own_controller_still_gains():
    got = _gain_with_reficule("B", "Dian Keto the Cure Master", "B")
    assert any(t["card"] == "princess" for t in got.to_dict()["chain"])
    assert not any(r.endswith("rule/ce-lp-gain-becomes-damage") for r in got.rule_iris)
