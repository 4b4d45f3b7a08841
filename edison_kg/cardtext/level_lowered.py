"""A deed that reduces the Level of 1 monster: "reduce the Level of 1 monster on the field by 1" (Silent Strider),
"Reduce the Level of 1 face-up monster you control by up to 2" (Level Retuner). A Level never goes below 1, so the
monster it selects must be a face-up one of Level 2 or more (Silent Strider's ruling: it targets 1 face-up monster and
cannot select a Level 1 monster; rule deed-level-lowered-needs-a-level-above-1). Stored as the held state
"level-lowered WHOSE" (field, you or opponent), judged by timing/rules/level_lowered.py. A deed that may also pick a
monster in the hand ("1 monster you control or that is in your hand", Star Blast) is left unread."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_LOWERS_ONE = re.compile(r"\breduce the level of 1 (?:face-up )?monster (?P<where>on the field|you control|your opponent "
                         r"controls) by (?:up to )?\d+\b(?! or)", re.I)
_WHOSE = {"on the field": "field", "you control": "you", "your opponent controls": "opponent"}


def read_level_lowered(effect: AnalyzedEffect) -> None:
    """Store the face-up monster of Level 2 or more its deed needs among the held states."""
    if effect.kind in ("continuous", "unanalyzed", "unknown"):
        return
    found = _LOWERS_ONE.search(effect.text or "")
    if found is None or re.search(r"\bor that is in your hand\b", effect.text, re.I):
        return
    need = f"level-lowered {_WHOSE[found.group('where').lower()]}"
    if need not in effect.needs_held:
        effect.needs_held += (need,)
