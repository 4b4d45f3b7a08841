"""The Type or Attribute a card's continuous effect gives the monsters in the places it names
("All monsters on the field and in the GYs become Zombies.", "All face-up monsters on the field become that Type.",
"All face-up monsters become that Attribute."), read ONCE by the card reader and stored as fields of the effect
(cardtext/stored.py): the Type/Attribute given (a Type or Attribute word, or "declared" for one the player declares
as the card is activated) and the places it reaches ("field", "graveyard"). A change with a condition of its own
("during your turns only"), one for a while ("until the End Phase") or one that reaches only one player's monsters
is not read: the timing engine (timing/card_kinds.py) applies only what holds for every monster where it is."""

from __future__ import annotations

import re

_TYPES = ("Aqua|Beast-Warrior|Beast|Dinosaur|Divine-Beast|Dragon|Fairy|Fiend|Fish|Insect|Machine|Plant|Psychic|"
          "Pyro|Reptile|Rock|Sea Serpent|Spellcaster|Thunder|Warrior|Winged Beast|Zombie")
_ATTRIBUTES = "DARK|LIGHT|EARTH|WATER|FIRE|WIND|DIVINE"
_PLACES = (r"(?P<places>(?: on the field| in (?:the|any|each) (?:GYs?|Graveyards?)| and| or)*)")
_GIVEN = re.compile(r"(?:^|[.:;]\s*|\u2460\s*|\u2461\s*)All (?:face-up )?monsters" + _PLACES
                    + r" become (?:(?P<type>" + _TYPES + r")(?:s|-Type(?: monsters)?| monsters)?"
                    + r"|(?P<attribute>" + _ATTRIBUTES + r")(?: monsters)?|that (?P<declared>Type|Attribute))\s*\.", re.I)


def type_given(text: str) -> tuple[str | None, str | None, tuple[str, ...]]:
    """(the Type given, the Attribute given, the places) of a continuous change of what all monsters are there."""
    found = _GIVEN.search(text or "")
    if found is None:
        return None, None, ()
    places = (found.group("places") or "").lower()
    where = tuple(place for place, words in (("field", "field"), ("graveyard", "g")) if re.search(
        r"\bon the field" if words == "field" else r"\b(?:gys?|graveyards?)\b", places))
    if not places.strip():
        where = ("field",)                    # "All face-up monsters become ...": the face-up monsters are on the field
    declared = found.group("declared")
    if declared:
        return ("declared", None, where) if declared.lower() == "type" else (None, "declared", where)
    if found.group("type"):
        word = found.group("type")
        return next(t for t in _TYPES.split("|") if t.lower() == word.lower()), None, where
    return None, found.group("attribute").upper(), where


def store_type_given(effect) -> None:
    if effect.kind not in ("continuous", "card-activation"):
        return
    effect.type_given, effect.attribute_given, effect.given_where = type_given(effect.text)
