"""An Equip Spell of the older wording names the kind it may be equipped to in the sentence of what it does: "A
FIRE monster equipped with this card increases its ATK by 400 points" (Burning Spear), "Increase the ATK and DEF of a
Winged-Beast-Type monster equipped with this card" (Follow Wind), "This card can only be used to equip Warrior-Type
monsters" (Dragonic Attack). The card reader stores it as ek:equipOnlyTo, as "Equip only to a FIRE monster"; with no
face-up monster of that kind the card cannot be activated (rule eq-equip-needs-a-monster-to-equip, round 85)."""

from __future__ import annotations

from edison_kg.cardtext.equip_kinds import equip_only_to
from scenario_cards import ask, card

RULE = "eq-equip-needs-a-monster-to-equip"


def test_the_older_wording_is_read_as_equip_only_to():
    assert equip_only_to(["A FIRE monster equipped with this card increases its ATK by 400 points and decreases "
                          "its DEF by 200 points."]) == ["class=monster;attribute=FIRE"]
    assert equip_only_to(["Increase the ATK and DEF of a Winged-Beast-Type monster equipped with this card by 300 "
                          "points."]) == ["class=monster;type=Winged Beast"]
    assert equip_only_to(["This card can only be used to equip Warrior-Type monsters. The equipped monster is "
                          "treated as a Dragon-Type."]) == ["class=monster;type=Warrior"]
    # no kind named: no limit read
    assert equip_only_to(["Increase the DEF of a monster equipped with this card by 800 points."]) == []
    # a kind left out ("a non Machine-Type monster"): every Type but that one (round 88)
    (limit,) = equip_only_to(["A non Machine-Type monster equipped with this card cannot attack."])
    assert "Machine" not in limit and "Warrior" in limit


def test_burning_spear_needs_a_fire_monster():
    cards = {"bs": card("Burning Spear", "A", "hand"), "cd": card("Cyber Dragon", "A", position="attack"),
             "gaf": card("Goblin Attack Force", "B", position="attack")}
    got = ask(cards, {"can_activate": "bs"})
    assert got.answer == "no" and RULE in got.rules
    cards["fire"] = card("UFO Turtle", "B", position="attack")       # a FIRE monster, on either side
    assert ask(cards, {"can_activate": "bs"}).answer == "yes"


def test_silver_bow_and_arrow_needs_a_fairy_and_a_face_down_one_shows_no_type():
    # "A Fairy-Type monster equipped with this card increases its ATK and DEF by 300 points."
    cards = {"sba": card("Silver Bow and Arrow", "A", "hand"), "rat": card("Giant Rat", "A", position="attack")}
    got = ask(cards, {"can_activate": "sba"})
    assert got.answer == "no" and RULE in got.rules
    cards["fairy"] = card("Shining Angel", "A", position="defense", face_up=False)
    assert ask(cards, {"can_activate": "sba"}).answer == "no"
    cards["fairy"] = card("Shining Angel", "A", position="attack")
    assert ask(cards, {"can_activate": "sba"}).answer == "yes"
