"""A lock that applies once a monster is Normal Summoned successfully does not stop a card that answers the Summon
while it is attempted (rule ce-summon-lock-starts-once-summoned, timing/rules/summon_attempts.py). Real cards:
Creeping Doom Manta ("When this card is Normal Summoned successfully, no Trap Cards can be activated"), Solemn
Judgment ("If a monster(s) would be Summoned"), Trap Hole ("When your opponent Normal or Flip Summons ...")."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(trap: str) -> timing.Answer:
    cards = {"manta": {"name": "Creeping Doom Manta", "controller": "A"},
             "trap": {"name": trap, "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"summon": "manta", "method": "normal"}], "ask": {"can_activate": "trap"}})


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


@pytest.mark.parametrize("trap,answer", [("Solemn Judgment", "yes"), ("Trap Hole", "no")])
def test_the_lock_starts_once_the_summon_succeeded(trap, answer):
    got = _ask(trap)
    assert got.answer == answer
    assert ("ce-summon-lock-starts-once-summoned" in _rules(got)) == (answer == "yes")
