"""Rule ce-all-yours-in-a-position: "If all "Batteryman C"(s) you control are in Attack Position, all Machine-Type
monsters you control gain 500 ATK for each "Batteryman C" you control" applies only while every such monster its
controller controls is in that position; the gain is counted per such card (edison_kg/timing/restrictions.py), and
Trap Hole's "1000 or more ATK" reads the gained ATK."""

from __future__ import annotations

from edison_kg import timing


def _trap_hole(batteryman_position: str) -> dict:
    cards = {"c": {"name": "Batteryman C", "controller": "A", "zone": "monster_zone", "position": batteryman_position},
             "snail": {"name": "Mechanical Snail", "controller": "A", "zone": "hand"},     # an 800 ATK Machine
             "th": {"name": "Trap Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"summon": "snail", "method": "normal"}], "ask": {"can_activate": "th"}}).to_dict()


def test_a_batteryman_in_attack_position_gives_the_summoned_machine_1300_atk():
    assert _trap_hole("attack")["answer"] == "yes"


def test_a_batteryman_in_defense_position_gives_no_gain_and_800_atk_is_too_little():
    assert _trap_hole("defense")["answer"] == "no"
