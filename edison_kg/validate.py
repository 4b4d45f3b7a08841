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

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from edison_kg.errors import BadInput, EdisonError
from edison_kg.ns import EK
from edison_kg.validation.batches import BATCH_TRIPLES, GraphLines, validate_graph  # noqa: F401 - the public names
from edison_kg.validation.engine import (RDF_TYPE, RawResult, raw_results, run_shapes,  # noqa: F401
                                         shapes_graph, to_rdflib)
from edison_kg.validation.report import Result, ValidationReport, build_report  # noqa: F401


# ------------------------------------------------------------------ public entry point

def validate(files: Iterable[str | Path] | None = None, *, endpoint: str | None = None, store=None,
             engine: str = "turbo", progress=None, full: bool = False) -> ValidationReport:
    """Validate the whole graph (``files`` None) or new entries (``.ttl`` / ``.json`` files).

    ``store``: the graph to validate, or the context for new entries (default: the compiled
    store of data/, whose whole-graph results are kept and reused for what did not change;
    ``full``: check it all again). ``engine``: "turbo" (pyshacl-turbo, the default) or
    "pyshacl". ``progress(done, total)``: called as the batches of a whole-graph check finish.
    Malformed files raise BadInput (``file:line:column: message``).
    """
    files = [Path(f) for f in files] if files else []
    if endpoint:
        store = remote_graph(endpoint)
    if not files and store is None and engine == "turbo":
        from edison_kg import graph
        from edison_kg.validation import incremental

        outcome = incremental.whole_graph(lambda: graph.open_store(quiet=True), full=full, progress=progress)
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
    return validate_triples(read_entries(files, store), store=store, engine=engine,
                            checked=", ".join(str(f) for f in files))


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


# ------------------------------------------------------------------ reading entries

def read_entries(files: list[Path], store=None) -> list:
    """The triples of the entry files (pyoxigraph Triples); BadInput for a bad file. ``store``
    is the graph a JSON card entry is read against (the Edison texts it holds for the card)."""
    triples: list = []
    for path in files:
        if not path.is_file():
            raise BadInput("file not found", where=str(path))
        if path.suffix == ".json":
            triples += _json_entry(path, store)
        elif path.suffix in (".ttl", ".turtle"):
            triples += _turtle_entry(path)
        else:
            raise BadInput("an entry is a .ttl (Turtle) or .json (one card) file", where=str(path))
    return triples


def _turtle_entry(path: Path) -> list:
    import pyoxigraph as ox

    try:
        triples = [q.triple for q in ox.parse(path=str(path), format=ox.RdfFormat.TURTLE,
                                              base_iri=path.resolve().as_uri())]
    except SyntaxError as error:
        message = re.sub(r"^Parser error at line \d+ (between columns \d+ and \d+|column \d+): ", "",
                         str(error.msg or error))
        raise BadInput(message, where=f"{path}:{error.lineno or 1}:{error.offset or 1}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise BadInput(f"cannot read the file ({error})", where=str(path)) from None
    # Entries are checked node by node (focus nodes), and only named nodes can be named.
    if any(isinstance(t.subject, ox.BlankNode) for t in triples):
        raise BadInput("a node without an IRI ([ ] or _:x) cannot be checked: give each node its IRI "
                       "(docs/data-model.md)", where=str(path))
    return triples


# The card the JSON gives no name for is built under this stand-in, whose triple is then
# dropped, so the shapes report the missing name like any other missing field.
_NO_NAME = "\u0000no name\u0000"


def _json_entry(path: Path, store=None) -> list:
    import pyoxigraph as ox

    from edison_kg import cardtext, rdf

    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise BadInput(error.msg, where=f"{path}:{error.lineno}:{error.colno}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise BadInput(f"cannot read the file ({error})", where=str(path)) from None
    if not isinstance(record, dict):
        raise BadInput("a card entry is one JSON object (a line of edison_cards.jsonl)", where=f"{path}:1:1")
    name = record.get("name")
    unnamed = not isinstance(name, str) or not name.strip()
    if unnamed:
        record = dict(record, name=_NO_NAME)
    record = _with_edison_texts(record, store)
    try:
        reading = cardtext.read_card(record)
        triples = rdf.card_triples(record, reading=reading, where=str(path)).to_pyoxigraph()
    except EdisonError as error:
        raise BadInput(error.message, where=f"{path}: {error.where}" if error.where else str(path)) from None
    if unnamed:
        triples = [t for t in triples if not (t.predicate == ox.NamedNode(EK.name))]
    if record.get("card_type") in ("spell", "trap"):
        triples += _monster_fields(record, rdf.card_iri(record), path)
    return triples


# the Edison-era texts the graph holds for a card (its rulings page's, and the text from before
# an errata): a JSON entry for a card of the graph is read with them, as the import reads the card
_EDISON_TEXTS = (("psct_text", EK.psctText), ("historical_text", EK.historicalText),
                 ("pre_errata_text", EK.preErrataText))


def _with_edison_texts(record: dict, store) -> dict:
    """The record with the Edison-era texts the graph holds for its passcode, where it gives none."""
    import pyoxigraph as ox

    passcode = record.get("passcode")
    if store is None or passcode is None or any(record.get(key) for key, _ in _EDISON_TEXTS):
        return record
    try:
        code = f"{int(passcode):08d}"
    except (TypeError, ValueError):
        return record
    merged = dict(record)
    for quad in store.quads_for_pattern(None, ox.NamedNode(EK.passcode), ox.Literal(code), ox.DefaultGraph()):
        for key, prop in _EDISON_TEXTS:
            for text in store.quads_for_pattern(quad.subject, ox.NamedNode(prop), None, ox.DefaultGraph()):
                merged[key] = text.object.value
    return merged


def _monster_fields(record: dict, card: str, path: Path) -> list:
    """The monster stats a Spell/Trap record gives: the importer leaves them out, but a new
    entry that has them is wrong, so they are kept for the shapes to reject."""
    import pyoxigraph as ox

    from edison_kg.rdf.concepts import concept

    subject = ox.NamedNode(card)
    out = []
    for key, prop in (("level", EK.level), ("atk", EK.attackPoints), ("def", EK.defensePoints)):
        if isinstance(record.get(key), int) and not isinstance(record.get(key), bool):
            out.append(ox.Triple(subject, ox.NamedNode(prop), ox.Literal(record[key])))
    for key, prop in (("atk_unknown", EK.atkUnknown), ("def_unknown", EK.defUnknown)):
        if record.get(key) is True:
            out.append(ox.Triple(subject, ox.NamedNode(prop), ox.Literal(True)))
    if isinstance(record.get("race"), str) and record["race"]:
        out.append(ox.Triple(subject, ox.NamedNode(EK.monsterType), ox.Literal(record["race"])))
    if isinstance(record.get("attribute"), str) and record["attribute"]:
        try:
            attribute = concept(EK.Attributes, record["attribute"].upper(), str(path), "attribute")
        except EdisonError as error:
            raise BadInput(error.message, where=str(path)) from None
        out.append(ox.Triple(subject, ox.NamedNode(EK.attribute), ox.NamedNode(attribute)))
    return out


def _subjects(triples: list) -> set:
    import pyoxigraph as ox

    return {t.subject for t in triples if isinstance(t.subject, ox.NamedNode)}


# ------------------------------------------------------------------ the context of an entry

def entry_store(triples: list, store):
    """An in-memory store: the ontology, the entry, the context its shapes read, inferences.

    Context taken from ``store`` (never the entry nodes' own old triples):
    - other cards with the same name or passcode (for uniqueness);
    - the classes of the nodes the entry links to (a card a ruling involves must exist);
    - the links from other nodes into the entry (the effect a clause belongs to).
    """
    import pyoxigraph as ox

    from edison_kg import graph

    mine = _subjects(triples)
    rdf_type = ox.NamedNode(RDF_TYPE)
    context: set = set()

    def types_of(node) -> None:
        for quad in store.quads_for_pattern(node, rdf_type, None, ox.DefaultGraph()):
            context.add(quad.triple)

    for t in triples:
        if t.predicate.value in (EK.name, EK.passcode) and isinstance(t.object, ox.Literal):
            for quad in store.quads_for_pattern(None, t.predicate, t.object, ox.DefaultGraph()):
                if quad.subject not in mine:
                    context.add(quad.triple)
                    types_of(quad.subject)
        if isinstance(t.object, ox.NamedNode) and t.object not in mine and t.predicate != rdf_type:
            types_of(t.object)
    for node in mine:
        for quad in store.quads_for_pattern(None, None, node, ox.DefaultGraph()):
            if quad.subject not in mine:
                context.add(quad.triple)
                types_of(quad.subject)

    data = ox.Store()
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in _ontology_triples())
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in triples)
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in context)
    graph.materialize(data)
    return data


@lru_cache(maxsize=1)
def _ontology_triples() -> tuple:
    from edison_kg import graph

    return tuple(q.triple for q in graph.parse_files(graph.ontology_files()))

