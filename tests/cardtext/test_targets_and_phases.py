"""What an effect targets on the field, and the phase its text names for its activation, as the
card reader reads them (edison_kg/cardtext/targets.py, phases.py), on pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def only_target(name, number=1):
    [clause] = card(name)[number - 1].target_clauses
    return clause


def test_a_target_your_opponent_controls_in_a_position():
    nitro = only_target("Nitro Warrior", 2)        # "they control", after "an opponent's monster"
    assert (nitro.every, nitro.whose, nitro.position, nitro.count) == ("monster", "opponent", "face-up-defense", 1)
    block = only_target("Block Attack")
    assert (block.every, block.whose, block.position) == ("monster", "opponent", "attack")
    shield = only_target("Shield Crush")
    assert (shield.every, shield.whose, shield.position) == ("monster", None, "defense")     # Set monsters too
    moon = only_target("Book of Moon")
    assert (moon.every, moon.position) == ("monster", "face-up")


def test_a_target_of_a_kind_with_an_atk():
    duplication = only_target("Machine Duplication")
    assert (duplication.whose, duplication.cards.monster_types, duplication.cards.atk_max) == \
        ("you", frozenset({"Machine"}), 500)


def test_a_quoted_name_is_no_type_and_other_leaves_this_card_out():
    tiger = only_target("Test Tiger")
    assert tiger.cards.names == frozenset({"Gladiator Beast"}) and not tiger.cards.monster_types
    assert only_target("Psychic Snail").subject == "other-than-self"


def test_targets_off_the_field_or_told_by_another_card_are_not_read():
    assert card("Monster Reborn")[0].target_clauses == []          # in a Graveyard
    assert card("Mystical Space Typhoon")[0].target_clauses[0].every == "spell-trap"


def test_the_phase_an_activation_is_limited_to():
    drill = card("Drill Warrior")
    assert (drill[0].activation_phases, drill[0].activation_turn) == (("main1",), "you")
    assert drill[1].activation_phases == ()
    taunt = card("Taunt")[0]
    assert (taunt.activation_phases, taunt.activation_turn) == (("main1",), "opponent")
    assert card("Equip Shot")[0].activation_phases == ("battle",)


def test_a_trigger_phase_is_its_condition_not_a_limit():
    glow = card("Elemental HERO Glow Neos")
    assert glow[0].activation_phases == () and glow[1].activation_phases == ("main1",)


def test_an_attack_limit_sentence_after_the_effect_is_that_effects():
    kamon = card("The Six Samurai - Kamon")
    assert kamon[0].kind == "ignition" and kamon[0].attacks_forbidden == "self"
    assert kamon[2].attacks_forbidden is None


def test_where_the_target_of_an_answered_activation_is():
    assert card("Riryoku Field")[0].condition.target_zone == "field"
    assert card("Big Burn")[0].condition.target_zone == "graveyard"


def test_a_level_threshold_in_a_target_and_in_a_condition():
    wave = only_target("Diffusion Wave-Motion")
    assert (wave.cards.level_min, wave.cards.level_max) == (7, None)
    tuning = only_target("Lightwave Tuning")
    assert (tuning.cards.level_min, tuning.cards.level_max) == (4, 4)


def test_your_main_phase_names_both_main_phases():
    """A face-up Spell/Trap's "You can only activate this effect during your Main Phase", and
    the leading "During your Main Phase:" of an effect; a wording that names phases of both
    players' turns names each phase with its turn (rule window-phase-named-in-its-text)."""
    cannon = card("Wave-Motion Cannon")[0]
    assert (cannon.activation_phases, cannon.activation_turn) == (("main1", "main2"), "you")
    assert card("Spark Blaster")[0].activation_phases == ("main1", "main2")
    assert [e.activation_phases for e in card("Ultimate Offering")] == [("you:main1", "you:main2", "opponent:battle")]


def test_a_sentence_naming_the_standby_or_end_phase():
    # the limit is read even where it ends the text (Curse of Fiend), and names whose phase
    fiend = card("Curse of Fiend")[0]
    assert (fiend.activation_phases, fiend.activation_turn) == (("standby",), "you")
    mania = card("Battle Mania")[0]
    assert (mania.activation_phases, mania.activation_turn) == (("standby",), "opponent")
    regeneration = card("Supernatural Regeneration")[0]
    assert (regeneration.activation_phases, regeneration.activation_turn) == (("end",), None)
    # a leading "During your opponent's Standby Phase:" is not this sentence (not read here)
    assert card("Thunder of Ruler")[0].activation_phases == ()
