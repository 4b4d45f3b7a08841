"""An activation its text ties to a count of cards (edison_kg/timing/rules/field_counts.py, rule
cond-activation-needs-a-count), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_a_trap_that_needs_cards_in_the_opponents_hand():
    # Trap Dustshoot: "Activate only if your opponent has 4 or more cards in their hand."
    cards = {"td": card("Trap Dustshoot", "A", "spell_trap_zone", face_up=False),
             **{f"h{i}": card("Sangan", "B", "hand") for i in range(3)}}
    answer = ask(cards, {"can_activate": "td"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-count" in answer.rules and answer.assumed
    cards["h3"] = card("Mystical Elf", "B", "hand")
    assert ask(cards, {"can_activate": "td"}).answer == "yes"


def test_a_card_whose_place_is_left_open_could_make_the_count():
    cards = {"td": card("Trap Dustshoot", "A", "spell_trap_zone", face_up=False),
             **{f"h{i}": card("Sangan", "B", "hand") for i in range(3)},
             "x": {"name": "Mystical Elf", "controller": "B"}}
    assert ask(cards, {"can_activate": "td"}).answer == "yes"


def test_a_count_no_player_may_exceed():
    # Spatial Collapse: "only ... when both you and your opponent each have 5 or less cards on your respective sides"
    cards = {"sc": card("Spatial Collapse", "A", "spell_trap_zone", face_up=False),
             **{f"m{i}": card("Sangan", "B", position="attack") for i in range(3)},
             **{f"s{i}": card("Mirror Force", "B", "spell_trap_zone", face_up=False) for i in range(3)}}
    answer = ask(cards, {"can_activate": "sc"})
    assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules
    del cards["s2"]
    assert ask(cards, {"can_activate": "sc"}).answer == "yes"


def test_a_kind_counted_in_the_graveyard():
    # Dark Nephthys: "If you have 3 or more DARK monsters in your Graveyard and this card in your hand: ..."
    cards = {"dn": card("Dark Nephthys", "A", "hand"), "g1": card("Sangan", "A", "graveyard"),
             "g2": card("Dark Magician", "A", "graveyard"), "g3": card("Mystical Elf", "A", "graveyard")}
    assert ask(cards, {"can_activate": "dn", "effect": 1}).answer == "no"
    cards["g3"] = card("Dark Magician", "A", "graveyard")
    assert ask(cards, {"can_activate": "dn", "effect": 1}).answer == "yes"


def test_an_effect_that_destroys_as_many_cards_as_another_count():
    # R - Righteous Justice: "Destroy Spell/Trap Cards equal to the number of "Elemental HERO" cards you control."
    cards = {"rj": card("R - Righteous Justice", "A", "hand"),
             "h1": card("Elemental HERO Avian", "A", position="attack"),
             "h2": card("Elemental HERO Burstinatrix", "A", position="attack"),
             "st": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"can_activate": "rj"})
    assert answer.answer == "no" and "cond-destroys-as-many-as-it-counts" in answer.rules and answer.assumed
    cards["st2"] = card("Magic Cylinder", "B", "spell_trap_zone", face_up=False)
    assert ask(cards, {"can_activate": "rj"}).answer == "yes"


def test_a_hand_the_scenario_names_no_card_in_is_empty():
    # the opponent's hand holds only the cards the scenario names there: none
    cards = {"td": card("Trap Dustshoot", "A", "spell_trap_zone", face_up=False),
             "own": card("Sangan", "A", "hand")}
    answer = ask(cards, {"can_activate": "td"})
    assert answer.answer == "no"
    assert "Player B's hand holds only the cards the scenario names there: none" in answer.assumed


def test_a_bare_number_in_the_hand_is_neither_more_nor_fewer():
    # Penalty Game!: "When your opponent has 4 cards in their hand: ..." - with 5 it cannot be activated
    names = ["Sangan", "Mystical Elf", "Vorse Raider", "Pot of Greed", "Dark Magician"]
    cards = {"pg": card("Penalty Game!", "A", "spell_trap_zone", face_up=False),
             **{f"h{i}": card(names[i], "B", "hand") for i in range(5)}}
    answer = ask(cards, {"can_activate": "pg"})
    assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules
    cards.pop("h4")
    assert ask(cards, {"can_activate": "pg"}).answer == "yes"


def test_a_card_that_needs_every_monster_zone_of_the_opponent_occupied():
    # Flash of the Forbidden Spell: "Activate only when all of your opponent's Monster Card Zones are occupied by monsters."
    names = ["Sangan", "Mystical Elf", "Vorse Raider", "Gemini Elf", "Dark Magician"]
    cards = {"ff": card("Flash of the Forbidden Spell", "A", "hand"),
             **{f"m{i}": card(names[i], "B", position="attack") for i in range(4)},
             "st": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}   # a Spell/Trap fills no Monster Zone
    answer = ask(cards, {"can_activate": "ff"})
    assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules, answer.explanation
    cards["m4"] = card(names[4], "B", position="defense", face_up=False)
    assert ask(cards, {"can_activate": "ff"}).answer == "yes"


# conditions the reader used to leave unread, checked against the scenario
def test_no_cards_in_the_hand():
    # Fire Darts: "Activate only while you have no cards in your hand."
    cards = {"fd": card("Fire Darts", "A", "spell_trap_zone", face_up=False), "h": card("Sangan", "A", "hand")}
    answer = ask(cards, {"can_activate": "fd"})
    assert answer.answer == "no" and "cond-activation-needs-a-count" in answer.rules and answer.assumed
    del cards["h"]
    answer = ask(cards, {"can_activate": "fd"})
    assert answer.answer == "yes" and not any("taken as met" in words for words in answer.assumed)


def test_no_cards_in_the_graveyard_and_the_spell_itself_is_not_counted():
    # Dimension Distortion: "You can only activate this card if there are no cards in your Graveyard. Select 1
    # removed from play monster ..." (activated from the hand: the hand is no Graveyard)
    cards = {"dd": card("Dimension Distortion", "A", "hand"), "b": card("Sangan", "A", "banished"),
             "g": card("Mystical Elf", "A", "graveyard")}
    assert ask(cards, {"can_activate": "dd"}).answer == "no"
    del cards["g"]
    assert ask(cards, {"can_activate": "dd"}).answer == "yes"


def test_no_cards_of_a_kind_in_the_graveyard():
    # Treacherous Trap Hole: "If you have no Trap Cards in your Graveyard: Target 2 monsters on the field"
    cards = {"tth": card("Treacherous Trap Hole", "A", "spell_trap_zone", face_up=False),
             "m1": card("Sangan", "B", position="attack"), "m2": card("Mystical Elf", "B", position="attack"),
             "g": card("Mirror Force", "A", "graveyard")}
    assert ask(cards, {"can_activate": "tth"}).answer == "no"
    cards["g"] = card("Pot of Greed", "A", "graveyard")     # a Spell Card there is no Trap Card
    assert ask(cards, {"can_activate": "tth"}).answer == "yes"


def test_a_bare_number_of_named_cards_a_player_controls():
    # 3-Hump Lacooda: "If you control 3 "3-Hump Lacooda": You can tribute 2 "3-Hump Lacooda"; draw 3 cards."
    cards = {f"l{i}": card("3-Hump Lacooda", "A", position="attack") for i in range(2)}
    assert ask(cards, {"can_activate": "l0"}).answer == "no"
    cards["l2"] = card("3-Hump Lacooda", "A", position="attack")
    assert ask(cards, {"can_activate": "l0"}).answer == "yes"


def test_a_named_card_on_your_side_of_the_field():
    # Talisman of Trap Sealing: "You can only activate this card while there is a face-up "Sealmaster Meisei" on your
    # side of the field."
    cards = {"t": card("Talisman of Trap Sealing", "A", "hand"), "s": card("Sealmaster Meisei", "B", position="attack")}
    assert ask(cards, {"can_activate": "t"}).answer == "no"          # the opponent's is not on your side
    cards["s"] = card("Sealmaster Meisei", "A", position="attack")
    assert ask(cards, {"can_activate": "t"}).answer == "yes"


def test_a_card_of_a_kind_on_either_side_of_the_field():
    # Gottoms' Emergency Call: "If a face-up "X-Saber" monster is on the field: Target 2 "X-Saber" monsters in any
    # Graveyard; Special Summon both to your side of the field."
    cards = {"g": card("Gottoms' Emergency Call", "A", "spell_trap_zone", face_up=False),
             "x1": card("X-Saber Galahad", "B", "graveyard"), "x2": card("X-Saber Airbellum", "A", "graveyard"),
             "s": card("Sangan", "B", position="attack")}
    assert ask(cards, {"can_activate": "g"}).answer == "no"
    cards["s"] = card("X-Saber Airbellum", "B", position="attack")
    assert ask(cards, {"can_activate": "g"}).answer == "yes"


def test_a_card_of_each_name_face_up_on_your_side():
    # Ojama Delta Hurricane!!: "... while "Ojama Green", "Ojama Yellow" and "Ojama Black" are face-up on your side of the field"
    cards = {"o": card("Ojama Delta Hurricane!!", "A", "hand"), "g": card("Ojama Green", "A", position="defense"),
             "y": card("Ojama Yellow", "A", position="defense"), "b": card("Ojama Black", "A", "graveyard"),
             "s": card("Sangan", "B", position="attack")}
    answer = ask(cards, {"can_activate": "o"})
    assert answer.answer == "no" and "cond-activation-needs-each-named-card" in answer.rules
    assert '"Ojama Black"' in answer.explanation
    cards["b"] = card("Ojama Black", "A", position="defense", face_up=False)    # a Set card shows no name
    assert ask(cards, {"can_activate": "o"}).answer == "no"
    cards["b"] = card("Ojama Black", "A", position="defense")
    assert ask(cards, {"can_activate": "o"}).answer == "yes"


def test_a_name_a_card_kept_inside_a_longer_name():
    # Dark Scorpion Combination names "Cliff the Trap Remover", since printed as "Dark Scorpion - Cliff the Trap Remover"
    names = ["Don Zaloog", "Dark Scorpion - Cliff the Trap Remover", "Dark Scorpion - Chick the Yellow",
             "Dark Scorpion - Gorg the Strong", "Dark Scorpion - Meanae the Thorn"]
    cards = {"c": card("Dark Scorpion Combination", "A", "spell_trap_zone", face_up=False),
             **{f"m{i}": card(name, "A", position="attack") for i, name in enumerate(names)}}
    assert ask(cards, {"can_activate": "c"}).answer == "yes"
    del cards["m1"]
    assert ask(cards, {"can_activate": "c"}).answer == "no"


def test_every_named_card_in_the_graveyard():
    # Contract with Exodia: "If you have all 5 of "Exodia the Forbidden One", ... in your Graveyard: Special Summon 1
    # "Exodia Necross" from your hand."
    pieces = ["Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
              "Right Leg of the Forbidden One", "Left Leg of the Forbidden One"]
    cards = {"c": card("Contract with Exodia", "A", "hand"), "n": card("Exodia Necross", "A", "hand"),
             **{f"p{i}": card(name, "A", "graveyard") for i, name in enumerate(pieces)}}
    cards["p4"] = card("Left Leg of the Forbidden One", "A", "hand")
    assert ask(cards, {"can_activate": "c"}).answer == "no"
    cards["p4"] = card("Left Leg of the Forbidden One", "A", "graveyard")
    assert ask(cards, {"can_activate": "c"}).answer == "yes"



def test_none_of_a_kind_on_the_field_or_in_the_graveyard():
    # Synchro Control: "Activate only if you have no Synchro Monsters on your side of the field or in your Graveyard."
    cards = {"sc": card("Synchro Control", "A", "spell_trap_zone", face_up=False),
             "own": card("Black Rose Dragon", "A", "graveyard"),
             "theirs": card("Goyo Guardian", "B", position="attack")}
    answer = ask(cards, {"can_activate": "sc"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and "cond-activation-needs-a-count" in answer.rules
    cards["own"] = card("Black Rose Dragon", "A", position="attack")
    assert ask(cards, {"can_activate": "sc"}).answer == "no"
    # a Synchro Monster in the opponent's Graveyard is not its player's
    cards["own"] = card("Black Rose Dragon", "B", "graveyard")
    assert ask(cards, {"can_activate": "sc"}).answer == "yes"
