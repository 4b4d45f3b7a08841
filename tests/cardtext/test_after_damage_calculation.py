"""A part worded "After damage calculation, <do something>" (no "if"/"when": not a
trigger's condition) is done after the damage calculation of the battle, so it is a part applied
later (Clause.later), as a part done in a later phase is."""

from __future__ import annotations

from cardtext.pool import card
from edison_kg import cardtext


def test_a_summon_after_damage_calculation_is_applied_later():
    (clause,) = card("Fake Explosion")[0].clauses
    assert clause.action == "special_summon" and clause.later


def test_a_trigger_after_damage_calculation_is_not_a_later_part():
    (effect,) = cardtext.analyze("After damage calculation, if this card attacked: Destroy all other monsters on the field.")
    assert effect.clauses and not any(c.later for c in effect.clauses)


def test_a_part_done_now_is_not_later():
    (effect,) = cardtext.analyze("Activate only when an opponent's monster declares an attack. Monsters cannot be destroyed "
                                 "by this battle. Special Summon 1 monster from your hand.", card_type="trap",
                                 subtypes=("Normal Trap",))
    assert effect.clauses and not any(c.later for c in effect.clauses)
