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
_FITS = {"lower": lambda value, bound: value < bound, "at-most": lambda value, bound: value <= bound,
         "higher": lambda value, bound: value > bound, "at-least": lambda value, bound: value >= bound}


def _stat(state, ref: str, stat: str) -> int | None:
    if stat in ("atk", "def"):
        return current_stat(state, ref, stat)
    return current_level(state, ref, getattr(state.infos[ref], "level", None))


def bounded_by_its_card(state, clause, link, found: list[str]) -> list[str]:
    """``found`` (every card of the clause's kind), keeping those within the bound its own card sets."""
    stat, rest = clause.compared_to_card.split("-", 1)
    relation, other_stat, whose = rest.rsplit("-", 2)
    if whose != "self":
        return found
    state.cite(RULE)
    if not state.face_up_on_field(link.card):
        return []                     # no card to measure by: it takes none
    bound = _stat(state, link.card, other_stat)
    if bound is None:
        return found
    return [ref for ref in found if (value := _stat(state, ref, stat)) is None or _FITS[relation](value, bound)]
