"""Check the graph, or new entries, against the shapes of ``ontology/shapes.ttl``.

``validate()`` with no files checks the whole graph: the compiled store of ``edison_kg.graph``
(ontology, data/ and the materialized inferences), in batches of a few thousand triples run
on every core (``validate_graph``). With files, each file is a new entry:
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

import gc
import re
import shutil
import tempfile
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from edison_kg import paths
from edison_kg.entries import _subjects, entry_store, read_entries, validate_entries  # noqa: F401 (read_entries: API)
from edison_kg.errors import BadInput
from edison_kg.ns import EK, ID_IRI, NS_IRI, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"
RDFS_LABEL = PREFIXES["rdfs"] + "label"
SH = PREFIXES["sh"]
CARD_PREFIX = ID_IRI + "card/"
SEVERITY_ORDER = {"Violation": 0, "Warning": 1, "Info": 2}
# Links whose object is a sub-node of a card: sub-node -> (link, owner is the subject).
_OWNER_LINKS = (EK.hasEffect, EK.hasClause, EK.costClause, EK.activationCondition, EK.hasRestriction,
                EK.eventCardKind, EK.activationKind, EK.battledCardKind, EK.targetCardKind, EK.restrictsCards, EK.hasExemption)


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
             engine: str = "turbo", progress=None) -> ValidationReport:
    """Validate the whole graph (``files`` None) or new entries (``.ttl`` / ``.json`` files).

    ``store``: the graph to validate, or the context for new entries (default: the compiled
    store of data/). ``engine``: "turbo" (pyshacl-turbo, the default) or "pyshacl".
    ``progress(done, total)``: called as the batches of a whole-graph check finish.
    Malformed files raise BadInput (``file:line:column: message``).
    """
    files = [Path(f) for f in files] if files else []
    cache = None
    if endpoint:
        store = remote_graph(endpoint)
    if store is None:
        from edison_kg import graph

        store = graph.open_store(quiet=True)
        if not files:  # the whole graph's batches are kept for the next whole-graph run
            cache = paths.cache_dir() / f"validate-{graph.store_key()}.nt"
    if not files:
        if engine == "turbo":
            raw = validate_graph(store, cache=cache, progress=progress)
        else:
            raw = run_shapes(store, engine=engine)
        return _report(raw, [store], "the whole graph")
    return validate_entries(files, store=store, engine=engine)


def validate_triples(triples: list, *, store=None, engine: str = "turbo", checked: str = "the entry") -> ValidationReport:
    """Validate new entries given as triples (pyoxigraph Triples) with the context their
    shapes read from ``store`` (default: the compiled store of data/)."""
    if store is None:
        from edison_kg import graph

        store = graph.open_store(quiet=True)
    data = entry_store(triples, store)
    raw = run_shapes(data, focus_nodes=sorted(_subjects(triples), key=str), engine=engine)
    return _report(raw, [data, store], checked)


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


@lru_cache(maxsize=1)
def _ontology_triples() -> tuple:
    from edison_kg import graph

    return tuple(q.triple for q in graph.parse_files(graph.ontology_files()))


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


def run_shapes(data, *, focus_nodes=None, engine: str = "turbo") -> list[RawResult]:
    """Validate ``data`` (a pyoxigraph Store) in one run of the engine and return its results."""
    if engine == "turbo":
        import pyoxigraph as ox

        focus = [n.value for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        text = data.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
        return _run_turbo(text, focus)
    if engine == "pyshacl":
        import pyshacl
        import rdflib

        graph = to_rdflib(data)
        focus = [rdflib.URIRef(n.value) for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        _, report, _ = pyshacl.validate(graph, shacl_graph=shapes_graph(), advanced=True, allow_warnings=True,
                                        focus_nodes=focus)
        return raw_results(report)
    raise BadInput(f"unknown validation engine {engine!r} (turbo or pyshacl)")


def _run_turbo(ntriples: str, focus: list[str] | None) -> list[RawResult]:
    from pyshacl_turbo.rdf import Input

    _, report, _ = _compiled_shapes().validate(Input(ntriples, "ntriples", None, {}, preserve_ids=True),
                                               allow_warnings=True, focus_nodes=focus)
    return raw_results(report)


# ------------------------------------------------------------------ the whole graph, in batches

# The engine runs in one thread and its cost per triple grows with the size of the data it
# is given, but it releases the GIL. So the whole graph is cut into batches of about
# BATCH_TRIPLES triples, each checked with the context its shapes read, on every core at
# once, and the cost grows linearly with the graph (benchmarks/bench_validate.py).
# tests/test_validate.py proves the batches report what one run reports.
BATCH_TRIPLES = 5000
# links from a node to the nodes that belong to it: a card and its effects, clauses and
# event patterns go into one batch (the shapes compare a card's effect numbers, an effect's
# clause indexes, a clause's owner)
_PART_LINKS = tuple(f"<{iri}>" for iri in _OWNER_LINKS + (EK.effectOf,))
# values that must be unique across the graph: the other holders of the same value come along
_UNIQUE_KEYS = tuple(f"<{iri}>" for iri in (EK.name, EK.passcode, EK.ruleId))


def validate_graph(store, *, cache: Path | None = None, batch_triples: int = BATCH_TRIPLES,
                   workers: int | None = None, progress=None) -> list[RawResult]:
    """Check a whole graph (a pyoxigraph Store) in batches, on ``workers`` threads (default:
    one per core). ``cache``: a file that keeps the batches for the next run over the same
    graph. ``progress(done, total)`` is called as batches finish."""
    import os
    from collections import deque
    from concurrent.futures import ThreadPoolExecutor

    path = cache.with_name(f"{cache.stem}-{batch_triples}.nt") if cache is not None else None
    workers = workers or os.cpu_count() or 1
    results: set[RawResult] = set()
    done = 0
    with _batch_file(store, path, batch_triples) as (total, batches), ThreadPoolExecutor(workers) as pool:
        running: deque = deque()
        for number, (focus, body) in enumerate(batches):  # read while the first ones run
            vocabulary = _ontology_text() if number == 0 else _ontology_context()
            running.append(pool.submit(_run_turbo, vocabulary + body, focus))
            while running and (len(running) > 2 * workers or running[0].done()):  # memory stays flat
                results.update(running.popleft().result())
                done += 1
                if progress:
                    progress(done, total)
        while running:
            results.update(running.popleft().result())
            done += 1
            if progress:
                progress(done, total)
    return sorted(results, key=_raw_key)


# The batches file: a header with the number of batches, then each batch as a comment line
# with its focus IRIs followed by its N-Triples (the nodes, then their context).
_BATCHES_HEADER = "# edison-kg validation batches v1: "
_FOCUS_LINE = "# focus "


@contextmanager
def _batch_file(store, cache: Path | None, size: int):
    """(number of batches, iterator of (focus IRIs or None for all, N-Triples)): read from
    ``cache``, or the first time cut from the store's text, and written to ``cache`` as they
    are handed out (kept only once all of them were)."""
    import pyoxigraph as ox

    if cache is not None and cache.is_file():
        with cache.open(encoding="utf-8") as batches_file:
            header = batches_file.readline()
            if header.startswith(_BATCHES_HEADER):
                yield int(header[len(_BATCHES_HEADER):]), _read_batches(batches_file)
                return
    with tempfile.TemporaryDirectory(prefix="edison-kg-validate-") as scratch:
        text = Path(scratch) / "graph.nt"
        store.dump(str(text), format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        collecting = gc.isenabled()
        gc.disable()  # millions of new lists and strings, no cycles: the collector would rescan them
        try:
            with text.open(encoding="utf-8") as lines:  # line by line: each line is held once
                graph_lines = _GraphLines(lines, _ontology_text())
        finally:
            if collecting:
                gc.enable()
        if graph_lines.blank_nodes:  # a blank node has no name to give as a focus node: one run
            yield 1, iter([(None, text.read_text(encoding="utf-8"))])
            return
        plan = graph_lines.batches(size)
        written, complete = Path(scratch) / "batches.nt", []
        with written.open("w", encoding="utf-8") as out:
            out.write(f"{_BATCHES_HEADER}{len(plan)}\n")

            def batches():
                for subjects in plan:
                    focus, body = graph_lines.batch(subjects)
                    out.write(f"{_FOCUS_LINE}{' '.join(focus)}\n{body}")
                    yield focus, body
                complete.append(True)

            yield len(plan), batches()
        if cache is not None and complete:
            _keep(written, cache)


def _read_batches(lines: Iterable[str]) -> Iterator[tuple[list[str], str]]:
    focus, body = None, []
    for line in lines:
        if line.startswith(_FOCUS_LINE):
            if focus is not None:
                yield focus, "".join(body)
            focus, body = line[len(_FOCUS_LINE):].split(), []
        else:
            body.append(line)
    if focus is not None:
        yield focus, "".join(body)


def _keep(path: Path, cache: Path) -> None:
    """Move a complete batches file into the cache (the batches of an older graph go)."""
    for stale in cache.parent.glob("validate-*"):
        stale.unlink(missing_ok=True)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(path), cache)
    except OSError:  # a cache that cannot be written only costs time
        pass


class _GraphLines:
    """A graph's N-Triples lines by subject, with what the batches need to find their context:
    the type lines of every node and the holders of unique values."""

    def __init__(self, text: Iterable[str], ontology: str):
        known = {line for line in ontology.splitlines() if line}
        self.by_subject: dict[str, list[str]] = {}
        self.types: dict[str, list[str]] = {}
        self.holders: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.parts: list[tuple[str, str]] = []
        self.ontology_subjects = {line.split(" ", 1)[0] for line in known}
        self.blank_nodes = False
        rdf_type = f"<{RDF_TYPE}>"
        for line in text:
            line = line.rstrip("\n")
            if not line or line in known:
                continue
            subject, predicate, rest = line.split(" ", 2)
            self.by_subject.setdefault(subject, []).append(line)
            if subject.startswith("_:") or rest.startswith("_:"):
                self.blank_nodes = True
            if rest.startswith("<"):
                if predicate == rdf_type:
                    self.types.setdefault(subject, []).append(line)
                elif predicate in _PART_LINKS:
                    self.parts.append((subject, rest[:-2]))
            elif predicate in _UNIQUE_KEYS:
                self.holders.setdefault((predicate, rest), []).append((subject, line))

    def _groups(self) -> list[list[str]]:
        """Subjects joined by the part links (union-find), ontology nodes first."""
        root: dict[str, str] = {}

        def find(node: str) -> str:
            while root.get(node, node) != node:
                root[node] = root.get(root[node], root[node])
                node = root[node]
            return node

        for a, b in self.parts:
            if a in self.by_subject and b in self.by_subject:
                root[find(a)] = find(b)
        groups: dict[str, list[str]] = {}
        for subject in dict.fromkeys(sorted(self.ontology_subjects) + list(self.by_subject)):
            groups.setdefault(find(subject), []).append(subject)
        return list(groups.values())

    def batches(self, size: int) -> list[list[str]]:
        """The subjects of each batch, about ``size`` lines each. The ontology's nodes are
        checked in the first batch (every batch reads them)."""
        groups = self._groups()
        out, current, count = [], [], 0
        for i, group in enumerate(groups):
            current += group
            count += sum(len(self.by_subject.get(s, ())) for s in group)
            in_ontology = i + 1 < len(groups) and groups[i + 1][0] in self.ontology_subjects
            if count >= size and not in_ontology:
                out.append(current)
                current, count = [], 0
        if current:
            out.append(current)
        return out

    def batch(self, subjects: list[str]) -> tuple[list[str], str]:
        """(focus IRIs, N-Triples of the batch's nodes and their context)."""
        # the context an entry gets (``entry_store``): the classes of the nodes linked to and
        # the other holders of its unique values. The links into a node that the shapes read
        # (^ek:hasEffect, ^ek:hasClause, ...) are part links, so they are in the batch already.
        mine = set(subjects)
        body: list[str] = []
        context: set[str] = set()

        def add_types(node: str) -> None:
            if node not in mine:
                context.update(self.types.get(node, ()))

        for subject in subjects:
            for line in self.by_subject.get(subject, ()):
                body.append(line)
                _, predicate, rest = line.split(" ", 2)
                if rest.startswith("<"):
                    add_types(rest[:-2])
                elif predicate in _UNIQUE_KEYS:
                    for holder, held in self.holders.get((predicate, rest), ()):
                        if holder not in mine:
                            context.add(held)
                            add_types(holder)
        focus = [s[1:-1] for s in subjects]
        return focus, "\n".join(body) + "\n" + "\n".join(sorted(context)) + "\n"


def _raw_key(r: RawResult) -> tuple:
    return (r.focus, r.path or "", r.component, r.value or "", r.message)


@lru_cache(maxsize=1)
def _ontology_text() -> str:
    import pyoxigraph as ox

    return ox.serialize(_ontology_triples(), format=ox.RdfFormat.N_TRIPLES).decode("utf-8")


@lru_cache(maxsize=1)
def _ontology_context() -> str:
    """What the shapes read of the vocabulary when they check data nodes (the first batch
    checks the vocabulary itself, with all of it): classes, class hierarchy, schemes."""
    read = {f"<{PREFIXES[prefix]}{name}>" for prefix, name in
            (("rdf", "type"), ("rdfs", "subClassOf"), ("skos", "inScheme"))}
    return "".join(line + "\n" for line in _ontology_text().splitlines() if line.split(" ", 2)[1] in read)


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
    return sorted(set(out), key=_raw_key)


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
        for _ in range(5):  # card filter -> condition -> effect -> card at most
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
