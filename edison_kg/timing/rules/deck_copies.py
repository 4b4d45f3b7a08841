"""A Deck holds at most 3 copies of a card (rule state-three-copies-of-a-card, round 179): a card taken from the Deck by
its one name is not there when the scenario shows 3 copies of that player's elsewhere (Cloudian - Turbulence's ruling),
though the Deck is otherwise open (rules/piles.py)."""

from __future__ import annotations

from edison_kg.vocab.model import Clause

THREE_COPIES_RULE = "state-three-copies-of-a-card"
COPIES_OF_A_CARD = 3


def every_copy_elsewhere(state, player: str, clause: Clause) -> bool:
    """Does the clause take a card of one name from the Deck, of which the player owns 3 copies outside it?"""
    names = clause.cards.card_names
    if len(names) != 1 or clause.cards.names != names:
        return False
    (name,) = names
    copies = sum(1 for other, card in state.cards.items()
                 if (card.owner or card.controller) == player and card.zone != "deck" and state.infos[other].name == name)
    if copies < COPIES_OF_A_CARD:
        return False
    state.cite(THREE_COPIES_RULE)
    return True


def say_none_left(state, player: str, clause: Clause) -> None:
    """Say why the Deck, open otherwise, holds none of the card (in `assumed`)."""
    state.assume(f'Player {player}\'s Deck holds no "{next(iter(clause.cards.card_names))}": the scenario shows '
                 f'the {COPIES_OF_A_CARD} copies a Deck may hold elsewhere')
