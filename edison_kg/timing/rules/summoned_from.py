"""Where a Summoned monster came from, when the situation does not say it. A Synchro or Fusion
Summon always brings its monster from the Extra Deck, so a condition on a Summon "from the
(Main) Deck", "from the Graveyard" or "from the hand" is not met by it, and one "from the Extra
Deck" is (rule cond-extra-deck-summon-comes-from-the-extra-deck, round 129). The reader stores
"from their Main Deck" as the Deck, which is not the Extra Deck."""

from __future__ import annotations

EXTRA_DECK_RULE = "cond-extra-deck-summon-comes-from-the-extra-deck"
# the Summons by game mechanics that only the Extra Deck's monsters are Summoned by
_FROM_THE_EXTRA_DECK = ("synchro_summon", "fusion_summon")


def place_left(event) -> str | None:
    """The place the event's card left: the one the situation gives, or the Extra Deck for a
    Synchro or Fusion Summon, or None (open) when neither says it."""
    if event.from_zone is None and event.event in _FROM_THE_EXTRA_DECK:
        return "extra_deck"
    return event.from_zone


def cite_if_implied(pattern, event, state) -> None:
    """Cite the rule when a condition naming a place was not met by a Synchro or Fusion Summon
    (``state`` None: a check without the duel, which cites nothing)."""
    if pattern.from_zone and event.event in _FROM_THE_EXTRA_DECK and state is not None:
        state.cite(EXTRA_DECK_RULE)


def extra_deck_summon(event) -> bool:
    """Is the event a Synchro or Fusion Summon (its monster left the Extra Deck)?"""
    return event.event in _FROM_THE_EXTRA_DECK
