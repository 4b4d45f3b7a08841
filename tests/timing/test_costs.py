"""Costs an activation must be able to pay (edison_kg/timing/rules/costs.py and rules/board.py):
Tributes of a kind, counters removed from a player's side, counters another card placed or pays, on real cards."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card
from scenario_cards import ask


def test_a_tribute_cost_of_a_kind_needs_such_a_monster_on_its_players_field():
    # Bamboo Scrap: "Tribute 1 Plant-Type monster. Special Summon 2 "Plant Tokens" ... to your opponent's side"
    cards = {"bs": card("Bamboo Scrap", "A", "spell_trap_zone", face_up=False), "vr": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "bs"})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "cost-tribute-of-a-kind" in answer.rules
    assert any("side of the field" in sentence for sentence in answer.assumed)
    cards["lb"] = card("Lonefire Blossom", "A", position="defense", face_up=True)    # a Plant
    assert ask(cards, {"can_activate": "bs"}).answer == "yes"


def test_a_plant_on_the_opponents_field_cannot_pay_it():
    cards = {"bs": card("Bamboo Scrap", "A", "spell_trap_zone", face_up=False), "lb": card("Lonefire Blossom", "B", position="attack")}
    assert ask(cards, {"can_activate": "bs"}).answer == "no"


def test_an_other_monster_cost_cannot_be_paid_with_the_card_itself():
    # Blazing Hiita: "You can Tribute 1 other FIRE monster; Special Summon 1 FIRE monster from your hand"
    cards = {"bh": card("Blazing Hiita", "A", position="attack"), "lb2": card("Blazing Inpachi", "A", "hand")}
    assert ask(cards, {"can_activate": "bh"}).answer == "no"
    cards["bi"] = card("Blazing Inpachi", "A", position="attack")        # a FIRE monster
    assert ask(cards, {"can_activate": "bh"}).answer == "yes"


def test_counters_another_cards_effect_placed_on_its_target_pay_its_cost():
    # Spell Power Grasp: "place 1 Spell Counter on that target"; Hannibal Necromancer: "You can remove 1 Spell
    # Counter from this card, then target 1 face-up Trap on the field; destroy that target."
    cards = {"hn": card("Hannibal Necromancer", "A", position="attack", counters={"Spell Counter": 0}),
             "spg": card("Spell Power Grasp", "A", "hand"),
             "trap": card("Call of the Haunted", "B", "spell_trap_zone", face_up=True)}
    assert ask(cards, {"can_activate": "hn", "effect": 2}).answer == "no"
    steps = [{"activate": "spg", "targets": ["hn"]}, {"resolve": 1}]
    assert ask(cards, {"can_activate": "hn", "effect": 2}, steps=steps).answer == "yes"


def test_a_card_that_pays_counter_costs_instead_lets_a_card_with_none_pay():
    # Magical Citadel of Endymion: "if you would activate a card effect by removing a Spell Counter(s) from a
    # card you control, you can remove that many Spell Counters from this card instead"
    cards = {"hn": card("Hannibal Necromancer", "A", position="attack", counters={"Spell Counter": 0}),
             "mce": card("Magical Citadel of Endymion", "A", "field_zone", face_up=True, counters={"Spell Counter": 1}),
             "trap": card("Call of the Haunted", "B", "spell_trap_zone", face_up=True)}
    assert ask(cards, {"can_activate": "hn", "effect": 2}).answer == "yes"
    cards["mce"]["counters"] = {"Spell Counter": 0}
    answer = ask(cards, {"can_activate": "hn", "effect": 2})
    assert answer.answer == "no" and "cost-counters-to-remove" in answer.rules
    cards["mce"]["controller"] = "B"
    cards["mce"]["counters"] = {"Spell Counter": 3}                 # the opponent's pays nothing of A's
    assert ask(cards, {"can_activate": "hn", "effect": 2}).answer == "no"


def test_a_bulleted_effect_costs_the_counters_its_label_names():
    # The World Tree: "You can remove any number of Flower Counters from this card to activate these effects.
    # ● 2 Counters: Target 1 card on the field; destroy that target."
    cards = {"wt": card("The World Tree", "A", "field_zone", face_up=True, counters={"Flower Counter": 1}),
             "vr": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "wt", "effect_text": "2 Counters: Target 1 card on the field"})
    assert answer.answer == "no" and "cost-counters-to-remove" in answer.rules
    cards["wt"]["counters"] = {"Flower Counter": 2}
    assert ask(cards, {"can_activate": "wt", "effect_text": "2 Counters: Target 1 card on the field"}).answer == "yes"


def test_an_activation_by_a_cost_while_life_points_are_above_an_amount():
    # Meteor Flare: "Activate by sending 2 cards from your hand to the Graveyard while your opponent has more than
    # 3000 Life Points."
    cards = {"mf": card("Meteor Flare", "A", "spell_trap_zone", face_up=False),
             "h1": card("Vorse Raider", "A", "hand"), "h2": card("Dark Magician", "A", "hand")}
    question = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "mf"}}
    assert timing.ask({**question, "life_points": {"A": 8000, "B": 4000}}).answer == "yes"
    answer = timing.ask({**question, "life_points": {"A": 8000, "B": 2500}})
    assert answer.answer == "no" and "cond-life-points" in answer.rules


def test_a_reveal_cost_needs_a_card_of_its_kind_in_the_hand():
    # Koa'ki Meiru Urnight: "Once per turn, you can reveal 1 "Iron Core of Koa'ki Meiru" in your hand to Special
    # Summon 1 Level 4 or lower "Koa'ki Meiru" monster from your hand."
    cards = {"urn": card("Koa'ki Meiru Urnight", "A", position="attack"), "dr": card("Koa'ki Meiru Drago", "A", "hand")}
    answer = ask(cards, {"can_activate": "urn", "effect": 2})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["ic"] = card("Iron Core of Koa'ki Meiru", "A", "hand")
    assert ask(cards, {"can_activate": "urn", "effect": 2}).answer == "yes"


def test_a_banish_cost_of_this_card_along_with_a_monster_needs_that_monster():
    # Flamvell Dragnov (the only card of the pool with this wording): "You can remove from play this card in your
    # Graveyard, along with 1 face-up FIRE monster you control, to add 1 "Flamvell Dragnov" from your Deck to your hand."
    cards = {"fd": card("Flamvell Dragnov", "A", "graveyard"), "vr": card("Vorse Raider", "A", position="attack")}
    assert ask(cards, {"can_activate": "fd", "effect": 2}).answer == "no"
    cards["fire"] = card("Flamvell Guard", "A", position="attack")          # a FIRE monster
    assert ask(cards, {"can_activate": "fd", "effect": 2}).answer == "yes"
