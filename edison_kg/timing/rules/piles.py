"""A cost or an effect that takes cards of a kind from its player's hand, Graveyard or Deck needs
them there (rule state-cards-taken-from-a-pile, under state-card-must-be-in-place and
activation-needs-a-possible-effect): "Discard 1 Fiend-Type monster; ..." cannot be paid with no
Fiend in the hand, "banish all "Iron Chain" monsters from your GY, and if you do, ..." does
nothing with none there.

A cost that cannot be paid rules the activation out. An effect rules it out only when every part
of it that stands on its own (not joined to the part before by "then" or "and if you do") takes
such cards and none can be there: one part it could do is enough.

As elsewhere (rules/possible.py), the scenario's cards are the duel as far as it is told: a pile
of which the scenario names no card of that player (the activated card aside) is not known, and a
card whose zone it leaves open could be there, so only what is known rules an activation out."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.possible import POSSIBLE, _needs_the_part_before

PILE_RULES = ["state-cards-taken-from-a-pile", "state-card-must-be-in-place"]
PILE_WORDS = {"hand": "hand", "graveyard": "Graveyard", "deck": "Deck"}
# the clause's player takes the cards from their own pile unless its words name the opponent's
# round 13: "target 2 Fiend-Type monsters in your Graveyard; Special Summon those targets": the clause acts on them
_THOSE_TARGETS = re.compile(r"\b(?:those|the|both) targets\b", re.I)
_OPPONENTS = ("opponent's", "their opponent", "either player", "each player", "both players")


def pile_cards_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    for clause in effect.cost_clauses:
        short = _shortfall(state, ref, clause)
        if short is not None:
            return _verdict(state, clause, short, cost=True)
    if effect.targets:
        return _gy_target_verdict(state, ref, effect)
    standing = [c for c in effect.clauses if not _needs_the_part_before(c) and c.event is not None]
    if not standing:
        return None
    shorts = [_shortfall(state, ref, clause) for clause in standing]
    if any(short is None for short in shorts):
        return None
    return _verdict(state, standing[0], shorts[0], cost=False)


def _pile(clause: Clause) -> str | None:
    """The hand, GY or Deck the clause takes its cards from (a discard: the hand)."""
    if clause.action == "discard":
        return "hand"
    return clause.from_zone if clause.from_zone in PILE_WORDS else None


def _shortfall(state, ref: str, clause: Clause, target: bool = False) -> tuple[int, int] | None:
    """(needed, known) when the clause needs more cards of its kind in its pile than the scenario
    has there; None when it has enough, or could have."""
    pile = _pile(clause)
    if pile is None or (clause.subject is not None and not target) or clause.up_to or clause.alternative or clause.only_if \
            or clause.chance or clause.later or clause.player not in (None, "controller"):
        return None
    if any(word in clause.text.lower() for word in _OPPONENTS):
        return None
    player = state.controller(ref)
    there, told, left = [], False, False
    for other, card in state.cards.items():
        if other == ref or (card.owner or card.controller) != player:
            continue                  # the card activated is not its own cost nor what it takes
        if card.zone is None:
            return None               # it could be in that pile
        if card.zone == pile:
            there.append(other)
        # a card the scenario put there and still there: the scenario tells that pile (a card that
        # got there during its steps, a resolved Spell in the GY, does not; once a card it told of
        # left, what it took out was what the scenario told, and the rest is not known)
        told = told or (state.scenario.cards[other].zone == pile and card.zone == pile)
        left = left or (state.scenario.cards[other].zone == pile and card.zone != pile)
    if not told or left:
        return None                   # the scenario tells nothing of that pile
    needed = 1 if clause.every else (clause.count or 1)
    found = sum(1 for other in there if clause.cards.empty or state.kind_of(other, clause.cards))
    return None if found >= needed else (needed, found)


def _gy_target_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Target 1 Level 7 or higher monster in your GY; add that target to your hand": the target
    must be in its player's GY as the effect is activated (rule state-target-must-exist); a card
    sent there for its cost comes too late."""
    for clause in effect.clauses:
        if (clause.subject in ("target", "it") or _THOSE_TARGETS.search(clause.text)) and clause.whose == "you" and clause.from_zone == "graveyard" \
                and clause.count is not None:
            short = _shortfall(state, ref, clause, target=True)
            if short is None:
                return None
            needed, found = short
            state.assume("The cards the scenario names in its player's Graveyard are all the cards there")
            have = "none" if found == 0 else f"only {found}"
            return Verdict("no", "other", POSSIBLE + ["state-target-must-exist"] + PILE_RULES,
                           f"It targets {needed} card(s) in its player's Graveyard as it is activated "
                           f"(\"{clause.text.strip()}\"), and there is {have} of the kind it names there: it "
                           f"cannot be activated.")
    return None


def _verdict(state, clause: Clause, short: tuple[int, int], cost: bool) -> Verdict:
    needed, found = short
    pile = PILE_WORDS[_pile(clause)]
    state.assume(f"The cards the scenario names in its player's {pile} are all the cards there")
    have = "none" if found == 0 else f"only {found}"
    what = f'"{clause.text.strip()}"'
    if cost:
        return Verdict("no", "other", PILE_RULES + ["mtt-cost"],
                       f"Its cost must {what}, and there is {have} of those cards in its player's {pile}: "
                       f"it cannot be paid, so it cannot be activated.")
    return Verdict("no", "other", PILE_RULES + POSSIBLE,
                   f"It must {what}, and there is {have} of those cards in its player's {pile} "
                   f"(needed: {needed}): it would do nothing, so it cannot be activated.")
