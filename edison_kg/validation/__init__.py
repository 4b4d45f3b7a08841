"""The validation stage: the graph, or new entries, checked against the shapes of
``ontology/shapes.ttl``.

``validate()`` with no files checks the whole graph: the compiled store (``edison_kg.store``:
ontology, data/ and the materialized inferences), in batches run on every core. The results
are kept, and the next run rechecks only the nodes a change under data/ can affect, reusing
the others' results; ``full=True`` checks everything again. With files, each file is a new
entry: Turtle in our vocabulary (``.ttl``) or one card as a JSON object in the shape of a
line of ``edison_cards.jsonl`` (``.json``). An entry is checked together with only the
context its shapes read (the ontology; the other cards that share its names or passcodes;
the classes of the nodes it links to; the links into it), never the whole graph, so one card
takes well under 100 ms. An entry whose node already exists in the graph replaces that
node's triples: that is how an edited data file is checked.

- ``engine``: the SHACL engine (pyshacl-turbo; plain pySHACL for reference) and its raw results;
- ``batches``: the whole graph cut into batches of nodes with the context their shapes read;
- ``incremental``: the kept results, and what a change under data/ makes to check again;
- ``entries``: new entries read, checked against their schema, and given their context;
- ``report``: the readable report (card names, field labels).
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from edison_kg.progress import reporter_for
from edison_kg.validation import incremental
from edison_kg.validation.batches import validate_graph
from edison_kg.validation.engine import run_shapes
from edison_kg.validation.entries import entry_store, read_entries, validate_entries, validate_triples
from edison_kg.validation.report import Result, ValidationReport, build_report

__all__ = ["validate", "validate_triples", "validate_entries", "read_entries", "entry_store", "validate_graph", "run_shapes",
           "remote_graph", "Result", "ValidationReport", "build_report"]


# ------------------------------------------------------------------ public entry point

def validate(files: Iterable[str | Path] | None = None, *, endpoint: str | None = None, store=None,
             engine: str = "turbo", progress=None, full: bool = False, replaces: bool = False) -> ValidationReport:
    """Validate the whole graph (``files`` None) or new entries (``.ttl`` / ``.json`` files).

    ``store``: the graph to validate, or the context for new entries (default: the compiled
    store of data/, whose whole-graph results are kept and reused for what did not change;
    ``full``: check it all again). ``engine``: "turbo" (pyshacl-turbo, the default) or
    "pyshacl". ``progress(done, total)``: called as the batches of a whole-graph check finish
    (default: reported as "validating the graph", edison_kg.progress).
    ``replaces``: an entry may replace the graph's card it is about (without it, an entry for
    a card the graph has is a violation, unless a JSON entry says ``"replaces": true`` or the
    entry is a file of the graph's own data folder).
    Malformed files raise BadInput (``file:line:column: message``).
    """
    from edison_kg.store import open_store

    files = [Path(f) for f in files] if files else []
    progress = progress or reporter_for("validating the graph", "batches")
    if endpoint:
        store = remote_graph(endpoint)
    if not files and store is None and engine == "turbo":
        outcome = incremental.whole_graph(lambda scan: open_store(quiet=True, scan=scan), full=full,
                                          progress=progress)
        report = build_report(outcome.results, [outcome.store] if outcome.store is not None else [],
                              "the whole graph")
        report.work = outcome.work
        return report
    if store is None:
        store = open_store(quiet=True)
    if not files:
        raw = validate_graph(store, progress=progress) if engine == "turbo" else run_shapes(store, engine=engine)
        report = build_report(raw, [store], "the whole graph")
        report.work = "full run"
        return report
    return validate_entries(files, store=store, engine=engine, replaces=replaces)


def remote_graph(endpoint: str):
    """The default graph of a remote SPARQL endpoint, copied into memory: the shapes run here
    on exactly what the endpoint serves (the whole graph, or the context of new entries)."""
    import pyoxigraph as ox

    from edison_kg.sparql import get_backend
    from edison_kg.sparql.named import load_internal

    triples = get_backend(endpoint).construct(load_internal("default-graph").text)
    store = ox.Store()
    store.extend(ox.Quad(*(term.to_oxigraph() for term in triple)) for triple in triples)
    return store
