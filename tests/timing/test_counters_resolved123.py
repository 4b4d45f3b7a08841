"""Counters a resolution removes, seen by the costs asked after it (rule res-counters-removed-by-resolution, round 123,
edison_kg/timing/counters_resolved.py; read by edison_kg/cardtext/counters_resolved.py)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.board import counters_on
from scenario_cards import ask, card

RULE = "res-counters-removed-by-resolution"


def _after(remover, holder, counters, question_text=None, negate=False, controller="B"):
    cards = {"holder": card(holder, "A", position="attack", counters=counters),
             "remover": card(remover, controller, "spell_trap_zone", face_up=False),
             "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}     # a card left to destroy
    steps = [{"activate": "remover"}]
    if negate:
        cards["tools"] = card("Seven Tools of the Bandit", "A", "spell_trap_zone", face_up=False)
        steps += [{"activate": "tools"}, {"resolve": 2}, {"resolve": 1}]
    else:
        steps += [{"resolve": 1}]
    question = {"can_activate": "holder"}
    if question_text:
        question["effect_text"] = question_text
    return ask(cards, question, steps).to_dict()


def test_exhausting_spell_leaves_breaker_no_spell_counter_to_remove():
    found = _after("Exhausting Spell", "Breaker the Magical Warrior", {"Spell Counter": 1}, "remove 1 Spell Counter")
    assert found["answer"] == "no"
    assert any(RULE in rule for rule in found["rules"])
    assert "Exhausting Spell removed all Spell Counters from the field" in found["happened"][-1]


def test_without_the_removal_breaker_still_pays():
    cards = {"holder": card("Breaker the Magical Warrior", "A", position="attack", counters={"Spell Counter": 1}),
             "remover": card("Exhausting Spell", "B", "spell_trap_zone", face_up=False)}
    found = ask(cards, {"can_activate": "holder", "effect_text": "remove 1 Spell Counter"}).to_dict()
    assert found["answer"] == "yes"


def test_counter_cleaner_takes_royal_magical_librarys_counters():
    found = _after("Counter Cleaner", "Royal Magical Library", {"Spell Counter": 3}, controller="A")
    assert found["answer"] == "no"
    assert any(RULE in rule for rule in found["rules"])


def test_exhausting_spell_leaves_fog_counters():
    """Only Spell Counters go: a Cloudian's Fog Counters stay and pay its cost."""
    found = _after("Exhausting Spell", "Cloudian - Acid Cloud", {"Fog Counter": 2}, "remove 2 Fog Counters")
    assert found["answer"] == "yes"


def test_updraft_takes_the_fog_counters():
    found = _after("Updraft", "Cloudian - Acid Cloud", {"Fog Counter": 2}, "remove 2 Fog Counters", controller="A")
    assert found["answer"] == "no"


def test_counters_placed_after_the_removal_count_again():
    cards = {"library": card("Royal Magical Library", "A", position="attack", counters={"Spell Counter": 3}),
             "ex": card("Exhausting Spell", "B", "spell_trap_zone", face_up=False),
             "pot": card("Pot of Greed", "A", "hand")}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
           "steps": [{"activate": "ex"}, {"resolve": 1}, {"activate": "pot"}, {"resolve": 1}], "ask": {"last_thing": True}}
    state = timing.Engine().play(timing.parse_scenario(raw)).duel
    assert counters_on(state, "library", "spell") == 1


def test_a_negated_removal_removes_nothing():
    found = _after("Exhausting Spell", "Breaker the Magical Warrior", {"Spell Counter": 1}, "remove 1 Spell Counter",
                   negate=True)
    assert found["answer"] == "yes"
