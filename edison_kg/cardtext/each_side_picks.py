"""'Return 2 Monster Cards on your opponent's side of the field and 1 Monster Card on your side of the field to their
owners' hands' (Dark Cat with White Tail): a clause that picks as it resolves, without targeting, a number of cards on
each side of the field, read ONCE by the card reader and stored as the clause's `picks_on_each_side` ("opponent 2,
you 1"). The timing engine then acts on the cards of a side that holds just that many of the kind (rule
res-each-side-holds-just-that-many, round 84; timing/acted_on.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.words import number_of

_EACH_SIDE = re.compile(r"\b(?P<first>\d|one|two|three) [\w -]*?(?:cards?|monsters?) on your opponent's side of the field "
                        r"and (?P<second>\d|one|two|three) [\w -]*?(?:cards?|monsters?) on your side of the field\b", re.I)


def store_each_side_picks(clause) -> None:
    found = _EACH_SIDE.search(clause.text)
    if found and clause.event is not None and "target" not in clause.text.lower():
        clause.picks_on_each_side = f"opponent {number_of(found['first'])}, you {number_of(found['second'])}"


# "Both players select up to 2 of their monsters that are removed from play", "Both players send monsters they
# control to the Graveyard": each player's deed on monsters of their own, removed from play or on their field
_EACH_OWN = re.compile(r"^\s*(?:each|both) players? (?:selects?|sends?) (?:up to \d+ of )?(?:their )?monsters "
                       r"(?:(?P<banished>that are removed from play)|they control)\b", re.I)


def each_own(clause):
    """The clause as each player's deed on monsters of their own (whose "each"), where its words say so."""
    own = _EACH_OWN.match(clause.text)
    return clause if own is None else replace(clause, whose="each",
                                              from_zone="banished" if own.group("banished") else "monster_zone")
