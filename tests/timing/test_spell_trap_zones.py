"""Free Spell & Trap Zones (timing/rules/spell_trap_zones.py, rule spell-trap-zones-needed):
an effect that equips or places a card in its player's Spell & Trap Zones needs one free once its own
card has taken its zone, and a card that makes a zone unusable needs one to close; on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext.zones import spell_trap_zones_closed, spell_trap_zones_filled

RULE = "spell-trap-zones-needed"
SETS = ["Trap Hole", "Mirror Force", "Dust Tornado", "Sakuretsu Armor", "Magic Cylinder"]


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def set_cards(n, controller="A"):
    return {f"s{i}": card(SETS[i], controller, "spell_trap_zone", face_up=False) for i in range(n)}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


# ------------------------------------------------------------------ the words

@pytest.mark.parametrize("text, own_in_a_zone, zones", [
    ("Target 1 \"X-Head Cannon\" you control; equip this card to that target", False, 1),
    ("equip this card to that monster", True, 0),            # a Trap equipping itself keeps its zone
    ("you can equip 1 Equip Spell Card in your Graveyard to this card", False, 1),
    ("Place 1 \"Crystal Beast\" monster from your Deck face-up in your Spell & Trap Card Zone", True, 1),
    ("Equip only to a Warrior-Type monster.", True, 0),
    ("Unequip this card and Special Summon it.", False, 0),
])
def test_zones_a_clause_fills(text, own_in_a_zone, zones):
    assert spell_trap_zones_filled(text, own_in_a_zone) == zones


def test_a_zone_a_card_closes():
    assert spell_trap_zones_closed("You cannot use 1 of your Spell & Trap Card Zones.") == 1
    assert spell_trap_zones_closed("Your opponent cannot activate Spell Cards.") == 0


# ------------------------------------------------------------------ the rule

@pytest.mark.parametrize("set_count, answer", [(5, "no"), (4, "yes")])
def test_chopman_needs_a_free_zone_for_the_equip_spell(set_count, answer):
    cards = {"ch": card("Chopman the Desperate Outlaw", position="attack"),
             "eq": card("Axe of Despair", zone="graveyard"), **set_cards(set_count)}
    got = ask(cards, {"can_activate": "ch"},
              steps=[{"events": [{"event": "flip_summon", "card": "ch", "player": "A"}]}])
    assert got.answer == answer, got.explanation
    assert (RULE in got.rules) == (answer == "no")


@pytest.mark.parametrize("set_count, answer", [(5, "no"), (4, "yes")])
def test_sapphire_pegasus_needs_a_zone_to_place_a_crystal_beast(set_count, answer):
    cards = {"sp": card("Crystal Beast Sapphire Pegasus", zone="hand"),
             "rc": card("Crystal Beast Ruby Carbuncle", zone="hand"), **set_cards(set_count)}
    got = ask(cards, {"can_activate": "sp", "effect": 1},
              steps=[{"events": [{"event": "normal_summon", "card": "sp", "player": "A", "from": "hand", "to": "monster_zone"}]}])
    assert got.answer == answer, got.explanation
    assert (RULE in got.rules) == (answer == "no")


def test_only_its_own_players_zones_count():
    cards = {"ch": card("Chopman the Desperate Outlaw", position="attack"),
             "eq": card("Axe of Despair", zone="graveyard"), **set_cards(5, controller="B")}
    got = ask(cards, {"can_activate": "ch"},
              steps=[{"events": [{"event": "flip_summon", "card": "ch", "player": "A"}]}])
    assert got.answer == "yes", got.explanation


# ------------------------------------------------------------------

def test_cards_taken_for_each_counter_are_counted():
    """'a number of ... equal to the number of counters on this card': done once for each counter."""
    from edison_kg.cardtext.board import counted_counters
    assert counted_counters("You can remove from play a number of card(s) in your Graveyard equal to the number of "
                            "counters on this card to destroy that many Spell or Trap Card(s) on the field") == ""
    assert counted_counters("Special Summon 1 Dinosaur-Type monster from your Deck whose Level is less than or equal "
                            "to the number of counters that were on this card") is None


@pytest.mark.parametrize("pyro_in_hand, answer", [(True, "yes"), (False, "no")])
def test_a_face_up_spell_is_asked_about_its_own_effect(pyro_in_hand, answer):
    """A face-up Continuous Spell is not activated again: the question means its effect (card-vs-effect-activation)."""
    cards = {"tri": card("Tri-Blaze Accelerator", zone="spell_trap_zone", face_up=True),
             "opp": card("Vorse Raider", "B", position="attack")}
    if pyro_in_hand:
        cards["pyro"] = card("Solar Flare Dragon", zone="hand")
    got = ask(cards, {"can_activate": "tri"})
    assert got.answer == answer, got.explanation
