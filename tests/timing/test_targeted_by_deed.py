"""A targeting named with what the effect that targets does ("targeted by a Spell, Trap, or Effect
Monster's effect that destroys 1 monster on the field": edison_kg/timing/rules/targeted_by_deed.py),
checked against the clauses of that activation's effect, as an activation "that destroys" is."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def set_card(name, controller):
    return card(name, controller, "spell_trap_zone", face_up=False)


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def _targeting(by, position="attack"):
    return {"by": card(by, "B", "hand"), "elf": card("Gemini Elf", "A", position=position),
            "rr": set_card("Remote Revenge", "A"), "jam": set_card("Destruction Jammer", "A"),
            "disc": card("Giant Rat", "A", "hand")}


def test_a_targeting_that_destroys_nothing_does_not_meet_remote_revenge():
    moon = ask(_targeting("Book of Moon"), [{"activate": "by", "targets": ["elf"]}], {"can_activate": "rr"})
    assert (moon.answer, moon.reason) == ("no", "condition-not-met")
    assert "cond-targeted-by-effect-that-does" in moon.rules


def test_a_targeting_that_destroys_one_monster_meets_remote_revenge():
    taker = ask(_targeting("Soul Taker"), [{"activate": "by", "targets": ["elf"]}], {"can_activate": "rr"})
    assert taker.answer == "yes" and "cond-targeted-by-effect-that-does" in taker.rules
    crush = ask(_targeting("Shield Crush", "defense"), [{"activate": "by", "targets": ["elf"]}],
                {"can_activate": "rr"})
    assert crush.answer == "yes"


def test_destruction_jammer_reads_the_same_deed_of_the_activation():
    moon = ask(_targeting("Book of Moon"), [{"activate": "by", "targets": ["elf"]}],
               {"can_activate": "jam"})
    assert (moon.answer, moon.reason) == ("no", "condition-not-met")
    taker = ask(_targeting("Soul Taker"), [{"activate": "by", "targets": ["elf"]}],
                {"can_activate": "jam"})
    assert taker.answer == "yes"
