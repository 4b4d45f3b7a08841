"""The names a card carries besides its own ("(This card's name is always treated as "Umi".)"),
read ONCE by the card reader and stored as a field of the effect that says so (cardtext/stored.py), so that the
timing engine (timing/cards.py) reads the field and never the stored text.

the whole wording family of names a card carries: always ("is always treated as", "is also
treated as") or only while it is in a place ("This card's name becomes "Des Frog" while it is on the field",
"While this card is on the field, this card's name becomes "Umi"", "... is treated as "X" while it is face-up on
the field", "... while in the GY", "... while on the field or in the GY"). A name an activated effect gives for a
while ("until the End Phase") is not carried by the card as such, nor is one a Gemini grants (a "●" line)."""

from __future__ import annotations

import re

_ALWAYS_TREATED_AS = re.compile(r"name is (?:always|also) treated as \"([^\"]+)\"", re.I)

_NAME = r"this card's name (?:becomes|is treated as) \"([^\"]+)\""
_PLACE = r"(?:face-up )?(on the field(?: or in the (?:GY|Graveyard))?|in the (?:GY|Graveyard))"
_NAME_WHILE = re.compile(_NAME + r" while (?:it is |this card is )?" + _PLACE, re.I)
_WHILE_NAME = re.compile(r"while this card is " + _PLACE + r", " + _NAME, re.I)


def _granted(text: str, start: int) -> bool:
    """Is the sentence at ``start`` a "●" line (an effect a Gemini gains) or one an activation gives?"""
    line = text[text.rfind("\n", 0, start) + 1:start]
    return "\u25cf" in line


def store_names_carried(effect) -> None:
    text = effect.text or ""
    effect.treated_as_names = tuple(m.group(1) for m in _ALWAYS_TREATED_AS.finditer(text))
    on_field, in_graveyard = [], []
    found = [(m.start(), m.group(1), m.group(2)) for m in _NAME_WHILE.finditer(text)]
    found += [(m.start(), m.group(2), m.group(1)) for m in _WHILE_NAME.finditer(text)]
    for start, name, place in sorted(found):
        if _granted(text, start):
            continue
        place = place.lower()
        if "field" in place:
            on_field.append(name)
        if "gy" in place or "graveyard" in place:
            in_graveyard.append(name)
    effect.names_on_field = tuple(dict.fromkeys(on_field))
    effect.names_in_graveyard = tuple(dict.fromkeys(in_graveyard))


# "(This card is always treated as a "Toon" card.)" is a rule reminder, not an effect (segment.py drops it), yet it
# makes the card one of that archetype as a card whose name carries it is (rule kind-treated-as-archetype-card): a
# fact of the card, which a Normal Monster without effects has too (Summoned Skull as an "Archfiend" card)
_ALWAYS_OF_ARCHETYPE = re.compile(r"this card is (?:always|also) treated as an? \"([^\"]+)\" card", re.I)


def archetypes_treated_as(text: str | None) -> list[str]:
    """The archetypes the card's text says it is always treated as a card of."""
    return list(dict.fromkeys(m.group(1) for m in _ALWAYS_OF_ARCHETYPE.finditer(text or "")))


# "This card is treated as a Normal Monster while in your hand": a fact of the card in that place, for every condition
# that names a Normal Monster (rule kind-treated-as-normal-monster-in-a-place); "face-up on the field" is a Gemini's,
# whose Gemini Summon decides it (timing/card_kinds.py)
_NORMAL_WHILE_IN = re.compile(r"this card is treated as a normal monster while (?P<places>[^.]*)", re.I)


def normal_monster_in(text: str | None) -> list[str]:
    """The places (hand, graveyard) the card's text says it is a Normal Monster in."""
    places = " ".join(m.group("places").lower() for m in _NORMAL_WHILE_IN.finditer(text or ""))
    return [place for place, words in (("hand", "hand"), ("graveyard", "graveyard")) if words in places
            or place == "graveyard" and re.search(r"\bgy\b", places)]


# the names a card's text writes in quotes: a Fusion Monster's materials ('"Elemental HERO Neos" + "Neo-Spacian Aqua
# Dolphin"'), the monster a Chrysalis or LV monster Summons ('Special Summon 1 "Armed Dragon LV7"'). A card of one of
# those names is "written in the card text of" / "listed in the text of" that card (rule
# res-written-in-its-text-the-one-named); an archetype's quoted name matches no card's whole name, so it is kept as
# written, and the card's own name is left out
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201c\u201d]+)[\"\u201d]")


def names_written(text: str | None, own: str | None) -> list[str]:
    """The names in quotes the card's text writes, other than its own, in text order."""
    return [name for name in dict.fromkeys(m.group(1).strip() for m in _QUOTED.finditer(text or ""))
            if name and name != own]
