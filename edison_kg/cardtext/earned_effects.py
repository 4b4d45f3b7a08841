"""Effects a monster earns by destroying monsters by battle, each labelled with the count it needs:
"When this monster destroys the following number of monsters as a result of battle, the following effects are
activated in order: One: ... Two: You can Special Summon ...". Each labelled effect is there only once its monster
has destroyed that many monsters by battle since it last came face-up on the field (AnalyzedEffect.earned_by_wins,
judged by timing/rules/earned_effects.py, rule cond-effect-earned-by-battle-wins)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_LEAD = re.compile(r"\bwhen this (?:monster|card) destroys the following number of monsters "
                   r"(?:as a result of|by) battle\b", re.I)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_LABEL = re.compile(r"^\s*(?:●\s*)?(?P<n>one|two|three|four|five|1st|2nd|3rd|4th|5th)(?:\s+time)?\s*:\s", re.I)


def battle_win_states(effects: list[AnalyzedEffect], text: str | None) -> list[AnalyzedEffect]:
    """The effects, each labelled effect of a battle-count lead needing its count of monsters destroyed."""
    if not text or not _LEAD.search(text):
        return effects
    for effect in effects:
        label = _LABEL.match(effect.text or "")
        if label is not None:
            effect.earned_by_wins = _NUMBERS[label.group("n").lower()]
    return effects
