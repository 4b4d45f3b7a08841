"""Equip Spells that only their own activation can equip (round 17, props): "Special Summon that target in
Attack Position and equip it with this card" (Premature Burial, Re-Fusion, D.D.R. - Different Dimension
Reincarnation, Symbols of Duty, ...). Such a card equips the monster its activation Summons, and nothing
else: an effect that equips an Equip Spell Card from the Graveyard ("target 1 appropriate Equip Spell Card
in your Graveyard; equip that target to this card") cannot choose it (rule state-equip-only-by-its-own-summon).
The card reader types its activation's clauses: one Special Summons, one equips."""

from __future__ import annotations

EQUIP_OWN_SUMMON_RULE = "state-equip-only-by-its-own-summon"


def equips_only_its_summon(info) -> bool:
    """Is the card an Equip Spell whose own activation Special Summons a monster and equips it?"""
    if info is None or info.card_type != "spell" or "Equip" not in info.subtypes:
        return False
    for effect in info.effects:
        actions = [clause.action for clause in effect.clauses]
        if effect.kind == "card-activation" and "special_summon" in actions and "equip" in actions:
            return True
    return False
