"""A Graveyard target of an effect whose cost sends a card to a Graveyard must be there as it is activated: the
card the cost sends does not give it one (edison_kg/timing/rules/piles.py, rule state-target-not-given-by-its-cost),
on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

# Cunning of the Six Samurai: "Send 1 face-up "Six Samurai" monster you control to the Graveyard, then target
# 1 "Six Samurai" monster in either player's Graveyard; Special Summon that target."
YAICHI = "The Six Samurai - Yaichi"


def _cunning(**more):
    cards = {"cunning": card("Cunning of the Six Samurai", "A", "hand"),
             "yaichi": card(YAICHI, "A", position="attack"), **more}
    return ask(cards, {"can_activate": "cunning"})


def test_the_six_samurai_monster_its_cost_sends_is_no_target():
    answer = _cunning()
    assert answer.answer == "no" and "state-target-not-given-by-its-cost" in answer.rules


def test_a_six_samurai_monster_in_either_graveyard_is_a_target():
    assert _cunning(gy=card("The Six Samurai - Zanji", "B", "graveyard")).answer == "yes"
    assert _cunning(gy=card("Vorse Raider", "B", "graveyard")).answer == "no"     # not a "Six Samurai"


def test_d_d_crow_needs_a_card_in_the_opponents_graveyard():
    # D.D. Crow: "You can discard this card to the GY, then target 1 card in your opponent's GY; banish that target."
    crow = {"crow": card("D.D. Crow", "A", "hand"), "own": card("Sangan", "A", "graveyard")}
    assert ask(crow, {"can_activate": "crow"}).answer == "no"
    crow["theirs"] = card("Sangan", "B", "graveyard")
    assert ask(crow, {"can_activate": "crow"}).answer == "yes"
