"""Conditions of declared activations on what happened this turn, and conditions the reader
does not read (edison_kg/cardtext/this_turn.py), on pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_sent_from_your_field_to_the_graveyard_this_turn():
    # A Deal with Dark Ruler: "If a Level 8 or higher monster was sent from your field to the GY this turn: ..."
    (effect,) = card("A Deal with Dark Ruler")
    need = effect.needs_this_turn
    assert need.types == ["sent_to_gy"] and need.from_zone == "field" and need.within_turn
    assert need.kind.level_min == 8 and not effect.condition_unread


def test_a_deed_done_once_during_this_turn_waits_for_its_event():
    # Last Will: "If a monster on your side of the field was sent to your Graveyard this turn, you can Special
    # Summon ... once during this turn": activated before or after the event (its Edison ruling), no condition
    (effect,) = card("Last Will")
    assert effect.needs_this_turn is None and effect.active_this_turn and not effect.condition_unread


def test_you_destroyed_a_monster_your_opponent_controlled():
    need = card("Greed Grado")[0].needs_this_turn
    assert need.types == ["destroyed"] and need.player == "opponent" and need.cause_player == "you"
    assert need.kind.subtypes == frozenset({"Synchro"})


def test_this_card_was_sent_to_the_graveyard_and_a_direct_attack():
    need = card("Makyura the Destructor")[0].needs_this_turn
    assert need.self_card and need.types == ["sent_to_gy"]
    need = card("Sebek's Blessing")[0].needs_this_turn
    assert need.types == ["attack_declared"] and need.direct_attack and need.player == "you"


def test_a_condition_no_field_reads_is_marked_not_read():
    # Straight Flush's "all of your opponent's Spell & Trap Card Zones are occupied" is now read (a count)
    assert not card("Straight Flush")[0].condition_unread
    # both now read as states of the duel (cardtext/held_states.py)
    assert card("Battle of the Elements")[0].needs_held == ("all-face-up field",)   # "... all monsters on the field are face-up"
    assert card("Viper's Rebirth")[0].needs_held == ("only-type you graveyard Reptile",)   # "... are Reptile-Type"
    assert not card("Viper's Rebirth")[0].condition_unread
    assert card("Blasting Fuse")[0].condition_unread   # "Activate only when all (4) zones of this card's column are occupied"
    assert not card("Ancient Leaf")[0].condition_unread  # "If you have 9000 Life Points or more": read (Life Points)


def test_conditions_read_elsewhere_are_not_marked():
    assert not card("Dark Magic Attack")[0].condition_unread  # a state of the field (needs_on_field)
    assert not card("Swords of Revealing Light")[0].condition_unread   # its own activation: no condition
    assert all(not e.condition_unread for e in card("Plaguespreader Zombie"))   # where the card is
    assert all(e.needs_this_turn is None for e in card("Meteorain"))   # "During this turn, when ...": not a look-back


def test_the_position_named_is_read():
    need = card("Lineage of Destruction")[0].needs_this_turn
    assert need.position == "defense" and need.cause_player == "you" and need.player == "opponent"
