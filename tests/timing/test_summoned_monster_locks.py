"""A lock on monsters of a kind on the field that names how they were Summoned
("Level 6 or higher Special Summoned monsters ... cannot ... activate their effects"; rule
ce-lock-on-summoned-monsters), on made-up monsters of the shapes the rulings speak of: a
Special Summoned Level 7 monster cannot activate its effect, a Tribute Summoned one and a Level 4
one can."""

from __future__ import annotations

from edison_kg.timing.rules.activation import can_activate_verdict
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

GRAVE = ("Grave of the Super Ancient Organism", "All Level 6 or higher Special Summoned monsters on the field cannot "
         "declare attacks or activate their effects.")
IGNITION = "Once per turn: You can target 1 card on the field; destroy that target."


def cards(level):
    return {"grave": own(*GRAVE, "B", "spell_trap_zone", "spell", "Continuous", face_up=True),
            "big": own("Test Dragon", IGNITION, "A", "hand", "monster", "Effect",
                       level=level)}


def verdict(state):
    return can_activate_verdict(state, "big", state.infos["big"].effects[0])


def summoned(how):
    return [{"events": [{"event": how, "card": "big", "player": "A"}]}]


def test_a_special_summoned_high_level_monster_cannot_activate_its_effect(duel):
    v = verdict(duel(cards(7), summoned("special_summon")))
    assert (v.answer, v.reason) == ("no", "other") and "ce-lock-on-summoned-monsters" in v.rules


def test_a_synchro_summon_is_a_special_summon(duel):
    assert verdict(duel(cards(7), summoned("synchro_summon"))).answer == "no"


def test_a_tribute_summoned_or_low_level_monster_is_out_of_its_reach(duel):
    tribute = verdict(duel(cards(7), summoned("tribute_summon")))
    low = verdict(duel(cards(4), summoned("special_summon")))
    assert tribute.answer == "yes", tribute
    assert low.answer == "yes", low
