"""What a scenario leaves unnamed (rule state-unnamed-cards-absent): in each player's hand, Graveyard,
banished cards and side of the field, the cards the scenario names there (or its steps put there) are
all there are. A ruling "against an empty hand" or "with no monster in the Graveyard" is a scenario
that names no card there. The Deck and the Extra Deck stay open: their cards are rarely named.

A card whose zone the scenario leaves open could still be in any of these places. Every rule that
reads a place (targets, cards taken from a pile, counts, "all ..." effects, counted ATK) asks here,
and an answer that rests on a place being closed says so in `assumed`, once per place."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

CLOSED_RULE = "state-unnamed-cards-absent"
# the places a scenario closes, and their names in the game's words
CLOSED_PLACES = {"hand": "hand", "graveyard": "Graveyard", "banished": "banished cards", "field": "side of the field"}
PLACE_WORDS = {**CLOSED_PLACES, "deck": "Deck"}


def is_closed(state, place: str) -> bool:
    """Does the scenario name every card in this place (the Deck and Extra Deck stay open, and so does
    every place of a question told in words: scenario key `unnamed_cards` "open")?"""
    return place in CLOSED_PLACES and getattr(state.scenario, "unnamed_cards", "absent") == "absent"


def is_in(card, place: str) -> bool | None:
    """Is the card in the place now (None: the scenario leaves its zone open)?"""
    if card.zone is None:
        return None
    return card.zone in FIELD_ZONES if place == "field" else card.zone == place


def holder(card, place: str) -> str | None:
    """Whose place holds the card: the field by its controller, the hand by the player whose hand it is in (a card
    taken with Exchange is in the taker's), a pile by its owner."""
    return card.controller if place in ("field", "hand") else (card.owner or card.controller)


def cards_in(state, player: str, place: str) -> list[str]:
    """The scenario cards of ``player`` in ``place`` now (cards whose zone is open are not among them)."""
    return [ref for ref, card in state.cards.items() if holder(card, place) == player and is_in(card, place)]


def could_be_in(state, player: str, place: str) -> list[str]:
    """Scenario cards of ``player`` whose zone is left open: they could be in ``place``."""
    return [ref for ref, card in state.cards.items() if card.zone is None and holder(card, place) in (player, None)]


def assume_closed(state, player: str, place: str, apart_from: str | None = None) -> None:
    """Say in `assumed` that the answer took the named cards as all the cards of that place (the card
    being activated, ``apart_from``, is not one the answer counts there)."""
    if not is_closed(state, place):
        return
    names = ", ".join(sorted(state.infos[ref].name for ref in cards_in(state, player, place)
                             if ref in state.infos and ref != apart_from))
    if place == "banished":
        state.assume(f"Player {player}'s banished cards are only the cards the scenario names there: {names or 'none'}")
    else:
        state.assume(f"Player {player}'s {CLOSED_PLACES[place]} holds only the cards the scenario names there: "
                     f"{names or 'none'}")


def say_named_are_all(state, player: str, place: str, apart_from: str | None = None) -> None:
    """Say that an answer took the cards named in this place of ``player`` as all there are: in the
    closed policy's words, or, where the scenario left its places open, that this answer took them so."""
    if is_closed(state, place):
        assume_closed(state, player, place, apart_from=apart_from)
    else:
        state.assume(f"The cards the scenario names in player {player}'s {PLACE_WORDS[place]} are "
                     f"all the cards there")
