"""A destruction that picks its card only when it resolves is not sure to destroy a card of a kind its words
do not name (rule cond-would-destroy-picked-on-resolution), on real cards: Morphtronic Forcefield against
Fissure and Smashing Ground (no), Dark Hole and a card that targets the Morphtronic (yes); a negation whose
condition the pick's own words satisfy (My Body as a Shield, "a monster(s) on the field") is not affected."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "cond-would-destroy-picked-on-resolution"


def forcefield_against(spell, targets=(), **more):
    cards = {"ff": card("Morphtronic Forcefield", "A", "spell_trap_zone", face_up=False),
             "celfon": card("Morphtronic Celfon", "A", position="attack"),
             "spell": card(spell, "B", "hand"), **more}
    step = {"activate": "spell"}
    if targets:
        step["targets"] = list(targets)
    return ask(cards, {"can_activate": "ff"}, [step], turn_player="B")


def test_fissure_and_smashing_ground_are_not_sure_to_destroy_the_only_morphtronic():
    for spell in ("Fissure", "Smashing Ground"):
        answer = forcefield_against(spell)
        assert (answer.answer, answer.reason) == ("no", "condition-not-met"), spell
        assert RULE in answer.rules and "cond-would-destroy-certain" in answer.rules


def test_dark_hole_destroying_all_monsters_is_sure():
    assert forcefield_against("Dark Hole").answer == "yes"


def test_a_spell_targeting_the_morphtronic_is_sure():
    answer = forcefield_against("Soul Taker", targets=["celfon"])
    assert answer.answer == "yes"


def test_a_negation_of_a_monster_s_destruction_still_answers_fissure():
    cards = {"shield": card("My Body as a Shield", "A", "spell_trap_zone", face_up=False),
             "elf": card("Mystical Elf", "A", position="attack"), "fissure": card("Fissure", "B", "hand")}
    answer = ask(cards, {"can_activate": "shield"}, [{"activate": "fissure"}], turn_player="B")
    assert answer.answer == "yes" and RULE not in answer.rules
