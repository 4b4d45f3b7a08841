"""What an activation needs of the duel's cards (edison_kg/timing/rules/card_needs.py, held_first.py, and the readings
of cardtext/taken_cards.py and scaled.py judged by the pile, Tribute and count rules;), on real cards, met and
unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_cost_of_an_equip_spell_equipped_to_its_card():
    # Guardian Ceal: "send 1 Equip Spell Card you control that is equipped to this card to the Graveyard"
    cards = {"c": card("Guardian Ceal", "A", position="attack"), "x": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "c"})
    assert answer.answer == "no" and "cost-send-cards-equipped-to-it" in answer.rules
    cards["e"] = card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="c")
    assert ask(cards, {"can_activate": "c"}).answer == "yes"


def test_select_and_special_summon_from_the_graveyard():
    # Junk Box: "Select and Special Summon 1 Level 4 or lower "Morphtronic" monster from your Graveyard."
    cards = {"j": card("Junk Box", "A", "hand"), "s": card("Sangan", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "j"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["m"] = card("Morphtronic Magnen", "A", "graveyard")
    assert ask(cards, {"can_activate": "j"}).answer == "yes"


def test_the_condition_before_what_the_deed_needs():
    # Teleport: "if your opponent controls a monster and you control no monsters, you can pay 800 Life Points to Special
    # Summon 1 Psychic-Type monster from your hand": with no Psychic in the hand either, the condition is the reason
    cards = {"t": card("Teleport", "A", "spell_trap_zone", face_up=True), "x": card("Vorse Raider", "B", position="attack"),
             "v": card("Dark Blade", "A", position="attack"), "h": card("Sangan", "A", "hand")}
    answer = ask(cards, {"can_activate": "t"})
    assert answer.answer == "no" and answer.reason == "condition-not-met"
    del cards["v"]
    answer = ask(cards, {"can_activate": "t"})
    assert answer.answer == "no" and answer.reason == "other"      # the condition holds; the hand has no Psychic
    cards["h"] = card("Krebons", "A", "hand")
    assert ask(cards, {"can_activate": "t"}).answer == "yes"


def test_a_tribute_of_one_monster_of_each_attribute():
    # Elemental Burst: "Tribute 1 each of WIND, WATER, FIRE, and EARTH monsters to activate this card."
    cards = {"b": card("Elemental Burst", "A", "spell_trap_zone", face_up=False),
             "wind": card("Harpie Lady", "A", position="attack"), "water": card("Mother Grizzly", "A", position="attack"),
             "earth": card("Giant Rat", "A", position="attack"), "x": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "b"}, turn_player="B")
    assert answer.answer == "no" and "cost-tribute-of-a-kind" in answer.rules
    cards["fire"] = card("UFO Turtle", "A", position="attack")
    assert ask(cards, {"can_activate": "b"}, turn_player="B").answer == "yes"


def test_a_draw_for_each_name_of_an_archetype_controlled():
    # Space Gift: "Draw 1 card for each different "Neo-Spacian" name on the monsters you control."
    cards = {"g": card("Space Gift", "A", "hand"), "v": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "g"})
    assert answer.answer == "no" and "activation-needs-cards-it-counts" in answer.rules
    cards["n"] = card("Neo-Spacian Aqua Dolphin", "A", position="attack")
    assert ask(cards, {"can_activate": "g"}).answer == "yes"


BEASTS = ("Crystal Beast Amber Mammoth", "Crystal Beast Amethyst Cat", "Crystal Beast Cobalt Eagle",
          "Crystal Beast Emerald Tortoise", "Crystal Beast Ruby Carbuncle", "Crystal Beast Sapphire Pegasus",
          "Crystal Beast Topaz Tiger")


def test_a_condition_counting_different_names():
    # Rainbow Gravity: "If you have 7 "Crystal Beast" cards with different names on the field or in your Graveyard"
    cards = {"r": card("Rainbow Gravity", "A", "spell_trap_zone", face_up=False)}
    cards.update({f"c{n}": card(name, "A", "graveyard") for n, name in enumerate(BEASTS[:6])})
    cards["twice"] = card(BEASTS[0], "A", "graveyard")
    answer = ask(cards, {"can_activate": "r"}, turn_player="B")
    assert answer.answer == "no" and answer.reason == "condition-not-met"
    assert "cond-count-of-different-names" in answer.rules
    cards["c6"] = card(BEASTS[6], "A", position="attack")
    assert ask(cards, {"can_activate": "r"}, turn_player="B").answer == "yes"


def test_an_option_with_a_state_of_its_own():
    # Legacy of Yata-Garasu: "● Activate only if your opponent controls a face-up Spirit monster. Draw 2 cards."
    cards = {"l": card("Legacy of Yata-Garasu", "A", "spell_trap_zone", face_up=False),
             "x": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "l", "effect_text": "Draw 2 cards"}, turn_player="B")
    assert answer.answer == "no" and answer.reason == "condition-not-met"
    assert "cond-option-needs-its-own-state" in answer.rules
    assert ask(cards, {"can_activate": "l"}, turn_player="B").answer == "yes"       # "Draw 1 card" can be chosen
    cards["y"] = card("Yata-Garasu", "B", position="attack")
    assert ask(cards, {"can_activate": "l", "effect_text": "Draw 2 cards"}, turn_player="B").answer == "yes"


def test_a_level_within_the_counters_on_its_card():
    # Spacegate: "Special Summon 1 monster from your hand whose Level is less than or equal to the number of Gate
    # Counters on this card"
    cards = {"g": card("Spacegate", "A", "spell_trap_zone", face_up=True), "h": card("Sangan", "A", "hand")}
    answer = ask(cards, {"can_activate": "g"})
    assert answer.answer == "no" and "deed-level-within-counters" in answer.rules
    cards["g"]["counters"] = {"Gate Counter": 3}
    assert ask(cards, {"can_activate": "g"}).answer == "yes"


def test_fusion_materials_named_one_by_one():
    # Cyberdark Impact!: "by returning 1 each of "Cyberdark Horn", "Cyberdark Edge" and "Cyberdark Keel" from your
    # hand, GY, and/or anywhere on your field"; a face-down one on the field may be returned (its ruling)
    cards = {"i": card("Cyberdark Impact!", "A", "hand"), "h": card("Cyberdark Horn", "A", "graveyard"),
             "e": card("Cyberdark Edge", "A", "hand"), "s": card("King of the Swamp", "A", "hand")}
    answer = ask(cards, {"can_activate": "i"})
    assert answer.answer == "no" and "deed-named-materials-each" in answer.rules
    cards["k"] = card("Cyberdark Keel", "A", position="defense", face_up=False)
    assert ask(cards, {"can_activate": "i"}).answer == "yes"


def test_fusion_materials_tributed_with_itself():
    # The Dark - Hex-Sealed Fusion: "Tribute Fusion Material Monsters on the field, including this face-up card"
    cards = {"d": card("The Dark - Hex-Sealed Fusion", "A", position="attack"),
             "x": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "d", "effect_text": "Tribute Fusion Material Monsters"})
    assert answer.answer == "no" and "cost-tribute-materials-with-itself" in answer.rules
    cards["m"] = card("Sangan", "A", position="attack")
    assert ask(cards, {"can_activate": "d", "effect_text": "Tribute Fusion Material Monsters"}).answer == "yes"
