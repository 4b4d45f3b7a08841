"""Names a card carries only while it is in a place ("This card's name becomes "Harpie Lady" while on the field or
in the GY"): a condition naming that name is met by it there, and not once its effects are negated (rule
state-name-carried-in-a-place)."""

from __future__ import annotations

from edison_kg import timing

SKILL_DRAIN = {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}


def _egotist(harpie: dict, *others: dict) -> dict:
    cards = {"egotist": {"name": "Elegant Egotist", "controller": "A", "zone": "hand"},
             "harpie": {"name": "Harpie Queen", "controller": "A", **harpie}}
    cards.update({f"other{i}": card for i, card in enumerate(others)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "egotist"}}).to_dict()


def test_a_monster_named_so_on_the_field_meets_the_condition():
    assert _egotist({"zone": "monster_zone", "position": "attack"})["answer"] == "yes"


def test_not_while_its_effects_are_negated():
    assert _egotist({"zone": "monster_zone", "position": "attack"}, SKILL_DRAIN)["answer"] == "no"


def test_not_while_it_is_set():
    assert _egotist({"zone": "monster_zone", "position": "face_down"})["answer"] == "no"


def test_a_spell_named_so_on_the_field_pays_a_cost_of_that_name():
    cards = {"codarus": {"name": "Codarus", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "temple": {"name": "Forgotten Temple of the Deep", "controller": "A", "zone": "spell_trap_zone",
                        "face_up": True},
             "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main2", "cards": cards,
                         "steps": [], "ask": {"can_activate": "codarus"}}).to_dict()
    assert answer["answer"] == "yes"
