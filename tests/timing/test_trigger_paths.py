"""The same rules on every path: a trigger effect asked about (``can_activate``) and the
same trigger on the next chain (``triggers``, timing/rules/segoc.py) are judged by the same functions
of timing/rules/activation.py. Each case on real cards: the lock or the full zones rule it out on
both paths, and without them it goes on the chain."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules import activation, segoc, trigger_costs


def ask(cards, steps, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": steps, "ask": question}).to_dict()


def chain_of(cards, steps, phase="main1"):
    return [link["card"] for link in ask(cards, steps, {"triggers": True}, phase).get("chain") or []]


def face_up(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, "face_up": True,
            **({"position": "attack"} if zone == "monster_zone" else {}), **state}


def destroyed_by_battle(ref):
    return [{"events": [{"event": "destroyed", "card": ref, "cause": "battle"},
                        {"event": "sent_to_gy", "card": ref, "cause": "battle"}]}]


def test_the_trigger_path_uses_the_functions_of_the_activation_path():
    assert all(rule in activation.EFFECT_RULES for rule in segoc._FORBIDDEN + trigger_costs._CANNOT_BE_ACTIVATED)


# ------------------------------------------------------------------ "cannot be activated" (Jinzo, Spell Canceller)

WISHES = {"w": face_up("Solemn Wishes", zone="spell_trap_zone"), "x": {"name": "Pot of Greed", "controller": "A",
                                                                      "zone": "deck"}}
DRAW = [{"events": [{"event": "drawn", "card": "x", "player": "A"}]}]


def test_a_continuous_traps_trigger_under_jinzo_is_not_on_the_next_chain():
    cards = {**WISHES, "j": face_up("Jinzo", "B")}
    assert chain_of(cards, DRAW) == []
    asked = ask(cards, DRAW, {"can_activate": "w"})
    assert asked["answer"] == "no" and "ce-cannot-activate-vs-negate" in str(asked["rules"])


def test_a_continuous_traps_trigger_without_jinzo_is_on_the_next_chain():
    assert chain_of(WISHES, DRAW) == ["w"]
    assert ask(WISHES, DRAW, {"can_activate": "w"})["answer"] == "yes"


def test_a_continuous_spells_trigger_under_spell_canceller_is_not_on_the_next_chain():
    cards = {"r": face_up("Dark Room of Nightmare", zone="spell_trap_zone"),
             "p": face_up("Poison of the Old Man", zone="spell_trap_zone"), "c": face_up("Spell Canceller", "B")}
    damage = [{"events": [{"event": "damage_inflicted", "player": "B", "amount": 800, "cause": "effect", "by": "p"}]}]
    assert chain_of(cards, damage) == []
    assert ask(cards, damage, {"can_activate": "r"})["answer"] == "no"
    del cards["c"]
    assert chain_of(cards, damage) == ["r"]


# ------------------------------------------------------------------ an action a lock forbids

def test_an_optional_trigger_that_must_special_summon_under_a_summon_lock_is_not_on_the_next_chain():
    cards = {"t": face_up("Mystic Tomato"), "f": face_up("Fossil Dyna Pachycephalo", "B")}
    steps = destroyed_by_battle("t")
    assert chain_of(cards, steps, "damage_step") == []
    asked = ask(cards, steps, {"can_activate": "t"}, "damage_step")
    assert asked["answer"] == "no" and "ce-forbidden-action-effect" in str(asked["rules"])
    del cards["f"]
    assert chain_of(cards, steps, "damage_step") == ["t"]


def test_you_cant_normal_summon_the_turn_you_activate_it_after_a_normal_summon():
    cards = {"w": {"name": "Red-Eyes Wyvern", "controller": "A", "zone": "graveyard"},
             "r": {"name": "Red-Eyes B. Dragon", "controller": "A", "zone": "graveyard"},
             "g": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "hand"}}
    after_a_summon = [{"summon": "g", "method": "normal"}, {"phase": "end"}]
    assert chain_of(cards, after_a_summon) == []
    assert ask(cards, after_a_summon, {"can_activate": "w"})["answer"] == "no"
    assert chain_of(cards, [{"phase": "end"}]) == ["w"]
    assert ask(cards, [{"phase": "end"}], {"can_activate": "w"})["answer"] == "yes"


# ------------------------------------------------------------------ zones it needs

def test_an_optional_trigger_that_special_summons_needs_a_free_monster_zone():
    cards = {"h": face_up("Hydrogeddon"), "v": face_up("Vorse Raider", "B", position="defense"),
             **{f"m{i}": face_up("Gene-Warped Warwolf") for i in range(4)}}
    steps = [{"events": [{"event": "destroyed", "card": "v", "cause": "battle", "by": "h"},
                         {"event": "sent_to_gy", "card": "v", "cause": "battle", "by": "h"}]}]
    assert chain_of(cards, steps, "damage_step") == []
    asked = ask(cards, steps, {"can_activate": "h"}, "damage_step")
    assert asked["answer"] == "no" and "summon-needs-free-monster-zones" in str(asked["rules"])
    del cards["m0"]
    assert chain_of(cards, steps, "damage_step") == ["h"]


def test_an_optional_trigger_that_places_a_card_needs_a_free_spell_trap_zone():
    cards = {"p": {"name": "Crystal Beast Sapphire Pegasus", "controller": "A", "zone": "hand"},
             "c": {"name": "Crystal Beast Ruby Carbuncle", "controller": "A", "zone": "hand"},
             **{f"s{i}": face_up("Solemn Wishes", zone="spell_trap_zone") for i in range(5)}}
    summon = [{"summon": "p", "method": "normal"}]
    assert chain_of(cards, summon) == []
    assert ask(cards, summon, {"can_activate": "p"})["answer"] == "no"
    del cards["s0"]
    assert chain_of(cards, summon) == ["p"]
    assert ask(cards, summon, {"can_activate": "p"})["answer"] == "yes"


# ------------------------------------------------------------------ a Graveyard target under Necrovalley

def test_an_optional_trigger_that_must_target_in_the_graveyard_under_necrovalley_is_not_on_the_next_chain():
    cards = {"j": {"name": "Junk Synchron", "controller": "A", "zone": "hand"},
             "t": {"name": "Tuningware", "controller": "A", "zone": "graveyard"},
             "n": face_up("Necrovalley", "B", zone="field_zone")}
    summon = [{"summon": "j", "method": "normal"}]
    assert chain_of(cards, summon) == []
    asked = ask(cards, summon, {"can_activate": "j"})
    assert asked["answer"] == "no" and "ce-graveyard-target-negated" in str(asked["rules"])
    del cards["n"]
    assert chain_of(cards, summon) == ["j"]
    assert ask(cards, summon, {"can_activate": "j"})["answer"] == "yes"


# ------------------------------------------------------------------ a cost a lock forbids

def test_a_trigger_whose_cost_banishes_under_imperial_iron_wall_is_not_on_the_next_chain():
    cards = {"w": {"name": "Red-Eyes Wyvern", "controller": "A", "zone": "graveyard"},
             "r": {"name": "Red-Eyes B. Dragon", "controller": "A", "zone": "graveyard"},
             "i": face_up("Imperial Iron Wall", "B", zone="spell_trap_zone")}
    end_phase = [{"phase": "end"}]
    answer = ask(cards, end_phase, {"triggers": True})
    assert answer["chain"] == [] and "trig-cost-cannot-be-paid-not-activated" in str(answer["rules"])
    asked = ask(cards, end_phase, {"can_activate": "w"})
    assert asked["answer"] == "no" and "ce-forbidden-action-cost" in str(asked["rules"])
    del cards["i"]
    assert chain_of(cards, end_phase) == ["w"]
