"""A card picked or targeted by comparing its stat with another card's (round 113, rule
state-pick-bounded-by-another-card): "select and remove from play 1 monster in your opponent's Graveyard whose Level
is less than or equal to the equipped monster's" (Power Pickaxe), "target up to 2 face-up monsters on the field with
DEF lower than this card's ATK", "destroy 1 face-up monster on the field whose DEF is equal to or less than the ATK of
this card". The card it picks is chosen as it is activated, so one fitting that bound must be there: with only a
Level 8 monster in the opponent's Graveyard and a Level 4 equipped monster, Power Pickaxe cannot be activated.

The card reader gives the bound (cardtext/bounded_picks.py: STAT-RELATION-STAT-CARD, CARD the equipped monster or
this card). The cards are those the scenario names in that pile or on the field (rule state-unnamed-cards-absent); a
place left open, a stat unknown, or no equipped monster leaves the question to the other rules."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.bounded_all import FITS, bound_parts, stat_of
from edison_kg.timing.closed_places import assume_closed, cards_in, could_be_in, is_closed
from edison_kg.timing.rules.paired_targets import _field_candidates    # the same reading of targets on the field
from edison_kg.timing.rules.possible import POSSIBLE
from edison_kg.timing.rules.verdict import Verdict, only_for

RULE = "state-pick-bounded-by-another-card"
_PILES = ("graveyard", "banished")
_WORDS = {"lower": "lower than", "at-most": "at most", "higher": "higher than", "at-least": "at least"}
_STAT_WORDS = {"level": "Level", "atk": "ATK", "def": "DEF"}


@only_for(lambda effect: any(c.compared_to_card for c in (*effect.target_clauses, *effect.clauses)))
def bounded_pick_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """No card there fits the bound its pick or target must meet: it cannot be activated."""
    if effect is None:
        return None
    for clause in list(effect.target_clauses) + list(effect.clauses):
        if not clause.compared_to_card or clause.every and clause.action != "target" or clause.alternative \
                or clause.may_skip or clause.later or clause.only_if:     # "all ... with DEF ...": no pick
            continue
        stat, relation, other_stat, whose_card = bound_parts(clause.compared_to_card)
        other = ref if whose_card == "self" else state.cards[ref].equipped_to
        bound = stat_of(state, other, other_stat) if other in state.infos else None
        if bound is None:
            continue
        found = _candidates(state, ref, clause)
        if found is None:
            continue
        places, candidates = found
        values = [stat_of(state, card, stat) for card in candidates]
        if None in values or any(FITS[relation](value, bound) for value in values):
            continue
        for player, place in places:
            assume_closed(state, player, place, apart_from=ref)
        there = ", ".join(f"{state.infos[c].name} ({_STAT_WORDS[stat]} {v})" for c, v in zip(candidates, values)) or "none"
        return Verdict("no", "other", POSSIBLE + ["state-target-must-exist"] * bool(effect.targets)
                       + [RULE, "state-unnamed-cards-absent"],
                       f"The card it picks must have a {_STAT_WORDS[stat]} {_WORDS[relation]} the "
                       f"{_STAT_WORDS[other_stat]} of {state.infos[other].name} ({bound}), and none there does "
                       f"(\"{clause.text.rstrip('.')}\"; cards there: {there}): it cannot be activated.")
    return None


def _candidates(state, ref: str, clause) -> tuple[list, list[str]] | None:
    """The places read and the cards there the clause could pick (None: a place left open)."""
    controller = state.controller(ref)
    if clause.from_zone in _PILES:
        if not is_closed(state, clause.from_zone):
            return None
        opponent = state.opponent(controller)
        players = [opponent] if clause.whose == "opponent" or clause.from_opponents_pile else \
            [controller] if clause.whose == "you" else [controller, opponent]
        if any(could_be_in(state, player, clause.from_zone) for player in players):
            return None
        cards = [other for player in players for other in cards_in(state, player, clause.from_zone)
                 if other != ref and other in state.infos and state.infos[other].card_type == "monster"
                 and (clause.cards.empty or state.kind_of(other, clause.cards))]
        return [(player, clause.from_zone) for player in players], cards
    if clause.action == "target" or clause.from_zone in (None, "field"):
        if not is_closed(state, "field"):
            return None
        cards = _field_candidates(state, controller, clause)
        if cards is None:
            return None
        players = {"you": [controller], "opponent": [state.opponent(controller)]}.get(clause.whose or "", ["A", "B"])
        return [(player, "field") for player in players], [other for other in cards if other != ref]
    return None
