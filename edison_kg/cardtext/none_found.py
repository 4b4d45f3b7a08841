"""The last part of "X, or, if you have none, Y" (round 141): no choice of its player.

"banish 1 Normal Monster from your hand, or, if you have none, send your entire hand to the GY" (Common Charity,
Allure of Darkness: "..., or if there are no DARKs in your hand, ..."): the "or" reads as an alternative, but the
part after it is done only when the part before finds no card to act on; the game state decides which, never a
player (rule res-branch-if-none-found). The reader marks that part (`done_if_none_found`); the engine decides it
from the cards the scenario names (timing/none_found_branch.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import Clause

# the words of the pool's texts ("if you have none", "if you do not have any in your hand") and of their PSCT
# ("if there are no DARKs in your hand")
_IF_NONE = re.compile(r"^\s*if (?:you (?:have none|do not have any|don't have any)\b|there are no [^,]*\bin your hand\b)",
                      re.I)


def mark_done_if_none_found(clauses: list[Clause]) -> list[Clause]:
    """The clauses with the part done only when the one before finds no card marked (new objects)."""
    found: list[Clause] = []
    for clause in clauses:
        before = found[-1] if found else None
        if clause.alternative and _IF_NONE.match(clause.text or "") and before is not None \
                and not before.alternative and before.from_zone is not None and not before.cards.empty:
            clause = replace(clause, done_if_none_found=True)
        found.append(clause)
    return found
