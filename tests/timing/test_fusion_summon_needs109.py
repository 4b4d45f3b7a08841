"""Round 109: an activation that performs a Fusion Summon needs one it could do (rule
fus-activation-needs-a-possible-fusion-summon), from the Fusion Monster's materials the card reader stores
(cardtext/fusion_materials.py) and the places its text takes them from (cardtext/fusion_summons.py); a face-up monster
unaffected by the card's effects by a card's protection of a kind (rule ce-unaffected-of-a-kind) cannot be one."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext import analyze
from edison_kg.cardtext.fusion_materials import fusion_materials
from edison_kg.cardtext.fusion_summons import fusion_summon


def _gaia(nsa_owner=None):
    cards = {"poly": card("Polymerization", "A", "hand"), "gaia": card("Gaia The Fierce Knight", "A", position="attack"),
             "cod": card("Curse of Dragon", "A", position="attack"),
             "champ": card("Gaia the Dragon Champion", "A", "extra_deck")}
    if nsa_owner:
        cards["nsa"] = card("Non-Spellcasting Area", nsa_owner, "spell_trap_zone", face_up=True)
    return cards


def test_non_spellcasting_area_keeps_normal_monsters_out_of_polymerization():
    answer = ask(_gaia("A"), {"can_activate": "poly"})
    assert answer.answer == "no"
    assert {"fus-activation-needs-a-possible-fusion-summon", "ce-unaffected-of-a-kind"} <= set(answer.rules)
    assert ask(_gaia(), {"can_activate": "poly"}).answer == "yes"


def test_materials_in_the_hand_are_not_kept_out():
    # Non-Spellcasting Area reaches face-up monsters only: the same materials in the hand can be used
    cards = _gaia("A")
    cards["gaia"], cards["cod"] = card("Gaia The Fierce Knight", "A", "hand"), card("Curse of Dragon", "A", "hand")
    assert ask(cards, {"can_activate": "poly"}).answer == "yes"


def test_no_fusion_monster_written_keeps_it_possible_and_says_so():
    cards = {"poly": card("Polymerization", "A", "hand"), "s": card("Sangan", "A", position="attack")}
    answer = ask(cards, {"can_activate": "poly"})
    assert answer.answer == "yes"
    assert any("Extra Deck" in said for said in answer.to_dict()["assumed"])


def test_miracle_fusion_takes_the_materials_from_field_and_graveyard_only():
    cards = {"mf": card("Miracle Fusion", "A", "hand"), "av": card("Elemental HERO Avian", "A", "graveyard"),
             "bu": card("Elemental HERO Burstinatrix", "A", "hand"),
             "fw": card("Elemental HERO Flame Wingman", "A", "extra_deck")}
    answer = ask(cards, {"can_activate": "mf"})
    assert answer.answer == "no" and "fus-activation-needs-a-possible-fusion-summon" in answer.rules
    cards["bu"] = card("Elemental HERO Burstinatrix", "A", position="attack")
    assert ask(cards, {"can_activate": "mf"}).answer == "yes"


def test_dark_fusion_needs_both_materials_of_its_fiend():
    cards = {"df": card("Dark Fusion", "A", "hand"), "av": card("Elemental HERO Avian", "A", "hand"),
             "iw": card("Evil HERO Inferno Wing", "A", "extra_deck")}
    assert ask(cards, {"can_activate": "df"}).answer == "no"
    cards["bu"] = card("Elemental HERO Burstinatrix", "A", position="defense", face_up=False)
    assert ask(cards, {"can_activate": "df"}).answer == "yes"


def test_dust_barrier_keeps_out_only_the_opponents_spells():
    # Super Polymerization "using monsters from either field"; Dust Barrier: "Face-up Normal Monsters on the field are
    # unaffected by your opponent's Spell Cards"
    cards = {"sp": card("Super Polymerization", "A", "hand"), "d": card("Sangan", "A", "hand"),
             "gaia": card("Gaia The Fierce Knight", "B", position="attack"),
             "cod": card("Curse of Dragon", "B", position="attack"),
             "db": card("Dust Barrier", "B", "spell_trap_zone", face_up=True),
             "champ": card("Gaia the Dragon Champion", "A", "extra_deck")}
    answer = ask(cards, {"can_activate": "sp"})
    assert answer.answer == "no" and "ce-unaffected-of-a-kind" in answer.rules
    cards["db"] = card("Dust Barrier", "A", "spell_trap_zone", face_up=True)
    assert ask(cards, {"can_activate": "sp"}).answer == "yes"


def test_reader_stores_a_fusion_monsters_materials():
    assert sorted(fusion_materials('"Gaia The Fierce Knight" + "Curse of Dragon"', ("Fusion",))) == \
        ["count=1;class=monster;card=Curse of Dragon", "count=1;class=monster;card=Gaia The Fierce Knight"]
    assert fusion_materials('"Cyber Dragon" + "Cyber Dragon" + "Cyber Dragon"', ("Effect", "Fusion")) == \
        ["count=3;class=monster;card=Cyber Dragon"]
    assert fusion_materials("1 Fiend-Type monster + 1 Rock-Type monster", ("Effect", "Fusion")) == \
        ["count=1;class=monster;type=Fiend", "count=1;class=monster;type=Rock"]
    assert fusion_materials("5 Dragon monsters", ("Effect", "Fusion")) == ["count=5;class=monster;type=Dragon"]
    assert fusion_materials('"Cyber Dragon" + 1+ Machine monsters', ("Effect", "Fusion")) == []     # not typed
    assert fusion_materials('"Gaia The Fierce Knight" + "Curse of Dragon"', ("Normal",)) == []


def test_reader_gives_where_the_materials_come_from():
    def held(text):
        return [v for e in analyze(text, card_type="spell", subtypes=("Normal",)) for v in fusion_summon(e)]
    assert held("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as "
                "Fusion Material.") == ["fusion-summon hand+field class=monster"]
    assert held('Fusion Summon 1 "Elemental HERO" Fusion Monster from your Extra Deck, by banishing Fusion Materials '
                'listed on it from your field or your GY.') == ["fusion-summon graveyard+field class=monster;name=Elemental HERO"]
    assert held("Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck.") == []


def _master_of_oz(*materials):
    cards = {"poly": card("Polymerization", "A", "hand"), "oz": card("Master of Oz", "A", "extra_deck")}
    cards.update({f"m{i}": card(name, "A", "hand") for i, name in enumerate(materials)})
    return cards


def test_a_fusion_substitute_stands_in_for_one_named_material():
    # Master of Oz: Big Koala + Des Kangaroo; Goddess with the Third Eye stands in for Des Kangaroo
    answer = ask(_master_of_oz("Goddess with the Third Eye", "Big Koala"), {"can_activate": "poly"})
    assert answer.answer == "yes" and "ce-substitute-material-not-activated" in answer.rules
    assert any("Fusion substitute" in said for said in answer.to_dict()["assumed"])
    # Mystical Sheep #1 for Zone Eater beside Fairy Dragon and Amazon of the Seas (Aqua Dragon)
    aqua = {"poly": card("Polymerization", "A", "hand"), "fd": card("Fairy Dragon", "A", "hand"),
            "am": card("Amazon of the Seas", "A", "hand"), "sh": card("Mystical Sheep #1", "A", "hand"),
            "aqua": card("Aqua Dragon", "A", "extra_deck")}
    assert ask(aqua, {"can_activate": "poly"}).answer == "yes"


def test_the_other_materials_must_be_the_correct_ones():
    # two substitutes, or a substitute beside a monster that is no material, make no Master of Oz
    assert ask(_master_of_oz("Goddess with the Third Eye", "Versago the Destroyer"), {"can_activate": "poly"}).answer == "no"
    assert ask(_master_of_oz("Goddess with the Third Eye", "Sangan"), {"can_activate": "poly"}).answer == "no"
