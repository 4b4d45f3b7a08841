"""Round 9 readings: an effect that must be in the Graveyard to be activated, and the wordings
that negate the effects of monsters destroyed by battle."""

from __future__ import annotations

from cardtext.pool import card


def restrictions(name):
    return [r for e in card(name) for r in e.restrictions if r.kind == "negate-destroyed-by-battle"]


def test_an_effect_that_must_be_in_the_graveyard_to_activate():
    shell = next(e for e in card("Volcanic Shell") if e.kind != "continuous")
    assert shell.activates_from == "graveyard"         # "This card must be in the GY to activate and to resolve"
    dude = next(e for e in card("Destiny HERO - Double Dude") if e.kind == "trigger")
    assert dude.activates_from == "graveyard"


def test_the_wordings_that_negate_the_effects_of_monsters_destroyed_by_battle():
    for name in ("Ancient Gear Beast", "Terrorking Archfiend", "Dark Lucius LV4", "Dark Ruler Ha Des"):
        assert len(restrictions(name)) == 1, name
    # held only sometimes ("If ..., the effects ... are negated", a gained bullet): not read as always on
    for name in ("Dark Lucius LV6", "Element Saurus", "Blade Knight"):
        assert restrictions(name) == [], name
