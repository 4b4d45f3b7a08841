"""ATK/DEF a monster takes from the materials of its own Summon (round 103): "The original ATK/DEF of this card each
become equal to the number of Fusion Materials used for its Fusion Summon x 800", "This card's Original ATK is equal
to 1000x the number of its Fusion Materials" (per_count "materials count", amount the points per material), "The
original ATK of this card becomes the combined original ATK of the materials used for its Fusion Summon" (per_count
"materials original-atk", amount 1). Worked out by timing/material_stats.py from the Summon's materials."""

from __future__ import annotations

import re

from edison_kg.cardtext.continuous import _kind_of
from edison_kg.vocab.model import Restriction

_OWN = r"(?:the original (?P<s1>atk/def|atk and def|atk) of this card|this card's original (?P<s2>atk/def|atk and def|atk))"
_MATERIALS = r"(?:its (?:fusion |synchro )?materials?|(?:the )?(?:\d+ )?(?:fusion |synchro )?materials?(?: monsters?)? (?:you )?used " \
             r"for (?:its|the) (?:fusion|synchro) summon(?: of this card)?)"
_COUNT = re.compile(rf"^{_OWN} (?:each )?(?:becomes?|is|are) (?:each )?(?:equal to )?(?:the number of {_MATERIALS} ?[x×] ?"
                    rf"(?P<a1>\d+)|(?P<a2>\d+) ?[x×] ?the number of {_MATERIALS})$")
_COMBINED = re.compile(rf"^{_OWN} (?:each )?(?:becomes?|is|are) (?:equal to )?the combined original atk of {_MATERIALS}$")


def material_stat_changes(low: str, sentence: str) -> list[Restriction]:
    """The changes such a sentence (lower case ``low``) states; [] when it is not one."""
    count = _COUNT.match(low)
    combined = None if count else _COMBINED.match(low)
    found = count or combined
    if found is None:
        return []
    stats = found.group("s1") or found.group("s2")
    amount = int(found.group("a1") or found.group("a2")) if count else 1
    per = "materials count" if count else "materials original-atk"
    return [Restriction(kind=f"{stat}-set", cards=_kind_of(""), zone="field", players="both", text=sentence,
                        while_kind=_kind_of(""), amount=amount, stat_of="self", per_count=per)
            for stat in (("atk", "def") if stats != "atk" else ("atk",))]
