"""Names as people type them: the one way the package folds a name for matching, and the one
way it finds the closest of a set of names (a misspelt card, key, query, rule or precedent),
both on rapidfuzz's similarity."""

from __future__ import annotations

import unicodedata


def _bare(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def fold(name: str) -> str:
    """A name folded for matching: no accents, case, punctuation or spaces ("Dark-Hole" and
    "dark hole" are both "darkhole")."""
    return "".join(c for c in _bare(name) if c.isalnum())


def words(name: str) -> tuple[str, ...]:
    """A name's words folded as ``fold`` folds the whole name ("Chaos Emperor Dragon - Envoy of
    the End" -> chaos, emperor, dragon, envoy, of, the, end)."""
    spaced = "".join(c if c.isalnum() else " " for c in _bare(name).replace("'", ""))
    return tuple(spaced.split())


def closest(word: str, choices, *, cutoff: float = 55) -> str | None:
    """The choice closest in spelling to ``word`` (a misspelt key or value), or None."""
    found = close_matches(word, choices, limit=1, cutoff=cutoff)
    return found[0] if found else None


def close_matches(word: str, choices, *, limit: int = 5, cutoff: float = 60) -> list[str]:
    """Up to ``limit`` choices close in spelling to ``word`` (rapidfuzz's ratio, 0-100, at least
    ``cutoff``), best first; then, if fewer, the choices that contain it."""
    from rapidfuzz import fuzz, process

    if not isinstance(word, str) or not word:
        return []
    choices = list(choices)
    found = [match for match, _, _ in process.extract(word[:200], choices, scorer=fuzz.ratio, limit=limit,
                                                      score_cutoff=cutoff)]
    if len(found) < limit:
        found += [c for c in choices if word in c and c not in found][: limit - len(found)]
    return found
