"""An effect that Special Summons monsters by name ('Special Summon 1 "Red-Eyes B. Dragon" from your hand', 'any
number of "Hyenas" from your Deck') can Summon those monsters only; which they are is known before it resolves, so
a lock that reaches only some monsters ("LIGHT or DARK monsters", "monsters with 1000 or less ATK") stops its
activation when it reaches every monster the effect may Summon (rule ce-named-summon-reached; Koa'ki Meiru Drago's
and Power Filter's rulings: cards and effects that would Special Summon such a monster cannot be activated).

The named cards' Attribute, Type and printed ATK come from the graph (timing/cards.py reads them with the card): a
monster Special Summoned from the hand or Deck has its printed ATK as it arrives."""

from __future__ import annotations

from edison_kg.timing.cards import kind_matches
from edison_kg.vocab.model import Clause, Restriction
from edison_kg.vocab.schemes import FIELD_ZONES

RULE = "ce-named-summon-reached"


def must_summon_named_reached(state, ref: str, clause: Clause, restriction: Restriction) -> bool:
    """Must the clause Special Summon monsters, named by name, every one of which the restriction reaches? Not when
    its player may leave it undone or choose another part, nor when the restriction is on another zone, nor when a
    name is of no card the graph knows (a name that is an archetype's: '"Amazoness" monster')."""
    if restriction.action != "special_summon" or clause.action != "special_summon" or not clause.cards.names \
            or clause.alternative and not clause.branch or clause.may_skip or clause.every or clause.later \
            or not (restriction.cards.names_properties or restriction.except_kind.names_properties):
        return False                  # (round 89) "Special Summon monsters, except FIRE monsters": the except names it
    if restriction.zone is not None and clause.from_zone != restriction.zone \
            and not (restriction.zone == "field" and clause.from_zone in FIELD_ZONES):
        return False
    return named_reached(state, ref, clause, restriction)


def named_reached(state, ref: str, clause: Clause, restriction: Restriction) -> bool:
    """Does the restriction reach every monster, named by name, the clause Special Summons (round 135: also asked of a
    part its player may leave undone, as it resolves, timing/forbidden_parts.py)?"""
    if restriction.action != "special_summon" or clause.action != "special_summon" or not clause.cards.names \
            or not (restriction.cards.names_properties or restriction.except_kind.names_properties):
        return False
    if clause.cards.names != clause.cards.card_names:
        return False                  # an archetype's name: cards whose names carry it, not one card
    named = getattr(state.infos[ref], "named_summons", {})
    cards = [named.get(name) for name in clause.cards.names]
    if not cards or any(card is None or card.card_type != "monster" for card in cards):
        return False
    spared = restriction.except_kind
    return all(_reached(restriction.cards, card) and (spared.empty or not _reached(spared, card)) for card in cards)


def _reached(kind, card) -> bool:
    """Is the named card of ``kind`` as it arrives (its printed ATK; a "?" ATK is no number)? Only what the card
    shows counts: a kind that names no property of it (no Attribute, Type or ATK bound) does not reach it here."""
    if card.atk is None and (kind.atk_max is not None or kind.atk_min is not None):
        return False
    return kind_matches(kind, card, card.atk)
