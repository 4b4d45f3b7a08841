"""A stat change bounded to damage calculation with no colon is a Continuous Effect (round 131, rule
kind-damage-calculation-window-applied), while a "During damage calculation ...:" with a colon stays an effect to
activate."""

from __future__ import annotations

from cardtext.pool import card


def _kind(name, start):
    return next(e.kind for e in card(name) if e.text.startswith(start))


def test_a_stat_change_during_damage_calculation_only_is_continuous():
    assert _kind("Mirage Knight", "During damage calculation only") == "continuous"
    assert _kind("Iron Core Armor", "During damage calculation only") == "continuous"    # an Equip Spell of the family
    assert _kind("Buster Rancher", "During damage calculation") == "continuous"


def test_a_damage_calculation_condition_with_a_colon_is_still_activated():
    assert _kind("Kuribon", "During damage calculation") != "continuous"
    assert _kind("Nutrient Z", "During damage calculation") != "continuous"
