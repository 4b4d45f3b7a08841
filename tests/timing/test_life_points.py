"""Life Points: the scenario's `life_points`, each player's Life Points through the steps
(edison_kg/timing/life_points.py), activations that need Life Points (rule cond-life-points) and
costs of Life Points a player cannot pay (rule cost-life-points-cannot-pay), on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario
from edison_kg.timing.contract import scenario_schema
from scenario_cards import card


def ask(cards, question, life_points=None, steps=(), turn_player="A", phase="main1"):
    scenario = {"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                "steps": list(steps), "ask": question}
    if life_points is not None:
        scenario["life_points"] = life_points
    return timing.ask(scenario)


def set_trap(name, controller="A"):
    return card(name, controller, "spell_trap_zone", face_up=False)


# ------------------------------------------------------------------ the contract

def test_life_points_are_read_and_default_to_none_stated():
    scenario = {"cards": {}, "ask": {"last_thing": True}, "life_points": {"A": 8000, "B": 1200}}
    assert timing.parse_scenario(scenario).life_points == {"A": 8000, "B": 1200}
    assert timing.parse_scenario({"cards": {}, "ask": {"last_thing": True}}).life_points == {}


@pytest.mark.parametrize("life_points, where, words", [
    ({"C": 100}, "$.life_points", "unknown key 'C' in $.life_points"),
    ({"A": -1}, "$.life_points.A", "expected a whole number >= 0, got -1"),
    ({"B": "1200"}, "$.life_points.B", "expected a whole number >= 0"),
    ([8000, 8000], "$.life_points", "`life_points` must be an object like {\"A\": 8000, \"B\": 1200}"),
])
def test_bad_life_points_are_one_line_with_their_json_path(life_points, where, words):
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario({"cards": {}, "ask": {"last_thing": True}, "life_points": life_points})
    assert caught.value.where == where and words in caught.value.message, str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_one_piece_scenario_has_no_life_points():
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario({"game": "one-piece", "cards": {}, "ask": {"resolution_order": True},
                               "life_points": {"A": 5}})
    assert caught.value.where == "$.life_points" and "One Piece" in caught.value.message


def test_the_schema_states_life_points():
    schema = scenario_schema()
    assert schema["properties"]["life_points"] == {"$ref": "#/$defs/life_points"}
    assert set(schema["$defs"]["life_points"]["properties"]) == {"A", "B"}


# ------------------------------------------------------------------ conditions on Life Points

def test_a_limit_on_the_opponents_life_points():
    # Minor Goblin Official: "You can only activate this card when your opponent's Life Points are 3000 or less."
    cards = {"g": set_trap("Minor Goblin Official")}
    answer = ask(cards, {"can_activate": "g"}, {"A": 8000, "B": 3500}, turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and "cond-life-points" in answer.rules
    assert ask(cards, {"can_activate": "g"}, {"A": 8000, "B": 3000}, turn_player="B").answer == "yes"


def test_a_threshold_of_ones_own_life_points_and_a_cost():
    # Ancient Leaf: "If you have 9000 Life Points or more, you can pay 2000 Life Points to draw 2 cards."
    cards = {"l": card("Ancient Leaf", "A", "hand")}
    assert ask(cards, {"can_activate": "l"}, {"A": 9000}).answer == "yes"
    answer = ask(cards, {"can_activate": "l"}, {"A": 8999})
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_a_cost_paid_in_the_steps_counts_when_the_step_states_none():
    # the first Ancient Leaf pays 2000 of its player's 9000: the second needs 9000 and finds 7000
    cards = {"l1": card("Ancient Leaf", "A", "hand"), "l2": card("Ancient Leaf", "A", "hand")}
    steps = [{"activate": "l1"}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "l2"}, {"A": 9000}, steps=steps)
    assert answer.answer == "no" and "player A has 7000" in answer.explanation


def test_lower_than_the_opponents():
    # Psychic Trigger: "Activate only while your Life Points are lower than your opponent's."
    cards = {"p": set_trap("Psychic Trigger"), "k1": card("Krebons", "A", "graveyard"),    # its 2 targets
             "k2": card("Krebons", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "p"}, {"A": 4000, "B": 4000}, turn_player="B")
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_at_least_so_much_lower():
    # Frozen Soul: "... when your Life Points are at least 2000 lower than your opponent's."
    cards = {"f": set_trap("Frozen Soul")}
    assert ask(cards, {"can_activate": "f"}, {"A": 1500, "B": 3000}, turn_player="B").answer == "no"
    assert ask(cards, {"can_activate": "f"}, {"A": 1000, "B": 3000}, turn_player="B").answer == "yes"


def test_lower_and_a_difference_of_so_much():
    # Self-Destruct Button: "... lower than your opponent's Life Points and the difference is 7000 points or more."
    cards = {"s": set_trap("Self-Destruct Button")}
    assert ask(cards, {"can_activate": "s"}, {"A": 1000, "B": 8000}, turn_player="B").answer == "yes"
    answer = ask(cards, {"can_activate": "s"}, {"A": 1001, "B": 8000}, turn_player="B")
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_a_threshold_written_with_lp():
    # Trap of Darkness: "If your LP is 3000 or less: Pay 1000 LP, then target 1 Normal Trap in your GY, ..."
    cards = {"t": set_trap("Trap of Darkness"), "gy": card("Mirror Force", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "t"}, {"A": 3500, "B": 8000}, turn_player="B")
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_an_ignition_effect_while_higher_than_the_opponents():
    # The Agent of Judgment - Saturn: "While your Life Points are higher than your opponent's, you can Tribute this card"
    cards = {"s": card("The Agent of Judgment - Saturn", "A", position="attack"),
             "sky": card("The Sanctuary in the Sky", "A", "field_zone", face_up=True)}
    assert ask(cards, {"can_activate": "s", "effect": 1}, {"A": 5000, "B": 4000}).answer == "yes"
    answer = ask(cards, {"can_activate": "s", "effect": 1}, {"A": 4000, "B": 4000})
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_damage_a_resolution_inflicts_counts():
    # Ookazi ("Inflict 800 points of damage to your opponent's Life Points") brings B from 3800 to 3000
    cards = {"o": card("Ookazi", "A", "hand"), "g": set_trap("Minor Goblin Official")}
    steps = [{"activate": "o"}, {"resolve": 1}]
    assert ask(cards, {"can_activate": "g"}, {"B": 3800}, steps=steps).answer == "yes"
    assert ask(cards, {"can_activate": "g"}, {"B": 3801}, steps=steps).answer == "no"


def test_damage_and_gains_the_scenario_states_count():
    cards = {"g": set_trap("Minor Goblin Official")}
    steps = [{"events": [{"event": "damage_inflicted", "player": "B", "amount": 5000}]},
             {"events": [{"event": "lp_gained", "player": "B", "amount": 500}]}]
    answer = ask(cards, {"can_activate": "g"}, {"B": 8000}, steps=steps)
    assert answer.answer == "no" and "player B has 3500 Life Points" in answer.explanation
    steps[1]["events"][0]["amount"] = 0
    assert ask(cards, {"can_activate": "g"}, {"B": 8000}, steps=steps).answer == "yes"


def test_life_points_the_scenario_does_not_state_are_said():
    # a condition the duel's 8000 would not meet is taken as met, and the answer says so
    answer = ask({"g": set_trap("Minor Goblin Official")}, {"can_activate": "g"}, turn_player="B")
    assert answer.answer == "yes"
    assert any("rests on Life Points the scenario does not state: taken as met" in a for a in answer.assumed)
    # a condition the duel's 8000 meet: the 8000 are said
    answer = ask({"m": card("Meteor of Destruction", "A", "hand")}, {"can_activate": "m"})
    assert answer.answer == "yes" and "Player B has 8000 Life Points: the scenario states none" in answer.assumed
    # stated: nothing to say
    answer = ask({"m": card("Meteor of Destruction", "A", "hand")}, {"can_activate": "m"}, {"A": 8000, "B": 4000})
    assert answer.answer == "yes" and not any("Life Points" in a for a in answer.assumed)


# ------------------------------------------------------------------ costs of Life Points

def test_a_cost_of_life_points_its_player_cannot_pay():
    # Magical Scientist: "Pay 1000 Life Points to Special Summon 1 level 6 or lower Fusion Monster ..."
    cards = {"m": card("Magical Scientist", "A", position="attack")}
    assert ask(cards, {"can_activate": "m", "effect": 1}, {"A": 1001}).answer == "yes"
    for points in (999, 1000):        # fewer, or exactly all (the TCG rule of the Edison format)
        answer = ask(cards, {"can_activate": "m", "effect": 1}, {"A": points})
        assert (answer.answer, answer.reason) == ("no", "other")
        assert "cost-life-points-cannot-pay" in answer.rules
    answer = ask(cards, {"can_activate": "m", "effect": 1})
    assert answer.answer == "yes" and "Player A has 8000 Life Points: the scenario states none" in answer.assumed


def test_life_points_changed_since_an_unstated_start_are_said_as_the_start():
    cards = {"m": card("Magical Scientist", "A", position="attack")}
    steps = [{"events": [{"event": "damage_inflicted", "player": "A", "amount": 6999}]}]
    answer = ask(cards, {"can_activate": "m", "effect": 1}, steps=steps)
    assert answer.answer == "yes"
    assert "Player A had 8000 Life Points at the start: the scenario states none" in answer.assumed
    steps[0]["events"][0]["amount"] = 7000     # 1000 left: not enough to pay 1000 under the TCG rule
    assert ask(cards, {"can_activate": "m", "effect": 1}, steps=steps).answer == "no"


def test_life_points_charged_for_each_card_activated_from_the_hand():
    # Chain Energy: "Each player must pay 500 Life Points per card to ... activate cards from
    # his/her respective hand": Pot of Greed from the hand costs 500 LP (rule ce-lp-cost-per-card-from-hand)
    cards = {"ce": {"name": "Chain Energy", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
             "pog": {"name": "Pot of Greed", "controller": "A", "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "pog"}, "life_points": {"A": 500, "B": 8000}}
    answer = timing.ask(raw)
    assert answer.answer == "no" and "ce-lp-cost-per-card-from-hand" in answer.rules
    assert timing.ask(dict(raw, life_points={"A": 501, "B": 8000})).answer == "yes"
    cards["pog"] = {"name": "Pot of Greed", "controller": "A", "zone": "spell_trap_zone", "face_up": False}
    assert timing.ask(dict(raw, cards=cards)).answer == "yes"          # Set on the field: nothing to pay


def test_a_card_that_spares_its_controller_the_life_points_of_a_spell_cards_activation():
    # Spell Economics: "You do not pay Life Points to activate Spell Cards.";
    # Toon World: "Activate this card by paying 1000 Life Points."
    from edison_kg import timing
    from scenario_cards import card

    def ask(cards):
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                           "ask": {"can_activate": "tw"}, "life_points": {"A": 900}})
    spared = ask({"tw": card("Toon World", "A", "hand"), "se": card("Spell Economics", "A", "spell_trap_zone", face_up=True)})
    assert spared.answer == "yes" and "cost-life-points-waived" in spared.rules
    # the opponent's Spell Economics spares only the opponent; without it the 1000 cannot be paid
    for se in ({"se": card("Spell Economics", "B", "spell_trap_zone", face_up=True)}, {}):
        refused = ask({"tw": card("Toon World", "A", "hand"), **se})
        assert refused.answer == "no" and refused.rules == ["cost-life-points-cannot-pay"]


def test_life_points_charged_to_activate_a_kind_of_card():
    """Rule ce-lp-cost-to-activate-a-kind: Clear World's WIND bullet makes a player who controls a WIND monster pay 500
    Life Points to activate a Spell Card; with 400 they cannot; without a WIND monster, or with enough, they can."""
    cards = {"cw": card("Clear World", "B", "field_zone"), "spear": card("Spear Dragon", "A", position="attack"),
             "charity": card("Graceful Charity", "A", "hand")}
    kept = ask(cards, {"can_activate": "charity"}, life_points={"A": 400})
    assert (kept.answer, kept.reason) == ("no", "other")
    assert {"cost-life-points-cannot-pay", "ce-lp-cost-to-activate-a-kind"} <= set(kept.rules)
    assert ask(cards, {"can_activate": "charity"}, life_points={"A": 600}).answer == "yes"
    cards["spear"] = card("Gemini Elf", "A", position="attack")        # an EARTH monster: nothing to pay
    assert ask(cards, {"can_activate": "charity"}, life_points={"A": 400}).answer == "yes"
