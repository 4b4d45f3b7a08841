"""What the card reader reads of a part on "his/her" or "their" pile after a part on the opponent's same pile, and
of "the selected monster" taken from the Graveyard an old "select" names. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card


def _clause(name: str, words: str):
    return next(c for e in card(name) for c in e.clauses if words in c.text)


def test_their_hand_after_the_opponents_hand_is_the_opponents():
    # Great Phantom Thief: "look at your opponent's hand, and if they have the declared card in their hand, discard all
    # cards with that name in their hand"
    assert _clause("Great Phantom Thief", "discard all cards").from_opponents_pile
    # D.D. Designator: "... in their hand, remove that 1 card from play. If they do not have the declared card in their
    # hand, remove 1 random card in your hand from play": the second takes from its own player's hand
    assert _clause("D.D. Designator", "remove that 1 card").from_opponents_pile
    assert not _clause("D.D. Designator", "in your hand").from_opponents_pile


def test_the_selected_cards_taken_from_the_graveyard_the_select_names():
    # Keldo: "select 2 cards from your opponent's Graveyard, add them to your opponent's Deck": its targets there
    clause = _clause("Keldo", "add them")
    assert (clause.subject, clause.whose, clause.from_zone) == ("target", "opponent", "graveyard")
