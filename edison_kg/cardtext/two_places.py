"""The two piles one clause takes its cards from, read once by the card reader and stored as
the clause's `from_two_places` ("PLACE or PLACE" / "PLACE and PLACE"; places: hand, deck, graveyard):

- "Special Summon 1 Dragon-Type monster from your hand or Graveyard", "from your Deck/GY": one card from either
  pile ("or"; "/" and "and/or" say the same);
- "1 from your hand, and 1 from your Graveyard", "(1 from your hand and 1 from your Deck)": one from each ("and").

Only its player's own piles ("your"), and only two: "from your hand, Deck, and Graveyard" is left to
`from_several_places`."""

from __future__ import annotations

import re

_PLACE = r"(hand|deck|graveyard|gy)"
_NOT_A_THIRD = rf"(?!\s*(?:,|/|\bor\b|\band\b)\s*(?:your\s+)?(?:hand|deck|graveyard|gy)\b)"
_EITHER = re.compile(rf"\bfrom your {_PLACE}(?:\s*/\s*|\s+or\s+|\s+and/or\s+)(?:your\s+)?{_PLACE}\b{_NOT_A_THIRD}", re.I)
_EACH = re.compile(rf"\bfrom your {_PLACE},?\s+and\s+1\s+from your {_PLACE}\b{_NOT_A_THIRD}", re.I)
_WORDS = {"hand": "hand", "deck": "deck", "graveyard": "graveyard", "gy": "graveyard"}


def two_places(text: str) -> str | None:
    """"hand or graveyard", "hand and deck", or None when the clause does not take from two of its own piles."""
    for pattern, joined in ((_EACH, "and"), (_EITHER, "or")):
        found = pattern.search(text)
        if found:
            first, second = (_WORDS[word.lower()] for word in found.groups())
            return f"{first} {joined} {second}" if first != second else None
    return None


# "send to the Graveyard 1 Beast ... monster from your hand or your side of the field": a card taken for a deed
# from the hand or from its player's Monster Zones ("field": rule cost-monsters-on-the-field-are-in-monster-zones);
# not a Fusion Summon's materials ("using monsters from your hand or field")
_HAND_OR_FIELD = re.compile(r"\bfrom your hand or (?:your side of the |face-up )?field\b", re.I)
_TAKES_THEM = ("send_to_gy", "banish")


def store_two_places(clause) -> None:
    clause.from_two_places = two_places(clause.text) or (
        "hand or field" if clause.action in _TAKES_THEM and _HAND_OR_FIELD.search(clause.text) else None)
