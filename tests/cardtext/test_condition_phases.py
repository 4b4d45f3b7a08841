"""The phase a leading "During ... Phase" names when a parenthesis stands before its colon
("(Quick Effect)", "(except during the Damage Step)") or when it says "a Battle Phase" (either player's), as the card
reader reads it (edison_kg/cardtext/phases.py), on pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_a_quick_effect_label_between_the_phase_and_the_colon():
    veiler = card("Effect Veiler")[0]
    assert (veiler.activation_phases, veiler.activation_turn) == (("main1", "main2"), "opponent")
    assert not veiler.condition_unread
    kuriboh = card("Winged Kuriboh LV10")[0]
    assert (kuriboh.activation_phases, kuriboh.activation_turn) == (("battle",), "opponent")
    assert not kuriboh.condition_unread


def test_an_except_the_damage_step_parenthesis_keeps_the_phase():
    half = card("Half or Nothing")[0]
    assert (half.activation_phases, half.activation_turn) == (("battle",), "opponent")
    assert not half.damage_step and not half.condition_unread


def test_a_battle_phase_is_either_players():
    combination = card("Combination Attack")[0]
    assert (combination.activation_phases, combination.activation_turn) == (("battle",), None)
    assert not combination.condition_unread


def test_two_phases_of_different_turns_each_keep_their_turn():
    # "During your Main Phase or your opponent's Battle Phase: ..." (was: left unread)
    offering = card("Ultimate Offering")[0]
    assert offering.activation_phases == ("you:main1", "you:main2", "opponent:battle") and not offering.condition_unread


def test_an_old_wording_trap_whose_first_sentence_is_if_a_count_select():
    mix_up = card("Morphtronic Mix-up")[0]
    assert mix_up.needs_count == "you field >= 2" and "Morphtronic" in mix_up.needs_kind.names
    assert not mix_up.condition_unread


def test_another_card_of_a_kind_you_control():
    hand = card("Hand of the Six Samurai")[0]
    assert hand.needs_on_field == "you-control-another" and "Six Samurai" in hand.needs_kind.names
    assert not hand.condition_unread


def test_a_phase_its_deed_is_put_off_to_is_the_phase_that_sets_it_off():
    # round 184: "If you used this effect, destroy this card during the End Phase" (Karate Man) is set off by the End
    # Phase, not by any phase entered (the Damage Step of a battle that destroys it)
    karate = card("Karate Man")[1]
    assert karate.condition.types == ["phase_entered"] and karate.condition.phases == ("end",)
