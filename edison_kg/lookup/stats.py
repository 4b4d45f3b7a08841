"""The graph's counts: cards, effects by kind, clauses, ruling references, precedents, rules."""

from __future__ import annotations

from edison_kg.lookup.queries import run_query
from edison_kg.lookup.rows import py
from edison_kg.sparql import Backend, get_backend
from edison_kg.sparql.named import load_internal


def stats(*, endpoint: str | None = None, backend: Backend | None = None) -> dict:
    """Counts of the graph: cards (all, Edison pool, monsters/spells/traps), effects by kind,
    clauses, ruling references, precedents, rules by game and triples. Whether the graph
    conforms to the shapes is the validator's job, not counted here."""
    backend = backend or get_backend(endpoint)
    counts = backend.select(load_internal("stats").text).rows[0]

    def n(column: str) -> int:
        return py(counts, column) or 0

    result = {
        "cards": n("cards"),
        "edison_pool_cards": n("poolCards"),
        "monsters": n("monsters"),
        "spells": n("spells"),
        "traps": n("traps"),
        "effects": n("effects"),
    }
    for row in run_query("effect-kind-counts", {}, backend=backend).rows:
        result[f"effects.{py(row, 'kind')}"] = py(row, "effects")
    result["clauses"] = n("clauses")
    result["ruling_references"] = n("rulingReferences")
    result["precedents"] = n("precedents")
    result["rules"] = n("rules")
    for row in backend.select(load_internal("stats-rules-by-game").text).rows:
        result[f"rules.{py(row, 'game')}"] = py(row, "rules")
    result["triples"] = py(backend.select(load_internal("stats-triples").text).rows[0], "triples")
    return result
