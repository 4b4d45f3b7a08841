"""'shuffle it and your entire hand into the Deck, also, after that, draw cards equal to the number of cards you
shuffled from your hand into the Deck by this effect' (Monster Recovery): a clause that does its deed to the card it
names AND to its player's whole hand, read ONCE by the card reader and stored as the clause's `with_whole_hand`; the
draw after it counts the cards the earlier part took from the hand (the clause's `counts_done_before`
"returned_to_deck hand", cardtext/sentence_parts.py). The timing engine then shuffles each card the scenario names in
that hand with the target, and draws as many as there were (rule res-draw-counts-what-it-did, round 84;
timing/acted_on.py, timing/life_points.py)."""

from __future__ import annotations

import re

_IT_AND_YOUR_HAND = re.compile(r"\b(?:shuffle|return|send)s? (?:it|that monster|that target|them) and your entire hand\b",
                               re.I)


def store_whole_hand_too(clause) -> None:
    if clause.subject in ("it", "target") and clause.every is None and _IT_AND_YOUR_HAND.search(clause.text):
        clause.with_whole_hand = True
