"""Round 182: a Spell/Trap Card in the Graveyard is not activated as a card, so a question naming no effect of it means
the effect it activates from there (rule state-card-in-a-pile-not-activated-as-a-card,
edison_kg/timing/rules/effect_meant.py), which a lock on activating Spell and Trap Cards does not reach (Whirlwind
Weasel's rulings: Blast with Chain's effect still activates)."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-card-in-a-pile-not-activated-as-a-card"


@pytest.mark.parametrize("weasel", [True, False])
def test_blast_with_chain_destroyed_while_equipped(weasel):
    cards = {"mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "hand"},
             "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "bwc": {"name": "Blast with Chain", "controller": "B", "zone": "spell_trap_zone", "face_up": True,
                     "equipped_to": "vr"}}
    steps = [{"activate": "mst", "targets": ["bwc"]}, {"resolve": 1}]
    if weasel:
        cards["weasel"] = {"name": "Whirlwind Weasel", "controller": "A", "zone": "monster_zone", "position": "face_down"}
        steps = [{"summon": "weasel", "method": "flip"}, {"activate": "weasel"}, {"resolve": 1}] + steps
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                         "ask": {"can_activate": "bwc"}}).to_dict()
    assert answer["answer"] == "yes", answer["explanation"]
    assert RULE in answer["rules"]
    assert any("Blast with Chain is in the Graveyard" in line for line in answer["assumed"])


def test_its_card_activation_asked_by_number_is_still_refused_there():
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "bwc": {"name": "Blast with Chain", "controller": "A", "zone": "graveyard"},
        "vr": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"}},
        "steps": [], "ask": {"can_activate": "bwc", "effect": 1}}).to_dict()
    assert answer["answer"] == "no" and RULE not in answer["rules"]


@pytest.mark.parametrize("name, zone", [("Pot of Greed", "graveyard"), ("Pot of Greed", "banished"),
                                        ("Pot of Greed", "deck"), ("Mystical Space Typhoon", "graveyard")])
def test_a_spell_is_not_activated_as_a_card_from_a_pile(name, zone):
    # rule card-activated-from-hand-or-field (edison_kg/timing/rules/spell_trap.py)
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "c": {"name": name, "controller": "A", "zone": zone},
        "st": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone"}},
        "steps": [], "ask": {"can_activate": "c"}}).to_dict()
    assert (answer["answer"], answer["reason"]) == ("no", "other")
    assert "https://w3id.org/edison-kg/id/rule/card-activated-from-hand-or-field" in answer["rules"]


def test_a_step_activating_it_from_the_graveyard_activates_its_effect():
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "hand"},
        "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "bwc": {"name": "Blast with Chain", "controller": "B", "zone": "spell_trap_zone", "face_up": True,
                "equipped_to": "vr"}},
        "steps": [{"activate": "mst", "targets": ["bwc"]}, {"resolve": 1}, {"activate": "bwc", "targets": ["vr"]}],
        "ask": {"last_thing": True}}).to_dict()
    assert ("effect_activated", "bwc") in [(e["event"], e["card"]) for e in answer["last_thing"]]
    assert any("Blast with Chain is in the Graveyard" in line for line in answer["assumed"])
