"""A monster's own destruction applied at once when a state holds (round 109): "If this card is in face-up
Defense Position, destroy this card." is a Continuous Effect, not something activated (rule
ce-own-destruction-applied-at-once). The reader stores the state it waits for as a held state of its own card,
with the value the reader already writes for a bullet's position label ("self-position defense",
cardtext/condition_tails.py), so the engine reads a field and never the words."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_IN_POSITION = re.compile(r"^if this card is in face-up (?P<position>attack|defense) position$", re.I)


def read_own_position_destruction(effect: AnalyzedEffect) -> None:
    """Store the position its own destruction waits for, on a continuous "destroy this card" alone."""
    found = _IN_POSITION.match((effect.condition_text or "").strip().rstrip(",. "))
    if found is None or effect.kind != "continuous" or len(effect.clauses) != 1:
        return
    clause = effect.clauses[0]
    if clause.action != "destroy" or clause.subject != "self":
        return
    need = f"self-position {found.group('position').lower()}"
    if need not in effect.needs_held:
        effect.needs_held += (need,)
