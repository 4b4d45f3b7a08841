"""Each player's part of an effect must be one the restriction lets them do (rule
ce-forbidden-action-each-players-part, under ce-forbidden-action-only-targets): "Each player targets 1 monster in
their own GY; each player Special Summons the target" (The Shallow Grave) cannot be activated under a Barrier
Statue when one player's Graveyard holds no monster of its Attribute (The Shallow Grave's Edison ruling).
Real cards: The Shallow Grave, Monster Reborn, Barrier Statue of the Torrent and of the Inferno, Mobius the Frost
Monarch (WATER), Cyber Dragon (LIGHT), Infernal Flame Emperor (FIRE)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(card: str, own: list[str], theirs: list[str], statue: str = "Barrier Statue of the Torrent"):
    cards = {"statue": {"name": statue, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sg": {"name": card, "controller": "A", "zone": "hand"}}
    cards |= {f"a{i}": {"name": n, "controller": "A", "zone": "graveyard"} for i, n in enumerate(own)}
    cards |= {f"b{i}": {"name": n, "controller": "B", "zone": "graveyard"} for i, n in enumerate(theirs)}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [],
                       "ask": {"can_activate": "sg"}})


def _each_part(got) -> bool:
    return any(r.endswith("rule/ce-forbidden-action-each-players-part") for r in got.rule_iris)


@pytest.mark.parametrize("own, theirs", [(["Mobius the Frost Monarch"], ["Cyber Dragon"]),
                                         (["Cyber Dragon"], ["Mobius the Frost Monarch"])])
def test_one_player_with_no_monster_they_may_summon_stops_it(own, theirs):
    got = _ask("The Shallow Grave", own, theirs)
    assert got.answer == "no" and _each_part(got)


def test_each_player_with_a_monster_they_may_summon_lets_it_through():
    got = _ask("The Shallow Grave", ["Mobius the Frost Monarch"], ["Mobius the Frost Monarch", "Cyber Dragon"])
    assert got.answer == "yes" and not _each_part(got)


def test_another_barrier_statue_reaches_each_part_the_same_way():
    got = _ask("The Shallow Grave", ["Infernal Flame Emperor"], ["Mobius the Frost Monarch"],
               statue="Barrier Statue of the Inferno")
    assert got.answer == "no" and _each_part(got)


def test_one_player_taking_from_either_graveyard_needs_one_target_only():
    # Monster Reborn: its player takes a target from either Graveyard, one WATER monster is enough
    got = _ask("Monster Reborn", ["Cyber Dragon"], ["Mobius the Frost Monarch"])
    assert got.answer == "yes" and not _each_part(got)
