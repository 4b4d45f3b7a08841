"""Round 179: once an effect timed "during damage calculation" is on the chain, the game is at damage calculation:
a card used in the Damage Step only because it changes ATK/DEF can no longer be activated, in answer to it
(rule bt-damage-calculation-only-its-own-effects, edison_kg/timing/rules/damage_step.py; the reader stores the
timing: edison_kg/cardtext/condition_words.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/bt-damage-calculation-only-its-own-effects"


def _scorpion_battle(then: list, ask: str, answer_card: str):
    cards = {"scorp": {"name": "8-Claws Scorpion", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "set": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "face_down"},
             "answer": {"name": answer_card, "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"events": [{"event": "attack_declared", "card": "scorp", "target": "set", "player": "A"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "flipped_face_up", "card": "set", "cause": "battle"}]}] + then
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
                       "ask": {"can_activate": ask}}).to_dict()


@pytest.mark.parametrize("card", ["Rush Recklessly", "Blast with Chain"])
def test_an_atk_change_cannot_answer_an_effect_activated_during_damage_calculation(card):
    answer = _scorpion_battle([{"activate": "scorp", "effect_text": "becomes 2400"}], "answer", card)
    assert (answer["answer"], answer["reason"]) == ("no", "damage-step")
    assert RULE in answer["rules"]


def test_before_damage_calculation_the_atk_change_may_still_be_activated():
    answer = _scorpion_battle([], "answer", "Rush Recklessly")
    assert answer["answer"] == "yes"
    assert RULE not in answer["rules"]


def test_an_attack_read_during_damage_calculation_in_the_middle_of_its_condition_is_that_time_too():
    # Injection Fairy Lily: "If this card attacks or is attacked, during damage calculation (in either player's turn)"
    cards = {"lily": {"name": "Injection Fairy Lily", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "rush": {"name": "Rush Recklessly", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"events": [{"event": "attack_declared", "card": "lily", "target": "foe", "player": "A"}]},
             {"phase": "damage_step"}, {"activate": "lily"}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                         "steps": steps, "ask": {"can_activate": "rush"}}).to_dict()
    assert (answer["answer"], answer["reason"]) == ("no", "damage-step")
    assert RULE in answer["rules"]


def _lily_attacks(answer_card: dict) -> dict:
    """Injection Fairy Lily attacks directly and its effect is activated during damage calculation (B holds a card to
    discard)."""
    cards = {"lily": {"name": "Injection Fairy Lily", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "held": {"name": "Sangan", "controller": "B", "zone": "hand"}, "answer": answer_card}
    steps = [{"events": [{"event": "attack_declared", "card": "lily", "player": "A"}]},
             {"phase": "damage_step"}, {"activate": "lily"}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "answer"}}).to_dict()


def test_an_effect_timed_during_damage_calculation_may_answer_one():
    # Kuriboh's ruling: chained to Injection Fairy Lily's effect, it makes the battle damage 0
    answer = _lily_attacks({"name": "Kuriboh", "controller": "B", "zone": "hand"})
    assert answer["answer"] == "yes"
    assert RULE not in answer["rules"]


def test_a_counter_trap_may_answer_one():
    answer = _lily_attacks({"name": "Divine Wrath", "controller": "B", "zone": "spell_trap_zone", "face_up": False})
    assert answer["answer"] == "yes"
