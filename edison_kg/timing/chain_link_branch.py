"""Resolutions whose branch the card's own Chain Link decides, not a player (round 117).

"If this card was activated as Chain Link 2 or 3, add this card to the Deck and shuffle it. If this card was
activated as Chain Link 4 or higher, return this card to the hand" (Chain Detonation, Chain Healing): the reader
gives each such part the Chain Links it is done at (`chain_link_from`/`chain_link_to`, cardtext/would.py) and
marks the second as another branch; no player picks one: the link the card was activated as does (rule
res-branch-by-chain-link). Here the parts whose links hold the card's are done, the others not, and a part joined
to an undone one ("and shuffle it") is undone with it; `assumed` says the link used.
"""

from __future__ import annotations

from dataclasses import replace

RULE = "res-branch-by-chain-link"


def _bounded(clause) -> bool:
    return clause.chain_link_from is not None


def decided(state, link) -> bool:
    """Are its alternatives all parts done only at some Chain Links (so the link decides, not a player)?"""
    effect = link.effect
    if effect is None:
        return False
    options = [c for c in effect.clauses if c.alternative]
    return bool(options) and all(_bounded(c) for c in options)


def _holds(clause, number: int) -> bool:
    return clause.chain_link_from <= number and (clause.chain_link_to is None or number <= clause.chain_link_to)


def met(state, link, clauses: list) -> list:
    """The clauses done at the link's number: a bounded part only when its links hold the card's, and the
    parts joined to it in its sentence go with it."""
    kept, dropping, joined_by = [], False, None
    for clause in clauses:
        if _bounded(clause):
            dropping = not _holds(clause, link.number)
            if dropping and not clause.alternative and joined_by is None:
                joined_by = clause.conjunction
        elif clause.conjunction in (None, "next sentence") or clause.alternative:
            dropping = False     # a part of its own sentence: done whatever the link
        if not dropping:
            # the other branch, read with no conjunction, follows the part before as the undone first branch did
            # ("... Chain Link 4 or higher, return this card to the hand": a sentence of its own)
            kept.append(replace(clause, conjunction=joined_by) if clause.alternative and joined_by
                        and not clause.conjunction else clause)
    state.cite(RULE)
    state.assume(f"{link.info.name} was activated as Chain Link {link.number}: the parts done at that link are done, "
                 f"not a player's choice")
    return kept
