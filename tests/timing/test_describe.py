"""Answers in the game's words (edison_kg/timing/describe.py): what happened and the last thing
to happen told with card names, the rules by id and title, no internal event name or IRI in
the text an answer gives people."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.timing.describe import event_words, events_words, moment_words

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|https?://")   # snake_case event names, IRIs


def test_a_resolution_says_which_card_resolved_and_what_it_did():
    answer = timing.ask(json.loads((EXAMPLES / "rota-call-cl2.json").read_text()))
    assert answer.happened == [
        "A activated Reinforcement of the Army (Chain Link 1).",
        "A activated Call of the Haunted targeting Cyber Dragon (Chain Link 2).",
        "Call of the Haunted resolved (Chain Link 2): Cyber Dragon was Special Summoned from the Graveyard.",
        "Reinforcement of the Army resolved (Chain Link 1): a card was added to A's hand.",
    ]
    assert answer.last_thing_words == answer.happened[-1]
    data = answer.to_dict()
    assert data["happened"] == answer.happened and data["last_thing_words"] == answer.last_thing_words


def test_a_cost_is_told_as_the_cost_of_its_chain_link():
    answer = timing.ask(json.loads((EXAMPLES / "dupe-frog-cost.json").read_text()))
    assert answer.happened[0] == "As the cost of Chain Link 1: Dupe Frog was Tributed."


def test_rules_come_with_their_id_and_title():
    answer = timing.ask(json.loads((EXAMPLES / "drill-warrior-then.json").read_text()))
    titles = {entry["id"]: entry["title"] for entry in answer.to_dict()["rule_titles"]}
    assert titles["mtt-then-after-that"] and "  mtt-then-after-that: " + titles["mtt-then-after-that"] \
        in answer.to_text().splitlines()


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_the_text_of_an_answer_names_no_internal_event_or_iri(example):
    text = timing.ask(json.loads(example.read_text())).to_text()
    assert INTERNAL.findall(text) == []


def test_an_event_names_its_cards_and_its_cause():
    names = {"gadget": "Green Gadget", "rat": "Giant Rat", "sangan": "Sangan"}
    assert event_words({"event": "special_summon", "card": "gadget", "cause": "effect", "by": "rat",
                        "from": "deck", "to": "monster_zone"}, names) \
        == "Green Gadget is Special Summoned from the Deck by the effect of Giant Rat"
    assert event_words({"event": "destroyed", "card": "sangan", "cause": "battle"}, names, past=True) \
        == "Sangan was destroyed by battle"
    assert event_words({"event": "drawn", "player": "B", "count": 2}, names) == "B draws (2 cards)"
    assert event_words({"event": "drawn", "player": "B", "count": 1}, names, past=True) == "B drew (1 card)"


def test_simultaneous_events_are_one_sentence():
    names = {"s": "Sangan", "t": "Mystic Tomato"}
    assert events_words([{"event": "destroyed", "card": "s", "cause": "battle"},
                         {"event": "destroyed", "card": "t", "cause": "battle"}], names, past=True) \
        == "Sangan was destroyed by battle and Mystic Tomato was destroyed by battle"


def test_a_card_whose_two_clauses_applied_is_said_once():
    # Muko's resolution applies both of its clauses at once: one "applied its effect", not two;
    # two cards that applied theirs are both said
    names = {"m": "Muko", "t": "Trap Stun"}
    assert events_words([{"event": "effect_applied", "card": "m"}, {"event": "effect_applied", "card": "m"}],
                        names, past=True) == "Muko applied its effect"
    assert events_words([{"event": "effect_applied", "card": "m"}, {"event": "effect_applied", "card": "t"}],
                        names, past=True) == "Muko applied its effect and Trap Stun applied its effect"


def test_a_phase_moment_names_the_phase():
    assert moment_words({"context": "phase", "phase": "damage_step", "events": [{"event": "phase_entered"}]}, {}) \
        == "The game moved to the Damage Step"
