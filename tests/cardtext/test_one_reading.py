"""One card reader: a card comes out with the same effects however it reaches the project —
imported into the graph, checked as a JSON entry (edison-kg validate card.json), or read back
by the timing engine — because every path calls edison_kg.cardtext.read_card once and the
graph's triples are read back by edison_kg.rdf.read. A scenario card that brings the same text
the graph read gets the same effects, but for curated overrides, which belong to the card."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest

from edison_kg import cardtext, timing
from edison_kg.validation import read_entries
from edison_kg.vocab.ns import ID_IRI
from edison_kg.rdf.read import card_from_triples, plain_triples
from edison_kg.timing.cards import card_from_text

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CARD_IRI = ID_IRI + "card/"
# the cards the issue found read differently, and cards of every kind of text version
CARDS = ("Sangan", "Kozaky's Self-Destruct Button", "Drill Warrior", "Sinister Serpent", "Makyura the Destructor",
         "Dark Magician of Chaos", "Call of the Haunted", "Royal Oppression", "Amplifier", "Chainsaw Insect",
         "Ally of Justice Catastor", "Magic Cylinder", "Metalsilver Armor", "Ghost Knight of Jackal")


def record_of(name: str) -> dict:
    with gzip.open(FIXTURES / "card_texts.jsonl.gz", "rt", encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            if record["name"] == name:
                return record
    raise LookupError(name)


def facts(effects) -> list[tuple]:
    return [(e.number, e.kind, e.optional, e.timing_word, e.once_per_turn, e.targets,
             tuple(c.action for c in e.clauses), sorted(e.condition.types) if e.condition else None) for e in effects]


@pytest.mark.parametrize("name", CARDS)
def test_graph_json_entry_and_engine_read_a_card_alike(name, tmp_path):
    engine = timing.default_engine()
    graph = engine.card(engine.card_iri(name, "$"))
    record = record_of(name)
    entry = tmp_path / "card.json"
    # a JSON entry as a user writes it: today's text and the passcode; the Edison-era texts
    # come from the graph, as the import reads them
    entry.write_text(json.dumps({k: record[k] for k in ("passcode", "name", "card_type", "subtypes", "text")}),
                     encoding="utf-8")
    from edison_kg.store import open_store

    triples = read_entries([entry], store=open_store(quiet=True))
    as_entry = card_from_triples(plain_triples((t.subject, t.predicate, t.object) for t in triples), graph.iri)
    assert facts(as_entry.effects) == facts(graph.effects)
    assert as_entry.text_read == graph.text_read
    # the reader on the record itself
    assert facts(cardtext.read_card(record).effects) == facts(graph.effects)


def pool() -> list[dict]:
    with gzip.open(FIXTURES / "card_texts.jsonl.gz", "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def test_every_pool_card_in_the_graph_is_what_the_reader_reads_from_its_record():
    engine = timing.default_engine()
    differ = []
    for record in pool():
        graph = engine.card(f"{CARD_IRI}{int(record['passcode']):08d}")
        if facts(graph.effects) != facts(cardtext.read_card(record).effects):
            differ.append(record["name"])
    assert differ == []


def test_a_sample_of_pool_cards_as_json_entries_reads_as_the_graph(tmp_path):
    from edison_kg.store import open_store

    store, engine = open_store(quiet=True), timing.default_engine()
    sample = random.Random(2010).sample(pool(), 150)
    differ = []
    for i, record in enumerate(sample):
        entry = tmp_path / f"{i}.json"
        entry.write_text(json.dumps({k: record[k] for k in ("passcode", "name", "card_type", "subtypes", "text")}),
                         encoding="utf-8")
        iri = f"{CARD_IRI}{int(record['passcode']):08d}"
        if any(e.provenance == "ruling" for e in engine.card(iri).effects):
            continue     # a fact the card's rulings state (the import reads them), not one of the entry's words
        triples = read_entries([entry], store=store)
        read_back = card_from_triples(plain_triples((t.subject, t.predicate, t.object) for t in triples), iri)
        if facts(read_back.effects) != facts(engine.card(iri).effects):
            differ.append(record["name"])
    assert differ == []


def test_scenario_cards_with_the_text_the_graph_read_are_read_alike():
    # every pool card but those with a curated override or a fact another of its texts or its rulings state
    # (they belong to the card, not its words)
    engine = timing.default_engine()
    differ, compared = [], 0
    for record in pool():
        graph = engine.card(f"{CARD_IRI}{int(record['passcode']):08d}")
        if graph.text_read is None or any(e.provenance in ("override", "other-wording", "ruling") for e in graph.effects):
            continue
        custom = card_from_text("x", graph.texts[graph.text_read], graph.card_type, graph.subtypes, None,
                                psct=graph.text_read == "psct")
        compared += 1
        if facts(custom.effects) != facts(graph.effects):
            differ.append(graph.name)
    assert compared > 3500 and differ == []


def test_a_scenario_card_says_its_text_is_a_psct():
    thorn = "① If a card(s) is discarded from your opponent's hand and sent to the GY, inflict 500 damage to them for each."
    question = {"game": "yugioh-edison", "turn_player": "A", "ask": {"triggers": True}, "steps": [],
                "cards": {"thorn": {"text": thorn, "card_type": "spell", "subtypes": ["Continuous"], "psct": True}}}
    infos = timing.default_engine().infos(timing.parse_scenario(question))
    assert [e.kind for e in infos["thorn"].effects] == ["continuous"]   # PSCT: no colon, no activation
