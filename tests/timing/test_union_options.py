"""A Union Monster's two options judged one by one (edison_kg/timing/rules/options.py, rules
union-option-needs-its-card-where-it-acts and act-an-option-that-can-be-done), and an Equip Card whose activation
forbids the equipped monster to attack that turn (rule limit-attack-forbidden-that-turn), on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

EQUIP = "equip this card to a"
UNEQUIP = "unequip it to Special Summon"


def test_the_equip_option_needs_a_face_up_monster_of_its_kind():
    # W-Wing Catapult: "equip this card to a "V-Tiger Jet" you control, OR unequip it to Special Summon this card"
    cards = {"ww": card("W-Wing Catapult", "A", position="attack"), "vr": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "ww", "effect_text": EQUIP})
    assert answer.answer == "no" and "activation-needs-a-possible-effect" in answer.rules
    cards["vt"] = card("V-Tiger Jet", "A", position="attack")
    assert ask(cards, {"can_activate": "ww", "effect_text": EQUIP}).answer == "yes"
    theirs = {"ww": card("W-Wing Catapult", "A", position="attack"), "vt": card("V-Tiger Jet", "B", position="attack")}
    assert ask(theirs, {"can_activate": "ww", "effect_text": EQUIP}).answer == "no"       # the opponent's is none
    face_down = {"ww": card("W-Wing Catapult", "A", position="attack"),
                 "vt": card("V-Tiger Jet", "A", position="defense", face_up=False)}
    assert ask(face_down, {"can_activate": "ww", "effect_text": EQUIP}).answer == "no"


def test_the_unequip_option_needs_its_card_equipped():
    # Kiryu: "equip it to your "Dark Blade" as an Equip Card, OR unequip the Union equipment and Special Summon this card"
    in_a_monster_zone = {"ki": card("Kiryu", "A", position="attack"), "db": card("Dark Blade", "A", position="attack")}
    answer = ask(in_a_monster_zone, {"can_activate": "ki", "effect_text": "unequip the Union equipment"})
    assert answer.answer == "no" and "union-option-needs-its-card-where-it-acts" in answer.rules
    equipped = {"ki": card("Kiryu", "A", "spell_trap_zone", equipped_to="db"),
                "db": card("Dark Blade", "A", position="attack")}
    assert ask(equipped, {"can_activate": "ki", "effect_text": "unequip the Union equipment"}).answer == "yes"
    answer = ask(equipped, {"can_activate": "ki", "effect_text": "equip it to your"})
    assert answer.answer == "no" and "union-option-needs-its-card-where-it-acts" in answer.rules


def test_no_option_named_is_yes_when_either_can_be_taken():
    # Heavy Mech Support Platform: "equip this card to a Machine-Type monster you control"
    lone = {"hm": card("Heavy Mech Support Platform", "A", position="attack"),
            "vr": card("Vorse Raider", "A", position="attack")}
    answer = ask(lone, {"can_activate": "hm"})
    assert answer.answer == "no" and "act-an-option-that-can-be-done" in answer.rules
    with_machine = {"hm": card("Heavy Mech Support Platform", "A", position="attack"),
                    "cd": card("Cyber Dragon", "A", position="attack")}
    assert ask(with_machine, {"can_activate": "hm"}).answer == "yes"
    equipped = {"hm": card("Heavy Mech Support Platform", "A", "spell_trap_zone", equipped_to="cd"),
                "cd": card("Cyber Dragon", "A", position="attack")}
    assert ask(equipped, {"can_activate": "hm"}).answer == "yes"       # its unequip option


def test_the_equipped_monster_that_attacked_rules_out_the_activation():
    # Omega Goggles: "The equipped monster cannot attack the turn you activate this effect."
    cards = {"og": card("Omega Goggles", "A", "spell_trap_zone", equipped_to="gb"),
             "gb": card("Gemini Elf", "A", position="attack"), "la": card("La Jinn the Mystical Genie of the Lamp", "A", position="attack"),
             "dm": card("Dark Magician", "B", "hand")}          # a card for its random look to pick
    attack = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "gb", "player": "A"}]},
              {"phase": "main2"}]
    answer = ask(cards, {"can_activate": "og"}, attack, phase="main1")
    assert answer.answer == "no" and "limit-attack-forbidden-that-turn" in answer.rules
    other = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "la", "player": "A"}]},
             {"phase": "main2"}]
    assert ask(cards, {"can_activate": "og"}, other, phase="main1").answer == "yes"     # another monster attacked


def test_a_phase_of_each_turn_named_in_the_text():
    # Ultimate Offering: "During your Main Phase or your opponent's Battle Phase: You can pay 500 Life Points; ..."
    cards = {"uo": card("Ultimate Offering", "A", "spell_trap_zone")}
    assert ask(cards, {"can_activate": "uo"}, phase="main1").answer == "yes"
    answer = ask(cards, {"can_activate": "uo"}, phase="battle")          # its controller's own Battle Phase
    assert answer.answer == "no" and "window-phase-named-in-its-text" in answer.rules
    assert ask(cards, {"can_activate": "uo"}, phase="battle", turn_player="B").answer == "yes"
    answer = ask(cards, {"can_activate": "uo"}, phase="main1", turn_player="B")     # the opponent's Main Phase
    assert answer.answer == "no" and "window-phase-named-in-its-text" in answer.rules


def test_an_atk_changing_selection_in_the_opponents_damage_step():
    # Berserking, the opponent's Beast attacks one of its controller's Beasts: before damage calculation it may be used
    cards = {"bk": card("Berserking", "A", "spell_trap_zone"), "gz": card("Gazelle the King of Mythical Beasts", "B",
                                                                           position="attack"),
             "bb": card("Big Koala", "A", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "gz", "player": "B", "target": "bb"}]},
             {"phase": "damage_step"}]
    answer = ask(cards, {"can_activate": "bk"}, steps, phase="battle", turn_player="B")
    assert answer.answer == "yes"
    calculated = [*steps, {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "gz",
                                       "amount": 900}]}]
    answer = ask(cards, {"can_activate": "bk"}, calculated, phase="battle", turn_player="B")
    assert answer.answer == "no" and answer.reason == "damage-step"      # its ATK change is over after damage calculation
    own = {"bk": card("Berserking", "A", "spell_trap_zone"), "gz": card("Gazelle the King of Mythical Beasts", "A",
                                                                         position="attack"),
           "bb": card("Big Koala", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "gz", "player": "A", "target": "bb"}]}]
    answer = ask(own, {"can_activate": "bk"}, steps, phase="battle")       # its controller's own Battle Phase
    assert answer.answer == "no" and "window-phase-named-in-its-text" in answer.rules
