"""A declared effect that picks "1 monster that has attacked this turn" ("Combination Attack") or "1 monster you
control that attacked this turn" ("Crystal Beast Emerald Tortoise") needs such a monster on the field as it is
activated: "attacked-this-turn WHOSE" among the held states (WHOSE you | field), judged by
timing/rules/attacked_needs.py (rule state-attacked-means-reached-the-damage-step)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_ATTACKED = re.compile(r"\b(?:1|a|one) monster (?P<yours>you control )?that (?:has )?attacked this turn\b", re.I)


def attacked_this_turn(effect: AnalyzedEffect) -> list[str]:
    if not (effect.optional or effect.kind == "card-activation"):
        return []
    found = _ATTACKED.search(effect.text)
    if found is None:
        return []
    return [f"attacked-this-turn {'you' if found.group('yours') else 'field'}"]
