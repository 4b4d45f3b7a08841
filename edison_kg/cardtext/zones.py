"""Spell & Trap Zones a deed fills or closes, in its words: a card equipped by an effect
("take control of ... and equip it to this card", "equip this card to your "Y-Dragon Head"",
"equip 1 Equip Spell Card in your Graveyard to ..."), a card placed there ("Place 1 "Crystal Beast"
monster from your Deck face-up in your Spell & Trap Card Zone"), and a zone a card makes
unusable ("You cannot use 1 of your Spell & Trap Card Zones"; "2 of your Monster Card Zones cannot be used"). Read once by the card reader (cardtext/stored.py,
which stores the readings as fields, like cardtext/board.py."""

from __future__ import annotations

import re
from functools import lru_cache

from edison_kg.cardtext.words import number_of

# "equip it to", "equip that target to", "equip this card to", "equip 1 Union Monster ... to";
# not "Equip only to", "Equip Card(s) equipped to" (a description), "equip it with this card"
_EQUIP = re.compile(r"\bequip\s+(?!only\b)(?!(?:spell\s+)?cards?\b)(?P<what>(?:it|them|this card|that [^.;:]*?|those [^.;:]*?"
                    r"|the [^.;:]*?|(?P<n>\d+|a|an|one|two) [^.;:]*?))\s+(?:from [^.;:]*?\s+)?(?:as an? [^.;:]*?\s+)?to\b",
                    re.I)
# "Place 1 "Crystal Beast" monster from your Deck face-up in your Spell & Trap Card Zone"
_PLACE = re.compile(r"\bplace\s+(?P<what>(?!as many)[^.;:]*?)\s+in your spell (?:&|and) trap (?:card )?zone", re.I)
_LOCK = re.compile(r"\bcannot use (?P<n>\d+|one|two) of your spell (?:&|and) trap (?:card )?zones\b", re.I)


def _count(word: str | None) -> int:
    if not word:
        return 1
    word = word.lower()
    return number_of(word, 1)


@lru_cache(maxsize=4096)
def spell_trap_zones_filled(text: str | None, own_card_in_a_zone: bool) -> int:
    """How many Spell & Trap Zones of its player a clause fills (0: none it reads). A Spell/Trap
    Card equipping itself ("equip this card to") stays in the zone it is in: it fills none."""
    text = text or ""
    found = _EQUIP.search(text)
    if found is not None:
        what = found.group("what").lower()
        if what == "this card" and own_card_in_a_zone:
            return 0
        if re.search(r"\b(?:up to|any number|all|as many)\b", what):
            return 1 if what.startswith("up to") else 0
        return _count(found.group("n"))
    found = _PLACE.search(text)
    if found is not None:
        what = found.group("what").lower()
        number = re.match(r"(\d+|a|an|one|two)\b", what)
        if what.startswith("up to") or re.search(r"\b(?:all|any number)\b", what):
            return 1 if what.startswith("up to") else 0
        return _count(number.group(1)) if number else 1
    return 0


@lru_cache(maxsize=4096)
def spell_trap_zones_closed(text: str | None) -> int:
    """Spell & Trap Zones of its player a card makes unusable ("You cannot use 1 of your ... Zones")."""
    found = _LOCK.search(text or "")
    return _count(found.group("n")) if found else 0


# "Select 2 Main Monster Zones on the field. Neither player can use the selected zones." (an activation that selects
# them), "2 of your Monster Card Zones cannot be used." (a card while it is on the field); "up to N" closes no sure count
_MONSTER_LOCKS = (
    (re.compile(r"\bselect (?P<n>\d+|one|two|three) (?:main )?monster (?:card )?zones? on the field\b", re.I), "field"),
    (re.compile(r"\b(?P<n>\d+|one|two|three) of your monster (?:card )?zones (?:cannot|can't) be used\b", re.I), "you"),
)


@lru_cache(maxsize=4096)
def monster_zones_closed(text: str | None) -> str | None:
    """Monster Zones a card makes unusable, "N WHOSE" (field: on either side of the field), or None."""
    for form, whose in _MONSTER_LOCKS:
        found = form.search(text or "")
        if found:
            return f"{_count(found.group('n'))} {whose}"
    return None
