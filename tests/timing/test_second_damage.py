"""A second damage joined by "and" with no verb of its own ("Inflict 1000 points of damage to your
opponent's Life Points and 500 points of damage to your Life Points") is a second damage event, at the
same moment as the first (rule conj-and). Tremendous Fire is the pool's only card of that shape, so the
engine is tried on a card that brings its own text of it; a single damage stays one event."""

from __future__ import annotations

import scenario_cards

FIRE = {"name": "Twin Flames", "text": "Inflict 800 damage to your opponent and 300 damage to you.",
        "card_type": "spell", "subtypes": ["Normal"], "controller": "A", "zone": "hand"}


def test_a_second_damage_happens_at_the_same_moment():
    answer = scenario_cards.ask({"fire": FIRE}, {"last_thing": True}, [{"activate": "fire"}, {"resolve": 1}])
    assert [(e["event"], e["player"]) for e in answer.last_thing] == [("damage_inflicted", "B"),
                                                                      ("damage_inflicted", "A")]


def test_a_single_damage_stays_one_event():
    one = {**FIRE, "text": "Inflict 800 damage to your opponent."}
    answer = scenario_cards.ask({"fire": one}, {"last_thing": True}, [{"activate": "fire"}, {"resolve": 1}])
    assert [(e["event"], e["player"]) for e in answer.last_thing] == [("damage_inflicted", "B")]
