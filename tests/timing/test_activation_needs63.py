"""Round 63's needs of an activation, on real cards: a deed both players do with their whole hands needs a card in
either hand, and a cost of all the cards of a kind its player controls needs at least one of them."""

from __future__ import annotations

import pytest

from edison_kg import timing


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


# Royal Tribute: "Both players discard any Monster Cards in their hands": done by whoever has cards
@pytest.mark.parametrize("in_hand, answer", [(None, "no"), ("A", "yes"), ("B", "yes")])
def test_both_players_discarding_their_hands_needs_a_card_in_either_hand(in_hand, answer):
    cards = {"rt": card("Royal Tribute", zone="hand"),
             "nv": card("Necrovalley", zone="field_zone", face_up=True)}
    if in_hand:
        cards["m"] = card("Celtic Guardian", in_hand, zone="hand")
    got = ask(cards, {"can_activate": "rt"})
    assert got.answer == answer
    assert ("state-both-players-discard-needs-a-card-in-any-hand" in got.rules) == (answer == "no")


# Rainbow Dragon: "send all face-up "Crystal Beast" monsters you control to the GY" as a cost
@pytest.mark.parametrize("beast, answer", [(None, "no"), ({"position": "attack"}, "yes"),
                                           ({"position": "defense", "face_up": False}, "no")])
def test_a_cost_of_all_the_monsters_of_a_kind_you_control_needs_one(beast, answer):
    cards = {"rd": card("Rainbow Dragon", position="attack")}
    if beast:
        cards["cb"] = card("Crystal Beast Sapphire Pegasus", **beast)
    got = ask(cards, {"can_activate": "rd"}, turn_player="B", phase="battle")
    assert got.answer == answer
    assert ("cost-all-cards-you-control-needs-one" in got.rules) == (answer == "no")


# Kuribon: "During damage calculation, if this card is attacked by your opponent's monster" names a window, not an
# event: a card activated at that damage calculation does not end it
@pytest.mark.parametrize("attacked, answer", [("kb", "yes"), ("cg", "no")])
def test_a_damage_calculation_window_is_not_ended_by_a_card_activated_in_it(attacked, answer):
    cards = {"kb": card("Kuribon", position="attack"), "cg": card("Celtic Guardian", position="attack"),
             "vr": card("Vorse Raider", "B", position="attack"), "sh": card("Shrink", "B", zone="hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "vr", "player": "B", "target": attacked}]},
             {"phase": "damage_step"}, {"activate": "sh", "targets": ["vr"]}]
    got = ask(cards, {"can_activate": "kb"}, steps=steps, turn_player="B", phase="battle")
    assert got.answer == answer
    assert ("state-condition-window-not-ended-by-activations" in got.rules) == (answer == "yes")


# Ancient Rules: "Special Summon 1 Level 5 or higher Normal Monster from your hand". Simorgh, Bird of Ancestry ("This
# card is treated as a Normal Monster while in your hand") is the only card of the pool with that text; a Gemini
# monster (Phoenix Gearfried) is a Normal Monster only face-up on the field or in the Graveyard, not in the hand
@pytest.mark.parametrize("in_hand, answer", [("Simorgh, Bird of Ancestry", "yes"), ("Phoenix Gearfried", "no")])
def test_a_monster_treated_as_a_normal_monster_in_the_hand_is_one_there(in_hand, answer):
    cards = {"ar": card("Ancient Rules", zone="hand"), "m": card(in_hand, zone="hand")}
    assert ask(cards, {"can_activate": "ar"}).answer == answer


# Destiny Hero - Dasher: "when you draw a Monster Card during your Draw Phase ...: You can reveal it; Special Summon it"
# acts on the drawn card in the hand: once D.D. Crow, drawn, is discarded for its own effect, the draw no longer starts it
@pytest.mark.parametrize("crow_used, answer", [(False, "yes"), (True, "no")])
def test_a_deed_on_the_drawn_card_needs_it_still_in_the_hand(crow_used, answer):
    cards = {"dash": card("Destiny Hero - Dasher", zone="graveyard"), "crow": card("D.D. Crow", zone="deck"),
             "sg": card("Sangan", "B", zone="graveyard")}
    steps = [{"events": [{"event": "drawn", "card": "crow", "player": "A", "from": "deck", "to": "hand"}]}]
    if crow_used:
        steps.append({"activate": "crow", "targets": ["sg"], "cost": [
            {"event": "discarded", "card": "crow", "from": "hand", "to": "graveyard", "cause": "cost"}]})
    got = ask(cards, {"can_activate": "dash", "effect": 3}, steps=steps, phase="draw")
    assert got.answer == answer
    assert ("state-event-cards-still-where-the-event-put-them" in got.rules) == (answer == "no")
