"""Cards an earlier clause only found, named "them" by the next clause (round 97).

"reveal 3 Equip Spell Cards from your Deck, then your opponent randomly adds 1 of them to your hand" (Power Tool
Dragon), "Randomly select 2 cards from your hand. Remove them from play" (Fire Sorcerer): the earlier clause
revealed or selected the cards without moving them, so "them" are still where it found them, and the later clause
takes them from there (rule `res-them-still-where-found`). When the earlier clause moved them ("Special Summon ...
from your Graveyard ... Banish them during the End Phase") they are no longer there, so nothing is carried."""

from __future__ import annotations

import re

_THEM = re.compile(r"\bthem\b")


def still_where_found(before, text: str) -> bool:
    """Whether ``text`` (lower case) names as "them" cards the clause ``before`` found without moving them."""
    return before.event is None and _THEM.search(text) is not None
