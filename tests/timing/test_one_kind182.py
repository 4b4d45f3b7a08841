"""Round 182: "Each player can only control 1 Attribute (Type) of monster" binds each player who controls a face-up
monster to theirs (rule ce-one-kind-controlled, edison_kg/timing/one_kind_controlled.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import cardtext, timing

RULE = "https://w3id.org/edison-kg/id/rule/ce-one-kind-controlled"


def _ask(lock: str, mine: str | None, target: str) -> dict:
    cards = {"lock": {"name": lock, "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "call": {"name": "Call of the Haunted", "controller": "A", "zone": "spell_trap_zone"},
             "dead": {"name": target, "controller": "A", "zone": "graveyard"}}
    if mine is not None:
        cards["mine"] = {"name": mine, "controller": "A", "zone": "monster_zone", "position": "attack"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [],
                       "ask": {"can_activate": "call"}}).to_dict()


@pytest.mark.parametrize("lock, mine, target, expected", [
    ("Gozen Match", "X-Head Cannon", "Zombyra the Dark", "no"),       # LIGHT kept, only a DARK to revive
    ("Gozen Match", "X-Head Cannon", "Y-Dragon Head", "yes"),         # LIGHT and LIGHT
    ("Gozen Match", None, "Zombyra the Dark", "yes"),                 # no face-up monster: not bound
    ("Rivalry of Warlords", "Zombyra the Dark", "X-Head Cannon", "no"),   # Warrior kept, only a Machine
    ("Rivalry of Warlords", "X-Head Cannon", "Y-Dragon Head", "yes"),     # Machine and Machine
])
def test_call_of_the_haunted_under_one_kind(lock, mine, target, expected):
    answer = _ask(lock, mine, target)
    assert answer["answer"] == expected
    assert (RULE in answer["rules"]) == (expected == "no")
    if expected == "no":
        assert lock in answer["explanation"]


def test_the_opponents_monster_binds_only_the_opponent():
    # B's face-up DARK monster binds B, not A, who controls no monster
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "lock": {"name": "Gozen Match", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
        "theirs": {"name": "Zombyra the Dark", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "call": {"name": "Call of the Haunted", "controller": "A", "zone": "spell_trap_zone"},
        "dead": {"name": "X-Head Cannon", "controller": "A", "zone": "graveyard"}},
        "steps": [], "ask": {"can_activate": "call"}}).to_dict()
    assert answer["answer"] == "yes"


@pytest.mark.parametrize("text, kind", [("Each player can only control 1 Attribute of monster. Send all other face-up "
                                         "monsters they control to the GY.", "one-attribute-controlled"),
                                        ("Each player can only control 1 Type of monster. Send all other face-up "
                                         "monsters they control to the GY.", "one-type-controlled")])
def test_the_reader_types_the_lock(text, kind):
    reading = cardtext.read_card({"name": "Custom lock", "card_type": "trap", "subtypes": ["Continuous"],
                                  "texts": {"custom": text}})
    found = [r for e in reading.effects for r in e.restrictions]
    assert [(r.kind, r.action, r.players) for r in found] == [(kind, "special_summon", "both")]
