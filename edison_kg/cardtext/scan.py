"""The one scanner of card text: which characters stand outside quoted names and
parentheses. Every stage that looks for a colon, a semicolon, the end of a sentence or a
conjunction asks it, so "Special Summon 1 "Destiny HERO - Plasma" (from your hand): ..."
splits where a reader would."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator


@lru_cache(maxsize=16384)
def nesting(text: str) -> bytes:
    """One byte per character: 0 where it stands outside quotes and parentheses, 1 inside
    them (the quote marks and the parentheses themselves count as inside)."""
    out = bytearray(len(text))
    depth, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
            out[i] = 1
        elif quoted:
            out[i] = 1
        elif ch == "(":
            depth += 1
            out[i] = 1
        elif ch == ")":
            depth = max(0, depth - 1)
            out[i] = 1
        elif depth:
            out[i] = 1
    return bytes(out)


def top_level(text: str, chars: str) -> Iterator[int]:
    """Indexes of the characters of ``chars`` that stand outside quotes and parentheses."""
    nest = nesting(text)
    for i, ch in enumerate(text):
        if ch in chars and not nest[i]:
            yield i


def find_top(text: str, chars: str) -> int:
    """Index of the first of ``chars`` outside quotes and parentheses, or -1."""
    return next(top_level(text, chars), -1)


def inside(text: str, pos: int) -> bool:
    """Does position ``pos`` stand inside quotes or parentheses?"""
    return 0 <= pos < len(text) and bool(nesting(text)[pos])


_NO_SPLIT_BEFORE = re.compile(r"(\b(max|min|e\.g|i\.e|etc|vs|Lv|approx|No)\.|\b[A-Z]\.)$")
_AFTER_SENTENCE = re.compile(r"\s+(?=[A-Z\"(●'])")


@lru_cache(maxsize=8192)
def sentences(text: str) -> tuple[str, ...]:
    """Split a line into sentences, keeping quoted names and parentheses whole."""
    nest = nesting(text)
    n = len(text)
    out: list[str] = []
    start, i = 0, 0
    while i < n:
        ch = text[i]
        if ch in ".!" and not nest[i]:
            split_here = not _NO_SPLIT_BEFORE.search(text[max(start, i - 12):i + 1])
        else:
            # "(... activated.) Once per turn" ends a sentence too
            split_here = ch == ")" and i + 1 < n and not nest[i + 1] and i - start > 1 and text[i - 1] in ".!"
        if split_here:
            m = _AFTER_SENTENCE.match(text, i + 1)
            if m:
                out.append(text[start:i + 1].strip())
                start = i = m.end()
                continue
        i += 1
    if text[start:].strip():
        out.append(text[start:].strip())
    # a closing parenthetical sentence "(...)" stays with its sentence
    merged: list[str] = []
    for s in out:
        if merged and s.startswith("(") and merged[-1].endswith("."):
            merged[-1] += " " + s
        else:
            merged.append(s)
    return tuple(merged)
