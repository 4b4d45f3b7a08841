"""Round 19 (store): a monster that "cannot be Normal Summoned" in any of its texts (a Special Summon Monster), read
ONCE by the card reader and stored as a field of the card (ek:cannotBeNormalSummoned), so that
timing/rules/revival.py reads the field and never the card's texts."""

from __future__ import annotations

import re

_CANNOT_BE_NORMAL_SUMMONED = re.compile(r"\bcannot be normal summoned\b", re.I)


def cannot_be_normal_summoned(texts: list[str]) -> bool:
    """Any of the card's texts (every version, the first pre-errata script's too) says so."""
    return any(_CANNOT_BE_NORMAL_SUMMONED.search(text or "") for text in texts)
