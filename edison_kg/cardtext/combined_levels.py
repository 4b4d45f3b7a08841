"""A monster's own ATK/DEF set to the combined Levels of the cards counted in a place, times a number ("The ATK of
this card is the combined Levels of all face-up monsters you control x 300", The Calculator; rule
ce-stat-set-from-combined-levels, round 129). Read as a value set of this card (kind atk-set/def-set, stat_of "self")
whose per_count is the count cardtext/stat_counts.py reads ("you field face-up") with the flag "levels": the amount is
then the points per Level of the cards counted, not per card. Read once here and stored (ek:statPerCount)."""

from __future__ import annotations

import re

from edison_kg.cardtext.stat_counts import per_count
from edison_kg.vocab.model import CardKind, Restriction

_STATS = r"atk/def|atk and def|atk|def"
_COMBINED = re.compile(rf"^(?:the (?:original )?(?P<stat>{_STATS}) of this card|this card's (?:original )?(?P<own>{_STATS})) "
                       r"(?:is|are|becomes?)(?: each)?(?: equal to)? the (?:combined|total) levels? of (?:all )?"
                       r"(?P<per>.+?) ?[x×] ?(?P<amount>\d+)(?: points)?$")


def combined_levels_stat(low: str, body: str, sentence: str) -> list[Restriction]:
    """The value sets ``low`` (the lower-cased ``body``) states from the combined Levels of counted cards; [] when
    it states none, or counts what the count reader does not type (cards moved by a cost, "the sent monsters")."""
    match = _COMBINED.match(low)
    if not match:
        return []
    counted = per_count(body[match.start("per"):match.end("per")])
    if counted is None:
        return []
    count, kind = counted
    stat = match.group("stat") or match.group("own")
    stats = ("atk", "def") if "def" in stat and "atk" in stat else (stat,)
    return [Restriction(kind=f"{s}-set", cards=CardKind(), zone="field", players="both", text=sentence,
                        while_kind=CardKind(), amount=int(match.group("amount")), stat_of="self",
                        per_count=f"{count} levels", per_kind=kind) for s in stats]
