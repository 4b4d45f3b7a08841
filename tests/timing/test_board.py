"""What a cost or an effect needs of the board (timing/rules/board.py): counters a cost
removes or an effect counts (the scenario's `counters`, followed through the steps), free Monster
Zones for monsters Special Summoned at once, and ATK/DEF a card must lose of its own; on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario
from edison_kg.timing.contract import scenario_schema

RULE = ""     # Answer.rules holds rule ids


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


def vanilla(n, controller="A"):
    names = ["Vorse Raider", "Gemini Elf", "Mystical Elf", "Dark Magician", "Summoned Skull"]
    return {f"m{i}": card(names[i], controller, position="attack") for i in range(n)}


# ------------------------------------------------------------------ the contract

def test_counters_are_read_and_default_to_none():
    scenario = {"cards": {"rml": card("Royal Magical Library", counters={"Spell Counter": 2})},
                "ask": {"last_thing": True}}
    assert timing.parse_scenario(scenario).cards["rml"].counters == {"Spell Counter": 2}
    scenario["cards"]["rml"].pop("counters")
    assert timing.parse_scenario(scenario).cards["rml"].counters == {}


@pytest.mark.parametrize("counters, where, words", [
    ({"Spell Counter": -1}, '$.cards.rml.counters["Spell Counter"]', "expected a whole number >= 0, got -1"),
    ([2], "$.cards.rml.counters", "`counters` must be an object like {\"Spell Counter\": 2}"),
    ({"Spell Counter": "2"}, '$.cards.rml.counters["Spell Counter"]', "expected a whole number >= 0"),
])
def test_bad_counters_are_one_line_with_their_json_path(counters, where, words):
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario({"cards": {"rml": card("Royal Magical Library", counters=counters)},
                               "ask": {"last_thing": True}})
    assert caught.value.where == where and words in caught.value.message, str(caught.value)
    assert "\n" not in str(caught.value)


def test_the_schema_states_counters():
    card_schema = scenario_schema()["$defs"]["card"]
    assert "counters" in card_schema["properties"]


# ------------------------------------------------------------------ counters

@pytest.mark.parametrize("counters, answer", [({}, "no"), ({"Spell Counter": 2}, "no"), ({"Spell Counter": 3}, "yes")])
def test_a_cost_that_removes_counters_needs_them_on_its_card(counters, answer):
    result = ask({"rml": card("Royal Magical Library", position="attack", counters=counters)},
                 {"can_activate": "rml", "effect": 2})
    assert result.answer == answer, result.explanation
    if answer == "no":
        assert RULE + "cost-counters-to-remove" in result.rules
    if not counters:
        assert any("no counters at its start" in line for line in result.assumed)


def test_a_cost_that_removes_counters_from_its_side_counts_every_card_there():
    cards = {"am": card("Arcanite Magician", position="attack"),
             "rml": card("Royal Magical Library", position="attack", counters={"Spell Counter": 1}),
             "vr": card("Vorse Raider", "B", position="attack")}
    assert ask(cards, {"can_activate": "am", "effect_text": "destroy"}).answer == "yes"
    cards["rml"]["controller"] = "B"      # the opponent's counters are not its player's to remove
    result = ask(cards, {"can_activate": "am", "effect_text": "destroy"})
    assert result.answer == "no" and RULE + "cost-counters-to-remove" in result.rules, result.explanation


def test_counters_its_own_effect_placed_are_there():
    clocken = card("Morphtronic Clocken", position="defense")
    steps = [{"activate": "c", "effect": 2}, {"resolve": 1}]
    assert ask({"c": clocken}, {"can_activate": "c", "effect": 3}).answer == "no"
    result = ask({"c": clocken}, {"can_activate": "c", "effect": 3}, steps=steps)
    assert result.answer == "yes", result.explanation


# ------------------------------------------------------------------ free Monster Zones

@pytest.mark.parametrize("monsters, answer", [(1, "yes"), (2, "no")])
def test_four_tokens_at_once_need_four_free_monster_zones(monsters, answer):
    cards = {"sg": card("Scapegoat", zone="spell_trap_zone", face_up=False), **vanilla(monsters)}
    result = ask(cards, {"can_activate": "sg"})
    assert result.answer == answer, result.explanation
    if answer == "no":
        assert RULE + "summon-needs-free-monster-zones" in result.rules
        assert any("no others" in line for line in result.assumed)


def test_the_opponents_monsters_leave_its_zones_free():
    cards = {"sg": card("Scapegoat", zone="spell_trap_zone", face_up=False), **vanilla(5, "B")}
    assert ask(cards, {"can_activate": "sg"}).answer == "yes"


@pytest.mark.parametrize("others, answer", [(3, "yes"), (4, "no")])
def test_a_monster_tributed_for_the_cost_frees_its_zone(others, answer):
    cards = {"ants": card("Multiplication of Ants", zone="hand"), "ins": card("Pinch Hopper", position="attack"),
             **vanilla(others)}
    result = ask(cards, {"can_activate": "ants"})
    assert result.answer == answer, result.explanation


@pytest.mark.parametrize("monsters, answer", [(4, "yes"), (5, "no")])
def test_one_token_needs_one_free_monster_zone(monsters, answer):
    # "Special Summon 1 "Metal Fiend Token"": one free zone of five
    cards = {"fs": card("Fiend's Sanctuary", zone="hand"), **vanilla(monsters)}
    result = ask(cards, {"can_activate": "fs"})
    assert result.answer == answer, result.explanation


# ------------------------------------------------------------------ its own ATK/DEF

@pytest.mark.parametrize("atk, defense, answer", [(500, 500, "yes"), (2600, 400, "no"), (2600, 2100, "yes")])
def test_a_card_that_must_lose_atk_and_def_needs_both(atk, defense, answer):
    cards = {"ded": card("Dark End Dragon", position="attack", atk=atk, **{"def": defense}),
             "vr": card("Vorse Raider", "B", position="attack")}
    result = ask(cards, {"can_activate": "ded"})
    assert result.answer == answer, result.explanation
    if answer == "no":
        assert RULE + "cost-own-stats-to-lose" in result.rules


# ------------------------------------------------------------------ monsters to put counters on

@pytest.mark.parametrize("face_up, answer", [(False, "no"), (True, "yes")])
def test_venom_boa_needs_a_face_up_monster_of_the_opponent_for_its_counters(face_up, answer):
    # Venom Boa: "Once per turn: You can place 2 Venom Counters on 1 monster your opponent controls."
    cards = {"vb": card("Venom Boa", position="attack"),
             "vr": card("Vorse Raider", "B", position="attack" if face_up else "defense", face_up=face_up)}
    got = ask(cards, {"can_activate": "vb"})
    assert got.answer == answer, got.explanation
    assert ("counters-on-face-up-cards" in got.rules) == (answer == "no")


def test_alien_overlord_with_no_monster_of_the_opponent():
    # Alien Overlord: "... place 1 A-Counter on each face-up monster your opponent controls"
    got = ask({"ao": card("Alien Overlord", position="attack"), "al": card("Alien Shocktrooper", position="attack")},
              {"can_activate": "ao"})
    assert got.answer == "no" and "counters-on-face-up-cards" in got.rules, got.explanation


# ------------------------------------------------------------------ targets Summoned together

def test_targets_summoned_together_are_read():
    from edison_kg.cardtext.board import targets_summoned_at_once
    assert targets_summoned_at_once('target 1 "Machina Soldier", "Machina Sniper", and "Machina Defender" in your '
                                    'Graveyard; Special Summon those targets', "Special Summon those targets") == 3
    assert targets_summoned_at_once('target 2 "Hydrogeddon" and 1 "Oxygeddon" in your GY; Special Summon them',
                                    "Special Summon them") == 3
    assert targets_summoned_at_once("Target 1 monster in your Graveyard; Special Summon it", "Special Summon it") is None


@pytest.mark.parametrize("monsters, answer", [(4, "no"), (3, "yes")])
def test_two_targets_summoned_at_once_need_two_free_zones(monsters, answer):
    """Double-Edged Sword Technique: 'Target 2 "Six Samurai" monsters in your GY; Special Summon those targets'."""
    fillers = ["Vorse Raider", "Gene-Warped Warwolf", "Giant Rat", "Mystic Tomato"]
    cards = {f"m{i}": {"name": fillers[i], "controller": "A", "zone": "monster_zone", "position": "attack"}
             for i in range(monsters)}
    cards.update({"dest": {"name": "Double-Edged Sword Technique", "controller": "A", "zone": "spell_trap_zone",
                           "face_up": False},
                  "y": {"name": "The Six Samurai - Yaichi", "controller": "A", "zone": "graveyard"},
                  "z": {"name": "The Six Samurai - Zanji", "controller": "A", "zone": "graveyard"}})
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                      "ask": {"can_activate": "dest"}})
    assert got.answer == answer, got.explanation
    assert ("summon-needs-free-monster-zones" in got.rules) == (answer == "no")


@pytest.mark.parametrize("face_up, answer", [(False, "no"), (True, "yes")])
def test_counters_for_a_face_up_monster_on_the_opponents_side_of_the_field(face_up, answer):
    cell = {"name": "Counter Cell", "text": "Place 1 A-Counter on 1 face-up monster on your opponent's side of the field.",
            "controller": "A", "zone": "hand", "card_type": "spell", "subtypes": ["Normal Spell"]}
    cards = {"cell": cell, "vr": card("Vorse Raider", "B", position="attack" if face_up else "defense", face_up=face_up)}
    got = ask(cards, {"can_activate": "cell"})
    assert got.answer == answer, got.explanation
    assert ("counters-on-face-up-cards" in got.rules) == (answer == "no")
