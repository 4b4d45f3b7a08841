"""A FLIP effect that targets a monster and takes control of it "while this card is face-up on
the field" changes the control of its target, not of its own card (cardtext reads the subject;
timing/steps.py acts on it). Hiita the Fire Charmer, real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing


def hiita_flipped(target: str):
    cards = {"hiita": {"name": "Hiita the Fire Charmer", "controller": "A", "zone": "monster_zone",
                       "position": "face_down"},
             "foe": {"name": target, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"summon": "hiita", "method": "flip"}, {"activate": "hiita", "targets": ["foe"]}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"last_thing": True}}).to_dict()


def test_the_target_changes_control():
    last = hiita_flipped("Solar Flare Dragon")      # a FIRE monster
    assert [(e["event"], e["card"]) for e in last["last_thing"]] == [("control_changed", "foe")]
