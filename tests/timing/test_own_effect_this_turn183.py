"""Round 183: "If an opponent's monster declares an attack, and this card's ① was activated this turn" is an attack by
an opponent's monster, and a need of the card's own activation this turn (edison_kg/cardtext/events.py,
edison_kg/cardtext/this_turn.py): Summon Reactor・SK's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

@pytest.mark.parametrize("used_first, answer", [(True, "yes"), (False, "no")])
def test_summon_reactor_sk_negates_an_attack_after_its_first_effect(used_first, answer):
    steps = [{"summon": "wolf", "method": "normal"}]
    steps += [{"activate": "sk", "effect": 1}, {"resolve": 1}] if used_first else []
    steps += [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "wolf", "target": "sk"}]}]
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": {
        "sk": {"name": "Summon Reactor・SK", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "wolf": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "hand"}},
        "steps": steps, "ask": {"can_activate": "sk", "effect": 2}}).to_dict()
    assert got["answer"] == answer, got["explanation"]


def test_a_negated_first_effect_does_not_count():
    # its ① answered by Light and Darkness Dragon, which negates the activation (its rulings: ② cannot be activated)
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": {
        "sk": {"name": "Summon Reactor・SK", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "hand"},
        "ladd": {"name": "Light and Darkness Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"summon": "vorse", "method": "normal"}, {"activate": "sk", "effect": 1},
                  {"activate": "ladd"}, {"resolve": 2, "events": [{"event": "activation_negated", "card": "sk", "by": "ladd"}]},
                  {"resolve": 1, "events": []}, {"phase": "battle"},
                  {"events": [{"event": "attack_declared", "card": "vorse", "target": "sk"}]}],
        "ask": {"can_activate": "sk", "effect": 2}}).to_dict()
    assert got["answer"] == "no", got["explanation"]
