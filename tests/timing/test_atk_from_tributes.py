"""An ATK set from the original ATK of the monsters Tributed for the Tribute Summon (rule
ce-stat-set-from-tributes, edison_kg/timing/stats.py): read when a condition compares ATK at the Summon."""

from __future__ import annotations

from scenario_cards import ask, card


def _bottomless_after_tributing(tribute):
    cards = {"maju": card("Great Maju Garzett", "A", "hand"), "tribute": card(tribute, "A", position="attack"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "bth"}, [{"summon": "maju", "method": "tribute", "materials": ["tribute"]}]).to_dict()


def test_twice_the_tributes_original_atk_meets_a_trap_holes_atk():
    found = _bottomless_after_tributing("Mystic Tomato")       # 2 x 1400 = 2800
    assert found["answer"] == "yes"
    assert any("ce-stat-set-from-tributes" in sentence for sentence in found["assumed"])


def test_a_low_tribute_leaves_it_under_the_trap_holes_atk():
    assert _bottomless_after_tributing("Kuriboh")["answer"] == "no"     # 2 x 300 = 600
