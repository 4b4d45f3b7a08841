"""Every ruling precedent stored in the graph is a regression case: ask its scenario and
compare the answer with the recorded verdict."""

from __future__ import annotations

import json

import pytest

from edison_kg import timing
from edison_kg.store import open_store
from edison_kg.timing.cards import query_text
from test_timing import expected_fields


def stored_precedents():
    rows = open_store(quiet=True).query(query_text("precedent-scenarios"))
    return [(row["precedent"].value, json.loads(row["scenario"].value), json.loads(row["expectation"].value))
            for row in rows]


PRECEDENTS = stored_precedents()


def test_there_are_precedents():
    assert len(PRECEDENTS) >= 20


@pytest.mark.parametrize("iri, scenario, expectation", PRECEDENTS, ids=[p[0].rsplit("/", 1)[-1] for p in PRECEDENTS])
def test_precedent_is_answered_as_recorded(iri, scenario, expectation):
    answer = timing.ask(scenario).to_dict()
    assert expected_fields(expectation, answer) == expectation
    assert answer["rules"]
    assert iri in answer["precedents"], "an answer backed by a stored precedent names it"
    assert answer["precedents"][0] == iri, "a stored precedent's own answer lists it first"


def test_a_parsed_scenario_is_answered_alike_when_asked_again():
    # what the engine fills in as it plays (an event's player, the zone it left) goes in its own copy of the
    # event, never the Scenario's step: a Python user may ask one parsed Scenario twice (Engine.ask takes one)
    from edison_kg.timing.scenario import parse_scenario

    def told(answer):
        return (answer.answer, answer.reason, answer.chain, answer.missed, answer.last_thing, answer.rules,
                answer.assumed)

    for iri, scenario, _ in PRECEDENTS:
        parsed = parse_scenario(scenario)
        first = told(timing.ask(parsed))
        assert told(timing.ask(parsed)) == first, iri
