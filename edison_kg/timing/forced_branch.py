"""A choice at resolution the game state makes for its player (rule res-option-not-possible-other-branch, round 103):
"They can discard 1 Spell Card to negate this card's effect, otherwise negate the activation of their Spell Card, and
if you do, destroy it" (Magic Drain) leaves the opponent an option to take instead of the rest; with no card of that
kind in their hand (the cards the scenario names there are all there are: timing/closed_places.py) they cannot take
it, so the other branch is done and `assumed` says why. With such a card there the choice stays theirs and the
scenario must state what happened."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all

RULE = "res-option-not-possible-other-branch"


def _option(link):
    """The clause by which the other player may discard cards of a kind from their hand instead of the rest."""
    effect = link.effect
    if effect is None or not any(c.alternative and c.branch for c in effect.clauses):
        return None
    return next((c for c in effect.clauses if c.their_option and c.action == "discard" and c.takes_from_own_hand
                 and c.player == "they" and not c.alternative), None)


def decided(state, link) -> bool:
    """Is the option out of its player's reach, so the state decides the branch?"""
    option = _option(link)
    if option is None or not is_closed(state, "hand"):
        return False
    player = state.opponent(link.controller)
    if could_be_in(state, player, "hand"):
        return False
    having = [other for other in cards_in(state, player, "hand")
              if option.cards.empty or state.kind_of(other, option.cards)]
    return len(having) < (option.count or 1)


def met(state, link, clauses: list) -> list:
    """The clauses done when the option cannot be taken: all but the option; `assumed` says why."""
    option = _option(link)
    player = state.opponent(link.controller)
    say_named_are_all(state, player, "hand")
    state.cite(RULE)
    state.assume(f"{link.info.name}: player {player} has no card in their hand to \"{option.text.strip()}\", so the "
                 f"other branch is done")
    return [c for c in clauses if c is not option]
