"""Round 137: "When this card is sent to the Graveyard, place it on top of your Deck": with no target and no card named
before it, "it" is this card (cardtext/it_is_this_card.py, rule res-it-is-this-card)."""

from __future__ import annotations

import pytest

from cardtext.pool import card


def _deed(name: str, text_start: str):
    return next(c for e in card(name) for c in e.clauses if c.text.lower().startswith(text_start.lower()))


@pytest.mark.parametrize("name, deed", [
    ("Sword of Deep-Seated", "place it on top"),
    ("Horn of the Unicorn", "Return it to the top"),
    ("Black Ptera", "Return it to the hand"),
    ("Amulet of Ambition", "place it on top"),
])
def test_it_of_a_trigger_about_this_card_is_this_card(name, deed):
    assert _deed(name, deed).subject == "self"


def test_it_after_a_card_picked_from_the_deck_stays_that_card():
    """Field-Commander Rahz: "select 1 Level 4 or lower Warrior-Type monster from your Deck, and place it on top of
    your Deck": "it" is the monster picked, not this card."""
    deed = _deed("Field-Commander Rahz", "place it on top")
    assert deed.subject != "self"
