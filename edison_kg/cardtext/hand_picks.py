"""A declared effect whose first sentence selects cards of given classes from its player's hand ("Select 1 Monster
Card and 2 non-Monster Cards from your hand") needs that many such cards in the hand, its own card apart: "hand-picks
N:CLASS ..." among the held states (CLASS monster | non-monster | spell | trap), judged by timing/rules/hand_picks.py
(round 93, rule deed-hand-picks-by-class)."""

from __future__ import annotations

import re

from edison_kg.cardtext.words import number_of
from edison_kg.vocab.model import AnalyzedEffect

_ONE = r"(?P<n{i}>\d+|an?|one|two|three) (?P<c{i}>non-monster|monster|spell|trap) cards?"
_HAND_PICKS = re.compile(rf"^(?:you can )?select {_ONE.format(i=1)}(?: and {_ONE.format(i=2)})? from your hand\b", re.I)


def hand_picks(effect: AnalyzedEffect) -> list[str]:
    if not (effect.optional or effect.kind == "card-activation"):
        return []
    first = re.split(r"(?<=\.)\s", effect.text.strip(), maxsplit=1)[0]
    found = _HAND_PICKS.match(first)
    if found is None:
        return []
    parts = [f"{number_of(found.group(f'n{i}'), 1)}:{found.group(f'c{i}').lower()}"
             for i in (1, 2) if found.group(f"n{i}")]
    return ["hand-picks " + " ".join(parts)]
