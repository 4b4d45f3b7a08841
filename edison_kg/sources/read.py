"""Reading the upstream source files (JSON Lines and JSON), each record with where it came
from, so every problem names its file and line."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from edison_kg.errors import BadInput

POOL_FILE = "edison_cards.jsonl"
RULINGS_FILE = "edisonrulings_cards.jsonl"
BANLIST_FILE = "edison_banlist.json"
EXTENDED_FILE = "edison_extended_candidates.jsonl"
META_FILE = "build_meta.json"


@dataclass
class Line:
    """One record of a source file and where it came from (for error messages)."""

    data: dict
    where: str


def read_jsonl(path: Path) -> list[Line]:
    """Read a JSON Lines file; a missing file or a bad line raises BadInput naming it."""
    if not path.is_file():
        raise BadInput("source file not found", where=str(path))
    lines: list[Line] = []
    with path.open(encoding="utf-8") as handle:
        for number, text in enumerate(handle, 1):
            if not text.strip():
                continue
            where = f"{path}:{number}"
            try:
                data = json.loads(text)
            except ValueError as error:
                raise BadInput(f"malformed JSON line ({error.args[0] if error.args else error})", where=where) from None
            if not isinstance(data, dict):
                raise BadInput("a line must hold one JSON object", where=where)
            lines.append(Line(data, where))
    return lines


def read_json(path: Path) -> dict:
    if not path.is_file():
        raise BadInput("source file not found", where=str(path))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        line = getattr(error, "lineno", None)
        raise BadInput(f"malformed JSON ({error.args[0] if error.args else error})",
                       where=f"{path}:{line}" if line else str(path)) from None
    if not isinstance(data, dict):
        raise BadInput("the file must hold one JSON object", where=str(path))
    return data
