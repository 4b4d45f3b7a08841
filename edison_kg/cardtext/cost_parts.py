"""Costs that take cards of several names or kinds from one pile (round 89, rule cost-every-part-from-its-pile):

- 'Banish "H - Heated Heart", "E - Emergency Call", "R - Righteous Justice" and "O - Oversoul" from your Graveyard'
  takes one card of each name: the cost needs all four there, not any one of them (Hero Flash!!);
- "banish 1 DARK monster and 1 WIND monster from your Graveyard" takes a card of each kind: the reader keeps the
  two as parts of one cost joined by "and", each with its own kind and number, so each needs its cards there (Dark
  Simorgh's rulings: "Removing from play 1 DARK monster + 1 WIND monster in your Graveyard is a cost").

The cost reader reads the first kind only (or every name as one kind); this step reads the rest from the clause's own
words, for costs that take the cards from a pile (hand, Graveyard, Deck)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.words import number_of
from edison_kg.vocab.model import AnalyzedEffect, Clause

_PILES = ("hand", "graveyard", "deck")
_ACTIONS = ("banish", "discard", "send_to_gy")
_VERB = r"(?:banish|discard|send|remove)"
# '"A", "B", "C" and "D" from your Graveyard': a list of names, each its own card
_NAMES = re.compile(rf'^{_VERB}\s+(?P<names>"[^"]+"(?:,\s*"[^"]+")*,?\s+and\s+"[^"]+")\s+from your\b', re.I)
# "1 DARK monster and 1 WIND monster from your hand": two kinds, each with its number
_KINDS = re.compile(rf'^{_VERB}\s+(?P<n1>\d+|an?|one|two|three)\s+(?P<k1>[^,;"]+?)\s+and\s+(?P<n2>\d+|an?|one|two|three)\s+'
                    rf'(?P<k2>[^,;"]+?)\s+from your\b', re.I)


def cost_parts(effects: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    for effect in effects:
        if effect.cost_clauses and any(_read(c) is not None for c in effect.cost_clauses):
            parts: list[Clause] = []
            for clause in effect.cost_clauses:
                parts.extend(_read(clause) or [clause])
            effect.cost_clauses = [replace(c, index=i + 1) for i, c in enumerate(parts)]
    return effects


def _read(clause: Clause) -> list[Clause] | None:
    """The clause as the parts of its cost, or None when it takes cards of one kind only."""
    if clause.action not in _ACTIONS or clause.from_zone not in _PILES or clause.subject is not None \
            or clause.alternative or clause.up_to:
        return None
    words = clause.text.strip()
    named = _NAMES.match(words)
    if named is not None:
        names = re.findall(r'"([^"]+)"', named.group("names"))
        if len(set(names)) < 2:
            return None
        return [replace(clause, cards=card_kind(named.group("names")), count=len(names), one_of_each_name=True)]
    kinds = _KINDS.match(words)
    if kinds is None:
        return None
    first, second = card_kind(kinds.group("k1")), card_kind(kinds.group("k2"))
    if first.empty or second.empty:
        return None
    return [replace(clause, cards=first, count=number_of(kinds.group("n1"))),
            replace(clause, cards=second, count=number_of(kinds.group("n2")), conjunction="and")]
