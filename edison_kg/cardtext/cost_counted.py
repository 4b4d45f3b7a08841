"""Amounts counted from the cards the activation's own cost took (round 111), read ONCE by the card reader: "Send any
number of other Spell/Trap Cards you control to the Graveyard; gain 1000 LP for each card sent to the Graveyard this
way" (Emergency Provisions), "Banish any number of Dinosaur-Type monsters from your Graveyard; gain 400 Life Points for
each Dinosaur-Type monster banished to activate this card" (Survival Instinct). No part of the resolution does that
deed: the cost did, so the counting clause's `counts_done_before` becomes "EVENT cost" and the timing engine counts
the cards of that event the step's cost moved (timing/cost_counted.py, rule res-amount-counted-from-its-cost)."""

from __future__ import annotations

import re

_FOR_EACH_PAID = re.compile(r"\bfor each (?:[\w/-]+ )*?(?:cards?|monsters?) (?P<done>sent|banished|removed from play|"
                            r"discarded|tributed)(?: to (?:the |your )?(?:gy|graveyard))?(?: this way| to activate this card)")
_DONE_EVENTS = {"sent": "sent_to_gy", "banished": "banished", "removed from play": "banished", "discarded": "discarded",
                "tributed": "tributed"}


def store_cost_counted(effect) -> None:
    """Mark an LP clause that counts its cost's cards, when a cost clause of the same effect does that deed and no
    earlier part of the resolution does (that one is counted by `counts_done_before` EVENT, round 78)."""
    for index, clause in enumerate(effect.clauses):
        found = _FOR_EACH_PAID.search((clause.text or "").lower())
        if found is None or clause.event not in ("damage_inflicted", "lp_gained") or clause.counts_done_before:
            continue
        event = _DONE_EVENTS[found.group("done")]
        if any(other.event == event for other in effect.cost_clauses) and \
                not any(other.event == event for other in effect.clauses[:index]):
            clause.counts_done_before = f"{event} cost"
