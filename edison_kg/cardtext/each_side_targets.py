"""The targets on each side of an effect its rulings say targets (round 182): "Select and destroy 2 of your monsters and
1 of your opponent's monsters" (Two-Pronged Attack; ruled: it targets 2 monsters you control and 1 monster your
opponent controls). The old text names neither group with a word `apply_ruled_targeting` reads as a target on the
field ("of your monsters" says no "you control"), so the two groups are read here, each a target clause of its side:
the effect cannot be activated without both (rule state-target-must-exist)."""

from __future__ import annotations

import re

from edison_kg.cardtext.words import number_of
from edison_kg.vocab.model import Clause

_N = r"(\d|one|two|three)"
# "2 of your monsters and 1 of your opponent's monsters" (either side first)
_EACH_SIDE = re.compile(_N + r" of (your(?: opponent's)?) (monsters|cards) and " + _N + r" of (your(?: opponent's)?) "
                        r"(monsters|cards)\b", re.I)


def each_side_targets(effects: list) -> list:
    """The effects, a ruled-targeting one that has no target clause and acts on "N of your monsters and M of your
    opponent's monsters" taking those two groups as its target clauses."""
    for effect in effects:
        if effect.ruled_targeting != "targets" or effect.target_clauses:
            continue
        for clause in effect.clauses:
            found = _EACH_SIDE.search(clause.text or "")
            if found is None or found.group(2).lower() == found.group(5).lower():
                continue
            effect.target_clauses = [_side(1, found.group(1), found.group(2), found.group(3)),
                                     _side(2, found.group(4), found.group(5), found.group(6))]
            effect.targets = True
            if effect.provenance == "text-analysis":
                effect.provenance = "ruling"     # a fact of the card's rulings, not of its words
            break
    return effects


def _side(index: int, number: str, whose: str, noun: str) -> Clause:
    every = "monster" if noun.lower().startswith("monster") else "card"
    return Clause(index=index, action="target", text=f"{number} of {whose} {noun}", every=every,
                  whose="opponent" if "opponent" in whose.lower() else "you", count=number_of(number),
                  conjunction="and" if index > 1 else None)
