"""Round 183: a deed an activation's text puts off to a later phase is not one it "would" do (rule
cond-would-do-later-is-not-would-do, edison_kg/timing/rules/happened.py; the card reader marks the deed applied later,
edison_kg/cardtext/clauses.py): Viser Des's rulings against My Body as a Shield."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-would-do-later-is-not-would-do"


@pytest.mark.parametrize("activated, answer", [("viser", "no"), ("hole", "yes")])
def test_my_body_as_a_shield_answers_only_a_destruction_done_as_it_resolves(activated, answer):
    # Viser Des destroys its target in its controller's third Standby Phase; Fissure destroys as it resolves
    steps = [{"summon": "viser", "method": "normal"}, {"activate": "viser", "targets": ["cyber"]}] \
        if activated == "viser" else [{"activate": "hole"}]
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "viser": {"name": "Viser Des", "controller": "A", "zone": "hand"},
        "hole": {"name": "Fissure", "controller": "A", "zone": "hand"},
        "cyber": {"name": "Cyber Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "mbaas": {"name": "My Body as a Shield", "controller": "B", "zone": "spell_trap_zone"}},
        "steps": steps, "ask": {"can_activate": "mbaas"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == (answer == "no")


def test_viser_des_destroys_nothing_as_it_resolves():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "viser": {"name": "Viser Des", "controller": "A", "zone": "hand"},
        "sangan": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"summon": "viser", "method": "normal"}, {"activate": "viser", "targets": ["sangan"]},
                  {"resolve": 1}], "ask": {"triggers": True}}).to_dict()
    assert got["chain"] == [], got["explanation"]
