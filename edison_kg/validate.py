"""Check the graph, or new entries, against the shapes of ``ontology/shapes.ttl``.

``validate()`` with no files checks the whole graph: the compiled store of ``edison_kg.graph``
(ontology, data/ and the materialized inferences), in batches run on every core
(``edison_kg.validation.batches``). The results are kept, and the next run rechecks only the
nodes a change under data/ can affect, reusing the others' results
(``edison_kg.validation.incremental``); ``full=True`` checks everything again. With files,
each file is a new entry: Turtle in our vocabulary (``.ttl``) or one card as a JSON object in
the shape of a line of ``edison_cards.jsonl`` (``.json``). An entry is checked together with
only the context its shapes read (the ontology; the other cards that share its names or
passcodes; the classes of the nodes it links to; the links into it), never the whole graph,
so one card takes well under 100 ms. An entry whose node already exists in the graph
replaces that node's triples: that is how an edited data file is checked.

The machinery (the engine, the batches, the kept results, the readable report) is the
``edison_kg.validation`` package; this module is its entry point and reads the entries.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from edison_kg.entries import _subjects, entry_store, read_entries, validate_entries  # noqa: F401 (read_entries: API)
from edison_kg.validation.batches import BATCH_TRIPLES, GraphLines, validate_graph  # noqa: F401 - the public names
from edison_kg.validation.engine import (RDF_TYPE, RawResult, raw_results, run_shapes,  # noqa: F401
                                         shapes_graph, to_rdflib)
from edison_kg.validation.report import Result, ValidationReport, build_report  # noqa: F401


# ------------------------------------------------------------------ public entry point

def validate(files: Iterable[str | Path] | None = None, *, endpoint: str | None = None, store=None,
             engine: str = "turbo", progress=None, full: bool = False, replaces: bool = False) -> ValidationReport:
    """Validate the whole graph (``files`` None) or new entries (``.ttl`` / ``.json`` files).

    ``store``: the graph to validate, or the context for new entries (default: the compiled
    store of data/, whose whole-graph results are kept and reused for what did not change;
    ``full``: check it all again). ``engine``: "turbo" (pyshacl-turbo, the default) or
    "pyshacl". ``progress(done, total)``: called as the batches of a whole-graph check finish.
    ``replaces``: an entry may replace the graph's card it is about (without it, an entry for
    a card the graph has is a violation, unless a JSON entry says ``"replaces": true`` or the
    entry is a file of the graph's own data folder).
    Malformed files raise BadInput (``file:line:column: message``).
    """
    files = [Path(f) for f in files] if files else []
    if endpoint:
        store = remote_graph(endpoint)
    if not files and store is None and engine == "turbo":
        from edison_kg import graph
        from edison_kg.validation import incremental

        outcome = incremental.whole_graph(lambda scan: graph.open_store(quiet=True, scan=scan), full=full,
                                              progress=progress)
        report = build_report(outcome.results, [outcome.store] if outcome.store is not None else [],
                              "the whole graph")
        report.work = outcome.work
        return report
    if store is None:
        from edison_kg import graph

        store = graph.open_store(quiet=True)
    if not files:
        raw = validate_graph(store, progress=progress) if engine == "turbo" else run_shapes(store, engine=engine)
        report = build_report(raw, [store], "the whole graph")
        report.work = "full run"
        return report
    return validate_entries(files, store=store, engine=engine, replaces=replaces)


def validate_triples(triples: list, *, store=None, engine: str = "turbo", checked: str = "the entry") -> ValidationReport:
    """Validate new entries given as triples (pyoxigraph Triples) with the context their
    shapes read from ``store`` (default: the compiled store of data/)."""
    if store is None:
        from edison_kg import graph

        store = graph.open_store(quiet=True)
    data = entry_store(triples, store)
    raw = run_shapes(data, focus_nodes=sorted(_subjects(triples), key=str), engine=engine)
    return build_report(raw, [data, store], checked)


def remote_graph(endpoint: str):
    """The default graph of a remote SPARQL endpoint, copied into memory: the shapes run here
    on exactly what the endpoint serves (the whole graph, or the context of new entries)."""
    import pyoxigraph as ox

    from edison_kg.backends import get_backend
    from edison_kg.queries import load_internal

    triples = get_backend(endpoint).construct(load_internal("default-graph").text)
    store = ox.Store()
    store.extend(ox.Quad(*(term.to_oxigraph() for term in triple)) for triple in triples)
    return store
