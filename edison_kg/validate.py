"""Check the graph, or new entries, against the shapes of ``ontology/shapes.ttl``.

``validate()`` with no files checks the whole graph: the compiled store of ``edison_kg.graph``
(ontology, data/ and the materialized inferences). With files, each file is a new entry:
Turtle in our vocabulary (``.ttl``) or one card as a JSON object in the shape of a line of
``edison_cards.jsonl`` (``.json``). An entry is checked together with only the context its
shapes read (the ontology; the other cards that share its names or passcodes; the classes of
the nodes it links to; the links into it), never the whole graph, so one card takes well
under 100 ms. An entry whose node already exists in the graph replaces that node's triples:
that is how an edited data file is checked.

The SHACL engine is pyshacl-turbo (a Rust engine with pySHACL's interface and results),
chosen by benchmarks/bench_validate.py; tests/test_validate.py proves it reports the same
results as plain pySHACL. The shapes use SHACL advanced features (SPARQL targets), so both
engines run with ``advanced=True``.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from edison_kg import paths
from edison_kg.errors import BadInput, EdisonError
from edison_kg.ns import EK, ID_IRI, NS_IRI, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"
RDFS_LABEL = PREFIXES["rdfs"] + "label"
SH = PREFIXES["sh"]
CARD_PREFIX = ID_IRI + "card/"
SEVERITY_ORDER = {"Violation": 0, "Warning": 1, "Info": 2}
# Links whose object is a sub-node of a card: sub-node -> (link, owner is the subject).
_OWNER_LINKS = (EK.hasEffect, EK.hasClause, EK.costClause, EK.activationCondition)


@dataclass(frozen=True)
class Result:
    """One problem found: the node, the card it is about, the field, what is wrong."""

    focus: str                  # IRI of the node that breaks a shape
    card: str | None            # name of the card the node is or belongs to
    field: str                  # the property, by its label in the vocabulary ("Level", "ATK")
    message: str                # what is wrong and what to do, from the shape's sh:message
    severity: str               # "Violation" or "Warning"
    value: str | None = None    # the offending value, when there is one
    path: str | None = None     # the property's IRI (None for a node-level check)
    component: str = ""         # SHACL constraint component, e.g. "MinCountConstraintComponent"

    def sort_key(self) -> tuple:
        return (SEVERITY_ORDER.get(self.severity, 9), self.card or "\uffff", self.focus, self.field,
                self.component, self.message, self.value or "")


@dataclass
class ValidationReport:
    conforms: bool
    results: list[Result] = field(default_factory=list)
    checked: str = "the whole graph"

    @property
    def violations(self) -> int:
        return sum(1 for r in self.results if r.severity == "Violation")

    @property
    def warnings(self) -> int:
        return sum(1 for r in self.results if r.severity == "Warning")

    def to_text(self) -> str:
        lines = [_result_line(r) for r in self.results]
        verdict = "conforms" if self.conforms else "does not conform"
        lines.append(f"{self.checked}: {verdict} ({_count(self.violations, 'violation')}, "
                     f"{_count(self.warnings, 'warning')})")
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict:
        return {"conforms": self.conforms, "checked": self.checked, "violations": self.violations,
                "warnings": self.warnings, "results": [asdict(r) for r in self.results]}


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _result_line(result: Result) -> str:
    where = _place(result.focus, result.card)
    value = f" [value: {result.value}]" if result.value and result.value not in result.message else ""
    return f"{result.severity.upper()}  {where} | {result.field} | {result.message}{value}"


def _place(focus: str, card: str | None) -> str:
    """'Sangan', 'Sangan, effect 1, clause 2', or the node's IRI when no card owns it."""
    if card is None:
        return f"<{focus}>"
    if focus.startswith(CARD_PREFIX) and "/" in focus[len(CARD_PREFIX):]:
        parts = focus[len(CARD_PREFIX):].split("/")[1:]
        return ", ".join([card] + [" ".join(parts[i:i + 2]) for i in range(0, len(parts), 2)])
    return card


# ------------------------------------------------------------------ public entry point

def validate(files: Iterable[str | Path] | None = None, *, endpoint: str | None = None, store=None,
             engine: str = "turbo") -> ValidationReport:
    """Validate the whole graph (``files`` None) or new entries (``.ttl`` / ``.json`` files).

    ``store``: the graph to validate, or the context for new entries (default: the compiled
    store of data/). ``engine``: "turbo" (pyshacl-turbo, the default) or "pyshacl".
    Malformed files raise BadInput (``file:line:column: message``).
    """
    files = [Path(f) for f in files] if files else []
    cache = None
    if endpoint:
        store = remote_graph(endpoint)
    if store is None:
        from edison_kg import graph

        store = graph.open_store(quiet=True)
        if not files:  # the whole graph's Turtle text is kept for the next whole-graph run
            cache = paths.cache_dir() / f"validate-{graph.store_key()}.ttl"
    if not files:
        raw = run_shapes(store, engine=engine, turtle_cache=cache)
        return _report(raw, [store], "the whole graph")
    entry = read_entries(files)
    data = entry_store(entry, store)
    raw = run_shapes(data, focus_nodes=sorted(_subjects(entry), key=str), engine=engine)
    return _report(raw, [data, store], ", ".join(str(f) for f in files))


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

def read_entries(files: list[Path]) -> list:
    """The triples of the entry files (pyoxigraph Triples); BadInput for a bad file."""
    triples: list = []
    for path in files:
        if not path.is_file():
            raise BadInput("file not found", where=str(path))
        if path.suffix == ".json":
            triples += _json_entry(path)
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


def _json_entry(path: Path) -> list:
    import pyoxigraph as ox

    from edison_kg import sources

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
    try:
        effects = _analyzed_effects(record)
        triples = sources.card_triples(record, effects=effects, where=str(path)).to_pyoxigraph()
    except EdisonError as error:
        raise BadInput(error.message, where=str(path)) from None
    if unnamed:
        triples = [t for t in triples if not (t.predicate == ox.NamedNode(EK.name))]
    if record.get("card_type") in ("spell", "trap"):
        triples += _monster_fields(record, sources.card_iri(record), path)
    return triples


def _monster_fields(record: dict, card: str, path: Path) -> list:
    """The monster stats a Spell/Trap record gives: the importer leaves them out, but a new
    entry that has them is wrong, so they are kept for the shapes to reject."""
    import pyoxigraph as ox

    from edison_kg import sources

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
            attribute = sources.concept(EK.Attributes, record["attribute"].upper(), str(path), "attribute")
        except EdisonError as error:
            raise BadInput(error.message, where=str(path)) from None
        out.append(ox.Triple(subject, ox.NamedNode(EK.attribute), ox.NamedNode(attribute)))
    return out


def _analyzed_effects(record: dict):
    """The card text's effects, read by the card-text analyzer (None when it is missing)."""
    from edison_kg import sources

    analyze, _, _ = sources.load_analyzer()
    text, version = sources.analysis_text(record, None)
    if analyze is None or not text:
        return None
    try:
        effects = analyze(text, card_type=record.get("card_type") or "monster",
                          subtypes=tuple(record.get("subtypes") or ()), name=record.get("name"))
    except EdisonError:
        raise
    except Exception as error:  # noqa: BLE001 - the analyzer is another module; report, never crash
        raise BadInput(f"the card text could not be analyzed ({type(error).__name__}: {error})") from None
    for effect in effects:
        if effect.text_version is None:
            effect.text_version = version
    return effects


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

    files = [p for p in graph.source_files() if p.parent == paths.ONTOLOGY_DIR]
    return tuple(q.triple for q in graph.parse_files(files))


# ------------------------------------------------------------------ running the shapes

@dataclass(frozen=True)
class RawResult:
    """A result as the engine reports it (terms as strings)."""

    focus: str
    path: str | None
    value: str | None
    severity: str
    message: str
    component: str
    shape: str


@lru_cache(maxsize=1)
def shapes_graph():
    import rdflib

    try:
        return rdflib.Graph().parse(paths.SHAPES_FILE, format="turtle")
    except Exception as error:  # noqa: BLE001 - rdflib raises many kinds
        raise BadInput(f"the shapes cannot be read ({error})", where=str(paths.SHAPES_FILE)) from None


@lru_cache(maxsize=1)
def _compiled_shapes():
    import pyshacl_turbo

    return pyshacl_turbo.compile_shapes(shapes_graph(), advanced=True)


def run_shapes(data, *, focus_nodes=None, engine: str = "turbo", turtle_cache: Path | None = None) -> list[RawResult]:
    """Validate ``data`` (a pyoxigraph Store) and return the engine's results.

    ``turtle_cache``: where to keep the store's text for the engine (whole-graph runs).
    """
    if engine == "turbo":
        focus = [n.value for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        _, report, _ = _compiled_shapes().validate(_turbo_input(data, turtle_cache), allow_warnings=True,
                                                   focus_nodes=focus)
    elif engine == "pyshacl":
        import pyshacl
        import rdflib

        graph = to_rdflib(data)
        focus = [rdflib.URIRef(n.value) for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        _, report, _ = pyshacl.validate(graph, shacl_graph=shapes_graph(), advanced=True, allow_warnings=True,
                                        focus_nodes=focus)
    else:
        raise BadInput(f"unknown validation engine {engine!r} (turbo or pyshacl)")
    return raw_results(report)


# The engine reads the data as text. Turtle with prefixes is a third of the size of the
# N-Quads pyshacl-turbo dumps a store to, and is read ~30% faster; the whole graph's text is
# kept in the cache directory under the compiled store's key, so it is written once per
# version of the graph.
_TURTLE_PREFIXES = {"ek": NS_IRI, "card": CARD_PREFIX, "ruling": ID_IRI + "ruling/",
                    **{k: PREFIXES[k] for k in ("rdf", "rdfs", "xsd", "skos", "dct")}}


def _turbo_input(store, cache: Path | None):
    import pyoxigraph as ox
    from pyshacl_turbo.rdf import Input

    text = None
    if cache is not None:
        try:
            text = cache.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = None
    if text is None:
        text = store.dump(format=ox.RdfFormat.TURTLE, from_graph=ox.DefaultGraph(),
                          prefixes=_TURTLE_PREFIXES).decode("utf-8")
        if cache is not None:
            for stale in cache.parent.glob("validate-*.ttl"):  # the text of an older graph
                stale.unlink(missing_ok=True)
            _write_atomically(cache, text)
    return Input(text, "turtle", None, {}, preserve_ids=True)


def _write_atomically(path: Path, text: str) -> None:
    import os
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, tmp = tempfile.mkstemp(prefix=".validate-", dir=path.parent)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except OSError:  # a cache that cannot be written only costs time
        pass


def to_rdflib(store):
    """An rdflib Graph with the default graph of a pyoxigraph store."""
    import pyoxigraph as ox
    import rdflib

    text = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    return rdflib.Graph().parse(data=text, format="nt")


def raw_results(report) -> list[RawResult]:
    """The results of a SHACL report graph (rdflib), without their nested details."""
    import rdflib

    sh = rdflib.Namespace(SH)
    out = []
    for node in report.objects(None, sh.result):
        path = report.value(node, sh.resultPath)
        value = report.value(node, sh.value)
        out.append(RawResult(
            focus=str(report.value(node, sh.focusNode)),
            path=str(path) if isinstance(path, rdflib.URIRef) else (_path_text(report, path) if path else None),
            value=None if value is None else str(value),
            severity=str(report.value(node, sh.resultSeverity)).rsplit("#", 1)[-1],
            message=str(report.value(node, sh.resultMessage) or ""),
            component=str(report.value(node, sh.sourceConstraintComponent)).rsplit("#", 1)[-1],
            shape=str(report.value(node, sh.sourceShape)),
        ))
    return sorted(set(out), key=lambda r: (r.focus, r.path or "", r.component, r.value or "", r.message))


def _path_text(report, path) -> str:
    """A complex path as text: ``^ek:hasClause|^ek:costClause``."""
    import rdflib
    from rdflib.collection import Collection

    sh = rdflib.Namespace(SH)
    inverse = report.value(path, sh.inversePath)
    if inverse is not None:
        return "^" + _path_text(report, inverse)
    alternatives = report.value(path, sh.alternativePath)
    if alternatives is not None:
        return "|".join(_path_text(report, p) for p in Collection(report, alternatives))
    return str(path)


# ------------------------------------------------------------------ readable results

def _report(raw: list[RawResult], stores: list, checked: str) -> ValidationReport:
    names = _Names(stores)
    results = []
    for r in raw:
        results.append(Result(
            focus=r.focus, card=names.card_of(r.focus), field=names.field(r.path),
            message=names.readable(r.message), severity=r.severity, value=names.readable(r.value) if r.value else None,
            path=r.path, component=r.component))
    results.sort(key=Result.sort_key)
    conforms = not any(r.severity == "Violation" for r in results)
    return ValidationReport(conforms=conforms, results=results, checked=checked)


class _Names:
    """Card names and field labels, looked up in the validated data, then in the graph."""

    def __init__(self, stores: list):
        import pyoxigraph as ox

        self.ox = ox
        self.stores = stores
        self.default = ox.DefaultGraph()

    def _one(self, subject, predicate):
        for store in self.stores:
            for quad in store.quads_for_pattern(subject, self.ox.NamedNode(predicate), None, self.default):
                return quad.object
        return None

    def _owner(self, node):
        """The node this sub-node hangs from (effect -> card, clause -> effect, ...)."""
        for store in self.stores:
            for link in _OWNER_LINKS:
                for quad in store.quads_for_pattern(None, self.ox.NamedNode(link), node, self.default):
                    return quad.subject
        return self._one(node, EK.effectOf) or self._one(node, EK.aboutCard)

    def card_of(self, iri: str) -> str | None:
        node = self.ox.NamedNode(iri) if not iri.startswith("_:") else None
        for _ in range(4):  # clause -> effect -> card at most
            if node is None:
                return None
            name = self._one(node, EK.name)
            if name is not None:
                return name.value
            node = self._owner(node)
        return None

    @lru_cache(maxsize=None)
    def field(self, path: str | None) -> str:
        if not path:
            return "(node)"
        if not path.startswith("http"):
            return " or ".join(self.field(p.lstrip("^")) + (" of" if p.startswith("^") else "")
                               for p in path.split("|"))
        if path == RDF_TYPE:
            return "type"
        label = self._one(self.ox.NamedNode(path), RDFS_LABEL)
        return label.value if label is not None else _local(path)

    def readable(self, text: str) -> str:
        """Messages name cards by name and vocabulary terms as ek:Term, not by long IRIs."""
        def swap(match) -> str:
            iri = match.group(0)
            if iri.startswith(NS_IRI):
                return "ek:" + iri[len(NS_IRI):]
            if iri.startswith(CARD_PREFIX) and "/" not in iri[len(CARD_PREFIX):]:
                name = self._one(self.ox.NamedNode(iri), EK.name)
                if name is not None:
                    return f'"{name.value}" <{iri}>'
            return iri

        return re.sub(r"https?://[^\s<>\"(){}]+[^\s<>\"(){}.,:;]", swap, text)


def _local(iri: str) -> str:
    return re.split(r"[#/]", iri)[-1]
