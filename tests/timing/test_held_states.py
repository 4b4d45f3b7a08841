"""An activation its text ties to a state of the duel no other reading holds (edison_kg/timing/rules/held_states.py,
rule cond-activation-needs-a-held-state), on real cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

RULE = "cond-activation-needs-a-held-state"


def ask(cards, question, phase="main1", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_hand_sizes_of_both_players():
    # Gamble: "when your opponent's hand is 6 or more cards and your hand is 2 or less"
    cards = {"g": card("Gamble", "A", "spell_trap_zone", face_up=False),
             **{f"o{i}": card("Sangan", "B", "hand") for i in range(6)},
             **{f"y{i}": card("Sangan", "A", "hand") for i in range(2)}}
    assert ask(cards, {"can_activate": "g"}, turn_player="B").answer == "yes"
    cards["y2"] = card("Mystical Elf", "A", "hand")
    answer = ask(cards, {"can_activate": "g"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and RULE in answer.rules
    del cards["y2"], cards["o5"]
    answer = ask(cards, {"can_activate": "g"}, turn_player="B")
    assert answer.answer == "no" and RULE in answer.rules and answer.assumed


def test_a_hand_left_open_could_hold_enough():
    cards = {"g": card("Gamble", "A", "spell_trap_zone", face_up=False),
             **{f"o{i}": card("Sangan", "B", "hand") for i in range(5)},
             "x": {"name": "Mystical Elf", "controller": "B"}}
    assert ask(cards, {"can_activate": "g"}, turn_player="B").answer == "yes"


def test_every_monster_on_the_field_face_up():
    # Battle of the Elements: "Activate only while all monsters on the field are face-up."
    cards = {"b": card("Battle of the Elements", "A", "spell_trap_zone", face_up=False),
             "m": card("Sangan", "A", position="attack"), "n": card("Mystical Elf", "B", position="defense")}
    assert ask(cards, {"can_activate": "b"}).answer == "yes"
    cards["n"] = card("Mystical Elf", "B", position="defense", face_up=False)
    answer = ask(cards, {"can_activate": "b"})
    assert answer.answer == "no" and RULE in answer.rules and "face-down" in answer.explanation


def test_only_monsters_of_one_type_in_the_graveyard():
    # Viper's Rebirth: "Activate only if all monsters in your Graveyard are Reptile-Type."
    cards = {"v": card("Viper's Rebirth", "A", "hand"), "r": card("Alien Shocktrooper", "A", "graveyard")}
    assert RULE not in ask(cards, {"can_activate": "v"}).rules
    cards["d"] = card("Dark Magician", "A", "graveyard")
    answer = ask(cards, {"can_activate": "v"})
    assert answer.answer == "no" and RULE in answer.rules and "Dark Magician" in answer.explanation
    # a Spell in the Graveyard is no monster of another Type
    del cards["d"]
    cards["s"] = card("Pot of Greed", "A", "graveyard")
    assert RULE not in ask(cards, {"can_activate": "v"}).rules


def test_a_face_up_monster_of_each_attribute():
    # Fuh-Rin-Ka-Zan: "When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field"
    cards = {"f": card("Fuh-Rin-Ka-Zan", "A", "spell_trap_zone", face_up=False),
             "w": card("Harpie Lady", "A", position="attack"), "a": card("7 Colored Fish", "B", position="attack"),
             "i": card("Flame Manipulator", "A", position="attack"),
             "e": card("Giant Soldier of Stone", "B", position="defense")}
    assert ask(cards, {"can_activate": "f"}).answer == "yes"
    cards["e"] = card("Giant Soldier of Stone", "B", position="defense", face_up=False)
    answer = ask(cards, {"can_activate": "f"})
    assert answer.answer == "no" and RULE in answer.rules and "EARTH" in answer.explanation


def test_the_opponent_controls_a_monster_and_you_control_none():
    # Teleport: "Once per turn, if your opponent controls a monster and you control no monsters, you can pay 800 ..."
    cards = {"t": card("Teleport", "A", "spell_trap_zone"), "o": card("Sangan", "B", position="attack"),
             "p": card("Psychic Commander", "A", "hand")}
    assert RULE not in ask(cards, {"can_activate": "t"}).rules
    cards["m"] = card("Mystical Elf", "A", position="defense")
    answer = ask(cards, {"can_activate": "t"})
    assert answer.answer == "no" and RULE in answer.rules
    del cards["m"], cards["o"]
    answer = ask(cards, {"can_activate": "t"})
    assert answer.answer == "no" and RULE in answer.rules


def test_cards_of_one_name_in_the_graveyard():
    # Symbol of Heritage: "Activate only while there are 3 Monster Cards with the same name in your Graveyard."
    cards = {"s": card("Symbol of Heritage", "A", "hand"),
             **{f"g{i}": card("Sangan", "A", "graveyard") for i in range(2)},
             "x": card("Mystical Elf", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "s"})
    assert answer.answer == "no" and RULE in answer.rules
    cards["g2"] = card("Sangan", "A", "graveyard")
    assert RULE not in ask(cards, {"can_activate": "s"}).rules


def test_normal_monsters_of_one_name_on_the_field():
    # Delta Attacker: "while there are 3 Normal Monsters of the same name (except Tokens) on your side of the field"
    cards = {"d": card("Delta Attacker", "A", "hand"),
             **{f"m{i}": card("Mystical Elf", "A", position="attack") for i in range(2)},
             "s": card("Sangan", "A", position="attack")}
    answer = ask(cards, {"can_activate": "d"})
    assert answer.answer == "no" and RULE in answer.rules
    cards["m2"] = card("Mystical Elf", "A", position="defense")
    assert RULE not in ask(cards, {"can_activate": "d"}).rules


def test_cards_on_the_field_and_in_the_hand_of_either_player():
    # Bubble Crash: "when any player has 6 or more cards on the field and/or in their hand"
    cards = {"b": card("Bubble Crash", "A", "spell_trap_zone", face_up=False),
             **{f"h{i}": card("Sangan", "B", "hand") for i in range(4)},
             "m": card("Mystical Elf", "B", position="attack")}
    answer = ask(cards, {"can_activate": "b"}, turn_player="B")
    assert answer.answer == "no" and RULE in answer.rules
    cards["t"] = card("Mirror Force", "B", "spell_trap_zone", face_up=False)
    assert RULE not in ask(cards, {"can_activate": "b"}, turn_player="B").rules


def test_activated_only_at_the_start_of_main_phase_1():
    # Calming Magic: "This card can only be activated at the start of Main Phase 1."
    cards = {"c": card("Calming Magic", "A", "hand"), "s": card("Sangan", "A", "hand")}
    assert RULE not in ask(cards, {"can_activate": "c"}).rules
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                         "steps": [{"summon": "s", "method": "normal"}], "ask": {"can_activate": "c"}})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and RULE in answer.rules


def test_a_monster_also_treated_as_other_attributes_meets_them_alone():
    # Elemental Mistress Doriado: "The Attribute of this card is also treated as WIND, WATER, FIRE, and EARTH while it
    # is face-up on the field."
    cards = {"f": card("Fuh-Rin-Ka-Zan", "A", "spell_trap_zone", face_up=False),
             "d": card("Elemental Mistress Doriado", "A", position="attack")}
    answer = ask(cards, {"can_activate": "f"})
    assert RULE not in answer.rules and "state-attribute-also-treated-as" in answer.rules
    cards["d"] = card("Elemental Mistress Doriado", "A", position="defense", face_up=False)
    assert RULE in ask(cards, {"can_activate": "f"}).rules
