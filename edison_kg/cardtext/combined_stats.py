"""The ATK the monsters an effect takes from its player's hand must total exactly ("Special Summon up to 2
Zombie-Type monsters from your hand whose combined ATK is exactly 2000", Skull Conductor): its activation needs
such monsters there, a "?" ATK counting as none (rule deed-combined-atk-exactly, round 95). Read once here and
stored (ek:combinedAtkExactly), never again at answer time."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect

_EXACTLY = re.compile(r"\bfrom your hand whose combined ATK (?:is|equals?) exactly (\d+)\b", re.I)


def combined_atk_exactly(effects: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """The effects, one that takes monsters from the hand whose ATK must total a number carrying that number."""
    found = []
    for effect in effects:
        match = _EXACTLY.search(" ".join(c.text or "" for c in effect.clauses))
        found.append(replace(effect, combined_atk_exactly=int(match.group(1))) if match else effect)
    return found
