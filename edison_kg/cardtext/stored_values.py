"""The fields the card reader stores, read back by the stages after it (the timing engine): plain
words decoded into values, without the reader's phrase tables and patterns, so that reading a field never
loads the reader itself. The words are written by cardtext/stored.py, board.py and two_places.py."""

from __future__ import annotations

import re

ANY_COUNTER = "any"                    # counts_counters: a counter of any kind ("for each counter on it")


def counter_kind(name: str) -> str:
    """A kind of counter folded for comparison ("Spell Counters" -> "spell"; "counter" -> "")."""
    return re.sub(r"\s*counters?\s*$", "", name.strip(), flags=re.I).strip(" -").lower()


def counters_of(value: str | None) -> tuple[str, int] | None:
    """A stored "N KIND" back as (kind, N); kind "" for any counter."""
    if not value:
        return None
    number, _, kind = value.partition(" ")
    return kind, int(number)


def removed_of(value: str | None) -> tuple[str, int, str] | None:
    """A stored "N WHERE KIND" back as (kind, N, where)."""
    if not value:
        return None
    number, where, kind = (value.split(" ", 2) + [""])[:3]
    return kind, int(number), where


def counted_of(value: str | None) -> str | None:
    """A stored counted kind back as the kind ("" for any counter)."""
    return "" if value == ANY_COUNTER else value


def places_of(from_two_places: str) -> tuple[list[str], bool]:
    """The two piles of a stored `from_two_places`, and whether it takes one from EACH of them."""
    first, joined, second = from_two_places.split()
    return [first, second], joined == "and"


# "(rule ce-...)": the rule id the reader writes into its note on an effect whose wording it found applied,
# not activated (cardtext/applied.py)
_NOTED_RULE = re.compile(r"\(rule ([a-z0-9-]+)\)")


def rules_noted(note: str | None) -> list[str]:
    """The rule ids a stored note on an effect names."""
    return _NOTED_RULE.findall(note or "")


def draws_per_counters_of(value: str | None) -> tuple[int, int, str, str] | None:
    """A stored "CARDS EVERY WHOSE KIND" back as (cards, every, whose, kind); whose "it" or "self"."""
    if not value:
        return None
    cards, every, whose, kind = (value.split(" ", 3) + [""])[:4]
    return int(cards), int(every), whose, kind
