"""A continuous effect that makes players Set cards first (edison_kg/cardtext/tables/restrictions.toml, kind
set-first): Anti-Spell Fragrance is the only card of the pool with the wording."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_spell_cards_are_set_first_by_both_players():
    found = [r for e in card("Anti-Spell Fragrance") for r in e.restrictions]
    assert [(r.kind, r.players) for r in found] == [("set-first", "both")]
    assert found[0].cards.classes == frozenset({"spell"})


def test_a_lock_on_activating_spell_cards_is_not_set_first():
    found = [r for e in card("Spell Canceller") for r in e.restrictions]
    assert found and not any(r.kind == "set-first" for r in found)
