"""The words a situation is told in, read once from the package's data files: the grammar's
words (resources/situation_words.toml: players, zones, phases, Summon methods, verbs, ...) and
the cards' nicknames (resources/card_nicknames.toml). Every phrase is kept as its folded words
(edison_kg.names.words), so "Face-up", "face up" and "FACE UP" are one phrase."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache

from edison_kg.errors import BadInput
from edison_kg.names import words
from edison_kg.paths import PACKAGE_DIR

WORDS_FILE = PACKAGE_DIR / "resources" / "situation_words.toml"
NICKNAMES_FILE = PACKAGE_DIR / "resources" / "card_nicknames.toml"

# the sections whose keys are contract values, read as (category, value) readings
VALUE_SECTIONS = ("players", "player_roles", "zones", "phases", "summon_methods", "summon_verbs", "positions",
                  "states", "kinds")
# the ending of a verb a regular inflection adds
ENDINGS = ("s", "es", "ed", "d", "ing")


@dataclass(frozen=True)
class Reading:
    """One meaning of a phrase: its category (a section or word class) and its value."""

    category: str
    value: str


@dataclass(frozen=True)
class Lexicon:
    phrases: dict            # folded word tuple -> tuple of Readings
    longest: int             # the most words a phrase has
    plain: frozenset         # card names read as plain words unless written with a capital
    nicknames: dict          # folded word tuple -> the card name it stands for

    def readings(self, key: tuple) -> tuple:
        return self.phrases.get(key, ())

    def is_word(self, word: str) -> bool:
        """Is a single folded word one of the grammar's words (any category)?"""
        return (word,) in self.phrases


def _load(path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise BadInput(f"cannot read the words file: {error}", where=path.name) from None


def inflections(base: str) -> set[str]:
    """The regular forms of a verb ("pop": pops, popped, popping; "resolve": resolves,
    resolved, resolving). Over-generation is harmless: a form no one writes is never met."""
    forms = {base} | {base + ending for ending in ENDINGS}
    if base[-1:].isalpha() and base[-1:] not in "aeiouwy":
        forms |= {base + base[-1] + "ed", base + base[-1] + "ing"}
    if base.endswith("e"):
        forms |= {base[:-1] + "ing", base[:-1] + "ed"}
    if base.endswith("y"):
        forms |= {base[:-1] + "ies", base[:-1] + "ied"}
    return forms


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    data = _load(WORDS_FILE)
    phrases: dict[tuple, list[Reading]] = {}

    def add(phrase: str, reading: Reading) -> None:
        key = words(phrase)
        if key and reading not in phrases.setdefault(key, []):
            phrases[key].append(reading)

    for section in VALUE_SECTIONS:
        for value, forms in data.get(section, {}).items():
            for form in forms:
                add(form, Reading(section, value))
    for lemma, forms in data.get("verbs", {}).items():
        for form in forms:
            first, *rest = words(form)
            for inflected in inflections(first):
                add(" ".join([inflected, *rest]), Reading("verb", lemma))
    for category, forms in data.get("words", {}).items():
        for form in forms:
            add(form, Reading(category, form))
    nicknames = {words(nick): name for nick, name in _load(NICKNAMES_FILE).get("cards", {}).items()}
    plain = frozenset(w for form in data.get("plain", {}).get("words", ()) for w in words(form))
    return Lexicon({k: tuple(v) for k, v in phrases.items()}, max(map(len, phrases)), plain, nicknames)


def nickname_cards() -> dict[str, str]:
    """Every nickname as written in the file, with the card name it stands for."""
    return dict(_load(NICKNAMES_FILE).get("cards", {}))
