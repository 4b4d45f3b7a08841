"""The timing engine reads a card through one query (queries/internal/card-graph.rq). Every card
filter the reader stores hangs off a clause, a condition or a restriction by a property whose range
is ek:CardFilter; a property the query does not follow leaves that filter out, and the engine then
sees an empty kind ("Destroy 1 Spell or Trap Card on the field" read as "1 card"). So: every such
property is followed, and a card that uses it reads the same through the engine as from the reader."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest

from edison_kg import cardtext, timing
from edison_kg.paths import QUERIES_DIR

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cardtext"))
from test_one_reading import record_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EK = "https://w3id.org/edison-kg/ns#"


def card_filter_properties() -> list[str]:
    store = ox.Store()
    for path in sorted((ROOT / "ontology").glob("*.ttl")):
        store.load(path.read_bytes(), format=ox.RdfFormat.TURTLE)
    rows = store.query(f"SELECT ?p WHERE {{ ?p <http://www.w3.org/2000/01/rdf-schema#range> <{EK}CardFilter> }}")
    return sorted(row["p"].value.removeprefix(EK) for row in rows)


def test_the_card_query_follows_every_card_filter_property():
    query = (QUERIES_DIR / "internal" / "card-graph.rq").read_text(encoding="utf-8")
    followed = set(re.findall(r"ek:(\w+)", query))
    properties = card_filter_properties()
    assert "picksOnFieldKind" in properties
    assert [p for p in properties if p not in followed] == []


def _first_card_using(prop: str) -> str | None:
    for path in sorted((ROOT / "data" / "cards").glob("*.ttl")):
        text = path.read_text(encoding="utf-8")
        if f"ek:{prop} " in text:
            return re.search(r'ek:name "((?:[^"\\]|\\.)*)"', text).group(1).replace('\\"', '"')
    return None


def _plain(value):
    """A model value with empty and false alike (the graph does not write what is not there)."""
    if dataclasses.is_dataclass(value):      # its fields only: a cached property read on one side is no difference
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(map(repr, value)) or None
    return value or None


@pytest.mark.parametrize("prop", ["picksOnFieldKind", "actsOnCards", "battleWindowMonsterKind", "scalesWithKind"])
def test_a_card_reads_the_same_through_the_engine_as_from_the_reader(prop):
    name = _first_card_using(prop)
    assert name is not None, prop
    engine = timing.default_engine()
    through_engine = engine.card(engine.card_iri(name, "$"))
    from_reader = cardtext.read_card(record_of(name))
    assert _plain(through_engine.effects) == _plain(from_reader.effects)
