"""Round 89 readings on pool cards: "Each player gives their opponent control of 1 of their monsters" is a switch;
"return them to the GY" sends banished cards to the Graveyard; "as many ... as possible ... that were destroyed by
battle this turn" and "Level 3 or lower monsters are destroyed during the End Phase of the turn that they are Normal
Summoned or Flip Summoned" act on every card of that kind that had this turn's event (cardtext/this_turns_cards.py)."""

from __future__ import annotations

from tests.cardtext.pool import card, clause_starting


def test_each_player_gives_control_is_a_switch():
    seizure = clause_starting("Creature Seizure", "Each player gives their opponent control")
    assert (seizure.action, seizure.event, seizure.player, seizure.count) == ("take_control", "control_changed", "both", 2)


def test_banished_cards_returned_to_the_graveyard_are_sent_there():
    burial = clause_starting("Burial from a Different Dimension", "return them to the GY")
    dig = clause_starting("Miracle Dig", "return 3 of them")
    for clause in (burial, dig):
        assert (clause.action, clause.event, clause.to_zone) == ("send_to_gy", "sent_to_gy", "graveyard")
    assert burial.from_zone == "banished"


def test_returned_to_the_deck_instead_of_the_graveyard_stays_a_return_to_the_deck():
    # Flint Missile: "You can return this card to your Deck instead of sending it to the Graveyard"
    assert not any(clause.action == "send_to_gy" for effect in card("Flint Missile") for clause in effect.clauses)


def test_monsters_destroyed_by_battle_this_turn_in_both_graveyards():
    over = clause_starting("Over Limit", "Special Summon from both")
    assert (over.every, over.whose, over.from_zone, over.destroyed_by_battle) == ("monster", None, "graveyard", True)
    assert over.cards.atk_max == 1000 and "Normal" in over.cards.subtypes


def test_monsters_normal_or_flip_summoned_this_turn():
    dismissal = clause_starting("Infinite Dismissal", "Level 3 or lower monsters")
    assert (dismissal.every, dismissal.count, dismissal.cards.level_max) == ("monster", None, 3)
    assert dismissal.summoned_this_turn == "normal_summon flip_summon"
    over = clause_starting("Over Limit", "Special Summon from both")
    assert over.summoned_this_turn is None
