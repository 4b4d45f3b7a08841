"""One card reader: a card comes out with the same effects however it reaches the project —
imported into the graph, checked as a JSON entry (edison-kg validate card.json), or read back
by the timing engine — because every path calls edison_kg.cardtext.read_card once and the
graph's triples are read back by edison_kg.rdf.read. A scenario card that brings the same text
the graph read gets the same effects, but for curated overrides, which belong to the card."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from edison_kg import cardtext, timing, validate
from edison_kg.rdf.read import card_from_triples, plain_triples
from edison_kg.timing.cards import card_from_text

FIXTURES = Path(__file__).parent / "fixtures"
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
    from edison_kg.graph import open_store

    triples = validate.read_entries([entry], store=open_store(quiet=True))
    as_entry = card_from_triples(plain_triples((t.subject, t.predicate, t.object) for t in triples), graph.iri)
    assert facts(as_entry.effects) == facts(graph.effects)
    assert as_entry.text_read == graph.text_read
    # the reader on the record itself
    assert facts(cardtext.read_card(record).effects) == facts(graph.effects)


@pytest.mark.parametrize("name", ("Sangan", "Drill Warrior", "Chainsaw Insect", "Magic Cylinder"))
def test_a_scenario_card_with_the_text_the_graph_read_is_read_alike(name):
    engine = timing.default_engine()
    graph = engine.card(engine.card_iri(name, "$"))
    text = graph.texts[graph.text_read]
    custom = card_from_text("x", text, graph.card_type, graph.subtypes, None)
    assert facts(custom.effects) == facts(graph.effects)
