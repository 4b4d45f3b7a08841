"""(147) "During your Main Phase, you can equip this card to 1 face-up monster your opponent controls": an effect its
player activates that equips its own card to a monster of a kind it names targets that monster as it is activated
(rule state-equip-itself-to-a-monster-named), though its old words do not say "target"; with none there it cannot be
activated. A Union Monster's "equip this card to X you control, OR unequip it" is read as its options
(cardtext/options.py); a mandatory effect ("FLIP: Equip this card to a monster on your opponent's side of the field")
is left as it is."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.targets import target_clauses
from edison_kg.vocab.model import AnalyzedEffect

_ACTIVATED = ("ignition", "ignition-like", "quick", "quick-like")
_TO_A_MONSTER = re.compile(r"^equip this card to (?:1|an?) (?P<what>[^.;:,()]*?\bmonster (?:you control|your opponent "
                           r"controls|on (?:your|your opponent's) side of the field|on the field))"
                           r"(?: as an equip (?:spell )?card)?(?=$|[.;,])", re.I)


def read_equip_itself_target(effect: AnalyzedEffect) -> None:
    """Read the monster an activated effect equips its own card to as its target, when no target was read."""
    if effect.kind not in _ACTIVATED or not effect.optional or effect.targets or effect.target_clauses \
            or not effect.clauses or effect.clauses[0].action != "equip" or effect.clauses[0].alternative:
        return
    found = _TO_A_MONSTER.match(effect.clauses[0].text.strip())
    clauses = target_clauses(f"Target 1 {found.group('what')}") if found else []
    if len(clauses) == 1:
        # a card is never equipped to itself (rule state-equip-target-not-itself)
        effect.targets, effect.target_clauses = True, [replace(clauses[0], subject="other-than-self", position="face-up")]
