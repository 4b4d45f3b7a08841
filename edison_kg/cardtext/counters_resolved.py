"""Counters a clause removes as its effect resolves (round 123), read ONCE by the card reader: "Remove all Spell
Counters on both sides of the field" (Exhausting Spell), "remove all counters from the field" (Counter Cleaner),
"Remove all Venom Counters from that card" (Venom Burn), "remove all Spell Counters on it" (Mythical Beast Cerberus),
"remove 1 counter from this card" (B.E.S. Big Core). The clause's `removes_counters` becomes "N WHERE KIND" (N: a
number, or "all"; WHERE: field, side (its player's), card (its own card), target (the card its effect selected);
KIND left out for any counter). A removal done "instead" of destruction is no part of a resolution, and a cost's
clause is never read as one by the engine (timing/counters_resolved.py, rule res-counters-removed-by-resolution)."""

from __future__ import annotations

import re

from edison_kg.cardtext.stored_values import counter_kind

_REMOVED = re.compile(
    r"\bremove (?P<number>all|\d+) (?:(?P<kind>[A-Z][\w-]*) )?counters?(?:\(s\))? (?:on|from) "
    r"(?P<place>both sides of the field|the field|your side of the field|your field|that card|that monster|"
    r"this card|it)\b", re.I)
_PLACES = {"both sides of the field": "field", "the field": "field", "your side of the field": "side",
           "your field": "side", "that card": "target", "that monster": "target", "this card": "card", "it": "card"}


def counters_removed_by(text: str | None) -> str | None:
    """'N WHERE KIND' of the counters the clause removes as it resolves, or None."""
    found = _REMOVED.search(text or "")
    if found is None or re.search(r"\binstead\b", text, re.I):
        return None
    kind = counter_kind(found.group("kind") or "")
    place = _PLACES[found.group("place").lower()]
    # "a number on its player's side" leaves open from which cards: only "all" of them is known
    if place in ("field", "side") and found.group("number").lower() != "all":
        return None
    return f"{found.group('number').lower()} {place} {kind}".strip()
