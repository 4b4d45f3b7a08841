"""Costs of two parts (round 86): "pay 800 LP, then and Tribute 1 Psychic" (Mind Master's PSCT; its 2010 text
"pay 800 Life Points and Tribute 1 Psychic-Type monster, except "Mind Master", to ...") is read as a payment and
a Tribute, each its own cost clause, so Mask of Restrict ("Neither player can Tribute cards") forbids the
activation. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from edison_kg.cardtext.cost import cost_from
from scenario_cards import ask, card

FORBIDDEN = "ce-forbidden-action-cost"


def _mind_master(**more):
    cards = {"mm": card("Mind Master", "A", position="attack"), "kreb": card("Krebons", "A", position="attack"), **more}
    got = ask(cards, {"can_activate": "mm"})
    return got.answer, [r.rsplit("/", 1)[-1] for r in got.rules]


def test_mind_master_cost_is_a_payment_and_a_tribute():
    [effect] = pool_card("Mind Master")
    assert [c.action for c in effect.cost_clauses] == ["pay_lp", "tribute"]


def test_the_2010_wording_is_split_the_same_way():
    _, clauses, _, rest = cost_from(None, 'You can pay 800 Life Points and Tribute 1 Psychic-Type monster, except '
                                          '"Mind Master", to Special Summon 1 Level 4 or lower Psychic-Type monster '
                                          'from your Deck in face-up Attack Position.')
    assert [c.action for c in clauses] == ["pay_lp", "tribute"]
    assert rest.lower().startswith("special summon")


def test_mask_of_restrict_forbids_mind_masters_tribute_cost():
    answer, rules = _mind_master(mask=card("Mask of Restrict", "B", "spell_trap_zone", face_up=True))
    assert answer == "no"
    assert FORBIDDEN in rules


def test_without_mask_of_restrict_mind_master_can_be_activated():
    answer, rules = _mind_master()
    assert answer == "yes"
    assert FORBIDDEN not in rules


def test_another_tribute_cost_under_mask_of_restrict_is_refused_as_before():
    cards = {"cs": card("Cannon Soldier", "A", position="attack"), "elf": card("Gemini Elf", "A", position="attack"),
             "mask": card("Mask of Restrict", "B", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"can_activate": "cs"})
    assert got.answer == "no"
    assert FORBIDDEN in [r.rsplit("/", 1)[-1] for r in got.rules]
