"""'your opponent discards 3 random cards from their hand', 'your opponent discards 2 random cards', 'Each player
discards 1 card': the discard told in the third person ("PLAYER discards N ... cards"), whose number the reading of a
verb followed by its cards (cardtext/consequences.py, "discard 2 cards") does not reach. Read ONCE by the card reader
and stored as the clause's `count`; the timing engine then discards the whole hand when it holds that many or fewer
(rule res-discard-a-hand-short-of-its-count, round 93; timing/acted_on.py)."""

from __future__ import annotations

import re

from edison_kg.cardtext.words import number_of

_DISCARDS_N = re.compile(r"\b(?:opponent|player|they|he|she)\s+(?:must\s+)?discards?\s+(?P<n>\d+|one|two|three|four|five)"
                         r"\s+(?:random\s+)?cards?\b(?!\s+(?:they|he|she|you)\b)", re.I)


def store_discarded_count(clause) -> None:
    if clause.event != "discarded" or clause.count is not None or clause.every:
        return
    found = _DISCARDS_N.search(clause.text)
    if found is not None:
        clause.count = number_of(found.group("n"))
