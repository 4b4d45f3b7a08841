"""Gemini monsters have their effects only after a Gemini Summon (edison_kg/timing/rules/gemini.py,
rule gemini-effects-after-gemini-summon), on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario
from subset_duel import card

RULE = "gemini-effects-after-gemini-summon"


def ask(cards, steps, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def test_a_gemini_summoned_from_the_hand_is_a_normal_monster_until_it_is_summoned_again():
    # King Pyron: "... ● Once per turn, you can inflict 1000 damage to your opponent."
    cards = {"kp": card("King Pyron", "A", "hand")}
    got = ask(cards, [{"summon": "kp"}], {"can_activate": "kp"})
    assert got.answer == "no" and RULE in got.rules
    got = ask(cards, [{"summon": "kp"}, {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"},
                      {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"},
                      {"summon": "kp"}], {"can_activate": "kp"})
    assert got.answer == "yes" and RULE not in got.rules


def test_a_gemini_face_up_from_the_start_is_a_normal_monster_until_a_step_gemini_summons_it_and_that_is_said():
    # a Gemini Summon is something that happens; with no step doing it, the Gemini is a Normal Monster
    got = ask({"kp": card("King Pyron", "A", position="attack")}, [], {"can_activate": "kp"})
    assert got.answer == "no" and "gemini-effects-after-gemini-summon" in got.rules
    assert any("King Pyron is taken to be a Normal Monster on the field" in sentence for sentence in got.assumed)
    summoned = ask({"kp": card("King Pyron", "A", position="attack")}, [{"summon": "kp"}], {"can_activate": "kp"})
    assert summoned.answer == "yes"


def test_a_gemini_summon_is_a_normal_summon_of_a_face_up_gemini_and_no_other_monster_is_summoned_twice():
    cards = {"kp": card("King Pyron", "A", position="attack"), "vr": card("Vorse Raider", "A", position="attack")}
    got = ask(cards, [{"summon": "kp"}], {"can_activate": "kp"})
    assert got.answer == "yes" and not any("taken to have been" in sentence for sentence in got.assumed)
    with pytest.raises(BadScenario):
        ask(cards, [{"summon": "vr"}], {"can_activate": "kp"})


def test_a_gemini_trigger_is_set_off_only_after_a_gemini_summon():
    # Aquarian Alessa: "● When this card destroys an opponent's monster by battle and sends it to the
    # Graveyard, they discard 1 random card."
    cards = {"aa": card("Aquarian Alessa", "A", position="attack"), "vr": card("Vorse Raider", "B", position="attack")}
    battle = [{"events": [{"event": "attack_declared", "card": "aa", "player": "A", "target": "vr"}]},
              {"events": [{"event": "destroyed", "card": "vr", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle", "by": "aa", "player": "B"}]}]
    summoned = ask(cards, [{"summon": "aa"}, {"phase": "battle"}] + battle, {"triggers": True})
    assert [entry["card"] for entry in summoned.to_dict()["chain"]] == ["aa"]
    cards["aa"] = card("Aquarian Alessa", "A", "hand")
    normal = ask(cards, [{"summon": "aa"}, {"phase": "battle"}] + battle, {"triggers": True})
    assert normal.to_dict()["chain"] == [] and RULE in normal.rules


# what a Gemini in the Graveyard is for a kind an effect names

def _gy_question(spell, monster):
    return {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "steps": [],
            "cards": {"sp": {"name": spell, "controller": "A", "zone": "hand"},
                      "gm": {"name": monster, "controller": "A", "zone": "graveyard"}},
            "ask": {"can_activate": "sp"}}


def test_a_gemini_in_the_graveyard_is_a_normal_monster_to_target():
    # Silent Doom: "Target 1 Normal Monster in your Graveyard; Special Summon it in face-up Defense Position."
    from edison_kg import timing
    assert timing.ask(_gy_question("Silent Doom", "Doom Shaman")).answer == "yes"
    assert timing.ask(_gy_question("Silent Doom", "Sangan")).answer == "no"


# what a Gemini face-up on the field is for a kind an effect names, until it is Gemini Summoned

def test_a_gemini_face_up_on_the_field_is_a_normal_monster_to_target_until_gemini_summoned():
    # Order to Charge: "Target 1 non-Token Normal Monster you control; Tribute that Normal Monster, ..."
    cards = {"otc": card("Order to Charge", "A", "spell_trap_zone", face_up=False),
             "kp": card("King Pyron", "A", position="attack"), "vr": card("Vorse Raider", "B", position="attack")}
    got = ask(cards, [], {"can_activate": "otc"})
    assert got.answer == "yes"
    assert any("King Pyron is taken to be a Normal Monster on the field" in sentence for sentence in got.assumed)
    assert ask(cards, [{"summon": "kp"}], {"can_activate": "otc"}).answer == "no"      # an Effect Monster now


def test_a_continuous_effect_that_gives_geminis_their_effects_needs_no_gemini_summon():
    # Superalloy Beast Raptinus: "All face-up Gemini Monsters on the field are treated as Effect Monsters, and gain
    # their effects." King Pyron: "● Once per turn, you can inflict 1000 damage to your opponent."
    summoned = [{"summon": "kp"}]
    alone = {"kp": card("King Pyron", "A", "hand")}
    assert ask(alone, summoned, {"can_activate": "kp"}).answer == "no"
    given = {**alone, "rap": card("Superalloy Beast Raptinus", "A", "monster_zone", position="attack")}
    got = ask(given, summoned, {"can_activate": "kp"})
    assert got.answer == "yes" and RULE not in got.rules
