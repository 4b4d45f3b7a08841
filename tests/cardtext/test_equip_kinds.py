"""The kinds an Equip Card's text lets it be equipped to (cardtext/equip_kinds.py), stored as
ek:equipOnlyTo on the card."""

from __future__ import annotations

from edison_kg.cardtext import read_card
from edison_kg.cardtext.equip_kinds import equip_only_to
from edison_kg.rdf.mapping import CARD_FIELDS


def test_a_type_an_attribute_and_a_subtype():
    assert equip_only_to(["Equip only to a LIGHT Warrior-Type monster. It gains 300 ATK."]) == [
        "class=monster;type=Warrior;attribute=LIGHT"]
    assert equip_only_to(["Equip only to a Spirit monster. The equipped monster does not have to ..."]) == [
        "class=monster;subtype=Spirit"]


def test_an_archetype_and_levels():
    assert equip_only_to(['Equip only to a Level 3 "Morphtronic" monster.']) == [
        "class=monster;name=Morphtronic;level-max=3;level-min=3"]
    assert equip_only_to(["Equip only to a Level 8 or higher Dragon-Type Synchro Monster."]) == [
        "class=monster;subtype=Synchro;type=Dragon;level-min=8"]


def test_the_side_it_names():
    assert equip_only_to(["Equip only to a monster your opponent controls. Take control of it."]) == [
        "side=opponent;class=monster"]
    assert equip_only_to(["You can only equip this card to a monster on your side of the field."]) == [
        "side=you;class=monster"]


def test_a_list_of_kinds_and_a_level_range_in_one_kind():
    assert equip_only_to(['Equip only to "Black Rose Dragon" or a Plant-Type monster.']) == [
        "class=monster;card=Black Rose Dragon", "class=monster;type=Plant"]
    assert equip_only_to(['Equip only to a "Power Tool Dragon" or Level 4 or higher Machine-Type "Morphtronic" '
                          'monster you control.']) == [
        "side=you;class=monster;card=Power Tool Dragon",
        "side=you;class=monster;type=Machine;name=Morphtronic;level-min=4"]
    assert equip_only_to(['Equip only to "Chu-Ske the Mouse Fighter", "Monk Fighter", or "Master Monk".']) == [
        "class=monster;card=Chu-Ske the Mouse Fighter", "class=monster;card=Monk Fighter",
        "class=monster;card=Master Monk"]


def test_an_unread_tail_leaves_the_kind_it_narrows():
    assert equip_only_to(['Equip only to a Fusion Monster that lists "Elemental HERO Neos" as material.']) == [
        "class=monster;subtype=Fusion"]
    # "that is the only monster you control" is read since round 99 (rule eq-equip-only-to-a-lone-monster)
    assert equip_only_to(["Equip only to a Warrior-Type monster that is the only monster you control."]) == [
        "side=you;class=monster;type=Warrior;alone=yes"]


def test_no_limit_named():
    assert equip_only_to(["The equipped monster gains 1000 ATK."]) == []


def test_the_card_reading_stores_it():
    reading = read_card({"name": "Mirror of Yata", "card_type": "spell", "subtypes": ["Equip"],
                         "texts": {"custom": "Equip only to a Spirit monster. If it would be destroyed by battle, "
                                             "destroy this card instead."}})
    assert reading.equip_only_to == ["class=monster;subtype=Spirit"]
    assert "equip_only_to" in {f.attribute for f in CARD_FIELDS}


def test_a_trap_that_becomes_an_equip_card_names_its_kind_in_its_own_words():
    assert equip_only_to(["Equip this card to a Gemini monster you control as an Equip Card. It gains 700 ATK."]) == [
        "side=you;class=monster;subtype=Gemini"]
    # "equip this card to that monster": the one an event gave, no kind of its own
    assert equip_only_to(["Activate only when a monster is Special Summoned to your opponent's side of the field. "
                          "Equip this card to that monster. It gains 500 ATK."]) == []
