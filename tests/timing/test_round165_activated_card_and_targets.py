"""Round 165, on real cards of the pool: a Spell/Trap Card whose place is unstated, activated with no effect named, is
activated as a card unless an effect of it waits for an event that happened (rule
state-card-activation-meant-when-place-unstated); a monster with no effect has nothing to activate (rule
ce-monster-text-not-an-effect); a monster picked by its name must be face-up (rule state-face-down-shows-nothing);
moving an Equip Card needs one with another correct target (rule eq-switch-needs-another-correct-target)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

CARD_MEANT = "state-card-activation-meant-when-place-unstated"
NO_EFFECT = "ce-monster-text-not-an-effect"
NOTHING = "ce-card-with-no-activated-effect"
FACE_DOWN = "state-face-down-shows-nothing"
SWITCH = "eq-switch-needs-another-correct-target"


# ------------------------------------------------------------------ the card, or its effect, activated

def _valhalla_answered(**where):
    """Royal Oppression ("an effect that Special Summons") asked after Valhalla is activated with no effect named."""
    cards = {"val": {"name": "Valhalla, Hall of the Fallen", "controller": "A", **where},
             "ro": card("Royal Oppression", "B", "spell_trap_zone", face_up=True)}
    return ask(cards, {"can_activate": "ro"}, [{"activate": "val"}])


def test_a_continuous_spell_of_unstated_place_is_activated_as_a_card():
    got = _valhalla_answered()
    assert got.answer == "no", got.explanation
    assert CARD_MEANT in got.rules and any("the card itself is activated" in a for a in got.assumed)


def test_a_continuous_spell_stated_face_up_activates_its_effect():
    got = _valhalla_answered(zone="spell_trap_zone", face_up=True)
    assert got.answer == "yes", got.explanation
    assert CARD_MEANT not in got.rules


# ------------------------------------------------------------------ a monster with no effect

@pytest.mark.parametrize("name", ["Cyber Dragon", "Flame Swordsman"])
def test_a_monster_whose_text_is_no_effect_has_nothing_to_activate(name):
    got = ask({"m": card(name, "A", position="attack")}, {"can_activate": "m"})
    assert (got.answer, got.reason) == ("no", "other")
    assert NO_EFFECT in got.rules and "It has no effect" in got.explanation


def test_a_monster_with_continuous_effects_is_not_answered_as_one_with_none():
    got = ask({"m": card("Raging Flame Sprite", "A", position="attack")}, {"can_activate": "m"})
    assert (got.answer, got.reason) == ("no", "other")
    assert NOTHING in got.rules and NO_EFFECT not in got.rules


# ------------------------------------------------------------------ a monster picked by its name

def _breakthrough(face_up: bool):
    samurai = card("The Six Samurai - Yaichi", "A", position="attack" if face_up else "defense", face_up=face_up)
    return ask({"bt": card("Breakthrough!", "A", "spell_trap_zone", face_up=False), "sam": samurai},
               {"can_activate": "bt"})


def test_a_monster_picked_by_its_name_cannot_be_a_face_down_one():
    got = _breakthrough(face_up=False)
    assert (got.answer, got.reason) == ("no", "other")
    assert FACE_DOWN in got.rules and "shows no name" in got.explanation


def test_a_face_up_monster_of_the_name_can_be_picked():
    got = _breakthrough(face_up=True)
    assert got.answer == "yes", got.explanation


# ------------------------------------------------------------------ moving an Equip Card

def _tailor(equip: str):
    """Tailor of the Fickle asked with ``equip`` on A's Gemini Elf and B's face-up Luster Dragon on the field."""
    cards = {"elf": card("Gemini Elf", "A", position="attack"), "lus": card("Luster Dragon", "B", position="attack"),
             "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="elf"),
             "tf": card("Tailor of the Fickle", "A", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "tf"})


def test_an_equip_card_its_own_summon_equips_has_no_other_correct_target():
    got = _tailor("Premature Burial")
    assert (got.answer, got.reason) == ("no", "other")
    assert SWITCH in got.rules and "state-equip-only-by-its-own-summon" in got.rules


def test_an_equip_spell_for_any_monster_can_be_switched():
    got = _tailor("Axe of Despair")
    assert got.answer == "yes", got.explanation
