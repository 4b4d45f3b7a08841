"""Round 182: a Spell/Trap Card in its zone whose face the scenario does not give, activated with no effect named, is
Set and the step activates the card itself (rule state-card-in-its-zone-face-unstated-is-set,
edison_kg/timing/rules/effect_meant.py): Needle Wall's rulings."""

from __future__ import annotations

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-card-in-its-zone-face-unstated-is-set"


def _ask(face_up, zone="spell_trap_zone"):
    wall = {"name": "Needle Wall", "controller": "A", "zone": zone}
    if zone is None:
        del wall["zone"]
    if face_up is not None:
        wall["face_up"] = face_up
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "standby", "cards": {
        "nw": wall, "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"activate": "nw"}, {"resolve": 1}], "ask": {"can_activate": "nw", "effect": 1}}).to_dict()


def test_needle_wall_activated_in_its_standby_phase_still_rolls():
    answer = _ask(None)
    assert answer["answer"] == "yes", answer["explanation"]
    assert any("Needle Wall is Set" in line for line in answer["assumed"]) and RULE in answer["rules"]


def test_a_needle_wall_with_no_zone_is_set_too():
    # round 183: a Trap Card whose place is left open is activated Set on the field, the card itself
    answer = _ask(None, zone=None)
    assert answer["answer"] == "yes", answer["explanation"]
    assert any("Needle Wall is Set" in line for line in answer["assumed"]) and RULE in answer["rules"]


def test_a_needle_wall_stated_face_up_is_its_die_roll_used_once():
    answer = _ask(True)
    assert answer["answer"] == "no"          # the step was its once-per-turn die roll
    assert not any("Needle Wall is Set" in line for line in answer["assumed"])


def test_a_card_set_until_its_activation_did_not_see_what_happened_before():
    # All-Out Attacks activated in answer to a Special Summon: it was Set when the monster was Summoned, so its
    # effect does not apply to that monster (its rulings)
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "aoa": {"name": "All-Out Attacks", "controller": "B", "zone": "spell_trap_zone"},
        "cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"},
        "elf": {"name": "Mystical Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"summon": "cd", "method": "special"}, {"activate": "aoa"}, {"resolve": 1}],
        "ask": {"triggers": True}}).to_dict()
    assert answer["chain"] == []
    assert any("All-Out Attacks is Set" in line for line in answer["assumed"])
