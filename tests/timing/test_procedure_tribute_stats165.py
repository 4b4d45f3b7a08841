"""Round 165: the ATK a Special Summon procedure by Tributing gives (rule sum-procedure-tribute-stat-gain,
edison_kg/cardtext/untributed_stats.py, edison_kg/timing/untributed.py). Turret Warrior is the pool's one card with the
wording."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

RULE = "sum-procedure-tribute-stat-gain"


def _turret_summoned(materials):
    cards = {"tw": card("Turret Warrior", "A", "hand"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False),
             "gaf": card("Goblin Attack Force", "A", position="defense")}
    step = {"summon": "tw", "method": "special", **({"materials": materials} if materials else {})}
    return ask(cards, {"can_activate": "bth"}, steps=[step])


def test_the_reader_gives_the_procedure_s_gain_as_a_continuous_effect():
    (gain,) = pool_card("Turret Warrior")
    assert gain.kind == "continuous"
    assert [(r.kind, r.per_count) for r in gain.restrictions] == [("atk-gain", "procedure-tributed original-atk")]


def test_turret_warrior_summoned_by_tributing_has_the_tribute_s_original_atk_added():
    got = _turret_summoned(["gaf"])             # 1200 + 2300: 1500 or more
    assert got.answer == "yes" and RULE in got.rules


def test_turret_warrior_special_summoned_without_tributes_keeps_its_printed_atk():
    got = _turret_summoned([])                  # 1200: less than 1500
    assert got.answer == "no" and RULE not in got.rules
