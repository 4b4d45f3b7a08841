"""What an activation takes or pays, asked of the whole engine on real cards, met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_normal_trap_in_the_gy_is_needed_a_continuous_trap_does_not_do():
    # Diskblade Rider: "You can target 1 Normal Trap Card in your GY; banish that target, ..."
    cards = {"dr": card("Diskblade Rider", "A", position="attack"), "cth": card("Call of the Haunted", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "dr"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["mf"] = card("Mirror Force", "A", "graveyard")
    assert ask(cards, {"can_activate": "dr"}).answer == "yes"


def test_a_field_spell_in_the_gy_is_needed():
    # Regulus: "You can target 1 Field Spell in your GY; shuffle that target into the Deck."
    cards = {"rg": card("Regulus", "A", position="attack"), "pog": card("Pot of Greed", "A", "graveyard")}
    assert ask(cards, {"can_activate": "rg"}).answer == "no"
    cards["mpz"] = card("Mystic Plasma Zone", "A", "graveyard")
    assert ask(cards, {"can_activate": "rg"}).answer == "yes"


def test_a_face_up_continuous_spell_is_the_cost_a_field_spell_does_not_pay():
    # Gravi-Crush Dragon: "You can send 1 face-up Continuous Spell Card you control to the Graveyard, then target ..."
    cards = {"gc": card("Gravi-Crush Dragon", "A", position="attack"), "vr": card("Vorse Raider", "B", position="attack"),
             "mpz": card("Mystic Plasma Zone", "A", "field_zone", face_up=True)}
    answer = ask(cards, {"can_activate": "gc"})
    assert answer.answer == "no" and "mtt-cost" in answer.rules
    cards["sa"] = card("Spell Absorption", "A", "spell_trap_zone", face_up=True)
    assert ask(cards, {"can_activate": "gc"}).answer == "yes"


def test_healing_wave_generator_needs_another_face_up_monster():
    cards = {"hw": card("Healing Wave Generator", "A", position="attack")}
    answer = ask(cards, {"can_activate": "hw"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["vr"] = card("Vorse Raider", "A", position="face_down")
    assert ask(cards, {"can_activate": "hw"}).answer == "no"
    cards["vr"]["position"] = "attack"
    assert ask(cards, {"can_activate": "hw"}).answer == "yes"


def test_silent_striders_send_is_a_cost_macro_cosmos_forbids():
    cards = {"ss": card("Silent Strider", "A", "hand"), "vr": card("Vorse Raider", "A", position="attack")}
    assert ask(cards, {"can_activate": "ss"}).answer == "yes"
    cards["mc"] = card("Macro Cosmos", "B", "spell_trap_zone", face_up=True)
    answer = ask(cards, {"can_activate": "ss"})
    assert answer.answer == "no" and "ce-banished-instead-cost" in answer.rules


def test_a_cost_sending_only_traps_is_paid_while_only_monsters_are_banished_instead():
    # Magic Planter: "Send 1 face-up Continuous Trap you control to the GY; draw 2 cards."
    cards = {"mp": card("Magic Planter", "A", "hand"),
             "cth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=True),
             "df": card("Dimensional Fissure", "B", "spell_trap_zone", face_up=True)}
    answer = ask(cards, {"can_activate": "mp"})
    assert answer.answer == "yes" and "ce-restriction-partial-scope" in answer.rules
    # Macro Cosmos banishes any card instead: the cost cannot be paid
    del cards["df"]
    cards["mc"] = card("Macro Cosmos", "B", "spell_trap_zone", face_up=True)
    answer = ask(cards, {"can_activate": "mp"})
    assert answer.answer == "no" and "ce-banished-instead-cost" in answer.rules
