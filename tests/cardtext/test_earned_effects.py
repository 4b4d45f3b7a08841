"""The card reader's effects earned by destroying monsters by battle (edison_kg/cardtext/earned_effects.py)."""

from __future__ import annotations

from edison_kg.cardtext.earned_effects import battle_win_states
from tests.cardtext.pool import card


def test_each_labelled_effect_of_the_battle_count_lead_needs_its_count():
    # Great Dezard is the pool's only card of the wording
    lead, one, two = card("Great Dezard")
    assert lead.earned_by_wins is None
    assert (one.kind, one.earned_by_wins) == ("continuous", 1)
    assert (two.kind, two.earned_by_wins) == ("ignition", 2)


def test_a_label_without_the_lead_earns_nothing():
    # Harpie's Pet Baby Dragon's count bullets are a count of cards controlled, not of battles won
    effects = card("Harpie's Pet Baby Dragon")
    assert all(effect.earned_by_wins is None for effect in battle_win_states(effects, "● 3 or more: ..."))
