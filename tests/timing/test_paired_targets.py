"""What a card is, as a target needs it (props): a target whose Level or ATK is told by the card the
cost takes (edison_kg/timing/rules/paired_targets.py) and a target named by its Summon
(edison_kg/timing/rules/arrivals.py), Equip Spells only their own activation equips (rules/equip_kinds.py), old
Graveyard selections and counts said as "there are", on real cards."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card
from scenario_cards import ask


def test_armed_dragon_lv5_needs_a_monster_in_hand_with_at_least_the_targets_atk():
    # "You can send 1 monster from your hand to the GY, then target 1 face-up monster your opponent controls with
    # ATK less than or equal to the sent monster's ATK; destroy that target."
    cards = {"ad": card("Armed Dragon LV5", "A", position="attack"), "k": card("Kuriboh", "A", "hand"),
             "vr": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "ad", "effect": 1})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "state-target-paired-with-cost" in answer.rules
    assert any("hand holds only" in sentence for sentence in answer.assumed)
    cards["gb"] = card("Gene-Warped Warwolf", "A", "hand")          # 2000 ATK: at least Vorse Raider's 1900
    assert ask(cards, {"can_activate": "ad", "effect": 1}).answer == "yes"


def test_the_current_atk_of_the_target_counts():
    cards = {"ad": card("Armed Dragon LV5", "A", position="attack"), "k": card("Kuriboh", "A", "hand"),
             "vr": card("Vorse Raider", "B", position="attack", atk=200)}      # lowered to 200: Kuriboh's 300 will do
    assert ask(cards, {"can_activate": "ad", "effect": 1}).answer == "yes"


def test_shreddder_compares_levels_with_the_sent_machine():
    # "You can send 1 Machine-Type monster from your hand to the Graveyard, then target 1 monster your opponent
    # controls with a Level less than or equal to the sent monster's; destroy that target."
    cards = {"sh": card("Shreddder", "A", position="attack"), "m": card("Cyber Dragon", "A", "hand"),
             "dm": card("Dark Magician", "B", position="attack")}
    assert ask(cards, {"can_activate": "sh"}).answer == "no"         # Level 5 for a Level 7
    cards["dm"] = card("Vorse Raider", "B", position="attack")       # Level 4
    assert ask(cards, {"can_activate": "sh"}).answer == "yes"


def test_a_hand_the_scenario_leaves_open_decides_nothing():
    cards = {"ad": card("Armed Dragon LV5", "A", position="attack"), "k": card("Kuriboh", "A", "hand"),
             "vr": card("Vorse Raider", "B", position="attack")}
    question = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "ad", "effect": 1}, "unnamed_cards": "open"}
    assert timing.ask(question).answer == "yes"


def test_synchro_strike_targets_a_monster_synchro_summoned_and_still_face_up():
    # "Target Synchro Summoned monster gains 500 ATK for each Synchro Material Monster used to Summon it"
    cards = {"ss": card("Synchro Strike", "A", "spell_trap_zone", face_up=False),
             "gw": card("Goyo Guardian", "B", "extra_deck"), "bm": card("Book of Moon", "A", "hand")}
    summoned = [{"summon": "gw", "method": "synchro"}]
    assert ask(cards, {"can_activate": "ss"}, steps=summoned).answer == "yes"
    moon = summoned + [{"activate": "bm", "targets": ["gw"]}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "ss"}, steps=moon)              # turned face-down: no target now
    assert answer.answer == "no"
    assert "state-target-summoned-as" in answer.rules


def test_a_synchro_monster_special_summoned_by_an_effect_was_not_synchro_summoned():
    cards = {"ss": card("Synchro Strike", "A", "spell_trap_zone", face_up=False),
             "gw": card("Goyo Guardian", "A", "graveyard"), "coh": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "coh", "targets": ["gw"]}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "ss"}, steps=steps)
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "cond-summon-kind" in answer.rules


def test_a_synchro_monster_on_the_field_from_the_start_may_have_been_synchro_summoned():
    cards = {"ss": card("Synchro Strike", "A", "spell_trap_zone", face_up=False),
             "gw": card("Goyo Guardian", "A", position="attack")}
    assert ask(cards, {"can_activate": "ss"}).answer == "yes"


def test_reptilianne_viper_needs_a_monster_whose_current_atk_is_0():
    # "When this card is Normal Summoned, you can select and take control of 1 face-up monster with 0 ATK your
    # opponent controls."
    cards = {"rv": card("Reptilianne Viper", "A", "hand"), "bm": card("Batteryman AA", "B", position="attack", atk=1000)}
    steps = [{"summon": "rv", "method": "normal"}]
    assert ask(cards, {"triggers": True}, steps=steps).chain == []
    # printed 0 ATK: in face-up Defense Position its "gains 1000 ATK for each" does not apply (rule ce-all-yours-in-a-position)
    cards["bm"] = card("Batteryman AA", "B", position="defense")
    assert [link["card"] for link in ask(cards, {"triggers": True}, steps=steps).to_dict()["chain"]] == ["rv"]


def test_an_equip_spell_that_equips_the_monster_it_summons_cannot_be_equipped_from_the_graveyard():
    # Guardian Elma: "When this card is Normal or Special Summoned: You can target 1 appropriate Equip Spell Card in
    # your Graveyard; equip that target to this card."; Re-Fusion: "Special Summon it and equip it with this card"
    cards = {"ge": card("Guardian Elma", "A", "hand"), "rf": card("Re-Fusion", "A", "graveyard"),
             "bd": card("Butterfly Dagger - Elma", "A", "spell_trap_zone", face_up=True)}
    steps = [{"summon": "ge", "method": "special"}]
    answer = ask(cards, {"triggers": True}, steps=steps)
    assert answer.chain == []
    assert "state-equip-only-by-its-own-summon" in answer.rules
    cards["ax"] = card("Axe of Despair", "A", "graveyard")
    assert [link["card"] for link in ask(cards, {"triggers": True}, steps=steps).to_dict()["chain"]] == ["ge"]


def test_the_old_select_in_your_graveyard_needs_the_card_there_before_the_cost():
    # Morphtronic Repair Unit: "Send 1 "Morphtronic" monster from your hand to the Graveyard and select 1
    # "Morphtronic" monster in your Graveyard. Special Summon the selected monster and equip it with this card."
    cards = {"mru": card("Morphtronic Repair Unit", "A", "hand"), "rad": card("Morphtronic Radion", "A", "hand"),
             "vr": card("Vorse Raider", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "mru"})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "state-target-must-exist" in answer.rules
    cards["bb"] = card("Morphtronic Boomboxen", "A", "graveyard")
    assert ask(cards, {"can_activate": "mru"}).answer == "yes"


def test_a_count_said_as_there_are_on_your_side_of_the_field_counts_the_kind_named():
    # The Law of the Normal: "You can only activate this card while there are 5 face-up Level 2 or lower Normal
    # Monsters on your side of the field."
    names = ["Archfiend Marmot of Nefariousness", "Atlantean Pikeman", "Basic Insect", "Bokoichi the Freightening Car"]
    cards = {f"m{i}": card(name, "A", position="attack") for i, name in enumerate(names)}
    cards["ln"] = card("The Law of the Normal", "A", "hand")
    cards["big"] = card("7 Colored Fish", "A", position="attack")          # Level 4: not of the kind
    answer = ask(cards, {"can_activate": "ln"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    cards["big"] = card("Archfiend Marmot of Nefariousness", "A", position="attack")
    assert ask(cards, {"can_activate": "ln"}).answer == "yes"
