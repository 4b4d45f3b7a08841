"""A target that must be able to hold a kind of counter (rule state-target-can-hold-counters): "Target 1 face-up
card on the field that you can place a Spell Counter on", "target 1 other face-up card on the field that you can
place a Spell Counter on". The words are taken out of the target's description, which the target reader reads as
usual ("1 face-up card on the field"), and the kind of counter is stored on its clause (Clause.holds_counters)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.stored_values import counter_kind

_HOLDER = re.compile(r"\s+(?:that|which) you can place an? ([A-Z][\w-]*) counters? on\b", re.I)


def holder_words(activation: str | None) -> tuple[str | None, str | None]:
    """The activation's words without "that you can place a Spell Counter on", and that counter's kind (None:
    the words name none)."""
    found = _HOLDER.search(activation or "")
    if found is None:
        return activation, None
    return activation[:found.start()] + activation[found.end():], counter_kind(found.group(1))


def with_holder(clauses: list, kind: str | None) -> list:
    """The target clauses, each needing a card that can hold counters of ``kind``."""
    return clauses if kind is None else [replace(c, holds_counters=kind) for c in clauses]
