"""A monster "that has attacked this turn" is one whose attack reached the Damage Step (rule
state-attacked-means-reached-the-damage-step), and "if this card was Special Summoned by the effect of" is a condition
of an effect activated at will (rule cond-summoned-by-activation-condition)."""

from __future__ import annotations

from edison_kg import timing


def _ask(cards: dict, steps: list, ask: dict) -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": ask}).to_dict()


def _combination(steps: list) -> dict:
    cards = {"blade": {"name": "Dark Blade", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "pitch": {"name": "Pitch-Dark Dragon", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                       "equipped_to": "blade"},
             "soldier": {"name": "Giant Soldier of Stone", "controller": "B", "zone": "monster_zone",
                         "position": "defense"},
             "combo": {"name": "Combination Attack", "controller": "A", "zone": "hand"}}
    return _ask(cards, steps, {"can_activate": "combo"})


ATTACK = {"events": [{"event": "attack_declared", "card": "blade", "player": "A", "target": "soldier"}]}


def test_at_the_attack_declaration_the_monster_has_not_attacked_yet():
    answer = _combination([ATTACK])
    assert answer["answer"] == "no"
    assert any(rule.endswith("/state-attacked-means-reached-the-damage-step") for rule in answer["rules"])


def test_once_its_attack_reached_the_damage_step_it_has_attacked():
    answer = _combination([ATTACK, {"phase": "damage_step"}, {"phase": "battle"}])
    assert answer["answer"] == "yes"


def _tortoise(steps: list) -> dict:
    cards = {"tortoise": {"name": "Crystal Beast Emerald Tortoise", "controller": "A", "zone": "monster_zone",
                          "position": "attack"},
             "axe": {"name": "Axe Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "soldier": {"name": "Giant Soldier of Stone", "controller": "B", "zone": "monster_zone",
                         "position": "defense"}}
    return _ask(cards, steps, {"can_activate": "tortoise", "effect": 1})


def test_emerald_tortoise_without_a_monster_that_attacked_cannot_be_activated():
    attack = {"events": [{"event": "attack_declared", "card": "axe", "player": "A", "target": "soldier"}]}
    assert _tortoise([attack])["answer"] == "no"
    assert _tortoise([attack, {"phase": "damage_step"}, {"phase": "main2"}])["answer"] == "yes"


def _queen(name: str, lower: str, by: str) -> dict:
    cards = {"low": {"name": lower, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "queen": {"name": name, "controller": "A", "zone": "hand"},
             "lu": {"name": "Level Up!", "controller": "A", "zone": "graveyard"},
             "blade": {"name": "Dark Blade", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "special_summon", "card": "queen", "from": "hand", "to": "monster_zone",
                          "cause": "effect", "by": by}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "queen", "effect": 1}}).to_dict()


def test_allure_queen_summoned_by_level_up_has_its_condition_unmet():
    answer = _queen("Allure Queen LV5", "Allure Queen LV3", "lu")
    assert (answer["answer"], answer["reason"]) == ("no", "condition-not-met")
    assert any(rule.endswith("/cond-summoned-by-activation-condition") for rule in answer["rules"])
    assert _queen("Allure Queen LV5", "Allure Queen LV3", "low")["answer"] == "yes"


def test_allure_queen_lv7_is_of_the_same_family():
    assert _queen("Allure Queen LV7", "Allure Queen LV5", "lu")["reason"] == "condition-not-met"
    assert _queen("Allure Queen LV7", "Allure Queen LV5", "low")["answer"] == "yes"
