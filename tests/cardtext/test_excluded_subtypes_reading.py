""""non-Tuner" / "non-Effect" / "non-Token" read as subtypes a card must not have."""

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


# "more than"/"less than" are strict (ATK is whole numbers); "original ATK" bounds the original ATK
def test_more_or_less_than_an_atk_is_strict_and_original_is_said():
    more = card_kind("1 face-up monster with more than 1000 original ATK")
    assert (more.atk_min, more.atk_max, more.atk_original) == (1001, None, True)
    less = card_kind("a monster with less than 1500 ATK")
    assert (less.atk_min, less.atk_max, less.atk_original) == (None, 1499, False)
    at_most = card_kind("1 monster with 1500 or less original ATK")
    assert (at_most.atk_max, at_most.atk_original) == (1500, True)
    current = card_kind("1 Warrior-Type monster with 1500 or less ATK")
    assert (current.atk_max, current.atk_original) == (1500, False)
    assert not card_kind("equal to its original ATK").atk_original        # no bound: nothing to read it for
