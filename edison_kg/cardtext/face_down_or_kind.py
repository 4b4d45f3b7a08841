"""'destroy all face-down and non-WIND monsters' (Destruction Cyclone and the five other monsters of that cycle): a
clause about "all" monsters that joins a battle position and a kind with "and" names two groups, every face-down
monster AND every monster of that kind, not the monsters that are both (a face-down monster shows no Attribute to be
of a kind). Read ONCE by the card reader and stored as the clause's `face_down_or_kind` (rule
res-all-face-down-and-of-a-kind, round 84); the timing engine then acts on the monsters of either group at once
(timing/clause_cards.py, every_card)."""

from __future__ import annotations

import re

_FACE_DOWN_AND_A_KIND = re.compile(r"\ball face-down and (?:non-)?[\w-]+ monsters\b", re.I)


def store_face_down_or_kind(clause) -> None:
    if clause.every == "monster" and clause.position == "face-down" and _FACE_DOWN_AND_A_KIND.search(clause.text) \
            and not clause.cards.empty:
        clause.face_down_or_kind = True
