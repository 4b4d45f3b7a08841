"""Round 167, on real cards of the pool: an effect that moves an Equip Card from a face-up Attack Position monster its
player controls to one the opponent controls needs an opponent's monster of that kind the Equip Card may be equipped
to (rule eq-switch-needs-another-correct-target); a damage answer whose rulings leave out Continuous and Field
Spell/Trap Cards is not met by their effects (rule cond-activation-kinds-left-out-by-ruling)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

SWITCH = "eq-switch-needs-another-correct-target"
LEFT_OUT = "cond-activation-kinds-left-out-by-ruling"


# ------------------------------------------------------------------ moving an Equip Card to the opponent's monster

def _equip_shot(foe: str, position: str = "attack"):
    """Equip Shot asked in the Battle Phase with Dragon Treasure ("Equip only to a Dragon-Type monster") on A's
    Luster Dragon, and B's ``foe`` in ``position``."""
    cards = {"lus": card("Luster Dragon", "A", position="attack"),
             "dt": card("Dragon Treasure", "A", "spell_trap_zone", face_up=True, equipped_to="lus"),
             "foe": card(foe, "B", position=position),
             "shot": card("Equip Shot", "A", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "shot"}, phase="battle")


@pytest.mark.parametrize("foe, position", [("Marauding Captain", "attack"), ("Luster Dragon #2", "defense")])
def test_no_opponent_attack_position_monster_the_equip_card_may_go_to(foe, position):
    """A Warrior-Type monster may not hold Dragon Treasure; a Dragon in Defense Position is not of the kind picked."""
    got = _equip_shot(foe, position)
    assert (got.answer, got.reason) == ("no", "other")
    assert SWITCH in got.rules and "Attack Position monster your opponent controls" in got.explanation


def test_an_opponent_monster_the_equip_card_may_be_equipped_to_is_a_correct_target():
    assert _equip_shot("Luster Dragon #2").answer == "yes"


# ------------------------------------------------------------------ damage answers and Continuous Spell/Trap Cards

def _damage_answer(answer: str, source: str, face_up: bool):
    """B's Set ``answer`` asked after A activates ``source`` (a card in A's hand, or the effect of a face-up one);
    A holds a card in hand."""
    where = {"zone": "spell_trap_zone", "face_up": True} if face_up else {"zone": "hand"}
    cards = {"src": {"name": source, "controller": "A", **where},
             "pot": card("Pot of Greed", "A", "hand"),
             "ans": card(answer, "B", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "ans"}, [{"activate": "src"}])


def test_a_damage_answer_whose_rulings_leave_out_continuous_spells_is_not_met_by_one():
    got = _damage_answer("Trap of Board Eraser", "Wave-Motion Cannon", face_up=True)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert LEFT_OUT in got.rules and "Continuous Spell Card" in got.explanation


def test_that_damage_answer_still_answers_a_normal_spell():
    got = _damage_answer("Trap of Board Eraser", "Hinotama", face_up=False)
    assert got.answer == "yes", got.explanation
    assert LEFT_OUT not in got.rules


def test_a_damage_answer_worded_alike_without_such_rulings_answers_a_continuous_spell():
    got = _damage_answer("Damage Polarizer", "Wave-Motion Cannon", face_up=True)
    assert got.answer == "yes", got.explanation
