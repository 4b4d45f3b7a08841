"""Why a condition was not met when something close to it happened
(edison_kg/timing/rules/near_miss.py), on real cards."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone, **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, steps, question, turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def test_a_summon_by_a_resolving_effect_is_no_summon_being_attempted():
    got = ask({"coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
               "vorse": card("Vorse Raider", "A", "graveyard"),
               "horn": card("Horn of Heaven", "B", "spell_trap_zone", face_up=False)},
              [{"activate": "coth", "targets": ["vorse"]}, {"resolve": 1}], {"can_activate": "horn"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["neg-summon-which-summons", "neg-summon-outside-chain"]


def test_a_card_turned_face_up_by_an_effect_was_not_flip_summoned():
    got = ask({"stop": card("Stop Defense", "B", "hand"), "set": card("Vorse Raider", "A", "monster_zone",
                                                                     position="face_down"),
               "crush": card("Trap Hole", "B", "spell_trap_zone", face_up=False)},
              [{"activate": "stop", "targets": ["set"]},
               {"resolve": 1, "events": [[{"event": "flipped_face_up", "card": "set", "player": "A", "cause": "effect",
                                           "by": "stop"}]]}],
              {"can_activate": "crush"}, turn_player="B")
    assert got.answer == "no"
    assert "state-flip-by-effect-is-not-a-flip-summon" in got.rules


def test_a_trap_whose_activation_was_negated_was_not_sent_from_the_field():
    got = ask({"jar": card("Jar of Greed", "A", "spell_trap_zone", face_up=False),
               "jammer": card("Seven Tools of the Bandit", "B", "spell_trap_zone", face_up=False),
               "snow": card("Driving Snow", "A", "spell_trap_zone", face_up=False)},
              [{"activate": "jar"}, {"activate": "jammer", "cost": [{"event": "lp_paid", "player": "B", "cause": "cost"}]},
               {"resolve": 2}, {"resolve": 1}], {"can_activate": "snow"}, turn_player="B")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["state-sent-from-the-field", "neg-activation-spell-trap-to-gy"]


def test_a_set_card_is_no_card_of_a_named_kind():
    cards = {"az": card("Amazoness Swords Woman", "A", "monster_zone", position="face_down"),
             "dr": card("Dramatic Rescue", "A", "spell_trap_zone", face_up=False),
             "nob": card("Nobleman of Crossout", "B", "hand")}
    got = ask(cards, [{"activate": "nob", "targets": ["az"]}], {"can_activate": "dr"}, turn_player="B")
    assert (got.answer, got.rules[0]) == ("no", "state-face-down-shows-nothing")
    cards["az"]["position"] = "attack"             # face-up, it is an "Amazoness" monster
    cards["nob"]["name"] = "Book of Moon"
    # a monster in the hand for its "Special Summon 1 other monster from your hand" (rule conj-and-other-than-the-returned)
    cards["ox"] = card("Battle Ox", "A", "hand")
    assert ask(cards, [{"activate": "nob", "targets": ["az"]}], {"can_activate": "dr"}, turn_player="B").answer == "yes"


def test_an_activation_that_must_target_and_one_that_does_not():
    cards = {"ty": card("Tytannial, Princess of Camellias", "A", "monster_zone", position="attack"),
             "plant": card("Lonefire Blossom", "A", "monster_zone", position="attack"),
             "brd": card("Black Rose Dragon", "B", "monster_zone", position="attack"),
             "st": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "B", "hand")}
    assert ask(cards, [{"activate": "brd", "effect": 1}], {"can_activate": "ty"}, turn_player="B").answer == "no"
    assert ask(cards, [{"activate": "mst", "targets": ["st"]}], {"can_activate": "ty"}, turn_player="B").answer == "yes"
