"""Where and when a Spell or Trap Card itself may be activated (edison_kg/timing/rules/spell_trap.py)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario


def ask(cards, steps, question, turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def card(name, controller, zone, **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def test_a_trap_card_is_set_first_and_waits_a_turn():
    attack = {"events": [{"event": "attack_declared", "card": "v", "player": "A"}]}
    cards = {"v": card("Vorse Raider", "A", "monster_zone", position="attack"), "mf": card("Mirror Force", "B", "hand")}
    in_hand = ask(cards, [attack], {"can_activate": "mf"}, phase="battle")
    assert (in_hand.answer, in_hand.rules[0]) == ("no", "card-trap-set-first")
    set_now = ask(cards, [{"events": [{"event": "set", "card": "mf", "player": "B"}]}, attack], {"can_activate": "mf"},
                  phase="battle")
    assert (set_now.answer, set_now.rules[0]) == ("no", "card-trap-set-first")
    cards["mf"]["zone"] = "spell_trap_zone"        # Set on an earlier turn (the scenario starts with it Set)
    assert ask(cards, [attack], {"can_activate": "mf"}, phase="battle").answer == "yes"


def test_a_quick_play_spell_from_the_hand_only_in_its_own_turn():
    cards = {"mst": card("Mystical Space Typhoon", "B", "hand"),
             "coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=True)}
    assert ask(cards, [], {"can_activate": "mst"}).rules[0] == "card-quick-play-own-turn"
    assert ask(cards, [], {"can_activate": "mst"}, turn_player="B").answer == "yes"


def test_a_quick_play_spell_set_this_turn_waits_in_its_own_turn_too():
    cards = {"mst": card("Mystical Space Typhoon", "A", "hand"),
             "coth": card("Call of the Haunted", "B", "spell_trap_zone", face_up=True)}
    set_now = [{"events": [{"event": "set", "card": "mst", "player": "A"}]}]
    answer = ask(cards, set_now, {"can_activate": "mst"})
    assert (answer.answer, answer.rules[0]) == ("no", "card-quick-play-own-turn")
    cards["mst"]["zone"] = "spell_trap_zone"        # Set on an earlier turn (the scenario starts with it Set)
    assert ask(cards, [], {"can_activate": "mst"}).answer == "yes"


def test_activating_a_trap_from_the_hand_is_a_bad_scenario():
    with pytest.raises(BadScenario, match="Trap Card is Set first") as error:
        ask({"mf": card("Mirror Force", "B", "hand")}, [{"activate": "mf"}], {"last_thing": True})
    assert error.value.where == "$.steps[0].activate"
