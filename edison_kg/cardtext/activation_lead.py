"""A Continuous or Equip Spell/Trap whose first sentence only says when it may be activated ("Activate only while there are 3
Monster Cards with the same name in your Graveyard. Select 1 of those monsters, Special Summon it, and equip it with
this card.", "Activate only when a Synchro Monster is Special Summoned to your opponent's side of the field. Take
control of that Synchro Monster."): the deed the next sentence orders is what its activation does, one effect with
that condition (round 97, rule act-condition-then-its-deed). A next sentence that states a rule ("While "Umi" is
face-up on the field, ...") stays an effect of its own."""

from __future__ import annotations

import re

from edison_kg.cardtext.clean import CardContext

# the whole sentence is the condition: no deed after it
_BARE_CONDITION = re.compile(r"^activate (?:this card )?only (?:while|when|if)\b[^.;:]*\.?$", re.I)
# an order: what the activation does
_DEED = re.compile(r"^(?:select|target|special summon|take control|equip|destroy|add|return|banish|remove)\b", re.I)


def deed_of_its_condition(before: str, sentence: str, card: CardContext) -> bool:
    """Is ``sentence`` the deed of the activation whose condition alone ``before`` states?"""
    if not (card.continuous or card.equip) or card.is_monster or card.one_shot:
        return False
    return bool(_BARE_CONDITION.match(before.strip()) and _DEED.match(sentence.strip()))
