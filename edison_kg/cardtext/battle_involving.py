"""An activated effect whose deed acts on "a battle involving" a monster of a kind on its player's side (round 139):
"negate 1 battle involving a "Cyber Ogre" on your side of the field" (Cyber Ogre). The deed needs such a battle
going on now: without one the effect could do nothing, so it cannot be activated (rule
cond-battle-involving-a-named-monster). It is stored as the battle window "battle" (the Battle Step or the Damage
Step of a battle), with battler_whose "you" and battler_kind the kind named (timing/rules/battle_window.py)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_INVOLVING = re.compile(r"\bbattle involving (?P<who>an? (?:\"[^\"]+\"|[^,.\"]+? monster)) "
                        r"(?:on your side of the field|you control)\b", re.I)
_ACTIVATED = ("quick", "quick-like", "ignition", "ignition-like", "card-activation")


def read_battle_involving(effect) -> bool:
    """Store the battle its deed needs, for an activated effect with no window or condition of its own."""
    if effect.kind not in _ACTIVATED or effect.condition is not None or effect.battle_window is not None:
        return False
    match = _INVOLVING.search(effect.text or "")
    if match is None:
        return False
    kind = card_kind(match.group("who"))
    if kind.empty:
        return False                  # a kind not read: left as it was, not guessed
    effect.battle_window, effect.battler_whose, effect.battler_kind = "battle", "you", kind
    return True
