"""An effect that targets needs its targets on the field (rules/targets.py), and an effect is
activated only in the phase its text names (rules/named_phase.py), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1", turn_player="A", steps=()):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


def test_a_target_in_a_position_that_no_monster_is_in():
    crush = card("Shield Crush", "A", "hand")
    attack = ask({"crush": crush, "vorse": card("Vorse Raider", "B", position="attack")}, {"can_activate": "crush"})
    assert (attack.answer, attack.reason) == ("no", "other")
    assert "state-target-must-exist" in attack.rules
    assert attack.assumed
    set_monster = ask({"crush": crush, "soldier": card("Giant Soldier of Stone", "B", position="face_down")},
                      {"can_activate": "crush"})
    assert set_monster.answer == "yes"             # a Set monster is in Defense Position
    untold = ask({"crush": crush, "vorse": card("Vorse Raider", "B")}, {"can_activate": "crush"})
    assert untold.answer == "yes"                  # its position is not told: it could be one


def test_a_target_with_an_atk_no_monster_has():
    duplication = card("Machine Duplication", "A", "hand")
    strong = ask({"dup": duplication, "cyber": card("Cyber Dragon", "A", position="attack")}, {"can_activate": "dup"})
    assert strong.answer == "no"
    weak = ask({"dup": duplication, "cyber": card("Cyber Dragon", "A", position="attack", atk=400)},
               {"can_activate": "dup"})
    assert weak.answer == "yes"


def test_whose_cards_it_targets():
    control = card("Mind Control", "A", "hand")
    own_only = ask({"mc": control, "vorse": card("Vorse Raider", "A", position="attack")}, {"can_activate": "mc"})
    assert own_only.answer == "no"                 # the opponent's monsters are not named: there are none
    opponent_set = ask({"mc": control, "soldier": card("Giant Soldier of Stone", "B", position="face_down")},
                       {"can_activate": "mc"})
    assert opponent_set.answer == "yes"            # any position will do
    none_there = ask({"mc": control, "soldier": card("Giant Soldier of Stone", "B", zone="graveyard")},
                     {"can_activate": "mc"})
    assert none_there.answer == "no"


def test_a_spell_card_does_not_target_itself():
    typhoon = card("Mystical Space Typhoon", "A", "spell_trap_zone", face_up=False)
    alone = ask({"mst": typhoon, "cylinder": card("Magic Cylinder", "A", "hand")}, {"can_activate": "mst"})
    assert alone.answer == "no"
    other = ask({"mst": typhoon, "cylinder": card("Magic Cylinder", "B", "spell_trap_zone", face_up=False)},
                {"can_activate": "mst"})
    assert other.answer == "yes"


def test_main_phase_1_only():
    drill = card("Drill Warrior", "A", position="attack")
    assert ask({"drill": drill}, {"can_activate": "drill", "effect": 1}).answer == "yes"
    later = ask({"drill": drill}, {"can_activate": "drill", "effect": 1}, phase="main2")
    assert (later.answer, later.reason) == ("no", "condition-not-met")
    assert "window-phase-named-in-its-text" in later.rules
    to_discard = card("Sangan", "A", "hand")      # its second effect discards 1 card
    assert ask({"drill": drill, "sangan": to_discard}, {"can_activate": "drill", "effect": 2}, phase="main2").answer == "yes"


def test_the_opponents_main_phase_1():
    taunt = card("Taunt", "A", "spell_trap_zone", face_up=False)
    vorse = card("Vorse Raider", "A", position="attack")
    assert ask({"taunt": taunt, "vorse": vorse}, {"can_activate": "taunt"}, turn_player="B").answer == "yes"
    own_turn = ask({"taunt": taunt, "vorse": vorse}, {"can_activate": "taunt"}, turn_player="A")
    assert (own_turn.answer, own_turn.reason) == ("no", "condition-not-met")


def test_an_attack_limit_in_a_sentence_of_its_own():
    cards = {"tyranno": card("Super Conductor Tyranno", "A", position="attack"),
             "vorse": card("Vorse Raider", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="defense")}
    steps = [{"events": [{"event": "attack_declared", "card": "tyranno", "player": "A", "target": "elf"}]},
             {"phase": "main2"}]
    attacked = ask(cards, {"can_activate": "tyranno", "effect": 1}, phase="battle", steps=steps)
    assert (attacked.answer, attacked.reason) == ("no", "other")
    assert "limit-attack-forbidden-that-turn" in attacked.rules
    assert ask(cards, {"can_activate": "tyranno", "effect": 1}).answer == "yes"


def test_an_activation_that_targets_a_monster_in_the_graveyard_is_not_one_on_the_field():
    cards = {"field": card("Riryoku Field", "A", "spell_trap_zone", face_up=False),
             "reborn": card("Monster Reborn", "B", "hand"),
             "moon": card("Book of Moon", "B", "hand"),
             "elf": card("Mystical Elf", "B", "graveyard"),
             "vorse": card("Vorse Raider", "A", position="attack")}
    graveyard = ask(cards, {"can_activate": "field"}, turn_player="B",
                    steps=[{"activate": "reborn", "targets": ["elf"]}])
    assert (graveyard.answer, graveyard.reason) == ("no", "condition-not-met")
    field = ask(cards, {"can_activate": "field"}, turn_player="B", steps=[{"activate": "moon", "targets": ["vorse"]}])
    assert field.answer == "yes"


def test_a_target_of_a_level_no_monster_has():
    wave = card("Diffusion Wave-Motion", "A", "hand")
    # (its condition "If your opponent controls a monster" is read now: the opponent controls one here)
    opponent = card("Vorse Raider", "B", position="attack")
    low = ask({"wave": wave, "magician": card("Skilled White Magician", "A", position="attack"), "opp": opponent},
              {"can_activate": "wave"})
    assert (low.answer, low.reason) == ("no", "other")
    high = ask({"wave": wave, "magician": card("Dark Magician", "A", position="attack"), "opp": opponent},
               {"can_activate": "wave"})
    assert high.answer == "yes"


def test_a_face_up_spell_effect_of_your_main_phase():
    """Wave-Motion Cannon's "During your Main Phase: You can send this face-up card to the GY"
    is a Spell Speed 2 effect of a face-up Spell Card, kept to its controller's Main Phases."""
    cannon = card("Wave-Motion Cannon", "A", "spell_trap_zone", face_up=True)
    assert ask({"wmc": cannon}, {"can_activate": "wmc"}, phase="main2").answer == "yes"
    battle = ask({"wmc": cannon}, {"can_activate": "wmc"}, phase="battle")
    assert battle.answer == "no" and "window-phase-named-in-its-text" in battle.rules
    assert ask({"wmc": cannon}, {"can_activate": "wmc"}, turn_player="B").answer == "no"


def test_an_activation_by_targeting_needs_one_on_each_side_it_names():
    # Different Dimension Gate: "Activate this card by targeting 1 monster on each side of the field"
    cards = {"gate": card("Different Dimension Gate", "A", "hand"),
             "vorse": card("Vorse Raider", "A", position="attack"),
             "elf": card("Mystical Elf", "B", zone="graveyard")}
    answer = ask(cards, {"can_activate": "gate"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["elf"] = card("Mystical Elf", "B", position="defense")
    assert ask(cards, {"can_activate": "gate"}).answer == "yes"
    # Shadow Spell: "Activate this card by targeting 1 face-up monster your opponent controls"
    shadow = {"ss": card("Shadow Spell", "A", "spell_trap_zone", face_up=False),
              "elf": card("Mystical Elf", "B", position="face_down")}
    assert ask(shadow, {"can_activate": "ss"}, turn_player="B").answer == "no"


def test_each_target_of_a_list_on_the_field_must_be_there():
    # "target 1 monster and 1 Spell/Trap on the field": a Spell in the hand is no Spell/Trap on the field
    strength = card("Batteryman Industrial Strength", "A", position="attack")
    cards = {"bis": strength, "thunder": card("Thunder Dragon", "A", "graveyard"),
             "mst": card("Mystical Space Typhoon", "B", "hand")}
    none_there = ask(cards, {"can_activate": "bis"})
    assert none_there.answer == "no" and "state-target-must-exist" in none_there.rules
    set_trap = ask({**cards, "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}, {"can_activate": "bis"})
    assert set_trap.answer == "yes"


def test_a_trigger_with_no_card_it_could_target_is_not_activated():
    # "If this card is Summoned: ... Target 1 Equip Card on the field": mandatory, yet not activated with none there
    raider = card("Cyber Raider", "A", "hand")
    summon = [{"summon": "raider", "method": "normal"}]
    mirror = card("Mirror Force", "B", "spell_trap_zone", face_up=False)
    none_there = ask({"raider": raider, "mf": mirror}, {"triggers": True}, steps=summon)
    assert none_there.chain == [] and "trig-no-possible-target-not-activated" in none_there.rules
    axe = card("Axe of Despair", "B", "spell_trap_zone", face_up=True, equipped_to="gob")
    equipped = ask({"raider": raider, "gob": card("Goblin Attack Force", "B", position="attack"), "axe": axe},
                   {"triggers": True}, steps=summon)
    assert [entry["card"] for entry in equipped.chain] == ["raider"]
    # "When this card is Summoned: Target 1 face-up monster on the field": it may target itself
    jeroid = ask({"dj": card("Dark Jeroid", "A", "hand")}, {"triggers": True}, steps=[{"summon": "dj", "method": "normal"}])
    assert [entry["card"] for entry in jeroid.chain] == ["dj"]


def test_an_option_that_targets_nothing_can_still_be_chosen():
    # "Activate 1 of these effects: ● This card can attack again ... ● Target 1 Set card ...": no Set card needed
    lord = card("Lord British Space Fighter", "A", position="attack")
    steps = [{"events": [{"event": "attack_declared", "card": "lb", "player": "A", "target": "gob"}]},
             {"events": [{"event": "destroyed", "card": "gob", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "lb"}]}]
    answer = ask({"lb": lord, "gob": card("Goblin Attack Force", "B", position="defense")}, {"triggers": True},
                 phase="battle", steps=steps)
    assert [entry["card"] for entry in answer.chain] == ["lb"]


def test_a_trigger_needs_its_graveyard_target_and_names_every_side():
    # "FLIP: Target 1 Spell in your GY" with no Spell named in its player's GY (the cards a scenario names are all
    # there are: state-unnamed-cards-absent): round 184, a mandatory FLIP effect is activated all the same (rule
    # flip-activates-without-a-target); other triggers are not (Mist Wurm, below)
    flip = [{"summon": "mof", "method": "flip"}]
    bare = ask({"mof": card("Magician of Faith", "A", position="face_down")}, {"triggers": True}, steps=flip)
    assert [entry["card"] for entry in bare.chain] == ["mof"] and "flip-activates-without-a-target" in bare.rules
    spell = ask({"mof": card("Magician of Faith", "A", position="face_down"), "pot": card("Pot of Greed", "A", "graveyard")},
                {"triggers": True}, steps=flip)
    assert [entry["card"] for entry in spell.chain] == ["mof"]
    # "If Synchro Summoned: Target up to 3 cards your opponent controls": an opponent who controls nothing
    # is no longer left open because the scenario names none of their cards
    wurm = {"wurm": card("Mist Wurm", "A", "extra_deck"), "debris": card("Debris Dragon", "A", position="attack"),
            "gz": card("Goblin Zombie", "A", position="attack"), "mokey": card("Mokey Mokey", "A", position="attack")}
    synchro = [{"summon": "wurm", "method": "synchro", "materials": ["debris", "gz", "mokey"]}]
    alone = ask(wurm, {"triggers": True}, steps=synchro)
    assert "wurm" not in [entry["card"] for entry in alone.chain] and "trig-no-possible-target-not-activated" in alone.rules
    facing = ask({**wurm, "blade": card("Dark Blade", "B", position="attack")}, {"triggers": True}, steps=synchro)
    assert "wurm" in [entry["card"] for entry in facing.chain]


def test_a_spell_limited_to_its_controller_s_standby_phase():
    # Curse of Fiend: "... You can only activate this card during your Standby Phase."
    fiend = card("Curse of Fiend", "A", "hand")
    monsters = {"m": card("Gemini Elf", "A", position="attack"), "o": card("Sangan", "B", position="defense")}
    assert ask({"f": fiend, **monsters}, {"can_activate": "f"}, phase="standby").answer == "yes"
    main = ask({"f": fiend, **monsters}, {"can_activate": "f"})
    assert (main.answer, main.reason) == ("no", "condition-not-met") and "window-phase-named-in-its-text" in main.rules
    # its controller's Standby Phase only: not the opponent's
    assert ask({"f": fiend, **monsters}, {"can_activate": "f"}, phase="standby", turn_player="B").answer == "no"


def test_a_trap_limited_to_the_end_phase():
    # Return Soul: "Activate only during the End Phase. ..." (either player's)
    # ("return up to 3 monsters destroyed this turn from the Graveyard" needs one destroyed this turn, so the
    # scenario destroys one)
    soul = card("Return Soul", "A", "spell_trap_zone", face_up=False)
    gone = card("Vorse Raider", "A", position="attack")
    destroyed = [{"events": [{"event": "destroyed", "card": "vr", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "effect"}]}]
    assert ask({"s": soul, "vr": gone}, {"can_activate": "s"}, steps=destroyed + [{"phase": "battle"}]).answer == "no"
    assert ask({"s": soul, "vr": gone}, {"can_activate": "s"}, steps=destroyed + [{"phase": "end"}]).answer == "yes"
