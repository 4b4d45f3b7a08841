"""Readings only a card's own rulings settle (an override with a rule node of its own): Flip Effect
monsters flipped together under Kotodama activate no Flip Effect, and Penumbral Soldier Lady's ATK
gain against a LIGHT monster is a trigger activated in the Damage Step."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"
KOTODAMA_RULE = RULE + "edison-kotodama-negates-flip-effects"
LADY_RULE = RULE + "edison-penumbral-soldier-lady-activated-in-the-damage-step"


def _chain_cards(answer):
    return [entry["card"] for entry in answer.chain]


def _flipped(*refs):
    return [{"event": "flipped_face_up", "card": ref, "player": "A", "by": "swords", "cause": "effect"} for ref in refs]


def _hane_hanes():
    return {"kotodama": card("Kotodama", "A", position="defense"),
            "hane1": card("Hane-Hane", "A", position="face_down"), "hane2": card("Hane-Hane", "A", position="face_down"),
            "swords": card("Swords of Revealing Light", "B", "hand")}


def test_flip_monsters_destroyed_by_kotodama_as_they_flip_activate_nothing():
    destroyed = [{"event": "destroyed", "card": ref, "player": "A", "from": "monster_zone", "to": "graveyard",
                  "cause": "effect", "by": "kotodama"} for ref in ("hane1", "hane2")]
    answer = ask(_hane_hanes(), {"triggers": True},
                 [{"activate": "swords"}, {"resolve": 1, "events": [_flipped("hane1", "hane2"), destroyed]}], turn_player="B")
    assert _chain_cards(answer) == []
    assert KOTODAMA_RULE in answer.rule_iris


def test_a_flip_monster_kotodama_does_not_destroy_activates_its_flip_effect():
    answer = ask(_hane_hanes(), {"triggers": True},
                 [{"activate": "swords"}, {"resolve": 1, "events": [_flipped("hane1")]}], turn_player="B")
    assert _chain_cards(answer) == ["hane1"]


def test_a_flip_monster_destroyed_by_another_card_still_activates():
    destroyed = [{"event": "destroyed", "card": ref, "player": "A", "from": "monster_zone", "to": "graveyard",
                  "cause": "effect", "by": "swords"} for ref in ("hane1", "hane2")]
    answer = ask(_hane_hanes(), {"triggers": True},
                 [{"activate": "swords"}, {"resolve": 1, "events": [_flipped("hane1", "hane2"), destroyed]}], turn_player="B")
    assert sorted(_chain_cards(answer)) == ["hane1", "hane2"]
    assert KOTODAMA_RULE not in answer.rule_iris


def _lady_battles(attacker: str):
    cards = {"lady": card("Penumbral Soldier Lady", "A", position="attack"), "foe": card(attacker, "B", position="attack")}
    steps = [{"events": [[{"event": "attack_declared", "card": "lady", "player": "A", "target": "foe"}]]},
             {"phase": "damage_step"}]
    return ask(cards, {"can_activate": "lady"}, steps, phase="battle")


def test_penumbral_soldier_lady_activates_when_she_attacks_a_light_monster():
    answer = _lady_battles("Dunames Dark Witch")     # a LIGHT Fairy
    assert answer.answer == "yes"
    assert LADY_RULE in answer.rule_iris


def test_penumbral_soldier_lady_does_not_activate_against_a_dark_monster():
    answer = _lady_battles("Summoned Skull")         # DARK
    assert answer.answer == "no"
    assert LADY_RULE not in answer.rule_iris
