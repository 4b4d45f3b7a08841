"""Amounts counted from the counters an earlier part of the same resolution removed (round 101), read ONCE by the
card reader: "Remove all Fog Counters from the field. Inflict 300 damage to your opponent for each Fog Counter you
removed" (Updraft), "Remove all Venom Counters from that card, and inflict 700 damage to your opponent for each Venom
Counter removed" (Venom Burn). The counting clause's `counts_done_before` becomes "counters_removed KIND WHERE"
(WHERE: "field", every card there, or "target", the card the effect selected); the timing engine counts those counters
as the resolution starts (timing/counters_removed.py, rule res-amount-counted-from-counters-removed)."""

from __future__ import annotations

import re

from edison_kg.cardtext.stored_values import counter_kind

_FOR_EACH_REMOVED = re.compile(r"\bfor each (?P<kind>[\w-]+ )?counters? (?:you )?removed\b")
_REMOVE_ALL = re.compile(r"\bremove all (?P<kind>[\w-]+) counters from (?P<place>the field|that card|that monster|it)\b")


def store_counters_removed(effect) -> None:
    for index, clause in enumerate(effect.clauses):
        found = _FOR_EACH_REMOVED.search((clause.text or "").lower())
        if found is None or clause.event not in ("damage_inflicted", "lp_gained"):
            continue
        for other in effect.clauses[:index]:
            removed = _REMOVE_ALL.search((other.text or "").lower())
            if removed is None or (found.group("kind") and counter_kind(found.group("kind")) != counter_kind(removed.group("kind"))):
                continue
            where = "field" if removed.group("place") == "the field" else "target"
            clause.counts_done_before = f"counters_removed {counter_kind(removed.group('kind'))} {where}"
