"""Round 183: a change of control Remove Brainwashing undoes at once is one moment with the change (rule
state-control-returned-at-once, edison_kg/timing/returned_at_once.py): Remove Brainwashing's rulings with Vengeful
Servant, Kunoichi and Shiny Black "C"."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/state-control-returned-at-once"


def _brain_control(returned_by_a_continuous_card: bool) -> dict:
    back = {"event": "control_changed", "card": "vorse", "player": "A", "cause": "effect",
            "by": "rb" if returned_by_a_continuous_card else "bc"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": {
        "vorse": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "vs": {"name": "Vengeful Servant", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
               "equipped_to": "vorse"},
        "rb": {"name": "Remove Brainwashing", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
        "bc": {"name": "Brain Control", "controller": "B", "zone": "hand"}},
        "steps": [{"activate": "bc", "cost": [{"event": "lp_paid", "player": "B", "amount": 800, "cause": "cost"}],
                   "targets": ["vorse"]},
                  {"resolve": 1, "events": [{"event": "control_changed", "card": "vorse", "player": "B",
                                             "cause": "effect", "by": "bc"}, back]}],
        "ask": {"triggers": True}}).to_dict()


def test_vengeful_servant_activates_once_when_remove_brainwashing_returns_the_monster():
    got = _brain_control(True)
    assert [link["card"] for link in got["chain"]] == ["vs"], got["explanation"]
    assert RULE in got["rules"]


def test_two_changes_of_control_by_a_resolving_card_are_two():
    # the same two moments, the second by the resolving card itself: two changes, two activations
    got = _brain_control(False)
    assert [link["card"] for link in got["chain"]] == ["vs", "vs"], got["explanation"]
    assert RULE not in got["rules"]


@pytest.mark.parametrize("remove_brainwashing, answer", [(True, "yes"), (False, "no")])
def test_shiny_black_c_answers_a_summon_remove_brainwashing_returned(remove_brainwashing, answer):
    # without a continuous card, the second moment is the resolving card's own later deed: the Summon is not last
    back = {"event": "control_changed", "card": "jw", "player": "A", "cause": "effect",
            "by": "rb" if remove_brainwashing else "aau"}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": {
        "jw": {"name": "Junk Warrior", "controller": "A", "zone": "graveyard"},
        "aau": {"name": "Autonomous Action Unit", "controller": "B", "zone": "spell_trap_zone"},
        "rb": {"name": "Remove Brainwashing", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
        "shiny": {"name": "Shiny Black \"C\"", "controller": "A", "zone": "graveyard"}},
        "steps": [{"activate": "aau", "cost": [{"event": "lp_paid", "player": "B", "amount": 1500, "cause": "cost"}],
                   "targets": ["jw"]},
                  {"resolve": 1, "events": [[{"event": "special_summon", "card": "jw", "from": "graveyard",
                                              "to": "monster_zone", "player": "B", "cause": "effect", "by": "aau"},
                                             {"event": "equipped", "card": "aau", "by": "aau"}], back]}],
        "ask": {"can_activate": "shiny"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == remove_brainwashing
