"""The reader's phrase tables, kept as data (TOML beside this file): each row a phrase, what it
means in the game's vocabulary, and a real wording it must read (the tests check every row)."""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def rows(name: str, section: str = "rule") -> tuple[dict, ...]:
    """The rows of table ``name`` (``events``, ``actions``, ...; ``section``: which array of it),
    each with ``regexes`` (one per alternative, for named groups) and ``regex`` (the
    alternatives as one, where they have none)."""
    with (HERE / f"{name}.toml").open("rb") as handle:
        data = tomllib.load(handle)
    out = []
    for row in data[section]:
        row = dict(row)
        row["regexes"] = tuple(re.compile(p, re.I) for p in row.get("patterns", (rf"\b{re.escape(row.get('slip', ''))}\b",)))
        if "(?P<" not in "".join(row.get("patterns", ())):
            row["regex"] = re.compile("|".join(r.pattern for r in row["regexes"]), re.I)
        out.append(row)
    return tuple(out)


@lru_cache(maxsize=None)
def event_rules() -> tuple[tuple[re.Pattern, tuple[str, ...]], ...]:
    """(phrase, contract event types) in table order."""
    return tuple((row["regex"], tuple(row["events"])) for row in rows("events"))


@lru_cache(maxsize=None)
def action_rules() -> tuple[tuple[re.Pattern, str], ...]:
    """(phrase, ek:Actions notation) in table order."""
    return tuple((row["regex"], row["action"]) for row in rows("actions"))


@lru_cache(maxsize=None)
def slip_rules() -> tuple[tuple[re.Pattern, str], ...]:
    """(a slip of a source text, the word it stands for)."""
    return tuple((row["regex"], row["word"]) for row in rows("slips"))


@lru_cache(maxsize=None)
def restriction_rules() -> tuple[dict, ...]:
    """The continuous-restriction rows: restriction, zone (default), regexes."""
    return rows("restrictions")


def restriction_windows() -> tuple[dict, ...]:
    """When a restriction applies: window, regexes (read from its whole sentence)."""
    return rows("restrictions", "window")


def restriction_states() -> tuple[dict, ...]:
    """While what a restriction holds: state, regexes (group ``kind``: the kind of card it names)."""
    return rows("restrictions", "state")


def restriction_durations() -> tuple[dict, ...]:
    """How long a restriction an activated effect leaves lasts: lasts, regexes (read from its whole sentence)."""
    return rows("restrictions", "lasts")
