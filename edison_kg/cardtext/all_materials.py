"""The words of a part that needs every material of a Fusion Summon in the Graveyard (round 115): "then, if all the
Fusion Materials that were used for its Fusion Summon are in your GY, you can Special Summon all of them" (De-Fusion),
"Then, if all of the Fusion Material Monsters that were used for the Fusion Summon of this card are in your Graveyard"
(Multiple Piece Golem). Stored on the clause (cardtext/stored.py) for timing/materials_gone.py."""

from __future__ import annotations

import re

_ALL_IN_GRAVEYARD = re.compile(r"\bif all (?:of )?the fusion material(?: monster)?s that were used for (?:its|the) "
                               r"fusion summon(?: of this card)? are in your (?:gy|graveyard)\b", re.I)


def needs_all_materials_in_graveyard(text: str | None) -> bool:
    """Does the part go on only if every material of the Fusion Summon is in its player's Graveyard?"""
    return bool(text and _ALL_IN_GRAVEYARD.search(text))
