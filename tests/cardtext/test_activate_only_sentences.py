"""Readings of "Activate only when ..." sentences and activations of a list of card kinds
(cardtext/condition.py, tables/events.toml, events.py): a whole sentence is the condition when its
commas start no main clause; "a Spell, Trap, or Effect Monster's effect" is an effect's activation
too; "targeted by ... that destroys" is a targeting, the destruction what it would do."""

from __future__ import annotations

from edison_kg.cardtext.condition import split_condition
from cardtext.pool import card


def test_a_list_inside_an_activate_only_sentence_stays_in_the_condition():
    cond, body = split_condition("Activate only while you control a face-up \"Venom\" monster, \"Vennominaga the Deity "
                                 "of Poisonous Snakes\", or \"Vennominon the King of Poisonous Snakes\". Target 1 "
                                 "face-up monster; place 2 Venom Counters on it.")
    assert cond.endswith("\"Vennominon the King of Poisonous Snakes\"")
    assert body.startswith("Target 1 face-up monster")


def test_a_relative_clause_between_commas_stays_in_the_condition():
    [effect] = card("Broken Blocker")[:1]
    assert effect.condition_text.endswith("is destroyed by battle")
    assert "destroyed" in effect.condition.types


def test_an_effect_monster_effect_in_a_list_is_an_effect_activation():
    [effect] = card("Fake Trap")
    assert set(effect.condition.types) == {"card_activated", "effect_activated"}
    assert effect.condition.would_do == ("destroy",)


def test_targeted_by_an_effect_that_destroys_is_a_targeting():
    [effect] = card("Remote Revenge")
    assert effect.condition.types == ["targeted"]
    assert effect.condition.would_do == ("destroy",)


def test_a_main_clause_after_the_comma_still_ends_the_condition():
    cond, body = split_condition("Activate only when your opponent Normal Summons a monster, you can destroy that "
                                 "monster. Then draw 1 card.")
    assert (cond, body) == ("Activate only when your opponent Normal Summons a monster",
                            "you can destroy that monster. Then draw 1 card.")
