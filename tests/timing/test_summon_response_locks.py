"""Locks a monster applies in answer to its own Summon (round 76): "When Normal Summoned, cards and effects cannot be
activated" stops every card and effect in that window, effects in the hand and the Graveyard too (rule
ce-summon-lock-all-cards-and-effects), and a lock naming a kind of Summon closes only the window of a Summon of that
kind (rule ce-summon-lock-only-that-summon). Real cards: Obelisk the Tormentor, Tactical Espionage Expert ("When this
card is Normal Summoned successfully, no Trap Cards can be activated"), Torrential Tribute, Sangan, Solemn Judgment."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import read_card


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


def _obelisk(method: str, ask: dict, first: str = "Dark Elf") -> timing.Answer:
    cards = {"ob": {"name": "Obelisk the Tormentor", "controller": "A", "zone": "hand"},
             "t1": {"name": first, "controller": "A", "zone": "monster_zone"},
             "t2": {"name": "Dark Elf", "controller": "A", "zone": "monster_zone"},
             "t3": {"name": "Dark Elf", "controller": "A", "zone": "monster_zone"},
             "tt": {"name": "Torrential Tribute", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "sj": {"name": "Solemn Judgment", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    summon = {"summon": "ob", "method": method}
    if method == "tribute":
        summon["materials"] = ["t1", "t2", "t3"]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [summon], "ask": ask})


def test_nothing_answers_the_normal_summon_of_obelisk():
    got = _obelisk("tribute", {"can_activate": "tt"})
    assert got.answer == "no"
    assert "ce-summon-lock-all-cards-and-effects" in _rules(got)


def test_a_special_summon_of_obelisk_locks_nothing():
    got = _obelisk("special", {"can_activate": "tt"})
    assert got.answer == "yes"
    assert "ce-summon-lock-only-that-summon" in _rules(got)


def test_a_monster_tributed_for_obelisk_does_not_activate_its_effect():
    asked = _obelisk("tribute", {"can_activate": "t1"}, first="Sangan")
    assert asked.answer == "no"
    assert "ce-summon-lock-all-cards-and-effects" in _rules(asked)
    got = _obelisk("tribute", {"triggers": True}, first="Sangan").to_dict()
    assert not got["chain"] and not got["missed"]


def test_a_card_answering_the_summon_attempt_is_still_spared():
    # Solemn Judgment answers the Summon while it is attempted: the lock has not started yet
    got = _obelisk("tribute", {"can_activate": "sj"})
    assert "ce-summon-lock-starts-once-summoned" in _rules(got)


@pytest.mark.parametrize("method,answer", [("normal", "no"), ("special", "yes")])
def test_a_trap_lock_when_normal_summoned_only_after_a_normal_summon(method, answer):
    cards = {"tee": {"name": "Tactical Espionage Expert", "controller": "A", "zone": "hand"},
             "tt": {"name": "Torrential Tribute", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                      "steps": [{"summon": "tee", "method": method}], "ask": {"can_activate": "tt"}})
    assert got.answer == answer


@pytest.mark.parametrize("text,summon", [
    ("When Normal Summoned, cards and effects cannot be activated.", "normal_summon"),
    ("When this card is Normal Summoned successfully, no Trap Cards can be activated.", "normal_summon"),
    ("When this card is Summoned, no Trap Cards can be activated.", None),
])
def test_the_reader_keeps_the_summon_the_lock_answers(text, summon):
    reading = read_card({"name": "X", "card_type": "monster", "subtypes": ["Effect"], "texts": {"custom": text}})
    lock = next(r for e in reading.effects for r in e.restrictions)
    assert (lock.kind, lock.window, lock.gained_by) == ("cannot-activate", "summon-response", summon)
