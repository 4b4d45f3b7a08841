"""'Both players select 1 Monster Card from their opponent's Graveyard' (Soul Demolition, the one pool card of this old
wording; its later text says "each player targets 1 monster in their opponent's GY"): a pick each player makes in a
Graveyard as the effect is activated, the rest done to the cards selected. Read ONCE by the card reader as a clause of
each player targeting (`player` "both", `subject` "target", from the Graveyard, of the kind and number named), so the
timing engine needs a card of that kind in each Graveyard, as for "Each player targets 1 monster in their GY" (rule
state-each-player-targets-needs-a-target-each, extended in round 86 by the card's Edison ruling)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.words import number_of

_EACH_PICKS = re.compile(r"^\s*(?:both players select|each player selects) (?P<n>\d|one|an?) (?P<what>[^;:.]*?) "
                         r"from their opponent's (?:graveyard|gy)\s*$", re.I)


def store_each_picks_the_other(clause) -> None:
    found = _EACH_PICKS.match(clause.text)
    if found is None or clause.event is not None or clause.subject is not None:
        return
    clause.player, clause.subject, clause.from_zone = "both", "target", "graveyard"
    clause.cards, clause.count = card_kind(found["what"]), number_of(found["n"].lower(), 1)
