"""The board, zone and Life Points readings are made once by the reader and stored as
fields of the clause, the effect and the restriction (cardtext/stored.py), and they round-trip through
the graph like every other field."""

from edison_kg.cardtext import analyze
from edison_kg.cardtext.stored_values import counted_of, counters_of, removed_of


def _one(text, **kw):
    effects = analyze(text, psct=True, **kw)
    assert effects
    return effects[0]


def test_counters_removed_by_a_cost_and_counted_by_the_deed():
    effect = _one("Remove 2 Spell Counters from this card; destroy 1 card on the field.")
    assert removed_of(effect.cost_removes_counters) == ("spell", 2, "card")
    effect = _one("You can inflict 300 damage to your opponent for each Plant Counter on this card.")
    assert {counted_of(c.counts_counters) for c in effect.clauses} >= {"plant"}


def test_counters_placed_on_its_own_card():
    effect = _one("Once per turn: You can place 1 Morph Counter on this card.")
    assert [counters_of(c.places_counters) for c in effect.clauses if c.places_counters] == [("morph", 1)]


def test_monsters_summoned_at_once_and_life_points():
    effect = _one('Pay 1000 Life Points; Special Summon 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0).')
    assert [c.lp_amount for c in effect.cost_clauses] == [1000]
    assert [c.summons_at_once for c in effect.clauses if c.action == "special_summon"] == [2]


def test_spell_trap_zones_closed_and_filled():
    effects = analyze("You cannot use 1 of your Spell & Trap Card Zones. Your opponent cannot declare an attack.",
                      card_type="trap", subtypes=("Continuous",))
    assert [e.zones_closed for e in effects] == [1, None]
    effects = analyze("Target 1 monster your opponent controls; take control of it and equip it to this card.")
    assert [(c.zones_filled, c.equips_itself) for e in effects for c in e.clauses if c.action == "equip"] == [(1, False)]


def test_fields_round_trip_through_the_graph():
    from edison_kg.rdf.mapping import CLAUSE_FIELDS, EFFECT_FIELDS, RESTRICTION_FIELDS
    names = {f.attribute for f in CLAUSE_FIELDS + EFFECT_FIELDS + RESTRICTION_FIELDS}
    assert {"places_counters", "places_on_target", "counts_counters", "summons_at_once", "summons_to_opponent",
            "counters_on_opponents", "zones_filled", "equips_itself", "lp_amount", "cost_removes_counters",
            "loses_own_atk", "loses_own_def", "zones_closed", "counters_paid_instead"} <= names
