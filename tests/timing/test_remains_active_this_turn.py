"""A Spell Card that "remains active until the end of the turn that it is activated" (rule
ce-card-remains-active-this-turn, cardtext/effect.py): its "When ..." is what its effect answers later that turn,
not a condition of its activation, and it does nothing to the Graveyard as it resolves. The wording has one card
in the pool (Spirit Elimination)."""

from __future__ import annotations

from cardtext.pool import card as read_card
from scenario_cards import ask, card

RULE = "ce-card-remains-active-this-turn"


def test_the_when_of_a_card_that_remains_active_is_no_activation_condition():
    # "When monsters in the Graveyard are removed from play, remove monsters on your side of the field from play as
    # substitutes. This card remains active until the end of the turn that it is activated."
    effect, = read_card("Spirit Elimination")
    assert effect.kind == "card-activation" and effect.condition is None and effect.condition_text is None
    assert not effect.condition_unread and effect.active_this_turn


def test_it_is_activated_in_its_main_phase_under_a_graveyard_lock():
    cards = {"valley": card("Necrovalley", "B", "field_zone", face_up=True),
             "se": card("Spirit Elimination", "A", "hand"),
             "vr": card("Vorse Raider", "A", "monster_zone", position="attack")}
    got = ask(cards, {"can_activate": "se"})
    assert got.answer == "yes" and RULE in got.rules    # the answer rests on the rule, and cites it
    # a Normal Spell Card still waits for its own Main Phase
    refused = ask(cards, {"can_activate": "se"}, turn_player="B")
    assert refused.answer == "no" and RULE not in refused.rules


def test_an_activation_with_no_graveyard_lock_cites_the_rule_too():
    got = ask({"se": card("Spirit Elimination", "A", "hand")}, {"can_activate": "se"})
    assert got.answer == "yes" and RULE in got.rules
