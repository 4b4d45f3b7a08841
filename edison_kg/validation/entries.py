"""New entries for ``edison-kg validate FILE...``: read them, check a JSON card entry against
its JSON Schema, and build the small store an entry's shapes are run on.

An entry is Turtle in our vocabulary (``.ttl``) or one card as a JSON object in the shape of
a line of ``edison_cards.jsonl`` (``.json``). The card entry's JSON Schema (``card_entry_schema``)
is the one definition of that shape: its closed value lists come from the vocabulary (the
concepts of ek:Attributes, ek:CardSubtypes, ek:ListStatuses, ek:Provenances; the monster
Types the card reader knows). What the schema refuses is reported as a violation of the
validation report, naming the card and the field, as the shapes report a Turtle entry's
problems; only a file that cannot be read at all is a BadInput (exit 2).
"""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from edison_kg import paths
from edison_kg.errors import BadInput, EdisonError
from edison_kg.jsontext import load_json, shown
from edison_kg.names import closest
from edison_kg.validation.engine import ontology_triples, run_shapes
from edison_kg.validation.report import Result, ValidationReport, build_report
from edison_kg.vocab.ns import EK, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"

SCHEMA_ID = "https://w3id.org/edison-kg/schema/card-entry.json"
MAX_BYTES = 1_000_000        # a card entry is a few kilobytes
MAX_DEPTH = 8                # a jsonl line nests 3 deep
MAX_TEXT = 10_000            # characters of a card text (the longest real one has about 1,300)
MAX_ITEMS = 200              # items of a list (subtypes, archetypes, sources, ...)
REPLACES = "replaces"        # the key by which an entry says it replaces the graph's card

# record key -> the card property its value becomes (a shapes result on that property is the
# same problem as a schema problem of the key, and is listed once)
KEY_PROPERTIES = {"name": EK.name, "passcode": EK.passcode, "level": EK.level, "atk": EK.attackPoints,
                  "def": EK.defensePoints, "race": EK.monsterType, "attribute": EK.attribute,
                  "subtypes": EK.subtype, "archetypes": EK.archetype, "edison_status": EK.listStatus,
                  "tcg_release": EK.releaseDate, "in_edison_pool": EK.inEdisonPool, "provenance": EK.provenance}


# ------------------------------------------------------------------ the schema

def _notations(scheme: str) -> list[str]:
    from edison_kg.rdf.concepts import _concept_table

    return sorted(notation for (s, notation) in _concept_table() if s == scheme)


def _or_null(schema: dict) -> dict:
    out = dict(schema)
    if "enum" in out:
        out["enum"] = out["enum"] + [None]
    else:
        out["type"] = [out["type"], "null"]
    return out


def _texts(description: str) -> dict:
    return {"type": ["string", "null"], "maxLength": MAX_TEXT, "description": description}


def _strings(description: str) -> dict:
    return {"type": "array", "items": {"type": "string", "maxLength": 500}, "maxItems": MAX_ITEMS,
            "description": description}


@lru_cache(maxsize=1)
def _schema() -> str:
    from edison_kg.cardtext.cardkind import MONSTER_TYPES
    from edison_kg.vocab.model import TEXT_VERSIONS
    from edison_kg.rdf.cards import SUBTYPE_NOTATIONS

    whole = {"type": "integer"}
    subtypes = {kind: sorted(set(table) | set(table.values())) for kind, table in SUBTYPE_NOTATIONS.items()}
    properties = {
        "passcode": {"type": ["integer", "string", "null"], "minimum": 0, "maximum": 99_999_999,
                     "pattern": r"^[0-9]{1,8}$", "description": "the passcode (8 digits at most)"},
        "name": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": r"\S",
                 "description": "the English card name"},
        "card_type": {"enum": ["monster", "spell", "trap"], "description": "the card type"},
        "subtypes": {"type": "array", "items": {"enum": sorted(set().union(*subtypes.values()))},
                     "maxItems": 20, "description": "subtypes (ek:CardSubtypes), as the card type allows"},
        "attribute": _or_null({"enum": _notations(EK.Attributes), "description": "a monster's Attribute"}),
        "race": _or_null({"enum": list(MONSTER_TYPES), "description": "a monster's Type"}),
        "level": _or_null({**whole, "description": "a monster's Level"}),
        "atk": _or_null({**whole, "description": "ATK"}), "def": _or_null({**whole, "description": "DEF"}),
        "atk_unknown": {"type": "boolean", "description": "ATK is ?"},
        "def_unknown": {"type": "boolean", "description": "DEF is ?"},
        "archetype_setcodes": _strings("archetype set codes (0x4c)"),
        "archetypes": _strings("archetypes by name, SET_ constant or set code"),
        "type_bits": _or_null(whole), "cdb_ot": _or_null(whole),
        "text": _texts("the printed (database) text"), "text_ygojson_en": _texts("today's official text"),
        "psct_text": _texts("the Edison-accurate PSCT"), "historical_text": _texts("the 2010 card text"),
        "pre_errata_text": _texts("the text from before an errata"), "custom_text": _texts("a card's own text"),
        "texts": {"type": "object", "propertyNames": {"enum": list(TEXT_VERSIONS)},
                  "additionalProperties": {"type": "string", "maxLength": MAX_TEXT},
                  "description": "text version -> text"},
        "pre_errata_texts": {"type": "object", "additionalProperties": {"type": "string", "maxLength": MAX_TEXT},
                             "maxProperties": MAX_ITEMS, "description": "script passcode -> pre-errata text"},
        "pre_errata_scripts": {"type": "array", "items": {"type": "object"}, "maxItems": MAX_ITEMS,
                               "description": "the simulator's pre-errata scripts"},
        "script_path": _texts("the simulator's script"), "script_helper_calls": _strings("script helpers"),
        "script_header_names": _strings("names in the script's header"),
        "tcg_release": _or_null({"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$",
                                 "description": "the first TCG release date, YYYY-MM-DD"}),
        "tcg_release_source": {"type": ["object", "null"], "description": "the printing the date comes from"},
        "tcg_release_after_cutoff": {"type": "boolean", "description": "released after the Edison cut-off"},
        "en_printings_without_date": _strings("English printings without a date"),
        "edison_status": _or_null({"enum": _notations(EK.ListStatuses), "description": "its Edison list status"}),
        "edison_status_source": _texts("the list the status comes from"),
        "in_whitelists": _strings("the whitelists that list it"),
        "whitelist_listed_ids": {"type": "array", "items": whole, "maxItems": MAX_ITEMS},
        "in_edison_pool": {"type": "boolean", "description": "the card is in the Edison card pool"},
        "pool_basis": _strings("why it is in the pool"),
        "konami_db_id": _or_null({**whole, "minimum": 1, "description": "its Konami database id"}),
        "yugipedia_page": _texts("its Yugipedia page title"), "ygojson_id": _texts("its ygojson record id"),
        "provenance": _or_null({"enum": _notations(EK.Provenances), "description": "where the entry comes from"}),
        "sources": _strings("the datasets the entry comes from (keys of data/sources.ttl)"),
        REPLACES: {"type": "boolean",
                   "description": "true: the entry replaces the graph's card with the same passcode"},
    }
    by_type = [{"if": {"properties": {"card_type": {"const": kind}}, "required": ["card_type"]},
                "then": {"properties": {"subtypes": {"items": {"enum": subtypes[kind]}}}}} for kind in subtypes]
    # a monster needs its Type; a Spell/Trap gets none (the shapes say so, naming the field)
    by_type.append({"if": {"properties": {"card_type": {"const": "monster"}}, "required": ["card_type"]},
                    "then": {"required": ["race"], "properties": {"race": {"type": "string"}}}})
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID,
              "title": "edison-kg card entry",
              "description": "One card for `edison-kg validate FILE.json`: a line of edison_cards.jsonl, or a new card",
              "type": "object", "properties": properties, "additionalProperties": False,
              "required": ["name", "card_type"], "allOf": by_type}
    return json.dumps(schema)


@lru_cache(maxsize=1)
def _properties() -> dict:
    return json.loads(_schema())["properties"]


def card_entry_schema() -> dict:
    """The card entry's JSON Schema (a fresh copy)."""
    return json.loads(_schema())


@lru_cache(maxsize=1)
def _validator():
    from jsonschema import Draft202012Validator

    return Draft202012Validator(json.loads(_schema()))


@dataclass(frozen=True)
class Problem:
    """What the schema refuses in a card entry: the key, what is wrong, the value."""

    key: str
    message: str
    value: str | None
    keyword: str


_NO_RACE = "monster Type is missing: a monster needs its Type (race: Warrior, Dragon, ...)"
_TYPES = {"integer": "a whole number", "string": "text", "boolean": "true or false", "array": "a list",
          "object": "an object", "null": "null"}


def check_record(record: dict) -> list[Problem]:
    """Every problem of a card entry against its schema, in the order of its keys."""
    out, order = [], {key: i for i, key in enumerate(record)}   # unknown keys: see unknown_keys
    for error in _validator().iter_errors(record):
        problem = _problem(error, record)
        if problem is not None and problem not in out:
            out.append(problem)
    return sorted(out, key=lambda p: order.get(p.key, len(order)))


def _problem(error, record: dict) -> Problem | None:
    path = list(error.absolute_path)
    key = path[0] if path else None
    label = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
    value, keyword = error.instance, error.validator
    if keyword in ("additionalProperties", "propertyNames") and not path:
        return None   # the unknown keys: unknown_keys names each of them
    if keyword in ("required", "type") and (key == "race" and value is None or
                                           keyword == "required" and "race" in error.validator_value):
        return Problem("race", _NO_RACE, None, keyword)
    if keyword == "required":
        missing = next(k for k in error.validator_value if k not in value)
        return Problem(missing, f"{missing} is missing" + (": a card needs its English name" if missing == "name"
                                                           else ": monster, spell or trap"), None, keyword)
    if keyword == "type":
        expected = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        return Problem(key, f"{label} must be {' or '.join(_TYPES.get(t, t) for t in expected)}, not {shown(value)}",
                       shown(value), keyword)
    if keyword == "enum":
        allowed = [a for a in error.validator_value if a is not None]
        guess = closest(value, allowed) if isinstance(value, str) else None
        hint = f"did you mean {guess!r}?" if guess else f"expected one of: {', '.join(allowed)}"
        if key == "subtypes" and record.get("card_type") in ("monster", "spell", "trap"):
            hint += f" (subtypes of a {record['card_type']})"
        return Problem(key, f"{label} {shown(value)} is not a known value; {hint}"[:400], shown(value), keyword)
    if keyword == "pattern" and key == "tcg_release":
        return Problem(key, f"tcg_release must be a date YYYY-MM-DD, not {shown(value)}", shown(value), keyword)
    if keyword in ("pattern", "minLength") and key == "name":
        return Problem(key, "name is missing: a card needs its English name", shown(value), keyword)
    if keyword in ("pattern", "minimum", "maximum") and key == "passcode":
        return Problem(key, f"passcode must be a number of at most 8 digits, not {shown(value)}", shown(value), keyword)
    if keyword in ("maxLength", "maxItems", "maxProperties"):
        return Problem(key, f"{label} is longer than {error.validator_value} (characters or items)", None, keyword)
    if keyword == "minimum":
        return Problem(key, f"{label} must be {error.validator_value} or more, not {shown(value)}", shown(value),
                       keyword)
    return Problem(key or "(entry)", f"{label or 'the entry'}: {error.message[:200]}", None, keyword)


def _unknown(key: str, choices: list) -> str:
    guess = closest(key, choices)
    return f"unknown field {shown(key)}" + (f"; did you mean {guess!r}?" if guess else
                                            " (a card entry has the keys of a line of edison_cards.jsonl)")


def unknown_keys(record: dict) -> list[Problem]:
    """A problem for each key that is not a field of a card entry, with the closest field."""
    known = _properties()
    return [Problem(k, _unknown(k, list(known)), None, "additionalProperties") for k in record if k not in known]


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
    """JSON Schema counts 4.0 as an integer, so the schema lets it through: it is read as 4."""
    properties = _properties()
    return {k: int(v) if isinstance(v, float) and v.is_integer() and "integer" in str(properties.get(k, {}).get("type"))
            else v for k, v in record.items()}


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
