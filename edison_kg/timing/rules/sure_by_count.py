"""A fixed number of cards picked as it resolves, from too few others, is sure to take one of the kind (round 182), or
enough of its player's cards (round 183: Saber Slash with 3 "X-Saber" monsters against 1 card of the opponent would
destroy 2 or more of its player's cards, so Starlight Road can answer it).

"Destroy a number of face-up cards on the field equal to the number of ... "X-Saber" monsters you control" picks its
cards only when it resolves, so in general it is not sure to destroy a monster (rule
cond-would-destroy-picked-on-resolution). But it must destroy that many: when fewer cards it could pick are not
monsters than the number it must destroy, whichever it picks include a monster, so it would destroy one (rule
cond-would-destroy-by-count-left; Saber Slash's rulings, its example against My Body as a Shield). Only a class of
card is counted so (a monster, a Spell, a Trap): a kind a card carries by its name or properties ("a "Morphtronic"
monster") is no certainty of the pick, as the rule before says."""

from __future__ import annotations

from edison_kg.timing.closed_places import is_closed
from edison_kg.timing.stat_counts import counted_cards

# the Spell and Trap Cards that stay face-up on the field once activated (would_do.py reads them too)
STAYING = ("Continuous", "Continuous Spell", "Continuous Trap", "Equip", "Field")

BY_COUNT = "cond-would-destroy-by-count-left"


def sure_by_count(state, link, clause, pattern, wanted) -> bool:
    """Must the clause, picking its cards as it resolves, take at least as many of the wanted kind as the condition
    names, by how many it must take and how few others it could (``wanted``: is a card one the condition is about)?"""
    if clause.up_to or clause.may_skip or clause.alternative or clause.every is not None or clause.later \
            or pattern.would_kind.names_properties or pattern.would_count_max is not None:
        return False
    number = _number_it_must_take(state, link, clause)
    if number is None or not is_closed(state, "field"):
        return False
    pool = [ref for ref, card in state.cards.items() if ref != link.card and card.on_field and ref in state.infos
            and (not clause.names_face_up_you_control and clause.position != "face-up" or _face_up(state, ref))
            and (clause.cards.empty or state.kind_of(ref, clause.cards))
            and (clause.whose is None or (card.controller == link.controller) == (clause.whose == "you"))]
    others = sum(1 for ref in pool if not wanted(ref))
    sure = min(number, len(pool)) - others
    if sure < (pattern.would_count_min or 1):
        return False
    state.cite(BY_COUNT)
    set_ones = sorted(state.infos[ref].name for ref, card in state.cards.items() if ref != link.card and card.on_field
                      and ref in state.infos and card.face_up is None and not _face_up(state, ref))
    state.assume(f"{state.infos[link.card].name} must destroy {number} card(s), and of the cards it could pick only "
                 f"{others} {'is' if others == 1 else 'are'} not one the condition names, so it would destroy at least "
                 f"{sure} that {'is' if sure == 1 else 'are'}" + (f" ({', '.join(set_ones)} taken as Set: a Spell or Trap Card that does "
                                                f"not stay on the field is face-up there only while on the chain)"
                                                if set_ones else ""))
    return True


def _face_up(state, ref: str) -> bool:
    """Could the card be face-up on the field? A Spell or Trap Card that does not stay on the field (a Normal,
    Quick-Play or Counter one) is face-up there only while its activation is on the chain: else it is Set."""
    card, info = state.cards[ref], state.infos[ref]
    if card.face_up is not None or info.card_type not in ("spell", "trap"):
        return state.face_up_on_field(ref) is not False
    return any(s in STAYING for s in info.subtypes) or any(link.card == ref for link in state.chain)


def _number_it_must_take(state, link, clause) -> int | None:
    """The number of cards the clause must take: its count, or its count for each card it counts now."""
    if clause.scales_with is None:
        return clause.count
    if " and " in clause.scales_with or not is_closed(state, clause.scales_with.split()[1]):
        return None
    counted, _ = counted_cards(state, link.card, clause.scales_with, clause.scales_kind)
    return (clause.count or 1) * len(counted)
