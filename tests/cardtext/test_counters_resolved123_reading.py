"""Counters a clause removes as its effect resolves (cardtext/counters_resolved.py, round 123), on real wordings."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.counters_resolved import counters_removed_by
from tests.cardtext.pool import card


@pytest.mark.parametrize("text, read", [
    ("Remove all Spell Counters on both sides of the field", "all field spell"),      # Exhausting Spell
    ("Remove all counters from the field", "all field"),                              # Counter Cleaner
    ("Remove all Venom Counters from that card", "all target venom"),                 # Venom Burn
    ("remove all Spell Counters on it", "all card spell"),                            # Mythical Beast Cerberus
    ("remove all counter(s) from this card", "all card"),                             # Dark Catapulter
    ("Remove 1 counter from this card", "1 card"),                                    # B.E.S. Big Core
    ("remove 1 Spell Counter on your side of the field", None),                       # which card: left open
    ("remove 2 Shine Counters from this card instead", None),                         # a replacement, no resolution
    ("place 1 Spell Counter on this card", None),
])
def test_counters_removed_as_it_resolves(text, read):
    assert counters_removed_by(text) == read


def test_a_costs_removal_is_not_stored_as_done_by_the_resolution():
    removals = [(c.removes_counters, bool(c in e.cost_clauses)) for e in card("Breaker the Magical Warrior")
                for c in (*e.cost_clauses, *e.clauses) if c.removes_counters]
    assert removals == []
    assert [c.removes_counters for e in card("Exhausting Spell") for c in e.clauses] == ["all field spell"]
