"""The graph as RDF files: every triple, sorted, as Turtle and as gzipped N-Triples.

The graph is read once as canonical N-Triples lines, sorted; sorting the lines keeps the
triples of one subject (and of one subject and predicate) together, because an IRI
cannot contain ">". Both files are written from that one order, so the same graph always
gives the same bytes.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from edison_kg.vocab.ns import ID_IRI, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"
XSD_STRING = PREFIXES["xsd"] + "string"
XSD_INTEGER = PREFIXES["xsd"] + "integer"
XSD_BOOLEAN = PREFIXES["xsd"] + "boolean"

_LOCAL_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_INTEGER = re.compile(r"[+-]?[0-9]+")


@dataclass
class Graph:
    """The triples of a release, sorted, with the canonical N-Triples line of each."""

    lines: list[str]
    triples: list  # pyoxigraph.Triple, in the order of ``lines``

    def __len__(self) -> int:
        return len(self.triples)

    def without(self, nodes: set[str]) -> "Graph":
        """The graph without the triples whose subject or object is one of ``nodes``."""
        kept = [(line, t) for line, t in zip(self.lines, self.triples)
                if t.subject.value not in nodes
                and not (isinstance(t.object, ox.NamedNode) and t.object.value in nodes)]
        return Graph([line for line, _ in kept], [t for _, t in kept])

    def store(self):
        """An in-memory store of these triples (to run the table queries on a slice)."""
        store = ox.Store()
        store.extend(ox.Quad(t.subject, t.predicate, t.object) for t in self.triples)
        return store


def read_graph(store) -> Graph:
    """Every triple of the store's default graph, sorted by its N-Triples line."""
    dump = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    lines = sorted(dump.decode("utf-8").splitlines())
    triples = list(ox.parse("\n".join(lines), format=ox.RdfFormat.N_TRIPLES))
    return Graph(lines, triples)


def graph_of(triples) -> Graph:
    """A Graph of some triples (sorted and canonical like ``read_graph``)."""
    lines = sorted(ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES).decode("utf-8").splitlines())
    return Graph(lines, list(ox.parse("\n".join(lines), format=ox.RdfFormat.N_TRIPLES)))


# ---------------------------------------------------------------- N-Triples

def write_ntriples(graph: Graph, path: Path) -> None:
    """Sorted N-Triples, gzipped with no name and time in the header so the bytes are stable."""
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0,
                                                 compresslevel=6) as out:
        for start in range(0, len(graph.lines), 50000):
            out.write(("\n".join(graph.lines[start:start + 50000]) + "\n").encode("utf-8"))


# ---------------------------------------------------------------- Turtle

class TurtleNames:
    """Short names of IRIs in Turtle: ``ek:Card`` for vocabulary terms, ``<card/03429238>``
    (relative to the @base) for the graph's own nodes, the full IRI otherwise."""

    def __init__(self, prefixes: dict[str, str], base: str = ID_IRI):
        # longest namespace first, so a namespace inside another is matched first
        self.prefixes = sorted(prefixes.items(), key=lambda item: (-len(item[1]), item[0]))
        self.base = base
        self._cache: dict[str, str] = {}

    def iri(self, iri: str) -> str:
        name = self._cache.get(iri)
        if name is None:
            name = self._cache[iri] = self._shorten(iri)
        return name

    def _shorten(self, iri: str) -> str:
        for prefix, namespace in self.prefixes:
            if iri.startswith(namespace) and _LOCAL_NAME.fullmatch(iri[len(namespace):]):
                return f"{prefix}:{iri[len(namespace):]}"
        if self.base and iri.startswith(self.base) and _relative_ok(iri[len(self.base):]):
            return f"<{iri[len(self.base):]}>"
        return f"<{iri}>"

    def term(self, term) -> str:
        if isinstance(term, ox.NamedNode):
            return self.iri(term.value)
        if isinstance(term, ox.Literal):
            return self.literal(term)
        return str(term)  # blank node: _:id

    def literal(self, literal) -> str:
        datatype = literal.datatype.value
        if literal.language or datatype == XSD_STRING:
            return str(literal)
        lexical = literal.value
        # a bare number or boolean keeps its lexical form when read back
        if datatype == XSD_INTEGER and _INTEGER.fullmatch(lexical) \
                or datatype == XSD_BOOLEAN and lexical in ("true", "false"):
            return lexical
        quoted = str(literal).rsplit("^^", 1)[0]
        return f"{quoted}^^{self.iri(datatype)}"


def _relative_ok(rest: str) -> bool:
    """True when ``rest`` resolves against the base to exactly base + rest."""
    if not rest or rest[0] in "/?#.":
        return False
    segments = rest.split("?")[0].split("#")[0].split("/")
    return ":" not in segments[0] and not any(s in (".", "..") for s in segments)


def turtle_lines(triples, prefixes: dict[str, str], base: str = ID_IRI):
    """Turtle text, line by line: one block per subject, subjects in natural order (a card,
    then its effects 1, 2, ... 10, each followed by its clauses), in each block rdf:type
    first (written ``a``), then the other predicates sorted."""
    names = TurtleNames(prefixes, base)
    if base:
        yield f"@base <{base}> ."
    for prefix, namespace in sorted(prefixes.items()):
        yield f"@prefix {prefix}: <{namespace}> ."
    blocks: dict = {}
    for triple in triples:
        blocks.setdefault(triple.subject, []).append(triple)
    for subject in sorted(blocks, key=lambda s: (isinstance(s, ox.BlankNode), natural_key(s.value))):
        yield from _subject_block(names, subject, blocks[subject])


def natural_key(text: str) -> list:
    """Sort key that puts effect/2 before effect/10."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", text)]


def _subject_block(names: TurtleNames, subject, triples) -> list[str]:
    by_predicate: dict[str, list] = {}
    for triple in sorted(triples, key=lambda t: (t.predicate.value, str(t.object))):
        by_predicate.setdefault(triple.predicate.value, []).append(triple.object)
    order = sorted(by_predicate, key=lambda p: (p != RDF_TYPE, p))
    lines = [""]
    for index, predicate in enumerate(order):
        verb = "a" if predicate == RDF_TYPE else names.iri(predicate)
        objects = " , ".join(names.term(o) for o in by_predicate[predicate])
        end = " ." if index == len(order) - 1 else " ;"
        lead = names.term(subject) if index == 0 else "   "
        lines.append(f"{lead} {verb} {objects}{end}")
    return lines


def write_turtle(triples, path: Path, prefixes: dict[str, str] | None = None, base: str = ID_IRI) -> None:
    """The triples as one sorted Turtle file (``prefixes`` default: the project's)."""
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        chunk: list[str] = []
        for line in turtle_lines(triples, prefixes or PREFIXES, base):
            chunk.append(line)
            if len(chunk) >= 10000:
                out.write("\n".join(chunk) + "\n")
                chunk = []
        if chunk:
            out.write("\n".join(chunk) + "\n")
