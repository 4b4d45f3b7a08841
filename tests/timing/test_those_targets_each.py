"""An effect that acts on "those targets" acts on each of its targets at the same time (rule
res-those-targets-each), on pool cards other than the drafts': Salvage adds both WATER monsters it
targeted to the hand, Hidden Spellbook shuffles both Spell Cards into the Deck, and a target gone
before it resolves is left out (rule res-target-gone-not-done)."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card

GY = {"zone": "graveyard"}
SALVAGE = {"salvage": card("Salvage", "A", zone="hand"), "grizzly": card("Mother Grizzly", "A", **GY),
           "star": card("Star Boy", "A", **GY), "crow": card("D.D. Crow", "B", zone="hand")}


def last(cards, steps):
    answer = scenario_cards.ask(cards, {"last_thing": True}, steps)
    return answer, [(e["event"], e.get("card")) for e in answer.last_thing]


def test_salvage_adds_both_targets_together():
    answer, events = last(SALVAGE, [{"activate": "salvage", "targets": ["grizzly", "star"]}, {"resolve": 1}])
    assert events == [("added_to_hand", "grizzly"), ("added_to_hand", "star")]
    assert "res-those-targets-each" in answer.rules


def test_a_target_banished_before_it_resolves_is_not_added():
    steps = [{"activate": "salvage", "targets": ["grizzly", "star"]},
             {"activate": "crow", "cost": [{"event": "discarded", "card": "crow", "player": "B", "from": "hand",
                                            "to": "graveyard", "cause": "cost"}], "targets": ["star"]},
             {"resolve": 2}, {"resolve": 1}]
    _, events = last(SALVAGE, steps)
    assert events == [("added_to_hand", "grizzly")]


def test_hidden_spellbook_shuffles_each_target_into_the_deck():
    cards = {"book": card("Hidden Spellbook", "A", zone="spell_trap_zone", face_up=False),
             "pot": card("Pot of Greed", "A", **GY), "mst": card("Mystical Space Typhoon", "A", **GY)}
    _, events = last(cards, [{"activate": "book", "targets": ["pot", "mst"]}, {"resolve": 1}])
    assert events == [("returned_to_deck", "pot"), ("returned_to_deck", "mst")]
