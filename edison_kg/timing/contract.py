"""The scenario contract (docs/timing-questions.md) as one model: the pydantic TypedDicts below
are the scenario's keys, their types, bounds and closed value lists (the concept schemes of the
ontology, generated into edison_kg.vocab.schemes), and each object's ``Shape`` (which keys go
together). From that one definition come the check (``check_scenario``: pydantic-core validates
the scenario and hands the parser its values), the JSON Schema (``scenario_schema``, draft
2020-12) and the one-line error with its JSON path (``describe``).

What the schema cannot say stays in ``scenario.py``: that a card reference names a card of
``cards``, that a phase belongs to the scenario's game, that a One Piece extension is used in a
One Piece scenario. ``load_scenario_text`` bounds the text before the JSON parser sees it.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Annotated, Literal, Union

from pydantic import (ConfigDict, Discriminator, Field, StrictBool, StrictStr, Tag, TypeAdapter,
                      ValidationError)
from typing_extensions import NotRequired, TypeAliasType, TypedDict

from edison_kg.errors import BadScenario
from edison_kg.jsonmodel import (SCHEMA_DRAFT, Place, Shape, document_order, exactly_true, schema_generator,
                                 shape_problems, shaped, shapes_hold, whole)
from edison_kg.jsontext import json_path, load_json, shown
from edison_kg.names import closest
from edison_kg.timing.rulesets import RULESETS
from edison_kg.vocab import schemes

SCHEMA_ID = "https://w3id.org/edison-kg/schema/scenario.json"

# Bounds, checked before any parser runs. A real scenario is a few kilobytes: the longest
# card text is about 1,300 characters, the longest precedent has fewer than 40 steps.
MAX_BYTES = 1_000_000        # the whole JSON text (the web server's body limit too)
MAX_DEPTH = 16               # nesting of objects and arrays (a real scenario nests 6 deep)
MAX_TEXT = 10_000            # characters of a card text or effect wording
MAX_NAME = 200               # characters of a card name, a reference, a key
MAX_ITEMS = 500              # cards, steps, events of one moment, targets, ...

QUESTIONS = schemes.QUESTIONS
STEP_KINDS = schemes.STEP_KINDS
# a scenario states every event type but those the engine records or the card reader names
EVENT_TYPES = tuple(t for t in schemes.EVENT_TYPES if t not in schemes.UNSTATED_EVENTS)
ALL_PHASES = tuple(dict.fromkeys(p for game in schemes.GAMES for p in schemes.PHASES[game]))


# ------------------------------------------------------------------ the model

def _choice(values, what: str, description: str):
    """One of ``values``; ``what`` (the schema's title) names such a value in an error line."""
    return Annotated[Literal[tuple(values)], Field(title=what, description=description)]


def _text(limit: int, description: str | None = None):
    return Annotated[StrictStr, Field(min_length=1, max_length=limit, pattern=r"\S", description=description)]


def _whole(minimum: int, description: str):
    return Annotated[whole(minimum), Field(description=description)]


def _list(item, description: str, min_items: int | None = None):
    return Annotated[list[item], Field(min_length=min_items, max_length=MAX_ITEMS, description=description)]


_CONFIG = dict(extra="forbid", strict=True)
REF = Annotated[StrictStr, Field(max_length=MAX_NAME, description="a key of `cards`")]
NULLABLE_REF = Annotated[Union[REF, None], Field(description="a key of `cards`, or null")]
# `effect` and `effect_text` select an effect; null is the same as leaving it out
EFFECT = Annotated[Union[whole(1), None], Field(description="which effect, 1-based in text order")]
EFFECT_TEXT = Annotated[Union[_text(MAX_TEXT), None], Field(description="a distinctive part of the effect's wording")]
SELECTOR = dict(exclusive=("effect", "effect_text"))


def _typed_dict(name: str, fields: dict, description: str, shape: Shape | None = None):
    """A closed JSON object of the contract: ``fields`` (key -> type, NotRequired unless
    required), and its ``shape`` (checked once the scenario's values are read; written into
    its schema)."""
    cls = TypedDict(name, fields)
    cls.__doc__ = description
    cls.__shape__ = shape
    cls.__pydantic_config__ = ConfigDict(**_CONFIG, json_schema_extra=shape.schema() if shape else None)
    return cls


Event = _typed_dict("event", {
    "event": _choice(EVENT_TYPES, "event type", "what happened"),
    "card": NotRequired[NULLABLE_REF], "by": NotRequired[NULLABLE_REF], "target": NotRequired[NULLABLE_REF],
    "player": NotRequired[_choice(schemes.SCENARIO_PLAYERS, "player",
                                  "the player it happened to (default: the card's controller)")],
    "from": NotRequired[_choice(schemes.ZONES, "zone", "the zone a card left")],
    "to": NotRequired[_choice(schemes.ZONES, "zone", "the zone a card went to")],
    "cause": NotRequired[_choice(schemes.CAUSES, "cause", "why it happened")],
    "count": NotRequired[_whole(1, "how many unnamed cards (\"draw 2\")")],
    "amount": NotRequired[_whole(0, "LP paid, gained or lost; damage inflicted")],
    # the battle position a card Summoned or Set by the event arrives in (default: what the effect says)
    "position": NotRequired[_choice(schemes.POSITIONS, "position", "the battle position a Summoned card arrives in")],
}, "EVENT: one thing that happened")


def _moment_kind(value) -> str:
    return "array" if isinstance(value, list) else "object"


Moment = TypeAliasType("moment", Annotated[
    Union[Annotated[_list(Event, "events that happen at the same time", min_items=1), Tag("array")],
          Annotated[Event, Tag("object")]],
    Discriminator(_moment_kind), Field(description="MOMENT: one EVENT, or a list of EVENTs that happen at the same time")])

Card = _typed_dict("card", {
    "name": NotRequired[_text(MAX_NAME, "the English card name in the graph")],
    "text": NotRequired[_text(MAX_TEXT, "the card's own text (a card that is not in the graph)")],
    "psct": NotRequired[Annotated[StrictBool, Field(description="the own `text` is an Edison-accurate PSCT")]],
    "card_type": NotRequired[_choice(schemes.CARD_TYPES, "card type", "the type of a card that brings its own text")],
    "subtypes": NotRequired[_list(Annotated[StrictStr, Field(max_length=MAX_NAME)], "subtypes of a card with its own text")],
    "controller": NotRequired[_choice(schemes.SCENARIO_PLAYERS, "player", "who controls it (default: its owner if named, else A)")],
    "owner": NotRequired[_choice(schemes.SCENARIO_PLAYERS, "player", "who owns it (default: the controller)")],
    "zone": NotRequired[_choice(schemes.ZONES, "zone", "where it is at the start")],
    "position": NotRequired[_choice(schemes.POSITIONS, "position", "its battle position at the start")],
    "face_up": NotRequired[Annotated[StrictBool, Field(description="a Spell/Trap card on the field is face-up")]],
    "atk": NotRequired[_whole(0, "current ATK")], "def": NotRequired[_whole(0, "current DEF")],
    "level": NotRequired[_whole(0, "current Level")],
    "equipped_to": NotRequired[NULLABLE_REF],
    "resolution_events": NotRequired[_list(Moment, "one-piece: what its effect did when it resolved")],
    # the counters on a card at the start ({"Spell Counter": 2}; default none)
    "counters": NotRequired[Annotated[dict[Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME)],
                                           _whole(0, "how many of that kind")],
                                      Field(max_length=MAX_ITEMS,
                                            description="counters on the card at the start: kind -> how many")]],
}, "a card of the scenario", Shape(
    any_of=("name", "text"), any_of_message="a card needs a `name` (a card in the graph) or its own `text`",
    belongs={"psct": "text"},
    belongs_message={"psct": "`psct` says how a card's own `text` is written: give the `text` too"}))

Step = _typed_dict("step", {
    "activate": NotRequired[REF], "effect": NotRequired[EFFECT], "effect_text": NotRequired[EFFECT_TEXT],
    "cost": NotRequired[_list(Moment, "what was done to pay the cost (paid at once)")],
    "targets": NotRequired[_list(REF, "what it targets, in the order the text names them")],
    "resolve": NotRequired[_whole(1, "the Chain Link that resolves")],
    "events": NotRequired[_list(Moment, "what happened (with `resolve`: what the link did)")],
    "summon": NotRequired[REF],
    "method": NotRequired[_choice(schemes.SUMMON_METHODS, "Summon method", "how it is Summoned (default normal)")],
    "materials": NotRequired[_list(REF, "materials or Tributes of the Summon")],
    "negated": NotRequired[Annotated[StrictBool, Field(description="the Summon was negated when it was attempted")]],
    "phase": NotRequired[_choice(ALL_PHASES, "phase", "the phase or step the game moves to")],
}, "a step: exactly one of " + ", ".join(STEP_KINDS), Shape(
    one_of=STEP_KINDS, one_of_message="a step must have exactly one of: " + ", ".join(STEP_KINDS),
    with_kind={"events": "resolve"},   # {"resolve": N, "events": [...]}: what the link did
    belongs={"effect": "activate", "effect_text": "activate", "cost": "activate", "targets": "activate",
             "method": "summon", "materials": "summon", "negated": "summon"}, **SELECTOR))

Ask = _typed_dict("ask", {
    "can_activate": NotRequired[REF], "effect": NotRequired[EFFECT], "effect_text": NotRequired[EFFECT_TEXT],
    "triggers": NotRequired[exactly_true()], "last_thing": NotRequired[exactly_true()],
    "resolution_order": NotRequired[Annotated[exactly_true(), Field(description="one-piece")]],
}, "the question: exactly one of " + ", ".join(QUESTIONS), Shape(
    one_of=QUESTIONS, one_of_message="`ask` must be one of " + ", ".join(QUESTIONS),
    several_message="`ask` holds several questions ({found}): ask one question per scenario",
    belongs={"effect": "can_activate", "effect_text": "can_activate"}, **SELECTOR))

# each player's Life Points at the start of the scenario (default 8000, the duel's start)
LifePoints = _typed_dict("life_points", {
    player: NotRequired[_whole(0, f"player {player}'s Life Points at the start (default 8000)")]
    for player in schemes.SCENARIO_PLAYERS
}, "each player's Life Points at the start of the scenario (yugioh-edison; default 8000 each)")

ScenarioInput = _typed_dict("scenario", {
    "game": NotRequired[_choice(schemes.GAMES, "game", "default yugioh-edison")],
    "turn_player": NotRequired[_choice(schemes.SCENARIO_PLAYERS, "player", "default A")],
    "phase": NotRequired[_choice(ALL_PHASES, "phase",
                                 "the phase the scenario starts in (default main1, one-piece: main)")],
    "ruleset": NotRequired[_choice(RULESETS, "ruleset", "default edison")],
    "cards": NotRequired[Annotated[dict[Annotated[StrictStr, Field(max_length=MAX_NAME)], Card],
                                   Field(max_length=MAX_ITEMS, description="local references: REF -> card")]],
    "steps": NotRequired[_list(Step, "what happened, oldest first")],
    "ask": Ask,
    "life_points": NotRequired[LifePoints],
    # what the cards the scenario does not name are
    "unnamed_cards": NotRequired[_choice(("absent", "open"), "policy",
                                         "absent (default): the cards named in a hand, Graveyard, banished pile or side "
                                         "of the field are all there are; open: a question told in words, which names "
                                         "only the cards it is about")],
}, "A timing question of `edison-kg ask` (docs/timing-questions.md)")

SHAPED = shaped(ScenarioInput)   # where objects with a Shape are: cards, steps, ask


@lru_cache(maxsize=1)
def _adapter() -> TypeAdapter:
    """pydantic-core's validator of the model (built on first use: a command that asks nothing
    does not wait for it)."""
    return TypeAdapter(ScenarioInput)


_shapes_hold = shapes_hold(SHAPED)


def _validate(raw):
    """The scenario's values as the model reads them (ValidationError if a value breaks it), or
    None when an object breaks its Shape."""
    data = _adapter().validate_python(raw)
    return data if _shapes_hold(data) else None


@lru_cache(maxsize=1)
def _schema() -> str:
    generated = _adapter().json_schema(schema_generator=schema_generator())
    schema = {"$schema": SCHEMA_DRAFT, "$id": SCHEMA_ID, "title": "edison-kg timing scenario",
              **{k: v for k, v in generated.items() if k != "title"}}
    return json.dumps(schema)


def scenario_schema() -> dict:
    """The scenario's JSON Schema (a fresh copy: callers may change it)."""
    return json.loads(_schema())


# ------------------------------------------------------------------ checking

def conforms(raw) -> bool:
    """Does the scenario pass the contract's model (its JSON Schema says the same)?"""
    try:
        return _validate(raw) is not None
    except ValidationError:
        return False


def check_scenario(raw) -> dict:
    """The scenario's values as the model reads them (a whole number written 2.0 is 2), or
    BadScenario naming the first problem (in the order the JSON is written) and its JSON path."""
    try:
        data = _validate(raw)
        if data is not None:
            return data
        problems = []
    except ValidationError as error:   # every problem, as JSON Schema would find them: then the first
        problems = error.errors(include_url=False)
    problems += shape_problems(raw, SHAPED)
    if not problems:   # the model said no, and no rule says why: never reached, but never a traceback
        raise BadScenario("the scenario breaks the contract (docs/timing-questions.md)", where="$")
    message, where = describe(min(problems, key=lambda e: _order(raw, e)), raw)
    raise BadScenario(message, where=where) from None


@lru_cache(maxsize=1)
def _schema_dict() -> dict:
    return json.loads(_schema())


def _place(loc: tuple) -> Place:
    return Place(_schema_dict(), loc, "scenario")


# a problem of an object itself comes before the problems of its values: its type, an unknown
# key, then what its Shape says (the rank the Shape gives), a missing key; then anything else
_RANK = {"dict_type": 0, "list_type": 0, "int_type": 0, "bool_type": 0, "string_type": 0, "extra_forbidden": 1,
         "missing": 3}
_OF_OBJECT = ("extra_forbidden", "missing")


def _order(raw, error: dict) -> tuple:
    """Where the error is in document order (the index of each key in its object)."""
    loc = _place(error["loc"]).path
    place = document_order(raw, loc[:-1] if error["type"] in _OF_OBJECT else loc)
    rank = error.get("ctx", {}).get("rank", 9) if error["type"] == "contract" else _RANK.get(error["type"], 9)
    return (place, rank)


def unknown_key(key: str, where: str, choices) -> str:
    guess = closest(key, choices)
    hint = f"; did you mean {guess!r}?" if guess else f"; known keys: {', '.join(choices)}"
    return f"unknown key {shown(key)} in {where}{hint}"


_OBJECT = {"event": "an event must be an object like {\"event\": TYPE, ...}", "step": "a step must be an object",
           "card": "a card must be an object with `name` or `text`", "ask": "`ask` must be an object",
           "scenario": "a scenario must be a JSON object", "cards": "`cards` must be an object of REF: card",
           "life_points": "`life_points` must be an object like {\"A\": 8000, \"B\": 1200}",
           "counters": "`counters` must be an object like {\"Spell Counter\": 2}"}
_LISTS = {"steps": "`steps` must be a list", "events": "`events` must be a list of moments",
          "resolution_events": "`resolution_events` must be a list of moments",
          "cost": "`cost` must be a list of events", "targets": "`targets` must be a list of card references",
          "materials": "`materials` must be a list of card references",
          "subtypes": "`subtypes` must be a list of strings"}
_TYPE_ERRORS = ("dict_type", "list_type", "int_type", "bool_type", "string_type", "string_unicode")


def describe(error: dict, raw=None) -> tuple[str, str]:
    """One line for a pydantic error of the model, and the JSON path it is about."""
    kind, value, ctx = error["type"], error.get("input"), error.get("ctx", {})
    if kind in _OF_OBJECT:
        place = _place(error["loc"][:-1])
        where, name = json_path(place.path), error["loc"][-1]
        if kind == "extra_forbidden":
            return unknown_key(name, where, list(place.node.get("properties", {}))), where
        if place.kind == "event":
            return "an event needs the key \"event\"", where
        if name == "ask":
            return "a scenario needs a question in `ask`", where
        return f"the key `{name}` is missing", where
    place = _place(error["loc"])
    where, key, node = json_path(place.path), place.key, place.node
    if kind == "contract":
        return ctx["message"], json_path(place.path + [ctx["at"]]) if ctx.get("at") else where
    if kind in _TYPE_ERRORS:
        types = place.types
        if kind == "dict_type" and place.kind in _OBJECT and "properties" in node:
            return _OBJECT[place.kind], where
        if kind == "dict_type" and key in _OBJECT:
            return _OBJECT[key], where
        if kind == "list_type" and key in _LISTS and isinstance(place.path[-1], str):
            return _LISTS[key], where
        if kind == "int_type":
            return f"expected a whole number >= {node.get('minimum', 0)}, got {shown(value)}", where
        if kind == "bool_type":
            return f"`{key}` must be true or false", where
        if "a key of `cards`" in node.get("description", ""):
            return f"a card reference must be a string, not {shown(value)}", where
        if kind == "string_unicode":
            return f"`{key}` is not valid text: {shown(value)} holds a lone surrogate", where
        if kind == "string_type":
            return f"`{key}` must be a string, not {shown(value)}", where
        return f"expected {' or '.join(types)}, got {shown(value)}", where
    if kind == "literal_error":
        if "const" in node:
            return f"`{key}` must be true", where
        allowed, what = node.get("enum", []), node.get("title", key)
        if len(allowed) <= 16:
            return f"unknown {what} {shown(value)}; expected one of: {', '.join(allowed)}", where
        guess = closest(value, allowed) if isinstance(value, str) else None   # a long list is not echoed
        hint = f"did you mean {guess!r}?" if guess else "docs/timing-questions.md lists them"
        return f"unknown {what} {shown(value)}; {hint}", where
    if kind == "greater_than_equal":
        return f"expected a whole number >= {ctx['ge']}, got {shown(value)}", where
    if kind in ("string_too_short", "string_pattern_mismatch"):
        return f"`{key}` must be a non-empty string", where
    if kind == "string_too_long":
        if place.key_error:
            return f"a key of `{key}` is longer than {ctx['max_length']} characters", where
        return f"`{key}` is longer than {ctx['max_length']} characters", where
    if kind == "too_long":
        return f"`{key}` holds more than {ctx['max_length']} items", where
    if kind == "too_short":
        return "a moment must hold at least one event", where
    return error["msg"][:120], where


# ------------------------------------------------------------------ bounds before the parser

def load_scenario_text(data: bytes | str, where: str = "$") -> dict:
    """The JSON of a scenario, refused in one line before the parser when it is too large,
    nests too deep or is not UTF-8 (``where``: the file, or ``$`` for a request body)."""
    return load_json(data, where, "the scenario", max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, error=BadScenario,
                     position=where != "$")
