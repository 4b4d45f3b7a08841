"""A monster's own destruction applied at once when a state holds (round 109): "If this card is in face-up
Defense Position, destroy this card." is a Continuous Effect, not something activated (rule
ce-own-destruction-applied-at-once). The reader stores the state it waits for as a held state of its own card,
with the value the reader already writes for a bullet's position label ("self-position defense",
cardtext/condition_tails.py), so the engine reads a field and never the words.

Round 113 (rule ce-own-destruction-while-a-field-state-holds): two more states of the field it waits for, the same way
"If there is no face-up Field Spell Card on the field, destroy this card" (the Earthbound Immortals, Malefic Blue-Eyes
White Dragon) as "no-face-up-field-spell field", "Destroy this card if there are face-up monsters on the field other
than this card" (Reptilianne Servant) as "other-face-up-monster field"."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_IN_POSITION = re.compile(r"^if this card is in face-up (?P<position>attack|defense) position$", re.I)


# the state at the head ("If ..., destroy this card") or at the tail ("Destroy this card if ...") of the sentence
_FIELD_STATES = (
    (re.compile(r"^if there is no face-up field spell( card)? on the field$", re.I), "no-face-up-field-spell field"),
    (re.compile(r"^if there (are|is a) face-up monsters? on the field other than this card$", re.I),
     "other-face-up-monster field"),
)
_TAIL = re.compile(r"^destroy this card (?P<state>if .+)$", re.I)


def _field_state(effect: AnalyzedEffect) -> str | None:
    words = (effect.condition_text or "").strip().rstrip(",. ")
    if not words:
        tail = _TAIL.match((effect.text or "").strip().rstrip(". "))
        words = tail.group("state") if tail else ""
    return next((need for pattern, need in _FIELD_STATES if pattern.match(words)), None)


def read_own_position_destruction(effect: AnalyzedEffect) -> None:
    """Store the position its own destruction waits for, on a continuous "destroy this card" alone."""
    found = _IN_POSITION.match((effect.condition_text or "").strip().rstrip(",. "))
    if effect.kind != "continuous" or len(effect.clauses) != 1:
        return
    clause = effect.clauses[0]
    if clause.action != "destroy" or clause.subject != "self":
        return
    need = f"self-position {found.group('position').lower()}" if found is not None else _field_state(effect)
    if need is None:
        return
    if need not in effect.needs_held:
        effect.needs_held += (need,)
