"""A card that becomes an Equip Card by its own activation is equipped only when that activation resolves
(rule eq-equip-must-resolve): an Equip Spell, and a Trap Card that equips itself ("Target 1 face-up monster
you control; equip this card to that target": Blast with Chain, Plant Food Chain, Gemini Booster). Placed on
the field by its activation it is equipped to nothing until then; negated, or gone before it resolved, it was
never equipped, so "If this card is destroyed ... while equipped" is not met by its destruction."""

from __future__ import annotations

EQUIP_MUST_RESOLVE = "eq-equip-must-resolve"


def equips_itself(info, effect) -> bool:
    """Does the card's activation make it an Equip Card (an Equip Spell, or "equip this card to ...")?"""
    if "Equip" in info.subtypes:
        return True
    effects = [effect] if effect is not None else [e for e in info.effects if e.kind == "card-activation"]
    return any(clause.equips_itself for e in effects for clause in e.clauses)


def not_yet_equipped(card, info, effect) -> None:
    """As its activation places it on the field: equipped to nothing, as far as the engine knows for sure."""
    if not card.equip_known and equips_itself(info, effect):
        card.equipped_to, card.equip_known = None, True   # equipped only when it resolves
