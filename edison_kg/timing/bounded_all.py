"""All the cards of a kind bounded by its own card's stat ("destroy all other face-up monsters on the field with DEF
less than or equal to this card's ATK": Garlandolf, King of Destruction), read as the clause resolves (round 183, rule
res-all-bounded-by-its-own-card): the cards it takes are those whose stat fits the bound, measured by its card as it
is then; a card no longer face-up on the field has no ATK to measure by, so it takes none (Garlandolf's rulings: turned
face-down by Book of Moon before its effect resolves, no monster is destroyed). The bound is the card reader's
(cardtext/bounded_picks.py: STAT-RELATION-STAT-CARD); a stat left unknown leaves the card in."""

from __future__ import annotations

from edison_kg.timing.levels import current_level
from edison_kg.timing.stats import current_stat

RULE = "res-all-bounded-by-its-own-card"
# the relations of a bound (cardtext/bounded_picks.py), shared with the picks of timing/rules/bounded_picks.py
FITS = {"lower": lambda value, bound: value < bound, "at-most": lambda value, bound: value <= bound,
        "higher": lambda value, bound: value > bound, "at-least": lambda value, bound: value >= bound}


def stat_of(state, ref: str, stat: str) -> int | None:
    """The card's current Level, ATK or DEF (its Level as the scenario gives it, else as it is now)."""
    if stat in ("atk", "def"):
        return current_stat(state, ref, stat)
    given = state.scenario.cards[ref].stats.get("level") if ref in state.scenario.cards else None
    return given if given is not None else current_level(state, ref, getattr(state.infos[ref], "level", None))


def bound_parts(bound: str) -> tuple[str, str, str, str]:
    """"level-at-most-level-equipped" as its stat, relation ("at-most"), other stat and other card."""
    stat, rest = bound.split("-", 1)
    relation, other_stat, card = rest.rsplit("-", 2)
    return stat, relation, other_stat, card


def bounded_by_its_card(state, clause, link, found: list[str]) -> list[str]:
    """``found`` (every card of the clause's kind), keeping those within the bound its own card sets."""
    stat, relation, other_stat, whose = bound_parts(clause.compared_to_card)
    if whose != "self":
        return found
    state.cite(RULE)
    if not state.face_up_on_field(link.card):
        return []                     # no card to measure by: it takes none
    bound = stat_of(state, link.card, other_stat)
    if bound is None:
        return found
    return [ref for ref in found if (value := stat_of(state, ref, stat)) is None or FITS[relation](value, bound)]
