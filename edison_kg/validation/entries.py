"""New entries for ``edison-kg validate FILE...``: read them, check a JSON card entry against
its model, and build the small store an entry's shapes are run on.

An entry is Turtle in our vocabulary (``.ttl``) or one card as a JSON object in the shape of
a line of ``edison_cards.jsonl`` (``.json``). The card entry's model (edison_kg.validation.
card_entry, whose JSON Schema is ``card_entry_schema``) is the one definition of that shape.
What the model refuses is reported as a violation of the validation report, naming the card
and the field, as the shapes report a Turtle entry's problems; only a file that cannot be read
at all is a BadInput (exit 2).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from edison_kg import paths
from edison_kg.errors import BadInput, EdisonError
from edison_kg.jsontext import load_json
from edison_kg.rdf.mapping import RECORD_PREDICATES
from edison_kg.validation.card_entry import (REPLACES, Problem, check_record, unknown_keys,  # noqa: F401
                                             whole_number_keys)
from edison_kg.validation.engine import ontology_triples, run_shapes
from edison_kg.validation.report import Result, ValidationReport, build_report
from edison_kg.vocab.ns import EK, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"

MAX_BYTES = 1_000_000        # a card entry is a few kilobytes
MAX_DEPTH = 8                # a jsonl line nests 3 deep

# record key -> the card property its value becomes (the one table of edison_kg.rdf.mapping): a
# shapes result on that property is the same problem as a schema problem of the key, listed once
KEY_PROPERTIES = RECORD_PREDICATES


# ------------------------------------------------------------------ reading entries

@dataclass
class Entries:
    """What the entry files say: their triples, and the problems found reading the JSON
    card entries (each with the card IRI and name it is about)."""

    triples: list = field(default_factory=list)
    problems: list = field(default_factory=list)   # (card IRI, card name or None, Problem, file)


def read_entries(files: list[Path], store=None) -> list:
    """The triples of the entry files (pyoxigraph Triples); BadInput for a file that cannot be
    read. ``store`` is the graph a JSON card entry is read against (the Edison texts it holds
    for the card). A JSON entry's schema problems are left out: ``read_entry_files`` has them."""
    return read_entry_files(files, store).triples


def read_entry_files(files: list[Path], store=None, *, replaces: bool = False) -> Entries:
    """The entries' triples and problems. An entry for a card the graph has (``store``)
    replaces it only when it says so: ``"replaces": true`` in a JSON entry, ``replaces``
    (``validate --replaces``) for any entry; a Turtle file of the graph's own data folder is
    the graph's card itself."""
    entries = Entries()
    for path in files:
        if path.is_dir():
            raise BadInput("is a directory: give the entry files (.ttl or .json) in it", where=str(path))
        if not path.is_file():
            raise BadInput("file not found", where=str(path))
        if path.suffix == ".json":
            _json_entry(path, store, entries, replaces)
        elif path.suffix in (".ttl", ".turtle"):
            triples = _turtle_entry(path)
            entries.triples += triples
            if store is not None and not replaces and not _in_data_folder(path):
                entries.problems += [(card, None, problem, path) for card in sorted(_card_subjects(triples))
                                     for problem in _replaced(card, store, "--replaces", key="card")]
        else:
            raise BadInput("an entry is a .ttl (Turtle) or .json (one card) file", where=str(path))
    return entries


def _turtle_entry(path: Path) -> list:
    import pyoxigraph as ox

    try:
        data = path.read_bytes()
        data.decode("utf-8")
    except OSError as error:
        raise BadInput(f"cannot read the file ({error.strerror})", where=str(path)) from None
    except UnicodeDecodeError as error:
        raise BadInput(f"the file is not UTF-8 text (byte {error.start})", where=str(path)) from None
    try:
        triples = [q.triple for q in ox.parse(data, format=ox.RdfFormat.TURTLE, base_iri=path.resolve().as_uri())]
    except SyntaxError as error:
        message = re.sub(r"^Parser error at line \d+ (between columns \d+ and \d+|column \d+): ", "",
                         str(error.msg or error))
        raise BadInput(message, where=f"{path}:{error.lineno or 1}:{error.offset or 1}") from None
    if not triples:
        raise BadInput("nothing to check: the file holds no triples", where=str(path))
    # Entries are checked node by node (focus nodes), and only named nodes can be named.
    if any(isinstance(t.subject, ox.BlankNode) for t in triples):
        raise BadInput("a node without an IRI ([ ] or _:x) cannot be checked: give each node its IRI "
                       "(docs/data-model.md)", where=str(path))
    return triples


# The card the JSON gives no name for is built under this stand-in, whose triple is then
# dropped, so the shapes report the missing name like any other missing field.
_NO_NAME = "\u0000no name\u0000"


def _json_entry(path: Path, store, entries: Entries, replaces: bool = False) -> None:
    import pyoxigraph as ox

    from edison_kg import cardtext, rdf

    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise BadInput(f"cannot read the file ({error.strerror})", where=str(path)) from None
    record = load_json(data, str(path), "the card entry", max_bytes=MAX_BYTES, max_depth=MAX_DEPTH,
                       malformed="")
    if not isinstance(record, dict):
        raise BadInput("a card entry is one JSON object (a line of edison_cards.jsonl)", where=f"{path}:1:1")
    problems = unknown_keys(record) + check_record(record)
    record = _whole_numbers(record)
    # what the schema refuses is left out of the triples: the shapes check the rest
    bad = {p.key for p in problems}
    record = {k: v for k, v in record.items() if k not in bad}
    name = record.get("name")
    unnamed = not isinstance(name, str) or not name.strip()
    if unnamed:
        record = dict(record, name=_NO_NAME)
    card, shown_name = rdf.card_iri(record), None if unnamed else name
    entries.problems += [(card, shown_name, p, path) for p in problems]
    if record.get("card_type") not in ("monster", "spell", "trap"):
        return   # without its card type there is no card for the shapes to check
    record = _with_edison_texts(record, store)
    try:
        reading = cardtext.read_card(record)
        triples = rdf.card_triples(record, reading=reading, where=str(path)).to_pyoxigraph()
    except EdisonError as error:
        where = str(error.where or "")
        key = next((k for k in record if k in where or k in error.message), "(entry)")
        entries.problems.append((card, shown_name, Problem(key, error.message, None, "read"), path))
        return
    if unnamed:
        triples = [t for t in triples if not (t.predicate == ox.NamedNode(EK.name))]
    if record.get("card_type") in ("spell", "trap"):
        triples += _monster_fields(record, card, path)
    entries.triples += triples
    if store is not None and record.get(REPLACES) is not True and not replaces:
        entries.problems += [(card, shown_name, p, path) for p in _replaced(card, store, f'"{REPLACES}": true')]


def _whole_numbers(record: dict) -> dict:
    """The model counts 4.0 as an integer, as JSON Schema does: it is read as 4."""
    keys = whole_number_keys()
    return {k: int(v) if isinstance(v, float) and v.is_integer() and k in keys else v for k, v in record.items()}


def _replaced(card: str, store, how: str, key: str = "passcode") -> list[Problem]:
    """The entry is for a card the graph has: it replaces that card only when it says so
    (``how``: the way it says so; ``key``: the field the problem is of)."""
    import pyoxigraph as ox

    for quad in store.quads_for_pattern(ox.NamedNode(card), ox.NamedNode(EK.name), None, ox.DefaultGraph()):
        code = card.rsplit("/", 1)[-1]
        return [Problem(key, f"passcode {code} is the passcode of \"{quad.object.value}\" in the graph: an "
                                    f"entry replaces that card only with {how}", code, "replaces")]
    return []


def _card_subjects(triples: list) -> set[str]:
    """The cards a Turtle entry describes: its subjects typed as a card kind."""
    kinds = {EK.Card, EK.MonsterCard, EK.SpellCard, EK.TrapCard}
    return {t.subject.value for t in triples if t.predicate.value == RDF_TYPE and t.object.value in kinds}


def _in_data_folder(path: Path) -> bool:
    """A file of the graph's own data folder: validating it checks the graph's card itself."""
    try:
        return path.resolve().is_relative_to(paths.DATA_DIR.resolve())
    except OSError:
        return False


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

    from edison_kg.store import materialize

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
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in ontology_triples())
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in triples)
    data.extend(ox.Quad(*t, ox.DefaultGraph()) for t in context)
    materialize(data)
    return data


# ------------------------------------------------------------------ the report

def validate_triples(triples: list, *, store=None, engine: str = "turbo", checked: str = "the entry") -> ValidationReport:
    """Validate new entries given as triples (pyoxigraph Triples) with the context their
    shapes read from ``store`` (default: the compiled store of data/)."""
    if store is None:
        from edison_kg.store import open_store

        store = open_store(quiet=True)
    data = entry_store(triples, store)
    raw = run_shapes(data, focus_nodes=sorted(_subjects(triples), key=str), engine=engine)
    return build_report(raw, [data, store], checked)


def validate_entries(files: list[Path], *, store, engine: str = "turbo", replaces: bool = False):
    """The validation report of entry files: the shapes' results on their triples and the
    JSON card entries' schema problems, each problem listed once (a shapes result on a
    field the schema already refused is the same problem)."""
    checked = ", ".join(str(f) for f in files)
    entries = read_entry_files(files, store, replaces=replaces)
    with _quiet_rdflib():
        report = validate_triples(entries.triples, store=store, engine=engine, checked=checked) if entries.triples \
            else ValidationReport(conforms=True, checked=checked)
    refused = {(card, KEY_PROPERTIES.get(p.key)) for card, _, p, _ in entries.problems}
    results = [r for r in report.results if (r.focus, r.path) not in refused]
    for card, name, problem, _ in entries.problems:
        results.append(Result(focus=card, card=name, field=problem.key, message=problem.message,
                              severity="Violation", value=problem.value, path=KEY_PROPERTIES.get(problem.key),
                              component=f"JSONSchema:{problem.keyword}"))
    # one problem, one line: results that differ only in the constraint that found them
    # (a non-number Level breaks its datatype and both its bounds) are listed once
    lines = {}
    for r in sorted(results, key=Result.sort_key):
        lines.setdefault((r.severity, r.focus, r.card, r.field, r.message, r.value), r)
    results = list(lines.values())
    return ValidationReport(conforms=not any(r.severity == "Violation" for r in results), results=results,
                            checked=checked)


@contextmanager
def _quiet_rdflib():
    """rdflib logs a traceback for a literal that is not of its datatype ("x"^^xsd:integer)
    when it reads the engine's report; that value is a result of the report, not an error."""
    import logging

    logger = logging.getLogger("rdflib.term")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)
