"""An activation its text ties to a state of the field (edison_kg/timing/rules/field_needs.py,
rule cond-activation-needs-field-state), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_a_spell_that_needs_a_named_monster_its_player_controls():
    # Dark Magic Attack: "If you control "Dark Magician": Destroy all Spell and Trap Cards your opponent controls."
    cards = {"dma": card("Dark Magic Attack", "A", "hand"), "m": card("Gemini Elf", "A", position="attack"),
             "st": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"can_activate": "dma"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-field-state" in answer.rules and answer.assumed
    cards["m"] = card("Dark Magician", "B", position="attack")          # the opponent's does not count
    assert ask(cards, {"can_activate": "dma"}).answer == "no"
    cards["m"] = card("Dark Magician", "A", position="defense", face_up=False)   # a face-down one shows no name
    assert ask(cards, {"can_activate": "dma"}).answer == "no"
    cards["m"] = card("Dark Magician", "A", position="attack")
    assert ask(cards, {"can_activate": "dma"}).answer == "yes"


def test_a_card_whose_place_is_left_open_could_be_the_one():
    cards = {"dma": card("Dark Magic Attack", "A", "hand"), "m": {"name": "Dark Magician", "controller": "A"},
             "st": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    assert ask(cards, {"can_activate": "dma"}).answer == "yes"


def test_a_card_that_needs_its_player_to_control_no_monsters():
    # Convert Contact: "If you control no monsters: Send 2 "Neo-Spacian" monsters ... to the GY, then draw 2 cards."
    cards = {"cc": card("Convert Contact", "A", "hand"), "m": card("Gemini Elf", "A", position="defense", face_up=False)}
    answer = ask(cards, {"can_activate": "cc"})
    assert answer.answer == "no" and "cond-activation-needs-field-state" in answer.rules


def test_an_effect_that_only_synchro_summons_while_synchro_summons_are_forbidden():
    # "... cannot Synchro Summon" forbids the Synchro Summon a card's effect would make
    lock = {"name": "Synchro Lock", "text": "Your opponent cannot Synchro Summon monsters.", "card_type": "trap",
            "subtypes": ["Continuous"], "controller": "B", "zone": "spell_trap_zone", "face_up": True}
    summon = {"name": "Quick Tuning", "text": "Synchro Summon 1 Synchro Monster using monsters you control.",
              "card_type": "spell", "subtypes": ["Quick-Play"], "controller": "A", "zone": "hand"}
    answer = ask({"lock": lock, "qt": summon}, {"can_activate": "qt"})
    assert answer.answer == "no" and "ce-forbidden-action-effect" in answer.rules
    lock["controller"] = "A"                      # it binds only its controller's opponent
    assert ask({"lock": lock, "qt": summon}, {"can_activate": "qt"}).answer == "yes"


def test_a_trap_whose_event_must_happen_while_its_player_controls_a_monster():
    # Magical Arm Shield: "When your opponent declares an attack while you control a monster: ..."
    cards = {"mas": card("Magical Arm Shield", "A", "spell_trap_zone", face_up=False),
             "vr": card("Vorse Raider", "B", position="attack"), "ge": card("Gemini Elf", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "vr", "player": "B"}]}]
    question = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards, "steps": steps,
                "ask": {"can_activate": "mas"}}
    answer = timing.ask(question)
    assert answer.answer == "no" and "cond-activation-needs-field-state" in answer.rules, answer.explanation
    cards["me"] = card("Mystical Elf", "A", position="defense")
    steps[0]["events"][0]["target"] = "me"
    assert timing.ask(question).answer != "no"


def test_a_monster_of_a_level_threshold_you_control():
    # Proof of Powerlessness: "Activate only while you control a face-up Level 7 or higher monster.
    # Destroy all face-up Level 5 or lower monsters your opponent controls."
    cards = {"p": card("Proof of Powerlessness", "A", "spell_trap_zone", face_up=False),
             "m": card("Mystical Elf", "A", position="attack"), "o": card("Sangan", "B", position="attack")}
    answer = ask(cards, {"can_activate": "p"})
    assert answer.answer == "no" and "cond-activation-needs-field-state" in answer.rules
    cards["m"] = card("Dark Magician", "A", position="attack")
    assert ask(cards, {"can_activate": "p"}).answer == "yes"


def test_a_card_that_needs_one_of_several_named_monsters():
    # Kaminote Blow: "Activate only if there is at least 1 face-up "Chu-Ske the Mouse Fighter",
    # "Monk Fighter", or "Master Monk" on your side of the field."
    cards = {"k": card("Kaminote Blow", "A", "hand"), "m": card("Gemini Elf", "A", position="attack"),
             "o": card("Sangan", "B", position="attack")}
    answer = ask(cards, {"can_activate": "k"})
    assert answer.answer == "no" and "cond-activation-needs-field-state" in answer.rules, answer.explanation
    cards["m"] = card("Master Monk", "A", position="attack")
    assert ask(cards, {"can_activate": "k"}).answer == "yes"
    cards["m"] = card("Master Monk", "A", position="defense", face_up=False)     # face-down: shows no name
    assert ask(cards, {"can_activate": "k"}).answer == "no"
    cards["m"] = card("Master Monk", "B", position="attack")                     # the opponent's does not count
    assert ask(cards, {"can_activate": "k"}).answer == "no"


def test_a_card_that_needs_its_player_s_one_and_only_monster():
    # At One With the Sword: "Activate while the only monster you control is 1 face-up "X-Saber"
    # monster. Equip this card to that monster."
    cards = {"s": card("At One With the Sword", "A", "spell_trap_zone", face_up=False), "x": card("X-Saber Airbellum", "A", position="attack")}
    assert ask(cards, {"can_activate": "s"}).answer == "yes"
    cards["g"] = card("Gemini Elf", "A", position="attack")                      # a second monster
    answer = ask(cards, {"can_activate": "s"})
    assert answer.answer == "no" and "cond-activation-needs-its-only-monster" in answer.rules, answer.explanation
    cards["g"] = card("Gemini Elf", "B", position="attack")                      # the opponent's monsters do not count
    assert ask(cards, {"can_activate": "s"}).answer == "yes"
    cards["x"] = card("Gemini Elf", "A", position="attack")                      # one monster, not an "X-Saber"
    assert ask(cards, {"can_activate": "s"}).answer == "no"
    del cards["x"]                                                               # no monster at all
    answer = ask(cards, {"can_activate": "s"})
    assert answer.answer == "no" and answer.assumed


def test_lone_wolf_s_one_and_only_monster_of_several_names():
    # Lone Wolf: "Activate only if the 1 and only monster on your side of the field is "Chu-Ske the
    # Mouse Fighter", "Monk Fighter", or "Master Monk"."
    cards = {"w": card("Lone Wolf", "A", "spell_trap_zone", face_up=False), "m": card("Monk Fighter", "A", position="attack")}
    assert ask(cards, {"can_activate": "w"}).answer == "yes"
    cards["c"] = card("Chu-Ske the Mouse Fighter", "A", position="attack")       # two of them: not the only one
    assert ask(cards, {"can_activate": "w"}).answer == "no"


def test_a_field_treated_as_the_named_field_spell_meets_the_need():
    # Gravekeeper's Assailant: "When this card declares an attack while
    # "Necrovalley" is on the field: ..."; Gravekeeper's Priestess: "While there is no face-up Field Spell Card, the
    # field is treated as "Necrovalley"."
    cards = {"a": card("Gravekeeper's Assailant", "A", position="attack"),
             "p": card("Gravekeeper's Priestess", "A", position="attack"),
             "v": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "a", "player": "A", "target": "v"}]}]

    def answer(cards):
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                           "steps": steps, "ask": {"can_activate": "a"}})
    met = answer(cards)
    assert met.answer == "yes" and "ce-field-treated-as" in met.rules
    # no Priestess, a face-up Field Spell that is the field instead, or the Priestess's effects negated: no Necrovalley
    for unmet in ({k: v for k, v in cards.items() if k != "p"},
                  {**cards, "f": card("Umi", "B", "field_zone", face_up=True)},
                  {**cards, "sd": card("Skill Drain", "B", "spell_trap_zone", face_up=True)}):
        refused = answer(unmet)
        assert (refused.answer, refused.reason) == ("no", "condition-not-met")
        assert "ce-field-treated-as" not in refused.rules
