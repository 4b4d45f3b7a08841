"""What the timing tests on the whole graph write again and again: a card of the graph in a
scenario (``card``), and a question asked of the whole engine (``ask``)."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="monster_zone", **state):
    """A card of the graph, by name."""
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), phase="main1", turn_player="A"):
    """The answer of the whole engine to ``question`` after ``steps``."""
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})
