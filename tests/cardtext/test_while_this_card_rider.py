"""A clause that names its own card only for how long it lasts ("take control of that target while
this card is face-up on the field") acts on the card it names otherwise, not on its own card
(cardtext/consequences.py _subject). Real card texts of the pool."""

from __future__ import annotations

import pytest

from tests.cardtext.pool import card


def subjects(name, event):
    return [c.subject for e in card(name) for c in e.clauses if c.event == event]


@pytest.mark.parametrize("name, event, subject", [
    ("Hiita the Fire Charmer", "control_changed", "target"),    # "take control of that target while this card is ..."
    ("Alien Hypno", "control_changed", "it"),                   # "take control of it while this card is on the field"
    ("Dharc the Dark Charmer", "control_changed", None),        # "Take control of 1 DARK monster ..., while this card"
])
def test_the_rider_names_no_card_acted_on(name, event, subject):
    assert subjects(name, event) == [subject]


def test_this_card_named_in_the_deed_itself_is_still_its_own():
    # Fox Fire: "Special Summon this card from the Graveyard": the deed is done to this card
    assert "self" in subjects("Fox Fire", "special_summon")


def test_dharc_picks_a_dark_monster_of_the_opponent():
    clause = next(c for e in card("Dharc the Dark Charmer") for c in e.clauses if c.event == "control_changed")
    assert clause.picks_on_field == 1
