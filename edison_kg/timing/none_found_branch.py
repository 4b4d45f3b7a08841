"""The last part of "X, or, if you have none, Y" is no player's choice (rule res-branch-if-none-found, round 141).

"Draw 2 cards, then banish 1 Normal Monster from your hand, or, if you have none, send your entire hand to the GY"
(Common Charity, Allure of Darkness): the reader marks the part done only when the part before finds no card
(`done_if_none_found`, cardtext/none_found.py). As it resolves, a card of the kind named in its player's hand means
the part before is done (the card it takes is left open when others could fit: the cards drawn before it are
unknown); no such card there, with nothing that could add one, means the last part is done. When the scenario
cannot tell (no such card named, but cards drawn by the effect could be one), what happened must be stated."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.errors import BadScenario
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all

RULE = "res-branch-if-none-found"
_ADDING = ("draw", "add_to_hand")    # deeds that may put unknown cards of the kind into the hand first


def _parts(link):
    """(the part before, the part done if it finds none), or None for another shape."""
    effect = link.effect
    if effect is None:
        return None
    options = [c for c in effect.clauses if c.alternative]
    if len(options) != 1 or not options[0].done_if_none_found:
        return None
    at = effect.clauses.index(options[0])
    return (effect.clauses[at - 1], options[0]) if at > 0 else None


def _having(state, link, before) -> list[str]:
    return [ref for ref in cards_in(state, link.controller, "hand")
            if ref != link.card and state.kind_of(ref, before.cards)]


def _may_gain(state, link, before) -> bool:
    """Could the hand hold a card of the kind the scenario does not name (drawn by the effect, or left open)?"""
    earlier = link.effect.clauses[:link.effect.clauses.index(before)]
    return not is_closed(state, "hand") or bool(could_be_in(state, link.controller, "hand")) \
        or any(c.action in _ADDING for c in earlier)


def decided(state, link) -> bool:
    """Is it of the shape, with the state deciding the part done? Of the shape but undecidable: the scenario
    must state what it did (never a guess)."""
    parts = _parts(link)
    if parts is None:
        return False
    before, _ = parts
    if _having(state, link, before) or not _may_gain(state, link, before):
        return True
    raise BadScenario(f"{link.info.name}: whether it does \"{before.text.strip()}\" or the part after \"or\" depends "
                      f"on the cards in player {link.controller}'s hand as it resolves (cards it draws could be of "
                      f"that kind); state what it did with {{\"resolve\": {link.number}, \"events\": [...]}}")


def met(state, link, clauses: list) -> list:
    """The clauses done: all but the last part when the hand holds a card of the kind, else all but the part
    before (the last part then follows what came before it); `assumed` says why."""
    before, last = _parts(link)
    having = _having(state, link, before)
    state.cite(RULE)
    if having:
        names = ", ".join(sorted(state.infos[ref].name for ref in having if ref in state.infos))
        open_pick = len(having) > 1 or _may_gain(state, link, before)
        state.assume(f"{link.info.name}: player {link.controller}'s hand holds a card for \"{before.text.strip()}\" "
                     f"({names}), so that part is done, not the part after \"or\" (no player's choice)"
                     + ("; the card it takes is left open: the player picks among those that fit" if open_pick else ""))
        return [c for c in clauses if c is not last]
    say_named_are_all(state, link.controller, "hand")
    state.assume(f"{link.info.name}: player {link.controller}'s hand holds no card for \"{before.text.strip()}\", so "
                 f"the part after \"or\" is done (no player's choice)")
    return [replace(c, conjunction=before.conjunction) if c is last and not c.conjunction else c
            for c in clauses if c is not before]
