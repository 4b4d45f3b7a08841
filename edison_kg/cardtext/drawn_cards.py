"""A card chained to a draw that acts on the cards that draw would bring ("Both players see the cards drawn by the
effect and discard them all to the Graveyard", Muko): its clause that sends them away is no discard of a hand of its
own, it changes what the effect it answers does when that effect resolves (rule ce-drawn-cards-sent-from-the-deck)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import Clause

# "the cards drawn by the effect": the cards the effect it answers draws
_DRAWN_BY_THE_EFFECT = re.compile(r"\bcards?\s+drawn\s+by\s+(?:the|that)\s+effect\b", re.I)
# "... and discard them all": the cards the clause before named
_THEM = re.compile(r"\b(?:them|those\s+cards?)\b", re.I)
_SENDS = ("discarded", "sent_to_gy")


def cards_drawn_by_the_effect(clauses: list[Clause]) -> list[Clause]:
    """The clauses, a send of the cards the answered effect draws marked so (new objects where marked)."""
    found: list[Clause] = []
    named = False
    for clause in clauses:
        text = clause.text or ""
        own = bool(_DRAWN_BY_THE_EFFECT.search(text))
        them = named and clause.conjunction == "and" and bool(_THEM.search(text))
        if clause.event in _SENDS and (own or them):
            clause = replace(clause, acts_on_cards_drawn=True)
        named = own or them
        found.append(clause)
    return found
