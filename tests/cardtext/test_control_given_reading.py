"""Control given to the opponent or switched between two monsters, read as the change of control it is
(cardtext/consequences.py, rule state-control-given-or-switched), on pool cards."""

from __future__ import annotations

from tests.cardtext.pool import clause_starting


def test_control_given_to_the_opponent_is_a_change_of_control_the_opponent_gains():
    # Shien's Spy: "Give control of the selected monster to your opponent until the End Phase of this turn";
    # Mystic Box's "give control of the second target to your opponent" reads the same way
    spy = clause_starting("Shien's Spy", "Give control of")
    assert (spy.action, spy.event, spy.player) == ("take_control", "control_changed", "opponent")
    assert spy.until_end_phase
    guide = clause_starting("D.D. Guide", "give control of it")     # "When this card is Normal Summoned, ..."
    assert (guide.event, guide.subject, guide.player) == ("control_changed", "it", "opponent")


def test_control_switched_is_two_cards_each_to_the_other_player():
    # Invader of the Throne: "switch control of it with this card"; Psychic Jumper: "switch control of both those targets"
    invader = clause_starting("Invader of the Throne", "switch control of it with this card")
    jumper = clause_starting("Psychic Jumper", "switch control of both those targets")
    for clause in (invader, jumper):
        assert (clause.event, clause.player, clause.count) == ("control_changed", "both", 2)


def test_control_taken_or_kept_from_switching_is_neither_given_nor_switched():
    # Snatch Steal takes control: its player gains it; Blindly Loyal Goblin only says its control cannot switch
    steal = clause_starting("Snatch Steal", "Take control of the equipped monster")
    assert (steal.event, steal.player, steal.count) == ("control_changed", None, None)
    goblin = clause_starting("Blindly Loyal Goblin", "control of this card cannot switch")
    assert (goblin.player, goblin.count) == (None, None)
