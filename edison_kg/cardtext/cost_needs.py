"""What an activation's cost needs of the duel that no other reading holds (round 42), stored among the held states
(AnalyzedEffect.needs_held) and judged by timing/rules/cost_needs.py; the words are read here only.

- "send 1 of your Equip Spell Cards equipped to this card to the Graveyard", "Send 1 Equip Card equipped to this card
  to the Graveyard": a cost paid with cards equipped to its own card needs that many of them equipped to it
  ("equipped-cost N spell|card"; rule cost-send-cards-equipped-to-it)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_NUMBERS = {"1": 1, "one": 1, "2": 2, "two": 2}
_EQUIPPED = re.compile(r"^(?:you can )?send (?P<n>\d+|one|two) (?:of your )?equip (?P<kind>spell )?cards?(?: you control)?"
                       r"(?: that (?:is|are))? equipped to this card to the (?:graveyard|gy)$", re.I)


def read_cost_needs(effect: AnalyzedEffect) -> None:
    """Store what its cost needs of the duel into its held states."""
    if effect.kind in ("continuous", "unanalyzed"):
        return
    held = [*_equipped_cost(effect)]
    effect.needs_held += tuple(entry for entry in held if entry not in effect.needs_held)


def _equipped_cost(effect: AnalyzedEffect) -> list[str]:
    for clause in effect.cost_clauses:
        found = _EQUIPPED.match(clause.text.strip().rstrip("."))
        if found is not None:
            kind = "spell" if found.group("kind") else "card"
            return [f"equipped-cost {_NUMBERS[found.group('n').lower()]} {kind}"]
    return []
