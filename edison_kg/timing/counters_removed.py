"""Amounts counted from the counters an earlier part of the same resolution removed (rule
res-amount-counted-from-counters-removed, round 101): "Remove all Fog Counters from the field. Inflict 300 damage
to your opponent for each Fog Counter you removed" (Updraft), "Remove all Venom Counters from that card, and inflict
700 damage ... for each Venom Counter removed" (Venom Burn). Removing the counters is the first part of the same
resolution, so the number is that of the counters of that kind there as the resolution starts: on every card on the
field, or on the card the effect selected (still on the field). The card reader marks the clause
(cardtext/counters_removed.py)."""

from __future__ import annotations

COUNTERS_REMOVED = "res-amount-counted-from-counters-removed"
MARK = "counters_removed"


def counts_counters_removed(clause) -> bool:
    return (clause.counts_done_before or "").startswith(MARK + " ")


def counters_it_removed(state, clause, link) -> int | None:
    """The LP amount of ``clause``: its number for each counter the earlier part removed (None: not known)."""
    from edison_kg.timing.rules.board import counters_on     # board reads the chain: imported late

    _, kind, where = clause.counts_done_before.split()
    if where == "field":
        refs = [ref for ref, card in state.cards.items() if card.on_field and ref in state.scenario.cards]
    else:
        refs = [ref for ref in link.targets if state.cards[ref].on_field]
    if clause.lp_per_card is None or (where == "target" and not refs):
        return None if clause.lp_per_card is None else 0
    count = sum(counters_on(state, ref, kind) for ref in refs)
    state.cite(COUNTERS_REMOVED)
    place = "on the field" if where == "field" else "on " + ", ".join(state.infos[ref].name for ref in refs)
    state.assume(f"{state.infos[link.card].name} removed the {count} {kind.title()} Counter(s) {place} (those the "
                 f"scenario gives the cards there): {clause.lp_per_card} for each, {clause.lp_per_card * count} in all")
    return clause.lp_per_card * count
