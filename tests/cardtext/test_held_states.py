"""The card reader's states of the duel an activation needs (edison_kg/cardtext/held_states.py)."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.held_states import held_states


def test_hand_sizes_of_both_players():
    assert held_states("You can only activate this card when your opponent's hand is 6 or more cards and your hand "
                       "is 2 or less") == ("hand opponent >= 6", "hand you <= 2")


def test_two_field_states_joined_by_and():
    assert held_states("Once per turn, if your opponent controls a monster and you control no monsters") == (
        "monsters opponent >= 1", "monsters you <= 0")


def test_faces_types_attributes_and_names():
    assert held_states("Activate only while all monsters on the field are face-up") == ("all-face-up field",)
    assert held_states("If you have only Insect-Type monsters in your Graveyard") == ("only-type you graveyard Insect",)
    assert held_states("Activate only if all monsters in your Graveyard are Reptile-Type") == (
        "only-type you graveyard Reptile",)
    assert held_states("When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field") == tuple(
        f"face-up-attribute field {a}" for a in ("WIND", "WATER", "FIRE", "EARTH"))
    assert held_states("You can only activate this card while there are 3 Normal Monsters of the same name (except "
                       "Tokens) on your side of the field") == ("same-name you field 3 normal",)
    assert held_states("This card can only be activated when any player has 6 or more cards on the field and/or in "
                       "their hand") == ("hand-field either >= 6",)


def test_anything_else_is_left_unread():
    assert held_states("If your opponent controls a monster and you control a Spell Card") == ()
    assert held_states("Activate only if all monsters in your Graveyard are Reptile-Type or Dragon-Type") == ()
    assert held_states("If you have 4 or more DARK monsters with different names in your Graveyard") == ()


def test_a_state_read_elsewhere_is_not_read_twice():
    effect = analyze("If you control a face-up \"Reptilianne\" monster: Draw 1 card.", card_type="spell",
                     subtypes=("normal",))[0]
    assert effect.needs_on_field == "you-control" and effect.needs_held == ()


def test_a_card_whose_condition_is_read_is_no_longer_unread():
    effect = analyze("Activate only while all monsters on the field are face-up. Both players send monsters they "
                     "control to the Graveyard so that they each control only 1 Attribute.", card_type="trap",
                     subtypes=("normal",))[0]
    assert effect.needs_held == ("all-face-up field",) and not effect.condition_unread


def test_attributes_a_monster_also_has_on_the_field():
    from edison_kg.cardtext.held_states import also_attributes
    assert also_attributes("The Attribute of this card is also treated as WIND, WATER, FIRE, and EARTH while it is "
                           "face-up on the field.") == ("WIND", "WATER", "FIRE", "EARTH")
    assert also_attributes("This card is also treated as a LIGHT while face-up on the field.") == ("LIGHT",)
    assert also_attributes("While face-up on the field, this card is also WIND attribute.") == ("WIND",)
    assert also_attributes("This card is also treated as a Zombie while face-up on the field.") == ()


def test_no_other_cards_controlled_is_the_side_of_the_field():
    # ", and you control no other cards" beside an event: every card on its side but its own (rule cond-event-tail-state)
    assert held_states("If you control no other cards") == ("field you <= 0",)
    assert held_states("If you control no other monsters") == ("monsters you <= 0",)
    assert held_states("If you control no cards") == ()       # the field needs read it (cardtext/field_needs.py)
