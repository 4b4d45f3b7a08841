"""Round 77: an effect on several targets acts on those still where it targeted them, the ones gone left out (rule
res-gone-targets-left-out: "Target up to 5 cards in any GY(s); banish them"), unless its words make the deed one of
"both" together (rule res-both-targets-or-none: neither is done, nor what needs it)."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card

GY = {"zone": "graveyard"}
CROW = [{"event": "discarded", "card": "crow", "player": "B", "from": "hand", "to": "graveyard", "cause": "cost"}]


def last(cards, steps):
    answer = scenario_cards.ask(cards, {"last_thing": True}, steps)
    return answer, [(e["event"], e.get("card")) for e in answer.last_thing]


SOUL = {"soul": card("Soul Release", "A", zone="hand"), "as": card("Archfiend Soldier", "B", **GY),
        "sangan": card("Sangan", "B", **GY), "tomato": card("Mystic Tomato", "B", **GY),
        "call": card("Call of the Haunted", "B", zone="spell_trap_zone", face_up=False)}


def test_soul_release_banishes_the_targets_still_in_the_graveyard():
    steps = [{"activate": "soul", "targets": ["as", "sangan", "tomato"]}, {"activate": "call", "targets": ["as"]},
             {"resolve": 2}, {"resolve": 1}]
    answer, events = last(SOUL, steps)
    assert events == [("banished", "sangan"), ("banished", "tomato")]
    assert {"res-gone-targets-left-out", "res-target-gone-not-done"} <= set(answer.rules)


def test_soul_release_with_every_target_there_banishes_them_all():
    answer, events = last(SOUL, [{"activate": "soul", "targets": ["as", "sangan", "tomato"]}, {"resolve": 1}])
    assert events == [("banished", "as"), ("banished", "sangan"), ("banished", "tomato")]
    assert "res-gone-targets-left-out" not in answer.rules


FACTORY = {"factory": card("Dark Factory of Mass Production", "A", zone="hand"),
           "as": card("Archfiend Soldier", "A", **GY), "vorse": card("Vorse Raider", "A", **GY),
           "crow": card("D.D. Crow", "B", zone="hand")}


def test_dark_factory_adds_the_target_not_banished():
    steps = [{"activate": "factory", "targets": ["as", "vorse"]},
             {"activate": "crow", "cost": CROW, "targets": ["vorse"]}, {"resolve": 2}, {"resolve": 1}]
    answer, events = last(FACTORY, steps)
    assert events == [("added_to_hand", "as")]
    assert "res-gone-targets-left-out" in answer.rules
    _, events = last(FACTORY, [{"activate": "factory", "targets": ["as", "vorse"]}, {"resolve": 1}])
    assert events == [("added_to_hand", "as"), ("added_to_hand", "vorse")]


GOTTOMS = {"call": card("Gottoms' Emergency Call", "A", zone="spell_trap_zone", face_up=False),
           "axel": card("X-Saber Axel", "A", position="attack"),
           "uruz": card("X-Saber Uruz", "A", **GY), "galahad": card("X-Saber Galahad", "A", **GY),
           "crow": card("D.D. Crow", "B", zone="hand")}


def test_gottoms_emergency_call_summons_neither_when_one_target_is_gone():
    steps = [{"activate": "call", "targets": ["uruz", "galahad"]},
             {"activate": "crow", "cost": CROW, "targets": ["galahad"]}, {"resolve": 2}, {"resolve": 1}]
    answer, events = last(GOTTOMS, steps)
    assert events == [("chain_link_resolved", "call")]
    assert {"res-both-targets-or-none", "res-target-gone-not-done"} <= set(answer.rules)
    assert "res-gone-targets-left-out" not in answer.rules


def test_gottoms_emergency_call_summons_both_when_both_are_there():
    answer, events = last(GOTTOMS, [{"activate": "call", "targets": ["uruz", "galahad"]}, {"resolve": 1}])
    assert events == [("special_summon", "uruz"), ("special_summon", "galahad")]
    assert "res-both-targets-or-none" not in answer.rules
