"""Cards an effect takes from among its player's banished cards, named by what they are ("as many of
your banished monsters as possible", "1 of your removed from play monsters"): with none there, the
effect would do nothing and cannot be activated (rule state-cards-taken-from-a-pile)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": question})


def test_a_summon_from_the_banished_monsters_needs_one_there():
    # Return from the Different Dimension: "Special Summon as many of your banished monsters as possible"
    cards = {"rdd": card("Return from the Different Dimension", "A", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"can_activate": "rdd"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    assert "Player A's banished cards are only the cards the scenario names there: none" in answer.assumed
    cards["theirs"] = card("Vorse Raider", "B", "banished")          # the opponent's banished cards are not its own
    assert ask(cards, {"can_activate": "rdd"}).answer == "no"
    cards["vr"] = card("Vorse Raider", "A", "banished")
    assert ask(cards, {"can_activate": "rdd"}).answer == "yes"
