"""Continuous effects that change the Level of monsters on the field by a fixed amount while
they apply, read into Restrictions ("level-gain", the amount negative for a reduction) the engine
adds to a monster's printed Level where a kind of card bounds it ("Level 3 or lower"): "Reduce the
Level of all WATER monsters in both players' hands and on the field by 1", "Reduce the Levels of
all monsters your opponent controls by 1" (rule ce-level-change-applies).

Only the change on the field is read (a Level in the hand is left as printed); a change limited to
a time ("until the End Phase") or to cards an effect picks ("1 monster") is an effect's deed, not
read here."""

from __future__ import annotations

import re

from edison_kg.cardtext.continuous import _kind_of
from edison_kg.vocab.model import Restriction

_REDUCE = re.compile(r"^(?P<verb>reduce|increase) the levels? of all (?P<what>(?:face-up )?[\w\"' -]*?monsters) "
                     r"(?P<where>in both players' hands and on the field|on the field|you control|your opponent controls)"
                     r" by (?P<amount>\d+)$", re.I)
_PLAYERS = {"you control": "you", "your opponent controls": "opponent"}


def level_changes_of(sentence: str) -> list[Restriction]:
    """The fixed Level change one sentence (no final period) of a continuous effect states, or none."""
    found = _REDUCE.match(sentence.strip())
    if found is None:
        return []
    cards = _kind_of(found.group("what"))
    if not cards.classes:
        return []
    amount = int(found.group("amount")) * (-1 if found.group("verb").lower() == "reduce" else 1)
    return [Restriction(kind="level-gain", cards=cards, zone="field",
                        players=_PLAYERS.get(found.group("where").lower(), "both"), text=sentence,
                        while_kind=_kind_of(""), amount=amount)]
