"""(179) A cost that takes cards from a Graveyard (or the banished cards) and a target in that same pile are different
cards: "You can banish 1 DARK monster from your Graveyard to target 1 DARK monster in your Graveyard; Special Summon
that target" cannot be activated with one DARK monster there, which cannot be both (rule
cost-and-target-different-cards: The Dark Creator's ruling, its cost paid as it is activated, apart from its target).
Known only where the scenario names every card of that pile (rules/piles.py, closed_places.py)."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.piles import PILE_RULES, pile_of
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.vocab.model import AnalyzedEffect

RULE = "cost-and-target-different-cards"
_PILES = ("graveyard", "banished")
_PLACE_WORDS = {"graveyard": "Graveyard", "banished": "banished cards"}


def cost_and_target_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.targets or not effect.cost_clauses:
        return None
    player = state.controller(ref)
    for target in effect.clauses:
        if target.subject not in ("target", "it") or target.from_zone not in _PILES or target.whose not in ("you", None):
            continue
        for cost in effect.cost_clauses:
            if pile_of(cost) != target.from_zone or cost.whose not in ("you", None) or cost.subject is not None:
                continue
            place = target.from_zone
            if not is_closed(state, place) or could_be_in(state, player, place):
                return None
            there = [other for other in cards_in(state, player, place) if other != ref]
            paying = {other for other in there if cost.cards.empty or state.kind_of(other, cost.cards)}
            aimed = {other for other in there if target.cards.empty or state.kind_of(other, target.cards)}
            paid, needed = cost.count or 1, target.count or 1
            if len(paying) < paid or len(aimed) < needed or len(paying | aimed) >= paid + needed:
                return None       # the pile rules say what is missing; or there are enough different cards
            say_named_are_all(state, player, place, apart_from=ref)
            return Verdict("no", "other", [RULE] + PILE_RULES + ["state-target-must-exist"],
                           f"Its cost must \"{cost.text.strip()}\", and the card it targets there must be another "
                           f"one: its player's {_PLACE_WORDS[place]} hold only {len(paying | aimed)} card(s) that "
                           f"could be either.")
    return None
