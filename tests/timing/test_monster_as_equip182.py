"""Round 182: a monster card equipped as an Equip Card is no monster in the Spell & Trap Zone, so its monster effects
are not activated there (rule eq-monster-card-as-equip-activates-nothing, edison_kg/timing/rules/face_down.py).
Griggle's ruling: not activated when equipped to the opponent's Relinquished; activated when its control shifts as a
monster."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/eq-monster-card-as-equip-activates-nothing"


def _ask(equipped: bool) -> dict:
    events = [{"event": "control_changed", "card": "griggle", "player": "A", "cause": "effect", "by": "taker"}]
    if equipped:
        events.insert(0, {"event": "equipped", "card": "griggle", "player": "A", "from": "monster_zone",
                          "to": "spell_trap_zone", "cause": "effect", "by": "taker"})
    taker = ({"name": "Relinquished", "controller": "A", "zone": "monster_zone", "position": "attack"} if equipped
             else {"name": "Change of Heart", "controller": "A", "zone": "hand"})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "taker": taker, "griggle": {"name": "Griggle", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"activate": "taker", "targets": ["griggle"]}, {"resolve": 1, "events": [events]}],
        "ask": {"triggers": True}}).to_dict()


def test_griggle_equipped_to_relinquished_activates_nothing():
    answer = _ask(equipped=True)
    assert answer["chain"] == [] and RULE in answer["rules"]


def test_griggle_taken_as_a_monster_activates():
    answer = _ask(equipped=False)
    assert [(link["card"], link["link"]) for link in answer["chain"]] == [("griggle", 1)]
    assert RULE not in answer["rules"]


@pytest.mark.parametrize("returned_by, rule", [("rb", "state-control-returned-at-once"), ("bc", "segoc-once-per-event")])
def test_griggle_taken_and_given_back_at_once_activates_once(returned_by, rule):
    # control shifts to B and back to A in one resolution: Griggle's effect goes on the chain once. Returned by Remove
    # Brainwashing, the return is part of the shift (round 183); shifted back in a later moment by the resolving card
    # itself, its usage limit (once while it stays face-up, read from "as long as this card remains face-up") keeps it
    # to once
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": {
        "rb": {"name": "Remove Brainwashing", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
        "griggle": {"name": "Griggle", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "bc": {"name": "Brain Control", "controller": "B", "zone": "hand"}},
        "steps": [{"activate": "bc", "targets": ["griggle"]},
                  {"resolve": 1, "events": [{"event": "control_changed", "card": "griggle", "player": "B", "by": "bc"},
                                            {"event": "control_changed", "card": "griggle", "player": "A",
                                             "by": returned_by}]}],
        "ask": {"triggers": True}}).to_dict()
    assert [(link["card"], link["link"]) for link in answer["chain"]] == [("griggle", 1)]
    assert f"https://w3id.org/edison-kg/id/rule/{rule}" in answer["rules"]
