"""A monster picked by comparing it with this card ("destroy 1 face-up monster whose DEF is equal to or
less than the ATK of this card"): "this card" there only gives the value compared; the clause acts on the
monster picked, not on this card (rule res-compared-with-this-card-acts-on-the-other).

A card that takes this card's place ("take control of 1 face-up Attack Position monster your opponent controls, and
attack with it instead of this monster"): "this monster" names only what the card it picks replaces; the clause acts
on that card, its target (rule res-instead-of-this-card-acts-on-the-other, round 151)."""

from __future__ import annotations

import re

# "with ATK or DEF equal to or higher than the ATK of this card", "whose DEF is ... less than this card's ATK",
# "whose Level is less than or equal to the number of Gate Counters on this card" (round 99: the counters only
# give the number the Level is compared with)
_COMPARED_WITH_THIS = re.compile(
    r"\b(?:with|whose)\b[^,;.]*?\b(?:than|to)\s+(?:the (?:original )?(?:ATK|DEF|Level) of this (?:card|monster)"
    r"|this (?:card|monster)'s (?:original )?(?:ATK|DEF|Level)"
    r"|the number of (?:[\w-]+ )*?Counters? on this (?:card|monster))\b", re.I)


def without_comparison_to_this(text: str) -> str:
    """The clause's words without a comparison that names this card only for its value."""
    return _COMPARED_WITH_THIS.sub("", text)


_INSTEAD_OF_THIS = re.compile(r"\s*\binstead of this (?:card|monster)\b", re.I)


def replaces_this_card(text: str) -> bool:
    """Whether the clause names this card as what the card it acts on replaces."""
    return _INSTEAD_OF_THIS.search(text) is not None


def without_replaced_this(text: str) -> str:
    """The clause's words without "instead of this card"."""
    return _INSTEAD_OF_THIS.sub("", text)
