"""The timing rules' unit tests play their scenarios on the small real subset of the graph
(tests/conftest.py: subset_store), not on the whole graph: an engine of their own reads its
cards (``subset_engine``), ``duel`` gives the duel state a scenario's steps leave, and
``card`` / ``own`` write the scenario's cards. A test module imports the fixtures it uses
(a conftest.py here would take the place of tests/conftest.py for ``from conftest import``)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.sparql import LocalBackend
from scenario_cards import card  # noqa: F401  (the subset's cards are written the same way)


@pytest.fixture(scope="session")
def subset_engine(subset_store):
    return timing.Engine(LocalBackend(subset_store))


@pytest.fixture
def duel(subset_engine):
    """duel(cards, steps, **scenario) -> the Yu-Gi-Oh! duel state after the steps."""
    def play(cards, steps=(), *, ask=None, **scenario):
        raw = {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": list(steps),
               "ask": ask or {"last_thing": True}, **scenario}
        return subset_engine.play(timing.parse_scenario(raw)).duel
    return play


def own(name, text, controller, zone, card_type, *subtypes, **state):
    """A card that brings its own text (read by the card reader, checked against the shapes)."""
    return {"name": name, "text": text, "controller": controller, "zone": zone, "card_type": card_type,
            "subtypes": list(subtypes), **state}


def can_activate(engine, it, **cards):
    """The answer (as JSON) to "can player A activate ``it`` now", in A's Main Phase 1, beside ``cards``."""
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {"it": it, **cards}, "steps": [],
           "ask": {"can_activate": "it"}}
    return engine.ask(timing.parse_scenario(raw)).to_dict()
