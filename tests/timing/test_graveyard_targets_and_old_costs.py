"""Graveyard targets the reader missed, and the old "send ... to allow ..." cost, asked of the
whole engine on real cards of the pool, met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_target_in_the_gy_placed_on_the_field_is_negated_by_necrovalley():
    # Crystal Blessing: "Target up to 2 "Crystal Beast" monsters in your Graveyard; place those targets face-up in
    # your Spell & Trap Card Zone ...": a deed with no event still takes its target from the GY
    cards = {"cb": card("Crystal Blessing", "A", "hand"), "cbr": card("Crystal Beast Ruby Carbuncle", "A", "graveyard")}
    assert ask(cards, {"can_activate": "cb"}).answer == "yes"
    cards["nv"] = card("Necrovalley", "B", "field_zone", face_up=True)
    answer = ask(cards, {"can_activate": "cb"})
    assert answer.answer == "no" and "ce-graveyard-target-negated" in answer.rules


def test_a_gy_target_told_apart_by_its_past_is_still_a_gy_target():
    # Skyscraper 2 - Hero City: "You can target 1 "Elemental HERO" monster in your Graveyard that was destroyed by
    # battle; Special Summon that target."
    cards = {"sky": card("Skyscraper 2 - Hero City", "A", "field_zone", face_up=True),
             "ava": card("Elemental HERO Avian", "A", "graveyard")}
    assert "ce-graveyard-target-negated" not in ask(cards, {"can_activate": "sky"}, phase="main1").rules
    cards["nv"] = card("Necrovalley", "B", "field_zone", face_up=True)
    answer = ask(cards, {"can_activate": "sky"}, phase="main1")
    assert answer.answer == "no" and "ce-graveyard-target-negated" in answer.rules


def test_sending_the_equip_card_to_allow_an_attack_is_a_cost_macro_cosmos_forbids():
    # Assault Armor: "you can send this equipped card to the Graveyard to allow the equipped monster to attack twice
    # ...": the only card of the pool with this wording read as an activated effect
    cards = {"blade": card("Dark Blade", "A", position="attack"),
             "armor": card("Assault Armor", "A", "spell_trap_zone", face_up=True, equipped_to="blade")}
    asked = {"can_activate": "armor", "effect_text": "send this equipped card"}
    assert ask(cards, asked, phase="main1").answer == "yes"
    cards["mc"] = card("Macro Cosmos", "B", "spell_trap_zone", face_up=True)
    answer = ask(cards, asked, phase="main1")
    assert answer.answer == "no" and "ce-banished-instead-cost" in answer.rules
