"""'banish all Machines your opponent controls and in their GY' (System Down; "on your opponent's side of the field and
in their Graveyard" in its older words): a clause about all cards of a kind on a side of the field that reaches that
player's Graveyard as well, read ONCE by the card reader and stored as the clause's `also_in_graveyard`, its
`from_zone` left as the field (rule res-all-on-the-field-and-in-the-graveyard, round 83). The timing engine then acts
on every such card on that side and in that Graveyard at once (timing/clause_cards.py, every_card)."""

from __future__ import annotations

import re

_FIELD_AND_GRAVEYARD = re.compile(
    r"\b(?:(?:you|your opponent|they) controls?|on (?:the|your|your opponent's|their) (?:side of the )?field)"
    r"\s+and in (?:your|their|your opponent's|the) (?:gy|graveyard)\b", re.I)


def store_field_and_graveyard(clause) -> None:
    if clause.every and _FIELD_AND_GRAVEYARD.search(clause.text):
        clause.also_in_graveyard = True
        clause.from_zone = None         # the field is where it starts; the Graveyard is the further place
