"""Round 64's needs of an activation, on real cards: cards taken from a player's Spell & Trap Zones must be there, a
monster the cost Tributes is no target of the same activation, and an effect by which each player targets a monster
in their own Graveyard and Special Summons it needs one in each Graveyard and a free Monster Zone on each side."""

from __future__ import annotations

import pytest

from edison_kg import timing


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


BEASTS = ["Crystal Beast Amethyst Cat", "Crystal Beast Emerald Tortoise", "Crystal Beast Topaz Tiger",
          "Crystal Beast Cobalt Eagle"]


@pytest.mark.parametrize("beasts, answer", [(0, "no"), (4, "yes")])
def test_cards_sent_from_the_spell_and_trap_zones_must_be_there(beasts, answer):
    # Crystal Abundance: "Send 4 "Crystal Beast" cards from your Spell & Trap Zone to the GY; ..."
    cards = {"ca": card("Crystal Abundance", zone="hand"), "b": card("Vorse Raider", "B", position="attack")}
    cards.update({f"c{i}": card(name, zone="spell_trap_zone", face_up=True) for i, name in enumerate(BEASTS[:beasts])})
    got = ask(cards, {"can_activate": "ca"})
    assert got.answer == answer
    assert ("state-cards-taken-from-spell-trap-zones" in got.rules) == (answer == "no")


@pytest.mark.parametrize("opponents, answer", [(0, "yes"), (1, "yes")])
def test_the_opponents_spell_and_trap_zones_are_theirs(opponents, answer):
    # Tornado's condition needs 3 cards in the opponent's Spell & Trap Card Zone: the zones counted are theirs
    cards = {"t": card("Tornado", zone="hand"), "own": card("Mystical Space Typhoon", zone="spell_trap_zone",
                                                            face_up=False)}
    cards.update({f"s{i}": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False) for i in range(3)})
    got = ask(cards, {"can_activate": "t"})
    assert got.answer == answer
    assert "state-cards-taken-from-spell-trap-zones" not in got.rules


@pytest.mark.parametrize("opponents, answer", [(0, "no"), (1, "yes")])
def test_a_monster_the_cost_tributes_is_no_target(opponents, answer):
    # Fish Depth Charge: "Tribute 1 Fish monster, then target 1 card on the field": with the Fish the only card
    # besides itself, nothing is left to target
    cards = {"fdc": card("Fish Depth Charge", zone="spell_trap_zone", face_up=False),
             "fish": card("7 Colored Fish", position="attack")}
    cards.update({f"b{i}": card("Vorse Raider", "B", position="attack") for i in range(opponents)})
    got = ask(cards, {"can_activate": "fdc"})
    assert got.answer == answer
    assert ("state-cost-tribute-is-no-target" in got.rules) == (answer == "no")


def test_another_monster_of_the_kind_pays_the_cost_and_leaves_the_target():
    # two Fish: one Tributed for Fish Depth Charge's cost, the other targeted
    cards = {"fdc": card("Fish Depth Charge", zone="spell_trap_zone", face_up=False),
             "f1": card("7 Colored Fish", position="attack"), "f2": card("7 Colored Fish", position="attack")}
    assert ask(cards, {"can_activate": "fdc"}).answer == "yes"


# The Shallow Grave is the only card of the pool whose players each target a monster of their own Graveyard
@pytest.mark.parametrize("theirs, full, answer, rule", [
    (False, False, "no", "state-each-player-targets-needs-a-target-each"),
    (True, True, "no", "summon-needs-free-monster-zones"),
    (True, False, "yes", None)])
def test_each_player_targets_a_monster_in_their_own_graveyard(theirs, full, answer, rule):
    cards = {"sg": card("The Shallow Grave", zone="hand"), "own": card("Vorse Raider", zone="graveyard")}
    if theirs:
        cards["their"] = card("Celtic Guardian", "B", zone="graveyard")
    if full:
        cards.update({f"b{i}": card("Mystic Tomato", "B", position="attack") for i in range(5)})
    got = ask(cards, {"can_activate": "sg"})
    assert got.answer == answer
    assert rule is None or rule in got.rules


@pytest.mark.parametrize("first, answer", [(True, "no"), (False, "yes")])
def test_an_end_phase_effect_is_not_chained_to_another(first, answer):
    # Ehren's and Jain's "during your End Phase: Send the top 3 (2) cards of your Deck to the Graveyard" each start a
    # chain of their own: with Ehren's on the Chain, Jain's waits for it to resolve
    cards = {"ehren": card("Ehren, Lightsworn Monk", position="attack"),
             "jain": card("Jain, Lightsworn Paladin", position="attack")}
    steps = [{"activate": "ehren", "effect_text": "Send the top 3 cards"}] if first else []
    got = ask(cards, {"can_activate": "jain", "effect_text": "Send the top 2 cards"}, steps=steps, phase="end")
    assert got.answer == answer
    assert ("edison-phase-effects-separate-chains" in got.rules) == (answer == "no")


# (182) Phantom Skyblaster: "You can Special Summon any number of "Skyblaster Tokens" ..., up to the number of monsters
# you control": at least 1 Token, so its Normal Summon as the fifth monster leaves no room for one
@pytest.mark.parametrize("others, answer", [(4, "no"), (3, "yes")])
def test_any_number_of_tokens_is_at_least_one(others, answer):
    cards = {"sky": card("Phantom Skyblaster", zone="hand")}
    cards.update({f"m{i}": card("Vorse Raider", position="attack") for i in range(others)})
    got = ask(cards, {"can_activate": "sky", "effect": 1}, steps=[{"summon": "sky", "method": "normal"}])
    assert got.answer == answer, got.explanation
    assert ("summon-needs-free-monster-zones" in got.rules) == (answer == "no")
    assert ("ce-up-to-is-at-least-one" in got.rules) == (answer == "no")
