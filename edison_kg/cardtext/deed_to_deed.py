"""A destruction done "to" do a second deed (round 88, rule res-destroyed-to-do-both-at-once): "Destroy 1 face-up
monster on your side of the field to inflict 1000 points of damage to both player's Life Points" (Destruction Ring).
Destroying is no cost the reader takes apart ("Tribute 1 monster to inflict ...", "Discard 1 card to ..." are), so
the destruction is done as the card resolves, and the second deed only if it was: the two are one "and if you do",
done at the same time (its Edison ruling: a monster destroyed before it resolves inflicts no damage)."""

from __future__ import annotations

import re

_DESTROY_TO = re.compile(r"^(?P<destroy>destroy\b[^.;]*?)\s+to (?P<deed>(?:inflict|gain|increase|decrease|draw)\b[^.;]*)",
                         re.I)
_DONE = re.compile(r"^destroy\b[^.;]*?, and if you do, ", re.I)


def destroyed_to_do(resolution: str) -> str:
    """``resolution`` with "Destroy X to DEED" written as "Destroy X, and if you do, DEED"."""
    if _DONE.match(resolution):
        return resolution
    return _DESTROY_TO.sub(lambda m: f"{m.group('destroy')}, and if you do, {m.group('deed')}", resolution, count=1)
