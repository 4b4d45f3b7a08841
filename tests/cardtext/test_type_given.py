"""The Type or Attribute a continuous effect gives all monsters in a place (cardtext/type_given.py), read once and
stored as effect fields."""

from __future__ import annotations

from edison_kg.cardtext.type_given import type_given


def test_a_type_given_on_the_field_and_in_the_graveyards():
    assert type_given("All monsters on the field and in the GYs become Zombies.") == \
        ("Zombie", None, ("field", "graveyard"))


def test_the_older_wording_of_the_same_change():
    assert type_given("\u2460 All monsters on the field and in any Graveyard become Zombie-Type monsters. \u2461 ...") \
        == ("Zombie", None, ("field", "graveyard"))


def test_a_declared_type_on_the_field_only():
    assert type_given("Activate this card by declaring 1 Monster Type. All face-up monsters on the field become "
                      "that Type.") == ("declared", None, ("field",))


def test_a_declared_attribute_of_the_face_up_monsters():
    assert type_given("Activate by declaring 1 monster Attribute. All face-up monsters become that Attribute.") == \
        (None, "declared", ("field",))


def test_a_change_for_one_player_during_some_turns_is_not_read():
    assert type_given("All face-up monsters your opponent controls become Plant-Type during your turns only.") == \
        (None, None, ())


def test_a_change_of_a_stat_is_not_a_type():
    assert type_given("Its ATK becomes double its original ATK.") == (None, None, ())
