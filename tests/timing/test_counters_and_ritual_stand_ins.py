"""What an activation needs of counters, counts and Ritual Tributes, read from its card's text: a cost that sends or
Tributes its card "with 3 Spell Counters on it" (rule cost-counters-to-remove), a cost paid once for each counter on its
card (rule cost-paid-once-per-counter), a monster in the Graveyard that may be banished "as 1 of the monsters required
for the Ritual Summon" (rule deed-ritual-tribute-from-graveyard), a change to all the monsters of a kind ("all face-up
Level 2 Normal Monsters (except Tokens)") with none of them, and a count of banished cards; on real cards of the pool,
each need met and unmet."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext.board import removed_counters


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": question})


def test_a_card_sent_with_counters_on_it_is_read_as_a_cost_removing_them():
    assert removed_counters("Tribute this card with 3 Spell Counters on it") == ("spell", 3, "card")
    assert removed_counters("send this face-up card with 5 Spell Counters on it to the Graveyard") == ("spell", 5, "card")
    assert removed_counters("Tribute this card") is None


@pytest.mark.parametrize("counters, answer", [({"Spell Counter": 1}, "no"), ({"Spell Counter": 3}, "yes")])
def test_tributing_this_card_with_3_spell_counters_needs_them(counters, answer):
    got = ask({"sdm": card("Skilled Dark Magician", position="attack", counters=counters)},
              {"can_activate": "sdm", "effect_text": "Tribute this card with 3 Spell Counters"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "cost-counters-to-remove" in got.rules


# the only card of the pool whose cost is paid once for each counter on it
@pytest.mark.parametrize("counters, answer", [({}, "no"), ({"counter": 1}, "yes")])
def test_a_cost_paid_once_for_each_counter_needs_a_counter(counters, answer):
    got = ask({"cat": card("Dark Catapulter", position="defense", counters=counters),
               "gy": card("Vorse Raider", zone="graveyard"),
               "st": card("Mirror Force", controller="B", zone="spell_trap_zone", face_up=False)},
              {"can_activate": "cat", "effect_text": "destroy that many Spell or Trap Card"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "cost-paid-once-per-counter" in got.rules


@pytest.mark.parametrize("in_graveyard, answer", [("Djinn Presider of Rituals", "yes"), ("Vorse Raider", "no")])
def test_a_monster_banished_from_the_graveyard_as_a_ritual_tribute_counts(in_graveyard, answer):
    got = ask({"rit": card("Black Luster Ritual", zone="hand"), "bls": card("Black Luster Soldier", zone="hand"),
               "vorse": card("Vorse Raider", position="attack"), "gy": card(in_graveyard, zone="graveyard")},
              {"can_activate": "rit"})
    assert got.answer == answer, got.explanation
    assert ("deed-ritual-tribute-from-graveyard" if answer == "yes" else "deed-ritual-tributes-total-level") in got.rules


# "all face-up Level 2 Normal Monsters (except Tokens) on your side of the field": with none of them it does
# nothing (rule activation-needs-a-possible-effect)
@pytest.mark.parametrize("monster, answer", [("Vorse Raider", "no"), ("Basic Insect", "yes")])
def test_a_change_to_all_level_2_normal_monsters_needs_one(monster, answer):
    got = ask({"te": card("Thousand Energy", zone="hand"), "m": card(monster, position="attack")},
              {"can_activate": "te"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "activation-needs-a-possible-effect" in got.rules


# "You can only activate this card if 7 or more of your cards are currently removed from play": a state counted among
# the player's banished cards, not an event (rule cond-activation-needs-a-count)
@pytest.mark.parametrize("banished, answer", [(6, "no"), (7, "yes")])
def test_a_count_of_banished_cards_is_a_state_the_activation_needs(banished, answer):
    cards = {"ce": card("Chaos End", zone="hand"), "m": card("Vorse Raider", controller="B", position="attack")}
    cards.update({f"b{n}": card("Basic Insect", zone="banished") for n in range(banished)})
    got = ask(cards, {"can_activate": "ce"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "cond-activation-needs-a-count" in got.rules


# (182) "You can remove all Wedge Counters from your opponent's monsters; ...": a cost on the opponent's monsters
@pytest.mark.parametrize("counters, answer", [({}, "no"), ({"Wedge Counter": 1}, "yes")])
def test_removing_all_wedge_counters_from_the_opponents_monsters_needs_one(counters, answer):
    got = ask({"armor": card("Blackwing Armor Master", position="attack"),
               "elf": card("Gemini Elf", controller="B", position="attack", counters=counters)},
              {"can_activate": "armor", "effect_text": "remove all Wedge Counters"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "cost-counters-to-remove" in got.rules
