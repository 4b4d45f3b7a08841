"""What a Spell or Trap Card's activation needs of the duel: a Ritual Spell Card's Ritual Monster in the hand
(rules/piles.py), a monster holding counters of a kind for its deed to pick (rules/card_needs.py), and the card a
deed acts on named by its own first sentence; on real cards, met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_ritual_spell_needs_its_ritual_monster_in_the_hand():
    # Black Luster Ritual: "This card is used to Ritual Summon "Black Luster Soldier"."
    cards = {"r": card("Black Luster Ritual", "A", "hand"), "h": card("Dark Magician", "A", "hand"),
             "s": card("Sangan", "A", position="attack"), "v": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "r"})
    assert answer.answer == "no" and "deed-ritual-monster-from-hand" in answer.rules
    cards["b"] = card("Black Luster Soldier", "A", "hand")
    assert ask(cards, {"can_activate": "r"}).answer == "yes"


def test_a_ritual_spell_of_an_attribute_needs_a_ritual_monster_of_it():
    # Earth Chant: "This card can be used to Ritual Summon any EARTH Ritual Monster": an EARTH monster that is not a
    # Ritual Monster is not one
    cards = {"r": card("Earth Chant", "A", "hand"), "h": card("Giant Rat", "A", "hand"),
             "s": card("Sangan", "A", position="attack"), "v": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "r"})
    assert answer.answer == "no" and "deed-ritual-monster-from-hand" in answer.rules
    cards["b"] = card("Black Luster Soldier", "A", "hand")
    assert ask(cards, {"can_activate": "r"}).answer == "yes"


def test_a_monster_with_an_a_counter_on_the_field():
    # Detonator Circle "A": "Destroy 1 face-up monster with an A-Counter(s), and then inflict 1000 damage to each player."
    cards = {"d": card("Detonator Circle \"A\"", "A", "spell_trap_zone", face_up=False), "x": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "d"})
    assert answer.answer == "no" and "deed-monster-with-counters" in answer.rules
    cards["x"] = card("Vorse Raider", "B", position="attack", counters={"A-Counter": 1})
    assert ask(cards, {"can_activate": "d"}).answer == "yes"


def test_a_monster_with_a_venom_counter():
    # Venom Burn: "Select 1 monster with a Venom Counter(s). Remove all Venom Counters from that card, ..."
    cards = {"b": card("Venom Burn", "A", "spell_trap_zone", face_up=False), "x": card("Vorse Raider", "B", position="attack", counters={"A-Counter": 1})}
    answer = ask(cards, {"can_activate": "b"})
    assert answer.answer == "no" and "deed-monster-with-counters" in answer.rules
    cards["x"] = card("Vorse Raider", "B", position="attack", counters={"Venom Counter": 2})
    assert ask(cards, {"can_activate": "b"}).answer == "yes"


def test_a_target_named_before_a_later_sentence_about_this_card():
    # Gateway to Dark World: "Target 1 "Dark World" monster in your Graveyard; Special Summon that target. You cannot
    # Summon other monsters the turn you activate this card": the deed acts on the target, not on this card
    cards = {"g": card("Gateway to Dark World", "A", "hand"), "s": card("Sangan", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "g"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["w"] = card("Broww, Huntsman of Dark World", "A", "graveyard")
    assert ask(cards, {"can_activate": "g"}).answer == "yes"
