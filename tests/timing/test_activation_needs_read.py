"""What an activation needs, read from its card's text: a discard cost naming "1 Spell" (the newer word for a Spell
Card), a first part removing counters before "and if you do", a Ritual Spell Card's Tributes of enough Levels, a look
at the opponent's hand, and a card only another card's effect places on the field; on real cards of the pool, each
with its need met and unmet."""

from __future__ import annotations

import pytest

from edison_kg import timing


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": [], "ask": question})


@pytest.mark.parametrize("in_hand, answer", [("Mirror Force", "no"), ("Pot of Greed", "yes")])
def test_a_discard_cost_of_1_spell_needs_a_spell_card_in_the_hand(in_hand, answer):
    got = ask({"monk": card("Summoner Monk", position="attack"), "h": card(in_hand, zone="hand")},
              {"can_activate": "monk", "effect_text": "discard 1 Spell"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "state-cards-taken-from-a-pile" in got.rules


@pytest.mark.parametrize("counters, answer", [({}, "no"), ({"Guard Counter": 1}, "yes")])
def test_removing_counters_before_and_if_you_do_needs_them(counters, answer):
    got = ask({"guard": card("Card Guard", position="attack", counters=counters),
               "vorse": card("Vorse Raider", position="attack")},
              {"can_activate": "guard", "effect_text": "remove 1 Guard Counter from this card"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "deed-counters-to-remove-first" in got.rules


@pytest.mark.parametrize("on_field, answer", [(None, "no"), ("Gemini Elf", "yes")])
def test_a_ritual_spell_needs_tributes_of_enough_levels(on_field, answer):
    cards = {"rit": card("Black Luster Ritual", zone="hand"), "bls": card("Black Luster Soldier", zone="hand"),
             "skull": card("Summoned Skull", zone="hand")}
    if on_field:
        cards["elf"] = card(on_field, position="attack")
    got = ask(cards, {"can_activate": "rit"})
    assert got.answer == answer, got.explanation
    if answer == "no":
        assert "deed-ritual-tributes-total-level" in got.rules


def test_a_card_only_an_effect_places_on_the_field_is_never_activated():
    got = ask({"sarc": card("The Second Sarcophagus", zone="hand")}, {"can_activate": "sarc"})
    assert got.answer == "no" and "card-placed-only-by-an-effect" in got.rules, got.explanation
    got = ask({"sarc": card("The Second Sarcophagus", zone="spell_trap_zone", face_up=False)}, {"can_activate": "sarc"})
    assert got.answer == "no", got.explanation
    # a card without such words is activated
    assert ask({"pot": card("Pot of Greed", zone="hand")}, {"can_activate": "pot"}).answer == "yes"
