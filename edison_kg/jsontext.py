"""JSON text read within bounds, and the pieces of a one-line error about it: used by the
scenario contract (edison_kg.timing.contract) and the card entries (edison_kg.validation.entries).

The bounds are checked before ``json.loads`` sees the text: a deep nesting would end the
parser in a RecursionError, a huge text would hold the process for minutes."""

from __future__ import annotations

import json
import re

from edison_kg.errors import BadInput

MAX_SHOWN = 60               # characters of an offending value an error line shows

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def shown(value) -> str:
    """A value as an error line shows it (its repr, or its JSON), cut to a readable length."""
    text = json.dumps(value)[:MAX_SHOWN + 1] if isinstance(value, (dict, list)) else repr(value)[:MAX_SHOWN + 1]
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 3] + "..."


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,80}")


def json_path(parts) -> str:
    """``$.steps[2].activate`` for the parts ("steps", 2, "activate"); a key that is not a
    plain name is quoted (``$.cards["a b"]``), so a path is always one short line."""
    out = "$"
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _NAME.fullmatch(part):
            out += f".{part}"
        else:
            quoted = json.dumps(part)
            out += f"[{quoted if len(quoted) <= MAX_SHOWN else quoted[:MAX_SHOWN - 4] + '...' + chr(34)}]"
    return out


def nesting_depth(text: str, limit: int) -> int:
    """How deep the JSON text's arrays and objects nest (counting stops past ``limit``)."""
    depth = deepest = 0
    for char in _NOT_BRACKET.sub("", _STRING.sub('""', text)):
        depth += 1 if char in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                break
    return deepest


def load_json(data: bytes | str, where: str, what: str, *, max_bytes: int, max_depth: int,
              error=BadInput, position: bool = True, malformed: str = "malformed JSON: "):
    """The JSON value of ``data``; ``error`` (one line, at ``where``) when it is larger than
    ``max_bytes``, nests deeper than ``max_depth``, is not UTF-8 or is malformed JSON.
    ``position``: the line and column go in ``where`` (a file) or in the message (a body);
    ``malformed`` starts the message of malformed JSON."""
    if len(data) > max_bytes:
        raise error(f"{what} is larger than {max_bytes:,} bytes", where=where)
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as problem:
            raise BadInput(f"{what} is not UTF-8 text (byte {problem.start})", where=where) from None
    if nesting_depth(data, max_depth) > max_depth:
        raise error(f"{what} nests deeper than {max_depth} levels", where=where)
    try:
        return json.loads(data)
    except json.JSONDecodeError as problem:
        if position:
            raise BadInput(f"{malformed}{problem.msg}", where=f"{where}:{problem.lineno}:{problem.colno}") from None
        raise BadInput(f"{malformed}{problem.msg} (line {problem.lineno}, column {problem.colno})",
                       where=where) from None
