"""'You and your opponent each select 1 monster from your respective Graveyards and Special Summon them' (The Grave of
Enkindling, the one pool card of this wording): the Summon that follows such a pick is done by each player, of the
monster they picked from their own Graveyard, as "each player Special Summons the target from their GY" is. Read ONCE
by the card reader as the Summon clause's `player` "both", so the timing engine makes each player the one who Summons
their own monster (round 121, rule res-each-player-their-own-target, extended)."""

from __future__ import annotations

import re

_EACH_PICKS_THEIR_OWN = re.compile(r"^\s*(?:both )?you and your opponent each select\b.*\bfrom your respective\b", re.I)


def store_each_summons_their_own(effect) -> None:
    for before, clause in zip(effect.clauses, effect.clauses[1:]):
        if _EACH_PICKS_THEIR_OWN.match(before.text or "") and clause.action == "special_summon" \
                and clause.player is None:
            clause.player = "both"
