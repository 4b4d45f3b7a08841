"""The kind of monster Summoned with a card as material, read as the EventPattern field
`material_for_kind` (cardtext/summon_qualifiers.py) on real pool cards."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def condition(name: str, index: int = 0):
    return cardtext.read_card(cards()[name]).effects[index].condition


def test_synchro_material_for_a_light_synchro_monster():
    kind = condition("Sunny Pixie").material_for_kind
    assert kind.attributes == {"LIGHT"} and kind.subtypes == {"Synchro"}


def test_synchro_material_for_a_dragon_type_monster():
    assert condition("Hyper Synchron").material_for_kind.monster_types == {"Dragon"}


def test_tributed_for_the_tribute_summon_of_a_dark_monster():
    assert condition("Metabo Globster").material_for_kind.attributes == {"DARK"}


def test_tribute_summon_a_fiend_type_monster_by_tributing_this_monster():
    assert condition("Skull Knight #2").material_for_kind.monster_types == {"Fiend"}


def test_a_bare_monster_names_no_kind():
    # "Tribute Summon a monster by Tributing this card": any monster
    hits = [n for n, c in cards().items() if "Tribute Summon a monster by Tributing this card" in (c.get("text") or "")]
    for name in hits:
        for effect in cardtext.read_card(cards()[name]).effects:
            if effect.condition is not None:
                assert effect.condition.material_for_kind.empty


def test_a_battle_timed_by_its_action_after_damage_calculation():
    pattern = condition("Ally of Justice Unknown Crusher")
    assert pattern.types == ["phase_entered"] and pattern.self_card and pattern.attack_role == "either"
    assert pattern.battled_kind.attributes == {"LIGHT"} and pattern.after_damage_calculation


def test_a_battle_timed_by_its_action_at_the_start_of_the_damage_step():
    pattern = next(e.condition for e in cardtext.read_card(cards()["Gundari"]).effects
                   if e.condition is not None and e.condition.self_card)
    assert pattern.attack_role == "either" and pattern.battled_kind.subtypes == {"Synchro"}
    assert not pattern.after_damage_calculation and not pattern.end_of_damage_step


def test_a_battle_before_damage_calculation_is_met_at_the_start_of_the_damage_step():
    # "If this card battles a non-LIGHT monster, destroy this card before damage calculation": since round 109 read as
    # said at the start of the Damage Step (Sasuke Samurai #4's ruling; rule bt-damage-step-substeps)
    pattern = cardtext.read_card(cards()["Ally of Justice Thousand Arms"]).effects[1].condition
    assert pattern.attack_role == "either" and pattern.types == ["phase_entered"]
    assert not pattern.after_damage_calculation and not pattern.end_of_damage_step
