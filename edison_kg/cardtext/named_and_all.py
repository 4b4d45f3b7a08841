"""A deed on all cards of a kind that first names, joined by "and", the one card the effect already acts on (round 149):
'Target 1 face-up Equip Spell Card you control; destroy the Equip Spell Card and all face-down Spell and Trap Cards your
opponent controls' (its target, named back by its kind), 'Negate the activation of that card and destroy it and all
face-up Spell/Trap Cards your opponent controls' (the card the part before acted on). The reader stores on the clause
whom it names so (`also_acts_on`: "target" | "it"); the timing engine does the deed to that card and to all the others
at once (timing/clause_cards.py, named_and_all; rule res-named-card-and-all-at-once)."""

from __future__ import annotations

import re

_NAMED_AND_ALL = re.compile(r"^[a-z]+ (?:(it|that card)|(that target|the target)|the ([a-z -]+?)) and all\b", re.I)


def store_named_and_all(effect) -> None:
    """Set ``clause.also_acts_on`` for each clause about all cards of a kind that names its own card first."""
    for clause in effect.clauses:
        found = _NAMED_AND_ALL.search(clause.text or "") if clause.every else None
        if found is None:
            continue
        if found.group(1):
            clause.also_acts_on = "it"
        elif found.group(2) or _the_targets_kind(effect, found.group(3)):
            clause.also_acts_on = "target"


def _the_targets_kind(effect, words: str) -> bool:
    """"the Equip Spell Card" after "Target 1 face-up Equip Spell Card you control": its one target, named by its kind."""
    return len(effect.target_clauses) == 1 and words.lower() in (effect.target_clauses[0].text or "").lower()
