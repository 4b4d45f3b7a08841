"""Round 19 (store): the names a card carries besides its own ("(This card's name is always treated as "Umi".)"),
read ONCE by the card reader and stored as a field of the effect that says so (cardtext/stored.py), so that the
timing engine (timing/cards.py) reads the field and never the stored text."""

from __future__ import annotations

import re

_ALWAYS_TREATED_AS = re.compile(r"name is always treated as \"([^\"]+)\"", re.I)


def store_names_carried(effect) -> None:
    effect.treated_as_names = tuple(m.group(1) for m in _ALWAYS_TREATED_AS.finditer(effect.text or ""))
