"""The scenario contract (docs/timing-questions.md) as one definition: ``scenario_schema()``
is its JSON Schema (draft 2020-12), built from the vocabulary constants of ``scenario.py``;
``check_scenario`` applies the same schema (jsonschema-rs for the verdict, the ``jsonschema``
library for the message) before the engine reads anything, and ``load_scenario_text`` bounds
the text before the JSON parser sees it.

What the schema cannot say stays in ``scenario.py``: that a card reference names a card of
``cards``, that a phase belongs to the scenario's game, that a One Piece extension is used
in a One Piece scenario. Every refusal is one BadScenario line whose ``where`` is the JSON
path (``$.steps[2].activate``).
"""

from __future__ import annotations

import json
from functools import lru_cache

from edison_kg.errors import BadScenario
from edison_kg.jsontext import json_path, load_json, shown
from edison_kg.names import closest
from edison_kg.timing import scenario as vocab

SCHEMA_ID = "https://w3id.org/edison-kg/schema/scenario.json"

# Bounds, checked before any parser runs. A real scenario is a few kilobytes: the longest
# card text is about 1,300 characters, the longest precedent has fewer than 40 steps.
MAX_BYTES = 1_000_000        # the whole JSON text (the web server's body limit too)
MAX_DEPTH = 16               # nesting of objects and arrays (a real scenario nests 6 deep)
MAX_TEXT = 10_000            # characters of a card text or effect wording
MAX_NAME = 200               # characters of a card name, a reference, a key
MAX_ITEMS = 500              # cards, steps, events of one moment, targets, ...

QUESTIONS = ("can_activate", "triggers", "last_thing", "resolution_order")
STEP_KINDS = ("activate", "resolve", "summon", "events", "phase")


# ------------------------------------------------------------------ the schema

def _enum(values, description: str) -> dict:
    return {"enum": list(values), "description": description}


def _text(limit: int, description: str) -> dict:
    return {"type": "string", "minLength": 1, "maxLength": limit, "pattern": r"\S", "description": description}


def _whole(minimum: int, description: str) -> dict:
    return {"type": "integer", "minimum": minimum, "description": description}


def _nullable(schema: dict) -> dict:
    return {**schema, "type": [schema["type"], "null"]}


# `effect` and `effect_text` select an effect; null is the same as leaving it out
EFFECT = _nullable(_whole(1, "which effect, 1-based in text order"))
EFFECT_TEXT = _nullable(_text(MAX_TEXT, "a distinctive part of the effect's wording"))
ONE_SELECTOR = {"not": {"properties": {"effect": {"type": "integer"}, "effect_text": {"type": "string"}},
                        "required": ["effect", "effect_text"]}}


def _list(items: dict, description: str, min_items: int = 0) -> dict:
    out = {"type": "array", "items": items, "maxItems": MAX_ITEMS, "description": description}
    if min_items:
        out["minItems"] = min_items
    return out


def _object(properties: dict, description: str, **extra) -> dict:
    return {"type": "object", "properties": properties, "additionalProperties": False,
            "description": description, **extra}


REF = {"type": "string", "maxLength": MAX_NAME, "description": "a key of `cards`"}
NULLABLE_REF = {"type": ["string", "null"], "maxLength": MAX_NAME, "description": "a key of `cards`, or null"}
ALL_PHASES = tuple(dict.fromkeys(p for game in vocab.GAMES for p in vocab.PHASES[game]))


def _definitions() -> dict:
    event = _object({
        "event": _enum(vocab.EVENT_TYPES, "what happened"),
        "card": NULLABLE_REF, "by": NULLABLE_REF, "target": NULLABLE_REF,
        "player": _enum(vocab.PLAYERS, "the player it happened to (default: the card's controller)"),
        "from": _enum(vocab.ZONES, "the zone a card left"),
        "to": _enum(vocab.ZONES, "the zone a card went to"),
        "cause": _enum(vocab.CAUSES, "why it happened"),
        "count": _whole(1, "how many unnamed cards (\"draw 2\")"),
        "amount": _whole(0, "LP paid, gained or lost; damage inflicted"),
    }, "EVENT: one thing that happened", required=["event"])
    moment = {"if": {"type": "array"},
              "then": _list({"$ref": "#/$defs/event"}, "events that happen at the same time", min_items=1),
              "else": {"$ref": "#/$defs/event"},
              "description": "MOMENT: one EVENT, or a list of EVENTs that happen at the same time"}
    moments = _list({"$ref": "#/$defs/moment"}, "moments, oldest first")
    card = _object({
        "name": _text(MAX_NAME, "the English card name in the graph"),
        "text": _text(MAX_TEXT, "the card's own text (a card that is not in the graph)"),
        "psct": {"type": "boolean", "description": "the own `text` is an Edison-accurate PSCT"},
        "card_type": _enum(("monster", "spell", "trap"), "the type of a card that brings its own text"),
        "subtypes": _list({"type": "string", "maxLength": MAX_NAME}, "subtypes of a card with its own text"),
        "controller": _enum(vocab.PLAYERS, "who controls it (default A)"),
        "owner": _enum(vocab.PLAYERS, "who owns it (default: the controller)"),
        "zone": _enum(vocab.ZONES, "where it is at the start"),
        "position": _enum(vocab.POSITIONS, "its battle position at the start"),
        "face_up": {"type": "boolean", "description": "a Spell/Trap card on the field is face-up"},
        "atk": _whole(0, "current ATK"), "def": _whole(0, "current DEF"), "level": _whole(0, "current Level"),
        "equipped_to": NULLABLE_REF,
        "resolution_events": {**moments, "description": "one-piece: what its effect did when it resolved"},
    }, "a card of the scenario", anyOf=[{"required": ["name"]}, {"required": ["text"]}],
        dependentRequired={"psct": ["text"]})
    step = _object({
        "activate": REF, "effect": EFFECT, "effect_text": EFFECT_TEXT,
        "cost": _list({"$ref": "#/$defs/event"}, "what was done to pay the cost"),
        "targets": _list(REF, "what it targets, in the order the text names them"),
        "resolve": _whole(1, "the Chain Link that resolves"),
        "events": {**moments, "description": "what happened (with `resolve`: what the link did)"},
        "summon": REF,
        "method": _enum(vocab.SUMMON_METHODS, "how it is Summoned (default normal)"),
        "materials": _list(REF, "materials or Tributes of the Summon"),
        "negated": {"type": "boolean", "description": "the Summon was negated when it was attempted"},
        "phase": _enum(ALL_PHASES, "the phase or step the game moves to"),
    }, "a step: exactly one of activate, resolve, summon, events, phase",
        oneOf=[{"required": ["activate"]}, {"required": ["resolve"]}, {"required": ["summon"]},
               {"required": ["events"], "not": {"required": ["resolve"]}}, {"required": ["phase"]}],
        dependentRequired={"effect": ["activate"], "effect_text": ["activate"], "cost": ["activate"],
                           "targets": ["activate"], "method": ["summon"], "materials": ["summon"],
                           "negated": ["summon"]},
        **ONE_SELECTOR)
    ask = _object({
        "can_activate": REF, "effect": EFFECT, "effect_text": EFFECT_TEXT,
        "triggers": {"const": True}, "last_thing": {"const": True},
        "resolution_order": {"const": True, "description": "one-piece"},
    }, "the question: exactly one of can_activate, triggers, last_thing, resolution_order",
        oneOf=[{"required": [q]} for q in QUESTIONS],
        dependentRequired={"effect": ["can_activate"], "effect_text": ["can_activate"]},
        **ONE_SELECTOR)
    return {"event": event, "moment": moment, "card": card, "step": step, "ask": ask}


@lru_cache(maxsize=1)
def _schema() -> str:
    schema = _object({
        "game": _enum(vocab.GAMES, "default yugioh-edison"),
        "turn_player": _enum(vocab.PLAYERS, "default A"),
        "phase": _enum(ALL_PHASES, "the phase the scenario starts in (default main1, one-piece: main)"),
        "ruleset": _enum(vocab.RULESETS, "default edison"),
        "cards": {"type": "object", "additionalProperties": {"$ref": "#/$defs/card"},
                  "propertyNames": {"maxLength": MAX_NAME}, "maxProperties": MAX_ITEMS,
                  "description": "local references: REF -> card"},
        "steps": _list({"$ref": "#/$defs/step"}, "what happened, oldest first"),
        "ask": {"$ref": "#/$defs/ask"},
    }, "A timing question of `edison-kg ask` (docs/timing-questions.md)", required=["ask"])
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID,
              "title": "edison-kg timing scenario", **schema, "$defs": _definitions()}
    return json.dumps(schema)


def scenario_schema() -> dict:
    """The scenario's JSON Schema (a fresh copy: callers may change it)."""
    return json.loads(_schema())


@lru_cache(maxsize=1)
def _validator():
    from jsonschema import Draft202012Validator

    return Draft202012Validator(json.loads(_schema()))


# ------------------------------------------------------------------ checking

@lru_cache(maxsize=1)
def _fast_validator():
    import jsonschema_rs

    return jsonschema_rs.validator_for(json.loads(_schema()))


def _passes_fast(raw) -> bool:
    """The Rust validator's yes (a few microseconds, where the reference validator takes a
    millisecond: a warm answer takes less); a value it cannot take (a lone surrogate, a
    non-JSON object) is left to the reference validator."""
    try:
        return _fast_validator().is_valid(raw)
    except Exception:  # noqa: BLE001 - whatever it cannot take, jsonschema decides
        return False


def check_scenario(raw) -> None:
    """Refuse a scenario the schema refuses: BadScenario naming the first problem (in the
    order the JSON is written) and its JSON path. Both validators read the one schema:
    jsonschema-rs says yes fast; on a no, jsonschema (the reference) finds the problems."""
    if _passes_fast(raw):
        return
    errors = list(_validator().iter_errors(raw))
    if errors:
        error = min(errors, key=lambda e: _order(raw, e))
        message, where = describe(error, raw)
        raise BadScenario(message, where=where)


# a problem of an object itself comes before the problems of its values
_KEYWORD_ORDER = {"type": 0, "additionalProperties": 1, "oneOf": 2, "required": 3, "anyOf": 3,
                  "dependentRequired": 4, "not": 5}


def _order(raw, error) -> tuple:
    """Where the error is in document order (the index of each key in its object)."""
    place, node = [], raw
    for part in error.absolute_path:
        if isinstance(node, dict):
            keys = list(node)
            place.append(keys.index(part) if part in node else len(keys))
        else:
            place.append(part)
        node = node[part]
    return (place, _KEYWORD_ORDER.get(error.validator, 9))


def unknown_key(key: str, where: str, choices) -> str:
    guess = closest(key, choices)
    hint = f"; did you mean {guess!r}?" if guess else f"; known keys: {', '.join(choices)}"
    return f"unknown key {shown(key)} in {where}{hint}"


# what a value is called in messages, by its key
_WHAT = {"game": "game", "turn_player": "player", "controller": "player", "owner": "player", "player": "player",
         "zone": "zone", "from": "zone", "to": "zone", "phase": "phase", "ruleset": "ruleset", "event": "event type",
         "cause": "cause", "method": "Summon method", "position": "position", "card_type": "card type"}
_OBJECT = {"event": "an event must be an object like {\"event\": TYPE, ...}", "step": "a step must be an object",
           "card": "a card must be an object with `name` or `text`", "ask": "`ask` must be an object",
           "scenario": "a scenario must be a JSON object", "cards": "`cards` must be an object of REF: card"}
_LISTS = {"steps": "`steps` must be a list", "events": "`events` must be a list of moments",
          "resolution_events": "`resolution_events` must be a list of moments",
          "cost": "`cost` must be a list of events", "targets": "`targets` must be a list of card references",
          "materials": "`materials` must be a list of card references",
          "subtypes": "`subtypes` must be a list of strings"}


def _kind(schema: dict) -> str:
    """Which definition a schema node is (by its description's first word)."""
    description = schema.get("description", "")
    for name, start in (("event", "EVENT"), ("step", "a step"), ("card", "a card of"), ("ask", "the question"),
                        ("scenario", "A timing")):
        if description.startswith(start):
            return name
    return ""


def describe(error, raw) -> tuple[str, str]:
    """One line for a schema error, and the JSON path it is about."""
    path = list(error.absolute_path)
    where = json_path(path)
    key = next((p for p in reversed(path) if isinstance(p, str)), None)
    kind, value, keyword = _kind(error.schema), error.instance, error.validator
    if keyword == "additionalProperties":
        extra = next(k for k in value if k not in error.schema.get("properties", {}))
        return unknown_key(extra, where, list(error.schema["properties"])), where
    if keyword == "type":
        types = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        if kind in _OBJECT:
            return _OBJECT[kind], where
        if key in _OBJECT and "object" in types:
            return _OBJECT[key], where
        if key in _LISTS and isinstance(path[-1], str):
            return _LISTS[key], where
        if "integer" in types:
            return f"expected a whole number >= {error.schema.get('minimum', 0)}, got {shown(value)}", where
        if "boolean" in types:
            return f"`{key}` must be true or false", where
        if "a key of `cards`" in error.schema.get("description", ""):
            return f"a card reference must be a string, not {shown(value)}", where
        if "string" in types:
            return f"`{key}` must be a string, not {shown(value)}", where
        return f"expected {' or '.join(types)}, got {shown(value)}", where
    if keyword == "enum":
        allowed, what = error.validator_value, _WHAT.get(key, key)
        if len(allowed) <= 16:
            return f"unknown {what} {shown(value)}; expected one of: {', '.join(allowed)}", where
        guess = closest(value, allowed) if isinstance(value, str) else None   # a long list is not echoed
        hint = f"did you mean {guess!r}?" if guess else "docs/timing-questions.md lists them"
        return f"unknown {what} {shown(value)}; {hint}", where
    if keyword == "minimum":
        return f"expected a whole number >= {error.validator_value}, got {shown(value)}", where
    if keyword in ("minLength", "pattern"):
        return f"`{key}` must be a non-empty string", where
    if keyword == "maxLength":
        if "propertyNames" in error.absolute_schema_path:
            return f"a key of `{key}` is longer than {error.validator_value} characters", where
        return f"`{key}` is longer than {error.validator_value} characters", where
    if keyword in ("maxItems", "maxProperties"):
        return f"`{key}` holds more than {error.validator_value} items", where
    if keyword == "minItems":
        return "a moment must hold at least one event", where
    if keyword == "const":
        return f"`{key}` must be true", where
    if keyword == "required":
        missing = next(k for k in error.validator_value if k not in value)
        if kind == "event":
            return "an event needs the key \"event\"", where
        if missing == "ask":
            return "a scenario needs a question in `ask`", where
        return f"the key `{missing}` is missing", where
    if keyword == "anyOf" and kind == "card":
        return "a card needs a `name` (a card in the graph) or its own `text`", where
    if keyword == "dependentRequired":
        if key == "psct" or "psct" in value and "text" not in value:
            return "`psct` says how a card's own `text` is written: give the `text` too", json_path(path + ["psct"])
        extra = next(k for k, needs in error.validator_value.items()
                     if k in value and any(n not in value for n in needs))
        owner = error.validator_value[extra][0]
        return f"`{extra}` belongs to {'an' if owner[0] in 'aeiou' else 'a'} `{owner}`", json_path(path + [extra])
    if keyword == "not":
        return "give either `effect` or `effect_text`, not both", where
    if keyword == "oneOf" and kind == "step":
        return "a step must have exactly one of: activate, resolve, summon, events, phase", where
    if keyword == "oneOf" and kind == "ask":
        asked = [q for q in QUESTIONS if q in value]
        if len(asked) > 1:
            return f"`ask` holds several questions ({', '.join(asked)}): ask one question per scenario", where
        return "`ask` must be one of can_activate, triggers, last_thing, resolution_order", where
    return error.message[:120], where


# ------------------------------------------------------------------ bounds before the parser

def load_scenario_text(data: bytes | str, where: str = "$") -> dict:
    """The JSON of a scenario, refused in one line before the parser when it is too large,
    nests too deep or is not UTF-8 (``where``: the file, or ``$`` for a request body)."""
    return load_json(data, where, "the scenario", max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, error=BadScenario,
                     position=where != "$")
