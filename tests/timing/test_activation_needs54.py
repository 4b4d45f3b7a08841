"""Round 53's needs of an activation, on real cards: Tokens Special Summoned to the opponent's field need free
Monster Zones there, each player revealing a card needs one in each hand, a deed on a card of its player's own hand
joined by "and" needs that card, "another" monster of a Trap Card answering an attack is one besides the attacker, Life
Points of its player's choice cannot be paid while they pay none, and a Ritual Monster discarded was never properly
Summoned."""

from __future__ import annotations

import pytest

from edison_kg import timing


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


MONSTERS = ["Vorse Raider", "Gemini Elf", "Mystical Elf", "Dark Magician"]


@pytest.mark.parametrize("theirs, answer", [(3, "no"), (2, "yes")])
def test_tokens_to_the_opponents_field_need_free_zones_there(theirs, answer):
    cards = {"na": card("Nightmare Archfiends", zone="spell_trap_zone", face_up=False), "own": card("Summoned Skull", position="attack")}
    cards.update({f"m{i}": card(MONSTERS[i], "B", position="attack") for i in range(theirs)})
    got = ask(cards, {"can_activate": "na"})
    assert got.answer == answer
    assert ("summon-needs-free-monster-zones" in got.rules) == (answer == "no")


# Ante: "Each player reveals 1 card from their hand"; Dragged Down into the Grave: "Both players reveal their hands"
@pytest.mark.parametrize("name", ["Ante", "Dragged Down into the Grave"])
@pytest.mark.parametrize("mine, theirs, answer", [(0, 1, "no"), (1, 0, "no"), (1, 1, "yes")])
def test_each_player_reveals_needs_a_card_in_each_hand(name, mine, theirs, answer):
    cards = {"ante": card(name, zone="hand")}
    cards.update({f"a{i}": card("Celtic Guardian", zone="hand") for i in range(mine)})
    cards.update({f"b{i}": card("Sangan", "B", zone="hand") for i in range(theirs)})
    got = ask(cards, {"can_activate": "ante"})
    assert got.answer == answer
    assert ("state-each-player-reveals-needs-a-card-in-each-hand" in got.rules) == (answer == "no")


@pytest.mark.parametrize("other_in_hand, answer", [(False, "no"), (True, "yes")])
def test_a_deed_on_its_own_hand_joined_by_and_needs_the_card(other_in_hand, answer):
    cards = {"qs": card("Quickdraw Synchron", zone="hand")}
    if other_in_hand:
        cards["gob"] = card("Goblin Attack Force", zone="hand")
    got = ask(cards, {"can_activate": "qs"})
    assert got.answer == answer
    assert ("conj-and-needs-every-part" in got.rules) == (answer == "no")


@pytest.mark.parametrize("face_up, answer", [(False, "no"), (True, "yes")])
def test_another_monster_is_one_besides_the_attacker(face_up, answer):
    cards = {"ds": card("Dark Spirit of the Silent", zone="spell_trap_zone", face_up=False),
             "atk": card("Gemini Elf", "B", position="attack"),
             "other": card("Mystical Elf", "B", position="attack" if face_up else "defense", face_up=face_up)}
    steps = [{"events": [{"event": "attack_declared", "card": "atk", "player": "B"}]}]
    got = ask(cards, {"can_activate": "ds"}, steps, turn_player="B", phase="battle")
    assert got.answer == answer
    assert ("state-another-than-the-event-monster" in got.rules) == (answer == "no")


@pytest.mark.parametrize("whose, answer", [("A", "no"), ("B", "yes")])
def test_life_points_of_choice_cannot_be_paid_while_none_are_paid(whose, answer):
    cards = {"sb": card("Star Blast", zone="hand"), "se": card("Spell Economics", whose, "spell_trap_zone", face_up=True),
             "mon": card("Summoned Skull", position="attack")}
    got = ask(cards, {"can_activate": "sb"})
    assert got.answer == answer
    assert ("cost-life-points-of-choice-waived" in got.rules) == (answer == "no")


def test_a_trap_paying_life_points_of_choice_is_not_spared():
    cards = {"wall": card("Wall of Revealing Light", zone="spell_trap_zone", face_up=False),
             "se": card("Spell Economics", zone="spell_trap_zone", face_up=True)}
    assert ask(cards, {"can_activate": "wall"}).answer == "yes"


@pytest.mark.parametrize("how, answer", [("discarded", "no"), ("destroyed", "yes")])
def test_a_ritual_monster_never_properly_summoned_is_no_target(how, answer):
    was = "hand" if how == "discarded" else "monster_zone"
    cards = {"mr": card("Monster Reborn", zone="hand"), "ruin": card("Ruin, Queen of Oblivion", zone=was)}
    steps = [{"events": [{"event": how, "card": "ruin", "player": "A", "from": was, "to": "graveyard",
                          "cause": "cost" if how == "discarded" else "effect"}]}]
    got = ask(cards, {"can_activate": "mr"}, steps)
    assert got.answer == answer
    assert ("summon-ritual-fusion-synchro-first-properly-summoned" in got.rules) == (answer == "no")
