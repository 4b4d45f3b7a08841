"""Counters a continuous effect places each time a Spell Card is activated (rule
ce-counter-placed-when-the-activated-card-resolves, edison_kg/timing/rules/counters_each_time.py)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.board import counters_on
from scenario_cards import ask, card


def _library_after(chained, counters=2):
    cards = {"library": card("Royal Magical Library", "A", position="attack", counters={"Spell Counter": counters}),
             "pot": card("Pot of Greed", "A", "hand"), "answer": card(chained, "B", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "library"}, [{"activate": "pot"}, {"activate": "answer"}, {"resolve": 2}, {"resolve": 1}]).to_dict()


def test_a_spell_whose_effect_alone_was_negated_still_places_the_counter():
    found = _library_after("Imperial Order")
    assert found["answer"] == "yes"
    assert any("ce-counter-placed-when-the-activated-card-resolves" in s for s in found["assumed"])


def test_a_negated_activation_places_none():
    assert _library_after("Magic Jammer")["answer"] == "no"


def test_the_counters_stop_at_the_most_the_text_gives():
    cards = {"library": card("Royal Magical Library", "A", position="attack", counters={"Spell Counter": 2}),
             "pot": card("Pot of Greed", "A", "hand"), "charity": card("Graceful Charity", "A", "hand")}
    steps = [{"activate": "pot"}, {"resolve": 1}, {"activate": "charity"}, {"resolve": 1}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"last_thing": True}}
    state = timing.Engine().play(timing.parse_scenario(raw)).duel
    assert counters_on(state, "library", "spell") == 3           # 2 + 2 Spells, at most 3
    before = timing.Engine().play(timing.parse_scenario({**raw, "steps": []})).duel
    assert counters_on(before, "library", "spell") == 2
