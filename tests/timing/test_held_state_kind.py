""""Activate only while you control a face-up Level 7 or higher monster that was Tribute Summoned": the kind names
the card the state needs, not the card whose activation it answers (rule cond-activation-needs-field-state); pool
cards, as `edison-kg ask` answers."""

from __future__ import annotations

from scenario_cards import ask, card


def overwhelm_answer(level: str):
    cards = {"overwhelm": card("Overwhelm", "A", "spell_trap_zone", face_up=False),
             "mine": card(level, "A", "hand"),
             "tornado": card("Dust Tornado", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "mine", "method": "tribute"}, {"activate": "tornado"}]
    return ask(cards, {"can_activate": "overwhelm"}, steps=steps)


def test_overwhelm_answers_a_trap_while_its_controller_has_a_tribute_summoned_level_7_monster():
    assert overwhelm_answer("Dark Magician").answer == "yes"


def test_overwhelm_with_a_level_5_monster_cannot_be_activated():
    got = overwhelm_answer("Summoned Skull")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
