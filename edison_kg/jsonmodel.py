"""The pieces the models of the JSON inputs are built from (the scenario, edison_kg.timing.contract;
the card entry, edison_kg.validation.card_entry): pydantic TypedDicts give the keys, their types and
bounds; a ``Shape`` says which keys of an object go together, which a type cannot. One ``Shape``
is both the check pydantic runs and the keywords of the object's JSON Schema (``oneOf``,
``anyOf``, ``dependentRequired``, ``not``), so the two cannot drift apart.

JSON's types are exact here, as in JSON Schema: ``1`` is no ``true``, ``"4"`` no number; a whole
number may be written ``2.0`` (JSON Schema counts it an integer), and is read as ``2``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, StrictInt
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import PydanticCustomError

SCHEMA_DRAFT = "https://json-schema.org/draft/2020-12/schema"


def _as_whole(value):
    return int(value) if type(value) is float and value.is_integer() else value


def whole(minimum: int | None = None, maximum: int | None = None):
    """A whole number (``2`` or ``2.0``, read as ``2``), from ``minimum`` to ``maximum``."""
    return Annotated[StrictInt, Field(ge=minimum, le=maximum), BeforeValidator(_as_whole)]


def _only_a_bool(value):
    if type(value) is not bool:   # Python's 1 == True: JSON's 1 is not true
        raise PydanticCustomError("literal_error", "Input should be true")
    return value


def exactly_true():
    """``true`` and nothing else (a question's flag)."""
    return Annotated[Literal[True], BeforeValidator(_only_a_bool)]


def is_integer(value) -> bool:
    """An integer as JSON Schema counts one (2 and 2.0, never true)."""
    return type(value) is int or type(value) is float and value.is_integer()


_BY_VALUES = "the values decide"


@dataclass(frozen=True)
class Shape:
    """Which keys of one JSON object go together. Each problem has a rank: a problem of the
    object itself comes before those of its values (after its type and an unknown key)."""

    one_of: tuple = ()                  # exactly one of these keys (the object's kind)
    one_of_message: str = ""
    several_message: str = ""           # several of them ({found}); default: one_of_message
    with_kind: dict = field(default_factory=dict)   # a kind key that is no kind next to this one
    any_of: tuple = ()                  # at least one of these keys
    any_of_message: str = ""
    belongs: dict = field(default_factory=dict)     # key -> the key it needs
    belongs_message: dict = field(default_factory=dict)
    exclusive: tuple = ()               # (whole number, text): not both (null counts as absent)

    def __post_init__(self):
        # which keys an object has decides all but `exclusive`: the verdict on each set of keys
        # seen is kept (a few dozen sets in practice; bounded against a flood of new ones)
        object.__setattr__(self, "_verdicts", {})

    def ok(self, raw: dict) -> bool:
        """Is nothing wrong? (Asked of every object the model reads, so asked fast.)"""
        keys = tuple(raw)
        verdict = self._verdicts.get(keys)
        if verdict is None:
            verdict = self._verdict(raw)
            if len(self._verdicts) < 4096:
                self._verdicts[keys] = verdict
        if verdict is _BY_VALUES:
            number, text = self.exclusive
            return not (is_integer(raw[number]) and isinstance(raw[text], str))
        return verdict

    def all_ok(self, objects) -> bool:
        """Is nothing wrong with any of ``objects``? (Their sets of keys seen before cost a look-up each.)"""
        verdicts = self._verdicts
        for raw in objects:
            if verdicts.get(tuple(raw)) is not True and not self.ok(raw):
                return False
        return True

    def _verdict(self, raw: dict):
        if self.one_of and len([k for k in self.one_of if k in raw and self.with_kind.get(k) not in raw]) != 1:
            return False
        if self.any_of and not any(k in raw for k in self.any_of):
            return False
        if any(key in raw and owner not in raw for key, owner in self.belongs.items()):
            return False
        return _BY_VALUES if self.exclusive and all(k in raw for k in self.exclusive) else True

    def problem(self, raw: dict) -> tuple[int, str, str | None] | None:
        """(rank, message, the key it is about or None) of the first problem, or None."""
        if self.ok(raw):
            return None
        if self.one_of:
            found = [k for k in self.one_of if k in raw]
            if len([k for k in found if self.with_kind.get(k) not in raw]) != 1:
                several = self.several_message and len(found) > 1
                return 2, self.several_message.format(found=", ".join(found)) if several else self.one_of_message, None
        if self.any_of and not any(k in raw for k in self.any_of):
            return 3, self.any_of_message, None
        for key, owner in self.belongs.items():
            if key in raw and owner not in raw:
                article = "an" if owner[0] in "aeiou" else "a"
                return 4, self.belongs_message.get(key, f"`{key}` belongs to {article} `{owner}`"), key
        number, text = self.exclusive
        return 5, f"give either `{number}` or `{text}`, not both", None

    def schema(self) -> dict:
        """The same rules as JSON Schema keywords."""
        out: dict = {}
        if self.one_of:
            out["oneOf"] = [{"required": [k], **({"not": {"required": [self.with_kind[k]]}} if k in self.with_kind
                                                   else {})} for k in self.one_of]
        if self.any_of:
            out["anyOf"] = [{"required": [k]} for k in self.any_of]
        if self.belongs:
            out["dependentRequired"] = {key: [owner] for key, owner in self.belongs.items()}
        if self.exclusive:
            number, text = self.exclusive
            out["not"] = {"properties": {number: {"type": "integer"}, text: {"type": "string"}},
                          "required": [number, text]}
        return out


def shaped(model) -> tuple:
    """(key, how, Shape) for each key of a TypedDict whose value is, or holds, objects with a
    Shape: ``one`` (the value), ``each`` (a list's items) or ``values`` (an object's values)."""
    from typing_extensions import NotRequired, Required, get_args, get_origin, get_type_hints

    def bare(hint):
        while get_origin(hint) in (Annotated, NotRequired, Required):
            hint = get_args(hint)[0]
        return hint

    out = []
    for key, hint in get_type_hints(model, include_extras=True).items():
        hint = bare(hint)
        for how, inner in (("one", hint), ("each", bare(get_args(hint)[0]) if get_origin(hint) is list else None),
                           ("values", bare(get_args(hint)[1]) if get_origin(hint) is dict else None)):
            if getattr(inner, "__shape__", None) is not None:
                out.append((key, how, inner.__shape__))
    return tuple(out)


def shaped_objects(data, fields: tuple):
    """(path, object, Shape) of every object with a Shape, in the order the JSON writes them;
    values of the wrong type are passed over (the model names them)."""
    if not isinstance(data, dict):
        return
    by_key = {key: (how, shape) for key, how, shape in fields}
    for key, value in data.items():
        if key not in by_key:
            continue
        how, shape = by_key[key]
        if how == "one" and isinstance(value, dict):
            yield (key,), value, shape
        elif how == "each" and isinstance(value, list):
            yield from (((key, i), item, shape) for i, item in enumerate(value) if isinstance(item, dict))
        elif how == "values" and isinstance(value, dict):
            yield from (((key, k), item, shape) for k, item in value.items() if isinstance(item, dict))


def shapes_hold(fields: tuple):
    """Does every object with a Shape keep it? Asked of the values the model has read (pydantic
    runs no validator of ours: wrapping the model in one costs more than the check). What is
    wrong, and where, is found again (``shape_problems``) when one does not."""
    def hold(data) -> bool:
        for key, how, shape in fields:
            value = data.get(key)
            if value is not None and not shape.all_ok((value,) if how == "one" else value if how == "each"
                                                      else value.values()):
                return False
        return True
    return hold


def shape_problems(raw, fields: tuple) -> list[dict]:
    """Each object's first Shape problem, as pydantic-like errors: ``loc`` the object's path,
    ``ctx`` the rank, message and key it is about."""
    out = []
    for path, obj, shape in shaped_objects(raw, fields):
        found = shape.problem(obj)
        if found is not None:
            rank, message, key = found
            out.append({"type": "contract", "loc": path, "input": obj,
                        "ctx": {"rank": rank, "message": message, "at": key}})
    return out


class Place:
    """Where a pydantic error is, read against the model's generated JSON Schema: the JSON path
    (without pydantic's union tags and ``[key]``), the schema node of the value (``node``; the
    node before a union's branch is chosen: ``field``), and the definition it is (``kind``).
    A union's tags are JSON Schema types ("array", "object", "integer", "string")."""

    def __init__(self, schema: dict, loc: tuple, root: str):
        self.defs = schema.get("$defs", {})
        self.path, self.key_error = [], False
        node, self.kind = self._resolve(schema, root)
        self.field = parent = node
        for part in loc:
            if "oneOf" in node and "type" not in node and isinstance(part, str):   # a union's tag
                node = next((b for b in node["oneOf"] if part in self.types_of(b)), {})
                node, self.kind = self._resolve(node, self.kind)
                continue
            if part == "[key]":   # the key itself: its object's propertyNames
                self.key_error = True
                self.path.pop()
                node = self.field = parent.get("propertyNames", {})
                continue
            self.path.append(part)
            parent = node
            if isinstance(part, int):
                node = node.get("items", {})
            elif "properties" in node:
                node = node["properties"].get(part, {})
            else:
                node = node.get("additionalProperties") or {}
            node, self.kind = self._resolve(node, None)
            self.field = node
        self.node = node

    def _resolve(self, node: dict, kind):
        """Follow ``$ref`` (the definition's name is the kind) and a nullable ``anyOf``."""
        while True:
            if "$ref" in node:
                kind = node["$ref"].rsplit("/", 1)[1]
                node = {**self.defs[kind], **{k: v for k, v in node.items() if k != "$ref"}}
            elif "anyOf" in node and len(branches := [b for b in node["anyOf"] if b.get("type") != "null"]) == 1:
                node = {**branches[0], **{k: v for k, v in node.items() if k != "anyOf"}, "nullable": True}
            else:
                return node, kind

    def types_of(self, node: dict) -> list:
        """The JSON types a node takes, in the order the schema names them."""
        node, _ = self._resolve(node, None)
        kind = node.get("type")
        out = list(kind) if isinstance(kind, list) else [kind] if kind else []
        for branch in node.get("oneOf", []) + node.get("anyOf", []):
            out += [t for t in self.types_of(branch) if t not in out]
        if node.get("nullable") and "null" not in out:
            out.append("null")
        return out

    @property
    def key(self):
        return next((p for p in reversed(self.path) if isinstance(p, str)), None)

    @property
    def types(self) -> list:
        return self.types_of(self.field)


def document_order(raw, path) -> list:
    """Where ``path`` is in document order: the index of each key in its object (a key that is
    not there, as a misspelt one pydantic cannot name, counts as the last)."""
    place, node = [], raw
    for part in path:
        if isinstance(node, dict):
            keys = list(node)
            place.append(keys.index(part) if part in node else len(keys))
            node = node.get(part)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            place.append(part)
            node = node[part]
        else:
            place.append(0)
    return place


class _Generator(GenerateJsonSchema):
    """pydantic's JSON Schema without a title made up for every key."""

    def field_title_should_be_set(self, schema) -> bool:
        return False


def schema_generator() -> type[GenerateJsonSchema]:
    return _Generator
