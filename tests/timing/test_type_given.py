"""A Type a face-up card's continuous effect gives all monsters in a place is the Type they have there, for costs,
conditions and counts (rule state-type-given-where-it-applies)."""

from __future__ import annotations

from edison_kg import timing

ZOMBIE_WORLD = {"name": "Zombie World", "controller": "B", "zone": "field_zone", "face_up": True}
DNA_SURGERY = {"name": "DNA Surgery", "controller": "B", "zone": "spell_trap_zone", "face_up": True}


def _magical_dimension(*others: dict) -> dict:
    cards = {"dimension": {"name": "Magical Dimension", "controller": "A", "zone": "hand"},
             "magician": {"name": "Dark Magician", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "girl": {"name": "Dark Magician Girl", "controller": "A", "zone": "hand"}}
    cards.update({f"other{i}": card for i, card in enumerate(others)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "dimension"}}).to_dict()


def test_a_spellcaster_meets_a_condition_naming_spellcasters():
    assert _magical_dimension()["answer"] == "yes"


def test_under_zombie_world_it_is_a_zombie_and_does_not():
    answer = _magical_dimension(ZOMBIE_WORLD)
    assert answer["answer"] == "no"
    assert any(rule.endswith("/state-type-given-where-it-applies") for rule in answer["rules"])
    assert any("Dark Magician is a" in line and "Zombie" in line for line in answer["assumed"])


def test_a_set_zombie_world_changes_nothing():
    assert _magical_dimension({**ZOMBIE_WORLD, "face_up": False})["answer"] == "yes"


def test_a_declared_type_the_scenario_cannot_say_is_not_applied():
    assert _magical_dimension(DNA_SURGERY)["answer"] == "yes"
