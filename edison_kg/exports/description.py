"""What a release is: its DCAT/VoID description (Turtle) and a SHA-256 checksum file.

The description names the dataset (title, version, release date, licence notes), the
sources it was built from with their commits, each file of the release (size and media
type), and counts: triples, subjects, and the triples per class and per property (VoID
class and property partitions). Its dates are the release date, never the clock.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox
from rdflib.namespace import DCAT as _DCAT, VOID as _VOID

from edison_kg.sparql.named import load_internal
from edison_kg.lookup.card_sheet import EDISON_CUTOFF, RELEASE_DATES
from edison_kg.exports.rdf import RDF_TYPE, write_turtle
from edison_kg.vocab.ns import ID_IRI, NS_IRI, PREFIXES

CHECKSUMS = "SHA256SUMS"
DESCRIPTION = "description.ttl"

DCT = PREFIXES["dct"]
DCAT = str(_DCAT)   # DCAT 3 terms (dcat:version) are missing from rdflib's closed namespace
VOID = str(_VOID)
XSD = PREFIXES["xsd"]

RIGHTS = ("Code and structure: MIT. Card names and card texts are Konami's, kept verbatim with their "
          "source; the rules statements, precedents and explanations are written in this project's own "
          "words; rulings are referenced by their address, not copied. Each source keeps its own terms: "
          "see the rights of the sources below.")
KEYWORDS = ("Yu-Gi-Oh!", "Edison format", "rulings", "card game", "knowledge graph")

# file name (or the start of one) -> (title, media type)
KINDS = {
    "edison-kg.ttl": ("The whole graph, sorted Turtle", "text/turtle"),
    "edison-kg.nt.gz": ("The whole graph, sorted N-Triples, gzip-compressed", "application/n-triples"),
    "edison-kg.jsonld": ("The whole graph as JSON-LD (plain JSON with context.jsonld)", "application/ld+json"),
    "context.jsonld": ("The JSON-LD context: short keys for the vocabulary", "application/ld+json"),
    "edison-kg.sqlite": ("Every table in one SQLite database, with keys, indexes and views",
                         "application/vnd.sqlite3"),
    "rulings.json": ("Ruling references and precedents keyed by card passcode", "application/json"),
    "csv/": ("Table {name} as CSV (UTF-8, RFC 4180)", "text/csv"),
}
DUMPS = ("edison-kg.ttl", "edison-kg.nt.gz", "edison-kg.jsonld")


@dataclass
class Release:
    title: str
    version: str
    release_date: str   # YYYY-MM-DD
    slice: str
    triples: int

    @property
    def iri(self) -> str:
        return f"{ID_IRI}dataset/{self.slice}/{self.release_date}"

    def as_dict(self) -> dict[str, str]:
        return {"title": self.title, "version": self.version, "release_date": self.release_date,
                "slice": self.slice, "triples": str(self.triples), "dataset": self.iri,
                "edison_cutoff": EDISON_CUTOFF, "card_release_dates": RELEASE_DATES}


def _kind(name: str) -> tuple[str, str]:
    if name.startswith("csv/"):
        title, media = KINDS["csv/"]
        return title.format(name=Path(name).stem), media
    return KINDS.get(name, (name, "application/octet-stream"))


def _local(iri: str) -> str:
    """A short, IRI-safe name of a class or property for its partition's IRI."""
    for prefix, namespace in sorted(PREFIXES.items()):
        if iri.startswith(namespace):
            return f"{prefix}-{iri[len(namespace):]}"
    return hashlib.sha256(iri.encode()).hexdigest()[:16]


def description_triples(store, release: Release, files: dict[str, int]) -> list:
    """The DCAT/VoID triples of the release whose graph is ``store``; ``files``: path -> bytes."""
    N, L = ox.NamedNode, ox.Literal
    xsd_date, xsd_int, xsd_size = N(XSD + "date"), N(XSD + "integer"), N(XSD + "nonNegativeInteger")
    dataset = N(release.iri)
    a = N(RDF_TYPE)
    triples = [ox.Triple(dataset, a, N(DCAT + "Dataset")), ox.Triple(dataset, a, N(VOID + "Dataset"))]

    def add(subject, predicate: str, obj) -> None:
        triples.append(ox.Triple(subject, N(predicate), obj))

    add(dataset, DCT + "title", L(release.title))
    add(dataset, DCT + "description", L(
        "Cards, typed effects with their clauses and conjunctions, timing facts, rules, ruling precedents "
        "and references to published rulings of the Yu-Gi-Oh! TCG Edison format (2010)."
        + (" Only the cards of the Edison pool and what hangs off them." if release.slice == "edison" else "")
        + " " + RELEASE_DATES))
    add(dataset, DCAT + "version", L(release.version))
    add(dataset, DCT + "created", L(release.release_date, datatype=xsd_date))
    add(dataset, DCT + "issued", L(release.release_date, datatype=xsd_date))
    add(dataset, DCT + "rights", L(RIGHTS))
    for keyword in KEYWORDS:
        add(dataset, DCAT + "keyword", L(keyword))
    add(dataset, VOID + "vocabulary", N(NS_IRI))
    add(dataset, VOID + "uriSpace", L(ID_IRI))

    sources = list(store.query(load_internal("export-source-documents").text))
    for source in sorted({t.subject.value for t in sources}):
        add(dataset, DCT + "source", N(source))
    triples.extend(sources)

    counts = next(iter(store.query(load_internal("export-graph-counts").text)))
    for name, predicate in (("triples", VOID + "triples"), ("subjects", VOID + "distinctSubjects"),
                            ("properties", VOID + "properties"), ("classes", VOID + "classes")):
        add(dataset, predicate, L(counts[name].value, datatype=xsd_int))
    for row in store.query(load_internal("export-class-partitions").text):
        part = N(f"{release.iri}/class/{_local(row['class'].value)}")
        add(dataset, VOID + "classPartition", part)
        add(part, VOID + "class", row["class"])
        add(part, VOID + "entities", L(row["entities"].value, datatype=xsd_int))
        add(part, VOID + "triples", L(row["triples"].value, datatype=xsd_int))
    for row in store.query(load_internal("export-property-partitions").text):
        part = N(f"{release.iri}/property/{_local(row['property'].value)}")
        add(dataset, VOID + "propertyPartition", part)
        add(part, VOID + "property", row["property"])
        add(part, VOID + "triples", L(row["triples"].value, datatype=xsd_int))

    for name, size in sorted(files.items()):
        title, media = _kind(name)
        file = N(f"{release.iri}/{name}")
        add(dataset, DCAT + "distribution", file)
        if name in DUMPS:
            add(dataset, VOID + "dataDump", file)
        add(file, RDF_TYPE, N(DCAT + "Distribution"))
        add(file, DCT + "title", L(title))
        add(file, DCT + "identifier", L(name))
        add(file, DCT + "format", L(media))
        add(file, DCAT + "byteSize", L(str(size), datatype=xsd_size))
    return triples


def write_description(store, release: Release, folder: Path) -> Path:
    """``description.ttl`` for the files already in ``folder``."""
    files = {p.relative_to(folder).as_posix(): p.stat().st_size for p in folder.rglob("*") if p.is_file()}
    path = folder / DESCRIPTION
    prefixes = {**{k: PREFIXES[k] for k in ("ek", "rdf", "rdfs", "xsd", "dct", "owl", "skos")},
                "dcat": DCAT, "void": VOID}
    write_turtle(description_triples(store, release, files), path, prefixes, base=ID_IRI)
    return path


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_checksums(folder: Path) -> Path:
    """``SHA256SUMS``: one ``<hex>  <path>`` line per file, as ``sha256sum -c`` reads it."""
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                   if p.is_file() and p.name != CHECKSUMS)
    path = folder / CHECKSUMS
    path.write_text("".join(f"{sha256(folder / name)}  {name}\n" for name in files), encoding="utf-8")
    return path
