"""How many cards must have the condition's event at the same moment (round 141, rule
cond-cards-at-once-count): "When 2 or more monsters are Special Summoned at the same time" is
met only by one happening that Summons 2 or more; a Summon of 1 monster, even right after
another of 1, does not meet it."""

from __future__ import annotations

import re

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_AT_ONCE = re.compile(r"\b(?P<n>\d+|two|three|four|five) or more\b[^,:;.]*?\bat the same time\b", re.I)


def cards_at_once_at_least(condition_text: str | None) -> int | None:
    """The least number of cards the condition needs in one moment, or None when it names none."""
    m = _AT_ONCE.search(condition_text or "")
    if not m:
        return None
    n = m.group("n").lower()
    return int(n) if n.isdigit() else _NUMBERS[n]
