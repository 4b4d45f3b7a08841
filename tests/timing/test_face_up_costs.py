"""Costs that take face-up cards of a kind their player controls (rules state-face-down-shows-nothing,
state-card-must-be-in-place)."""

from __future__ import annotations

from edison_kg import timing


def _codarus(field_spell: dict | None) -> dict:
    cards = {"codarus": {"name": "Codarus", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    if field_spell is not None:
        cards["ocean"] = field_spell
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "codarus"}}).to_dict()


def test_a_face_up_field_spell_of_the_name_pays_the_cost():
    assert _codarus({"name": "Umi", "controller": "A", "zone": "field_zone", "face_up": True})["answer"] == "yes"


def test_a_card_always_treated_as_that_name_pays_it_too():
    assert _codarus({"name": "A Legendary Ocean", "controller": "A", "zone": "field_zone", "face_up": True})["answer"] == "yes"


def test_a_set_field_spell_is_not_the_card_the_cost_names():
    answer = _codarus({"name": "Umi", "controller": "A", "zone": "field_zone", "face_up": False})
    assert answer["answer"] == "no"
    assert any(rule.endswith("/state-face-down-shows-nothing") for rule in answer["rules"])


def test_the_opponents_face_up_field_spell_is_not_one_its_player_controls():
    assert _codarus({"name": "Umi", "controller": "B", "zone": "field_zone", "face_up": True})["answer"] == "no"


def test_a_card_the_scenario_leaves_unplaced_could_pay_it():
    assert _codarus({"name": "Umi", "controller": "A"})["answer"] == "yes"


def _nex(position: str) -> dict:
    cards = {"nex": {"name": "Neo-Spacian Dark Panther", "controller": "A", "zone": "monster_zone", "position": position},
             "gran": {"name": "Neo-Spacian Grand Mole", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    cards = {"nex": {"name": "NEX", "controller": "A", "zone": "hand"},
             "panther": {"name": "Neo-Spacian Dark Panther", "controller": "A", "zone": "monster_zone", "position": position}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "nex"}}).to_dict()


def test_a_spell_whose_cost_is_a_face_up_monster_of_an_archetype():
    assert _nex("attack")["answer"] == "yes"
    assert _nex("face_down")["answer"] == "no"
