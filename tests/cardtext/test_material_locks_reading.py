"""Locks the card reader reads on real cards of the pool: one a Ritual material gives the monster Ritual
Summoned with it, a limit on the Spell/Trap Cards a player may activate each turn, and a cap on the other player's
monsters (tables/restrictions.toml)."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_a_ritual_material_gives_the_ritual_monster_a_lock_on_the_other_player():
    [lock] = [r for e in card("Djinn Releaser of Rituals") for r in e.restrictions]
    assert (lock.kind, lock.granted_to, lock.players, lock.action) == \
        ("cannot-special-summon", "ritual-monster", "opponent", "special_summon")


def test_a_limit_on_activations_each_turn():
    [limit] = [r for e in card("Great Shogun Shien") for r in e.restrictions]
    assert (limit.kind, limit.players, limit.limit, limit.holds_while, limit.cards.classes) == \
        ("cannot-activate", "opponent", 1, "card-activations-since-applying", frozenset({"spell", "trap"}))


def test_a_cap_on_the_other_players_monsters():
    [cap] = [r for e in card("Kaiser Colosseum") for r in e.restrictions]
    assert (cap.kind, cap.players) == ("monster-count-capped", "opponent")
