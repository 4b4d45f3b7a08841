"""Continuous effects that change what the game allows while they apply, read from their
wording into Restrictions (the phrase table is tables/restrictions.toml): "Trap Cards cannot
be activated", "Negate all Spell effects on the field", "Any card sent to the GY is banished
instead", "Cards in the GY cannot be banished"."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.tables import restriction_rules
from edison_kg.vocab.model import AnalyzedEffect, CardKind, Restriction

_CLASS_WORDS = (("spell", re.compile(r"\bspells?\b")), ("trap", re.compile(r"\btraps?\b")),
                ("monster", re.compile(r"\bmonsters?\b")))


def restrictions_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The restrictions a continuous effect's sentences state, in text order."""
    found: list[Restriction] = []
    for sentence in scan.sentences(effect.text or ""):
        for row in restriction_rules():
            for regex in row["regexes"]:
                match = regex.search(sentence)
                if match:
                    found.append(_restriction(row, match, sentence))
                    break
    return found


def _restriction(row: dict, match: re.Match, sentence: str) -> Restriction:
    groups = match.groupdict()
    what = groups.get("what") or ""
    where = (groups.get("where") or "").lower()
    zone = row.get("zone")
    if "field" in where and ("graveyard" in where or "gy" in where):
        zone = None
    elif "field" in where or "face-up" in what.lower():
        zone = "field"
    low = sentence.lower()
    players = "opponent" if re.search(r"\byour opponent (?:controls|'s|cannot|can't)\b|\bopponent's\b", low) else \
        "you" if re.search(r"\byou control\b", low) else "both"
    return Restriction(kind=row["restriction"], cards=_kind_of(what), zone=zone, players=players,
                       other_than_self=bool(groups.get("other")), text=sentence.strip())


def _kind_of(what: str) -> CardKind:
    """"Trap effects", "face-up monsters", "LIGHT monster", "cards": the cards meant."""
    kind = card_kind(what)
    classes = set(kind.classes) | {name for name, word in _CLASS_WORDS if word.search(what.lower())}
    return CardKind(frozenset(classes), kind.subtypes, kind.monster_types, kind.attributes, kind.atk_max, kind.atk_min,
                    kind.names)
