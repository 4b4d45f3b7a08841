"""Round 182: a destruction of a fixed number of cards picked as it resolves is sure to destroy a monster when too few
of the cards it could pick are not monsters (rule cond-would-destroy-by-count-left,
edison_kg/timing/rules/sure_by_count.py): Saber Slash's own examples against My Body as a Shield."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-would-destroy-by-count-left"
PICKED = "https://w3id.org/edison-kg/id/rule/cond-would-destroy-picked-on-resolution"


def _ask(sabers: int, spells: list[str]) -> dict:
    cards = {"slash": {"name": "Saber Slash", "controller": "A", "zone": "hand"},
             "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "shield": {"name": "My Body as a Shield", "controller": "B", "zone": "spell_trap_zone"},
             "drain": {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    for i, name in enumerate(["X-Saber Airbellum", "X-Saber Galahad"][:sabers]):
        cards[f"saber{i}"] = {"name": name, "controller": "A", "zone": "monster_zone", "position": "attack"}
    for i, name in enumerate(spells):
        cards[f"spell{i}"] = {"name": name, "controller": "A", "zone": "spell_trap_zone", "face_up": True}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [{"activate": "slash"}],
                       "ask": {"can_activate": "shield"}}).to_dict()


def test_two_sabers_and_one_face_up_non_monster_is_sure():
    # it must destroy 2 cards and only Skill Drain is not a monster (the Set My Body as a Shield is not face-up)
    answer = _ask(2, [])
    assert answer["answer"] == "yes" and RULE in answer["rules"]
    assert any("Saber Slash must destroy 2 card(s)" in line for line in answer["assumed"])


@pytest.mark.parametrize("sabers, spells", [(1, []), (2, ["Messenger of Peace"])])
def test_enough_other_cards_to_pick_is_not_sure(sabers, spells):
    # 1 card to destroy and Skill Drain to pick; 2 to destroy and two face-up non-monsters to pick
    answer = _ask(sabers, spells)
    assert (answer["answer"], answer["reason"]) == ("no", "condition-not-met")
    assert PICKED in answer["rules"] and RULE not in answer["rules"]


@pytest.mark.parametrize("theirs, answer", [(1, "yes"), (3, "no")])
def test_saber_slash_sure_to_destroy_two_of_its_players_cards(theirs, answer):
    """Round 183: with 3 "X-Saber" monsters it must destroy 3 face-up cards; against 1 of the opponent's it destroys 2 or
    more of its own player's, so that player's Starlight Road can answer it; against 3, its player may pick theirs."""
    cards = {"slash": {"name": "Saber Slash", "controller": "A", "zone": "hand"},
             "road": {"name": "Starlight Road", "controller": "A", "zone": "spell_trap_zone"}}
    for i, name in enumerate(["X-Saber Airbellum", "X-Saber Galahad", "X-Saber Anu Piranha"]):
        cards[f"saber{i}"] = {"name": name, "controller": "A", "zone": "monster_zone", "position": "attack"}
    for i, name in enumerate(["Vorse Raider", "Gemini Elf", "Skilled Dark Magician"][:theirs]):
        cards[f"theirs{i}"] = {"name": name, "controller": "B", "zone": "monster_zone", "position": "attack"}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [{"activate": "slash"}],
                      "ask": {"can_activate": "road"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == (answer == "yes")
    if answer == "yes":
        assert any("would destroy at least 2" in line for line in got["assumed"])
