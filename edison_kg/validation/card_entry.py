"""The JSON card entry (``edison-kg validate FILE.json``: one card in the shape of a line of
``edison_cards.jsonl``) as one model: a pydantic TypedDict whose closed value lists come from
the vocabulary (the concept schemes of ek:Attributes, ek:ListStatuses, ek:Provenances and
ek:CardTypes; the card subtypes and monster Types the card reader knows), and the rules of a
card type (a monster's subtypes and Type). From it come the check (``check_record``: every
problem, each naming its key) and the JSON Schema (``card_entry_schema``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, Union

from pydantic import ConfigDict, Discriminator, Field, StrictBool, StrictStr, Tag, TypeAdapter, ValidationError
from typing_extensions import NotRequired, TypedDict

from edison_kg.jsonmodel import SCHEMA_DRAFT, Place, schema_generator, whole
from edison_kg.jsontext import shown
from edison_kg.names import closest
from edison_kg.vocab import schemes

SCHEMA_ID = "https://w3id.org/edison-kg/schema/card-entry.json"
MAX_TEXT = 10_000            # characters of a card text (the longest real one has about 1,300)
MAX_ITEMS = 200              # items of a list (subtypes, archetypes, sources, ...)
REPLACES = "replaces"        # the key by which an entry says it replaces the graph's card
MONSTER = "monster"


def _one_of(values, description: str, nullable: bool = True):
    return Annotated[Literal[(*values, None) if nullable else tuple(values)], Field(description=description)]


def _texts(description: str):
    return Annotated[Union[Annotated[StrictStr, Field(max_length=MAX_TEXT)], None], Field(description=description)]


def _strings(description: str | None = None):
    return Annotated[list[Annotated[StrictStr, Field(max_length=500)]],
                     Field(max_length=MAX_ITEMS, description=description)]


def _number(description: str | None = None, minimum: int | None = None):
    return Annotated[Union[whole(minimum), None], Field(description=description)]


def _passcode_kind(value) -> str:
    return "string" if isinstance(value, str) else "integer"


@lru_cache(maxsize=1)
def subtypes_by_card_type() -> dict[str, list[str]]:
    """card type -> the subtypes (and their notations) a card of that type takes."""
    from edison_kg.rdf.cards import SUBTYPE_NOTATIONS

    return {kind: sorted(set(table) | set(table.values())) for kind, table in SUBTYPE_NOTATIONS.items()}


@lru_cache(maxsize=1)
def _model():
    from edison_kg.cardtext.cardkind import MONSTER_TYPES
    from edison_kg.vocab.model import TEXT_VERSIONS

    subtypes = subtypes_by_card_type()
    passcode = Annotated[Union[Annotated[whole(0, 99_999_999), Tag("integer")],
                               Annotated[StrictStr, Field(pattern=r"^[0-9]{1,8}$"), Tag("string")]],
                         Discriminator(_passcode_kind)]
    entry = TypedDict("card-entry", {
        "passcode": NotRequired[Annotated[Union[passcode, None],
                                          Field(description="the passcode (8 digits at most)")]],
        "name": Annotated[StrictStr, Field(min_length=1, max_length=200, pattern=r"\S",
                                           description="the English card name")],
        "card_type": _one_of(schemes.CARD_TYPES, "the card type", nullable=False),
        "subtypes": NotRequired[Annotated[list[Literal[tuple(sorted(set().union(*subtypes.values())))]],
                                          Field(max_length=20, description="subtypes (ek:CardSubtypes), as the "
                                                                           "card type allows")]],
        "attribute": NotRequired[_one_of(sorted(schemes.ATTRIBUTES), "a monster's Attribute")],
        "race": NotRequired[_one_of(MONSTER_TYPES, "a monster's Type")],
        "level": NotRequired[_number("a monster's Level")],
        "atk": NotRequired[_number("ATK")], "def": NotRequired[_number("DEF")],
        "atk_unknown": NotRequired[Annotated[StrictBool, Field(description="ATK is ?")]],
        "def_unknown": NotRequired[Annotated[StrictBool, Field(description="DEF is ?")]],
        "archetype_setcodes": NotRequired[_strings("archetype set codes (0x4c)")],
        "archetypes": NotRequired[_strings("archetypes by name, SET_ constant or set code")],
        "type_bits": NotRequired[_number()], "cdb_ot": NotRequired[_number()],
        "text": NotRequired[_texts("the printed (database) text")],
        "text_ygojson_en": NotRequired[_texts("today's official text")],
        "psct_text": NotRequired[_texts("the Edison-accurate PSCT")],
        "historical_text": NotRequired[_texts("the 2010 card text")],
        "pre_errata_text": NotRequired[_texts("the text from before an errata")],
        "custom_text": NotRequired[_texts("a card's own text")],
        "texts": NotRequired[Annotated[dict[Literal[TEXT_VERSIONS], Annotated[StrictStr, Field(max_length=MAX_TEXT)]],
                                       Field(description="text version -> text")]],
        "pre_errata_texts": NotRequired[Annotated[dict[StrictStr, Annotated[StrictStr, Field(max_length=MAX_TEXT)]],
                                                  Field(max_length=MAX_ITEMS,
                                                        description="script passcode -> pre-errata text")]],
        "pre_errata_scripts": NotRequired[Annotated[list[dict[StrictStr, Any]], Field(
            max_length=MAX_ITEMS, description="the simulator's pre-errata scripts")]],
        "script_path": NotRequired[_texts("the simulator's script")],
        "script_helper_calls": NotRequired[_strings("script helpers")],
        "script_header_names": NotRequired[_strings("names in the script's header")],
        "tcg_release": NotRequired[Annotated[Union[Annotated[StrictStr, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")], None],
                                             Field(description="the first TCG release date, YYYY-MM-DD")]],
        "tcg_release_source": NotRequired[Annotated[Union[dict[StrictStr, Any], None],
                                                    Field(description="the printing the date comes from")]],
        "tcg_release_after_cutoff": NotRequired[Annotated[StrictBool, Field(
            description="released after the Edison cut-off")]],
        "en_printings_without_date": NotRequired[_strings("English printings without a date")],
        "edison_status": NotRequired[_one_of(sorted(schemes.LIST_STATUSES), "its Edison list status")],
        "edison_status_source": NotRequired[_texts("the list the status comes from")],
        "in_whitelists": NotRequired[_strings("the whitelists that list it")],
        "whitelist_listed_ids": NotRequired[Annotated[list[whole()], Field(max_length=MAX_ITEMS)]],
        "in_edison_pool": NotRequired[Annotated[StrictBool, Field(description="the card is in the Edison card pool")]],
        "pool_basis": NotRequired[_strings("why it is in the pool")],
        "konami_db_id": NotRequired[_number("its Konami database id", minimum=1)],
        "yugipedia_page": NotRequired[_texts("its Yugipedia page title")],
        "ygojson_id": NotRequired[_texts("its ygojson record id")],
        "provenance": NotRequired[_one_of(sorted(schemes.PROVENANCES), "where the entry comes from")],
        "sources": NotRequired[_strings("the datasets the entry comes from (keys of data/sources.ttl)")],
        REPLACES: NotRequired[Annotated[StrictBool, Field(
            description="true: the entry replaces the graph's card with the same passcode")]],
    })
    entry.__doc__ = "One card for `edison-kg validate FILE.json`: a line of edison_cards.jsonl, or a new card"
    # what a card type asks of the rest (its subtypes; a monster's Type) is a rule of the card
    # type, checked with the rest (card_type_problems)
    entry.__pydantic_config__ = ConfigDict(extra="forbid", strict=True, json_schema_extra=_card_type_schema())
    return entry


def _card_type_schema() -> dict:
    """The card types' rules as JSON Schema: ``if card_type is K then ...``."""
    rules = [{"if": {"properties": {"card_type": {"const": kind}}, "required": ["card_type"]},
              "then": {"properties": {"subtypes": {"items": {"enum": allowed}}}}}
             for kind, allowed in subtypes_by_card_type().items()]
    # a monster needs its Type; a Spell/Trap gets none (the shapes say so, naming the field)
    rules.append({"if": {"properties": {"card_type": {"const": MONSTER}}, "required": ["card_type"]},
                  "then": {"required": ["race"], "properties": {"race": {"type": "string"}}}})
    return {"allOf": rules}


def card_type_problems(record: dict) -> list[tuple]:
    """What the card type asks of the rest, as (keyword, path, value, detail) like a schema error."""
    kind, out = record.get("card_type"), []
    allowed = subtypes_by_card_type().get(kind) if isinstance(kind, str) else None
    if allowed is not None and isinstance(record.get("subtypes"), list):
        out += [("enum", ("subtypes", i), value, allowed) for i, value in enumerate(record["subtypes"])
                if value not in allowed]
    if kind == MONSTER:
        if "race" not in record:
            out.append(("required", (), record, ["race"]))
        elif not isinstance(record["race"], str):
            out.append(("type", ("race",), record["race"], ["string"]))
    return out


@lru_cache(maxsize=1)
def _adapter() -> TypeAdapter:
    return TypeAdapter(_model())


@lru_cache(maxsize=1)
def _schema() -> str:
    generated = _adapter().json_schema(schema_generator=schema_generator())
    schema = {"$schema": SCHEMA_DRAFT, "$id": SCHEMA_ID, "title": "edison-kg card entry",
              **{k: v for k, v in generated.items() if k != "title"}}
    return json.dumps(schema)


def card_entry_schema() -> dict:
    """The card entry's JSON Schema (a fresh copy)."""
    return json.loads(_schema())


@lru_cache(maxsize=1)
def _schema_dict() -> dict:
    return json.loads(_schema())


def properties() -> dict:
    """The keys of a card entry, each with its schema."""
    return _schema_dict()["properties"]


def whole_number_keys() -> frozenset:
    """The keys whose value may be a whole number (read as an int when written 4.0)."""
    return _whole_number_keys()


@lru_cache(maxsize=1)
def _whole_number_keys() -> frozenset:
    return frozenset(key for key in properties() if "integer" in Place(_schema_dict(), (key,), "card-entry").types)


@dataclass(frozen=True)
class Problem:
    """What the model refuses in a card entry: the key, what is wrong, the value, and the
    JSON Schema keyword that says so."""

    key: str
    message: str
    value: str | None
    keyword: str


# pydantic's error -> the JSON Schema keyword of the same rule (a report names the keyword)
_KEYWORDS = {"missing": "required", "extra_forbidden": "additionalProperties", "literal_error": "enum",
             "string_pattern_mismatch": "pattern", "string_too_short": "minLength", "string_too_long": "maxLength",
             "greater_than_equal": "minimum", "less_than_equal": "maximum"}
_NO_RACE = "monster Type is missing: a monster needs its Type (race: Warrior, Dragon, ...)"
_TYPES = {"integer": "a whole number", "string": "text", "boolean": "true or false", "array": "a list",
          "object": "an object", "null": "null"}


def _as_schema_error(error: dict) -> tuple:
    """A pydantic error of the model as (keyword, path, value, detail), as JSON Schema says it."""
    kind, ctx = error["type"], error.get("ctx", {})
    place = Place(_schema_dict(), error["loc"], "card-entry")
    path, value = tuple(place.path), error.get("input")
    if kind == "missing":
        return "required", path[:-1], None, [path[-1]]
    if kind == "literal_error":
        return "enum", path, value, [v for v in place.node.get("enum", []) if v is not None]
    if kind == "too_long":
        return ("maxProperties" if "object" in place.types else "maxItems"), path, value, ctx.get("max_length")
    if kind in _KEYWORDS:
        return _KEYWORDS[kind], path, value, ctx.get("max_length", ctx.get("ge", ctx.get("le")))
    if kind.endswith("_type") or kind in ("string_unicode", "int_from_float"):
        return "type", path, value, place.types
    return kind, path, value, error["msg"]


def check_record(record: dict) -> list[Problem]:
    """Every problem of a card entry against its model, in the order of its keys (an unknown
    key: see unknown_keys)."""
    try:
        _adapter().validate_python(record)
        found = []
    except ValidationError as error:
        found = [_as_schema_error(e) for e in error.errors(include_url=False) if e["type"] != "extra_forbidden"]
    out, order = [], {key: i for i, key in enumerate(record)}
    for problem in map(lambda f: _problem(*f, record), found + card_type_problems(record)):
        if problem not in out:
            out.append(problem)
    return sorted(out, key=lambda p: order.get(p.key, len(order)))


def _problem(keyword: str, path: tuple, value, detail, record: dict) -> Problem:
    key = path[0] if path else None
    label = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
    if keyword in ("required", "type") and (key == "race" and value is None or
                                           keyword == "required" and "race" in detail):
        return Problem("race", _NO_RACE, None, keyword)
    if keyword == "required":
        missing = detail[0]
        return Problem(missing, f"{missing} is missing" + (": a card needs its English name" if missing == "name"
                                                           else ": monster, spell or trap"), None, keyword)
    if keyword == "type":
        return Problem(key, f"{label} must be {' or '.join(_TYPES.get(t, t) for t in detail)}, not {shown(value)}",
                       shown(value), keyword)
    if keyword == "enum":
        guess = closest(value, detail) if isinstance(value, str) else None
        hint = f"did you mean {guess!r}?" if guess else f"expected one of: {', '.join(detail)}"
        if key == "subtypes" and record.get("card_type") in schemes.CARD_TYPES:
            hint += f" (subtypes of a {record['card_type']})"
        return Problem(key, f"{label} {shown(value)} is not a known value; {hint}"[:400], shown(value), keyword)
    if keyword == "pattern" and key == "tcg_release":
        return Problem(key, f"tcg_release must be a date YYYY-MM-DD, not {shown(value)}", shown(value), keyword)
    if keyword in ("pattern", "minLength") and key == "name":
        return Problem(key, "name is missing: a card needs its English name", shown(value), keyword)
    if keyword in ("pattern", "minimum", "maximum") and key == "passcode":
        return Problem(key, f"passcode must be a number of at most 8 digits, not {shown(value)}", shown(value), keyword)
    if keyword in ("maxLength", "maxItems", "maxProperties"):
        return Problem(key, f"{label} is longer than {detail} (characters or items)", None, keyword)
    if keyword == "minimum":
        return Problem(key, f"{label} must be {detail} or more, not {shown(value)}", shown(value), keyword)
    return Problem(key or "(entry)", f"{label or 'the entry'}: {str(detail)[:200]}", None, keyword)


def _unknown(key: str, choices: list) -> str:
    guess = closest(key, choices)
    return f"unknown field {shown(key)}" + (f"; did you mean {guess!r}?" if guess else
                                            " (a card entry has the keys of a line of edison_cards.jsonl)")


def unknown_keys(record: dict) -> list[Problem]:
    """A problem for each key that is not a field of a card entry, with the closest field."""
    known = properties()
    return [Problem(k, _unknown(k, list(known)), None, "additionalProperties") for k in record if k not in known]
