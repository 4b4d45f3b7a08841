"""A condition on an attacker "that was Tribute Summoned" is met only by a monster on the field by a Tribute Summon
(rule cond-attacker-summoned-as, edison_kg/timing/rules/how_where.py). Real cards: Blast Held by a Tribute (the one
card of the pool with this wording), Summoned Skull (Level 6), Gemini Elf (Level 4), Sangan (the Tribute)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze


def _ask(attacker: str, summon: dict) -> timing.Answer:
    cards = {"att": {"name": attacker, "controller": "A", "zone": "hand"},
             "fodder": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "bh": {"name": "Blast Held by a Tribute", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"summon": "att", **summon}, {"phase": "battle"},
             {"events": [{"event": "attack_declared", "card": "att"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"can_activate": "bh"}})


def test_a_tribute_summoned_attacker_meets_it():
    assert _ask("Summoned Skull", {"method": "tribute", "materials": ["fodder"]}).answer == "yes"


def test_an_attacker_normal_summoned_without_tributes_does_not():
    got = _ask("Gemini Elf", {"method": "normal"})
    assert got.answer == "no"
    assert any(r.endswith("rule/cond-attacker-summoned-as") for r in got.rule_iris)


@pytest.mark.parametrize("text, methods", [
    ("When an opponent's monster that was Tribute Summoned declares an attack: Destroy all face-up Attack Position "
     "monsters they control.", ("tribute_summon",)),
    ("When an opponent's monster declares an attack: Destroy all face-up Attack Position monsters they control.", ()),
])
def test_the_reader_names_the_attackers_summon(text, methods):
    assert analyze(text)[0].condition.summon_methods == methods
