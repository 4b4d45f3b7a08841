"""An activation that needs a card its text names in quotes, as the name of one card (round 151, rule
cond-activation-needs-the-named-card): "When a Spell/Trap Card is activated while you control a face-up "Elemental
HERO Avian"" (Feather Wind), "If you control "Dark Magician"" (Thousand Knives) need a card of exactly that name; a
card whose name only contains it does not count, even with the card asked about left where the scenario does not
say. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask

RULE = "cond-activation-needs-the-named-card"


def _feather_wind(hero):
    return {"mst": {"name": "Mystical Space Typhoon", "controller": "A"},
            "hero": {"name": hero, "controller": "B", "zone": "monster_zone", "position": "attack"},
            "wind": {"name": "Feather Wind", "controller": "B"}}


def test_feather_wind_with_the_named_hero():
    got = ask(_feather_wind("Elemental HERO Avian"), {"can_activate": "wind"}, [{"activate": "mst"}])
    assert got.to_dict()["answer"] == "yes"


def test_feather_wind_with_another_hero_only():
    got = ask(_feather_wind("Elemental HERO Burstinatrix"), {"can_activate": "wind"}, [{"activate": "mst"}])
    assert (got.to_dict()["answer"], got.to_dict()["reason"]) == ("no", "condition-not-met") and RULE in got.rules


def _knives(magician):
    return {"mage": {"name": magician, "controller": "A", "zone": "monster_zone", "position": "attack"},
            "foe": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
            "knives": {"name": "Thousand Knives", "controller": "A"}}


def test_thousand_knives_needs_dark_magician_not_a_name_containing_it():
    said = {name: ask(_knives(name), {"can_activate": "knives"}).to_dict()
            for name in ("Dark Magician", "Dark Magician Girl")}
    assert said["Dark Magician"]["answer"] == "yes"
    assert (said["Dark Magician Girl"]["answer"], said["Dark Magician Girl"]["reason"]) == ("no", "condition-not-met")
