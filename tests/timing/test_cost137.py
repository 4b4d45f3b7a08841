"""Round 137: an old wording that ends the event of an effect with "if you pay N Life Points" (Horn of Light) has
that payment as the effect's cost, not as part of its condition (rule cost-if-you-pay-life-points); the cost rules
then decide whether its player can pay. Real cards of the pool; Shifting Shadows ("by paying 300 Life Points") is the
other old wording of a Life Point cost the reader already stores as a cost."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cardtext"))

from pool import card as read  # noqa: E402
from scenario_cards import card  # noqa: E402

from edison_kg import timing  # noqa: E402

LP_COST = "cost-life-points-cannot-pay"


def test_if_you_pay_after_the_event_is_read_as_the_cost():
    horn = read("Horn of Light")[1]
    assert horn.condition_text == "When this card is sent from the field to the Graveyard"
    assert horn.condition.types == ["sent_to_gy"]              # paying Life Points is no part of the event
    assert horn.cost_text == "paying 500 Life Points"
    assert [(c.action, c.lp_amount) for c in horn.cost_clauses] == [("pay_lp", 500)]
    assert [c.action for c in horn.clauses] == ["return_to_deck"] and horn.optional


def test_a_by_paying_wording_stays_a_cost():
    shadows = read("Shifting Shadows")[0]
    assert shadows.cost_text == "paying 300 Life Points"
    assert [(c.action, c.lp_amount) for c in shadows.cost_clauses] == [("pay_lp", 300)]


def _horn_sent_by_twister(lp: int):
    return timing.ask({
        "game": "yugioh-edison", "turn_player": "A", "phase": "main1", "life_points": {"A": 8000, "B": lp},
        "cards": {"vorse": card("Vorse Raider", "B", position="attack"),
                  "horn": card("Horn of Light", "B", "spell_trap_zone", face_up=True, equipped_to="vorse"),
                  "tw": card("Twister", "A", "hand")},
        "steps": [{"activate": "tw", "cost": [{"event": "lp_paid", "player": "A", "amount": 500, "cause": "cost"}],
                   "targets": ["horn"]},
                  {"resolve": 1, "events": [{"event": "destroyed", "card": "horn", "from": "spell_trap_zone",
                                             "to": "graveyard", "cause": "effect", "by": "tw"}]}],
        "ask": {"can_activate": "horn"}})


def test_horn_of_light_cannot_pay_500_with_400():
    got = _horn_sent_by_twister(400)
    assert got.answer == "no" and LP_COST in got.rules


def test_horn_of_light_pays_500_with_8000():
    got = _horn_sent_by_twister(8000)
    assert got.answer == "yes" and LP_COST not in got.rules


def _shadows(lp: int):
    return timing.ask({
        "game": "yugioh-edison", "turn_player": "A", "phase": "main1", "life_points": {"A": lp, "B": 8000},
        "cards": {"shadows": card("Shifting Shadows", "A", "spell_trap_zone", face_up=True),
                  "m1": card("Sangan", "A", position="defense", face_up=False),
                  "m2": card("Witch of the Black Forest", "A", position="defense", face_up=False)},
        "steps": [], "ask": {"can_activate": "shadows"}})


def test_shifting_shadows_cannot_pay_300_with_300():
    got = _shadows(300)
    assert got.answer == "no" and LP_COST in got.rules


def test_shifting_shadows_pays_300_with_8000():
    assert _shadows(8000).answer == "yes"
