"""Counters a resolution removes, seen by everything asked after it (rule res-counters-removed-by-resolution,
round 123): "Remove all Spell Counters on both sides of the field" (Exhausting Spell), "remove all counters from the
field" (Counter Cleaner), "Remove all Venom Counters from that card" (Venom Burn), "remove 1 counter from this card"
(B.E.S. Big Core). Once such a Chain Link has resolved, the cards it acted on hold the counters left after it: none
of that kind after "all" (only those placed later count again), fewer after a number. A cost's removal is paid at
activation and counted apart (rule cost-counters-to-remove); a negated effect removes nothing. The card reader
stores the removal on the clause (cardtext/counters_resolved.py)."""

from __future__ import annotations

RULE = "res-counters-removed-by-resolution"


def _removal(clause) -> tuple[str, str, str]:
    """The clause's stored removal, "N WHERE KIND": (N or "all", where, kind or "")."""
    number, where, kind = (clause.removes_counters.split(" ", 2) + [""])[:3]
    return number, where, kind


def _removals(state, ref: str, kind: str, since: int | None):
    """(moment, link, number or None for all, removed kind) of each resolved removal that reached ``ref``."""
    for index, link in sorted(state.resolved.items()):
        if (since is not None and index <= since) or link.effect is None or link.effect_negated \
                or link.activation_negated:
            continue
        for clause in link.effect.clauses:
            if not clause.removes_counters:
                continue
            number, where, removed = _removal(clause)
            reached = where == "field" or (where == "card" and link.card == ref) \
                or (where == "target" and ref in link.targets) \
                or (where == "side" and state.controller(ref) == link.controller)
            # "all Spell Counters" takes every Spell Counter, not the other kinds a question about any counter counts
            if reached and (removed == "" or removed == kind or (number != "all" and not kind)):
                yield index, link, None if number == "all" else int(number), removed


def removed_all_at(state, ref: str, kind: str, since: int | None) -> int | None:
    """The last moment after ``since`` a resolution removed every counter of ``kind`` from card ``ref`` (None: none)."""
    last = None
    for index, link, number, removed in _removals(state, ref, kind, since):
        if number is None:
            last = index
            what = f"{removed.title()} Counters" if removed else "counters"
            state.cite(RULE)
            state.assume(f"{link.info.name} removed all {what} from {state.infos[ref].name} as it resolved (rule {RULE})")
    return last


def removed_in_number(state, ref: str, kind: str, since: int | None) -> int:
    """How many counters of ``kind`` resolutions after ``since`` removed from card ``ref`` one number at a time."""
    total = 0
    for _, link, number, removed in _removals(state, ref, kind, since):
        if number is not None:
            total += number
            state.cite(RULE)
            state.assume(f"{link.info.name} removed {number} counter(s) from {state.infos[ref].name} as it resolved "
                         f"(rule {RULE})")
    return total


_PLACES = {"field": "the field", "side": "its controller's side of the field", "card": "itself", "target": "its target"}


def removal_words(link) -> str | None:
    """What a resolved Chain Link's removal of counters did, in words for the history ("removed all Spell Counters
    from the field"); None when it removes none or was negated."""
    if link.effect is None or link.effect_negated or link.activation_negated:
        return None
    said = []
    for clause in link.effect.clauses:
        if clause.removes_counters:
            number, where, kind = _removal(clause)
            what = f"{kind.title()} Counter" if kind else "counter"
            many = "all " + what + "s" if number == "all" else f"{number} {what}{'s' if number != '1' else ''}"
            said.append(f"removed {many} from {_PLACES[where]}")
    return " and ".join(said) or None
