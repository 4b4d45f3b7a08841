"""Round 32 (kinds32): "non-Tuner" / "non-Effect" / "non-Token" read as subtypes a card must not have."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import card_kind


def test_a_non_tuner_monster_is_no_tuner():
    kind = card_kind("1 non-Tuner monster in your Graveyard")
    assert kind.excluded_subtypes == {"Tuner"} and not kind.subtypes and kind.classes == {"monster"}


def test_non_effect_monsters_with_an_atk_ceiling():
    kind = card_kind("up to 3 non-Effect Monsters with 1500 or less ATK")
    assert kind.excluded_subtypes == {"Effect"} and not kind.subtypes and kind.atk_max == 1500


def test_a_non_token_normal_monster_is_a_normal_monster():
    kind = card_kind("1 non-Token Normal Monster you control")
    assert kind.subtypes == {"Normal"} and kind.excluded_subtypes == {"Token"}


def test_a_tuner_monster_stays_a_tuner():
    kind = card_kind("a Tuner monster")
    assert kind.subtypes == {"Tuner"} and not kind.excluded_subtypes
