"""A deed that reduces the Level of 1 monster needs a face-up monster of Level 2 or more (round 91, rule
deed-level-lowered-needs-a-level-above-1): Silent Strider's ruling, it cannot select a Level 1 monster."""

from __future__ import annotations

from edison_kg import timing


def _ask(asked: dict, monsters: dict) -> dict:
    cards = {"asked": asked, **monsters}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "asked"}}).to_dict()


STRIDER = {"name": "Silent Strider", "controller": "A", "zone": "hand"}
RETUNER = {"name": "Level Retuner", "controller": "A", "zone": "spell_trap_zone", "face_up": False}


def _monster(name: str, controller: str = "A", **more) -> dict:
    return {"name": name, "controller": controller, "zone": "monster_zone", "position": "attack", **more}


def test_silent_strider_with_only_a_level_1_monster_has_nothing_to_select():
    answer = _ask(STRIDER, {"shell": _monster("Volcanic Shell")})
    assert answer["answer"] == "no"
    assert answer["rules"][0].endswith("/deed-level-lowered-needs-a-level-above-1")
    assert any("holds only the cards the scenario names" in said for said in answer["assumed"])


def test_silent_strider_selects_a_level_4_monster_of_either_side():
    assert _ask(STRIDER, {"shell": _monster("Volcanic Shell"), "raider": _monster("Vorse Raider", "B")})["answer"] == "yes"


def test_a_face_down_monster_is_not_one_silent_strider_selects():
    answer = _ask(STRIDER, {"shell": _monster("Volcanic Shell"),
                            "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone",
                                       "position": "face_down"}})
    assert answer["answer"] == "no"
    assert answer["rules"][0].endswith("/deed-level-lowered-needs-a-level-above-1")


def test_level_retuner_needs_its_own_monster_of_level_2_or_more():
    answer = _ask(RETUNER, {"shell": _monster("Volcanic Shell"), "raider": _monster("Vorse Raider", "B")})
    assert answer["answer"] == "no"
    assert answer["rules"][0].endswith("/deed-level-lowered-needs-a-level-above-1")
    assert _ask(RETUNER, {"raider": _monster("Vorse Raider")})["answer"] == "yes"
