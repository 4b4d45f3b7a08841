"""(103) A condition that a player did not do something this turn: "During the End Phase of your turn, if you did not
attack, you can make your opponent send cards ...". Read as the held state "not-done attack" (its controller declared
no attack this turn), checked by timing/rules/turn_deeds.py (rule cond-needs-a-deed-not-done-this-turn)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

# "if you did not attack", "if you did not declare an attack (this turn)"
_NO_ATTACK = re.compile(r"\bif you did not (?:declare an )?attack\b", re.I)


def read_turn_deeds(effect: AnalyzedEffect) -> None:
    """Store "not-done attack" for an effect whose condition needs its player to have declared no attack this turn."""
    if effect.kind in ("continuous", "unanalyzed") or not _NO_ATTACK.search(effect.condition_text or ""):
        return
    if "not-done attack" not in effect.needs_held:
        effect.needs_held += ("not-done attack",)
