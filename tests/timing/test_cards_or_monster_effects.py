"""A condition met "if a Spell/Trap Card, or Monster Effect is activated" answers a Spell Card's
activation, not the effect of a Continuous Spell Card already face-up (rule
cond-spell-trap-card-or-monster-effect); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-spell-trap-card-or-monster-effect"
CARDS = {"dragon": {"name": "Light and Darkness Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"},
         "shuffle": {"name": "Card Shuffle", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
         "pot": {"name": "Pot of Greed", "controller": "A", "zone": "hand"}}


def ask(activated):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": CARDS,
                       "steps": [{"activate": activated}], "ask": {"can_activate": "dragon"}}).to_dict()


def test_a_face_up_spell_cards_effect_does_not_meet_it():
    answer = ask("shuffle")
    assert answer["answer"] == "no" and RULE in answer["rules"]


def test_a_spell_cards_activation_meets_it():
    assert ask("pot")["answer"] == "yes"
