"""Round 183: scenarios written tersely, as a judge types them (edison_kg/timing/implied.py): a target whose face is
left open that a later step Flip Summons was face-down; a monster that declares an attack is in Attack Position."""

from __future__ import annotations

from edison_kg import timing


def test_a_target_left_open_that_a_later_step_flip_summons_was_face_down():
    # round 183: Mind Control takes an Ameba whose face the scenario leaves open, then its taker Flip Summons it
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": {
        "ameba": {"name": "Ameba", "controller": "A"}, "mc": {"name": "Mind Control", "controller": "B"}},
        "steps": [{"activate": "mc", "targets": ["ameba"]},
                  {"resolve": 1, "events": [{"event": "control_changed", "card": "ameba", "player": "B", "by": "mc"}]},
                  {"summon": "ameba", "method": "flip"}],
        "ask": {"last_thing": True}}).to_dict()
    assert "Ameba is face-down on the field: Mind Control targets it there, and a later step turns it face-up" \
        in got["assumed"]
    assert [(e["event"], e["card"]) for e in got["last_thing"]][0] == ("flip_summon", "ameba")


def test_an_attacker_left_without_a_position_is_no_defense_position_monster():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": {
        "vorse": {"name": "Vorse Raider", "controller": "B"},
        "dmf": {"name": "Dark Mirror Force", "controller": "A", "zone": "spell_trap_zone"}},
        "steps": [{"events": [{"event": "attack_declared", "card": "vorse"}]}],
        "ask": {"can_activate": "dmf"}}).to_dict()
    assert got["answer"] == "no", got["explanation"]
    assert "Vorse Raider is in Attack Position: it declared an attack" in got["assumed"]
