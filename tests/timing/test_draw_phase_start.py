"""A scenario that starts in the Draw Phase and tells of neither the normal draw nor an
activation is at the Draw Phase's start, before the normal draw (steps.py, rule
phase-started-in). Real pool cards other than the drafted precedents' situations."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def draw_phase(cards, steps, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "draw", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def test_a_scenario_that_starts_in_the_draw_phase_is_before_the_normal_draw():
    # Cyber Archfiend: "At the beginning of your Draw Phase, if you have no cards in your hand"
    answer = draw_phase({"cyber": card("Cyber Archfiend", "A", position="attack")}, [])
    assert [e["card"] for e in answer["chain"]] == ["cyber"]
    assert any("The scenario starts in the Draw Phase" in sentence for sentence in answer["assumed"])


def test_once_the_normal_draw_is_told_of_nothing_is_assumed():
    drawn = [{"events": [{"event": "drawn", "player": "A", "from": "deck", "to": "hand", "cause": "rule"}]}]
    answer = draw_phase({"cyber": card("Cyber Archfiend", "A", position="attack")}, drawn)
    assert not any("The scenario starts in the Draw Phase" in sentence for sentence in answer["assumed"])
