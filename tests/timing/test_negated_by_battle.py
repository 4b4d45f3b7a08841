"""A monster destroyed by battle with Ancient Gear Beast has its effects negated (rule
bt-destroyed-monster-negated): an effect that would start by an event is not activated, one its
player activates by declaration still is, and resolves negated (rule neg-effect-can-still-activate)."""

from __future__ import annotations

from edison_kg import timing

GRAVE_IGNITION = "You can banish this card from your GY; draw 1 card."


def _after_battle(victim: dict, ask_phase_steps: list):
    cards = {"agb": {"name": "Ancient Gear Beast", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "victim": {"controller": "A", "zone": "monster_zone", "position": "attack", **victim}}
    steps = [{"events": [{"event": "attack_declared", "card": "agb", "player": "B", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "player": "A", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "agb"}]}, *ask_phase_steps]
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": "victim"}}
    return timing.ask(raw)


def test_an_effect_activated_by_declaration_is_still_activated():
    got = _after_battle({"name": "Grave Drawer", "text": GRAVE_IGNITION, "card_type": "monster",
                         "subtypes": ["Effect"]}, [{"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}])
    assert got.answer == "yes"
    assert any(r.endswith("rule/neg-effect-can-still-activate") for r in got.rule_iris)


def test_a_trigger_of_the_destroyed_monster_is_not_activated():
    got = _after_battle({"name": "Sangan"}, [])
    assert got.answer == "no"
    assert any(r.endswith("rule/bt-destroyed-monster-negated") for r in got.rule_iris)
