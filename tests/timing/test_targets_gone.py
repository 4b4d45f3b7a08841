"""A target that left the place it was targeted in before its effect resolves is no longer that
target (rule res-target-gone-not-done), on pool cards other than the drafts': Offerings to the
Doomed, whose destruction of its target is not done while its part joined by "also" still is, and
Mystical Space Typhoon, which changes nothing once its target is gone."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card


SET = {"zone": "spell_trap_zone", "face_up": False}
FIELD = {"zone": "monster_zone", "position": "attack"}


def ask(cards, steps):
    """What the last thing to happen was after ``steps``."""
    return scenario_cards.ask(cards, {"last_thing": True}, steps)


OFFERINGS = {"off": card("Offerings to the Doomed", "A", zone="hand"), "vorse": card("Vorse Raider", "B", **FIELD),
             "ced": card("Compulsory Evacuation Device", "B", **SET)}


def test_a_target_still_there_is_destroyed():
    answer = ask(OFFERINGS, [{"activate": "off", "targets": ["vorse"]}, {"resolve": 1}])
    assert {"event": "destroyed", "card": "vorse"}.items() <= answer.last_thing[0].items()
    assert "res-target-gone-not-done" not in answer.rules


def test_a_target_returned_to_the_hand_in_answer_is_not_destroyed():
    answer = ask(OFFERINGS, [{"activate": "off", "targets": ["vorse"]}, {"activate": "ced", "targets": ["vorse"]},
                             {"resolve": 2}, {"resolve": 1}])
    # the skipped Draw Phase, joined by "also", is still applied
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("effect_applied", "off")]


def test_a_spell_whose_only_target_is_gone_changes_nothing():
    cards = {"mst": card("Mystical Space Typhoon", "A", zone="hand"),
             "mst2": card("Mystical Space Typhoon", "B", **SET),
             "trap": card("Waboku", "B", **SET)}
    answer = ask(cards, [{"activate": "mst", "targets": ["trap"]}, {"activate": "mst2", "targets": ["trap"]},
                         {"resolve": 2}, {"resolve": 1}])
    assert [e["event"] for e in answer.last_thing] == ["chain_link_resolved"]
    assert "res-target-gone-not-done" in answer.rules
    answer = ask(cards, [{"activate": "mst", "targets": ["trap"]}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("destroyed", "trap")]
