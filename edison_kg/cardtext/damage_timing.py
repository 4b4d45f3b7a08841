"""A condition led by "After damage calculation," whatever its event.

"After damage calculation, when this card destroys a monster by battle: Banish that monster." (Divine Knight Ishzark):
the lead times the effect after damage calculation, while the monster it destroyed is still on the field, not at the
end of the Damage Step where a monster destroyed by battle reaches the Graveyard (rule bt-damage-step-substeps, with
Ishzark's rulings). The lead on a battle condition ("After damage calculation, if this card battles ...") was read
already; this reads it on an event condition too. Kept out: the condition of this card's own destruction by battle
(D.D. Assailant): the engine checks who destroyed it as the card is in the Graveyard, after it left the field
(rule bt-opponents-monster-after-it-left), and that answer is kept as it is.
"""

from __future__ import annotations

import re

_LED_BY_AFTER_DAMAGE_CALCULATION = re.compile(r"^after damage calculation,\s+(?:if|when)\b")


def led_by_after_damage_calculation(pattern, condition_text: str) -> bool:
    """Is the condition led by "After damage calculation," on an event other than this card's own destruction?"""
    if not _LED_BY_AFTER_DAMAGE_CALCULATION.match(condition_text.strip()):
        return False
    return not (pattern.self_card and "destroyed" in pattern.types)


# "If this card battles, after damage calculation, ..." and "After damage calculation, if this card battles ...": worded
# "if"; "After damage calculation, when this card battles ..." and "When this card battles ..., after damage calculation
# you can ...": worded "when" (round 165, rule bt-if-worded-after-damage-calculation)
_WORDED_IF = re.compile(r"^(?:after damage calculation,\s+)?if\b")
_WORDED_WHEN = re.compile(r"after damage calculation,\s+when\b|\bwhen\b[^.:]*?,\s*after damage calculation\b")


def worded_if(condition_text: str | None, texts) -> bool:
    """Is an after-damage-calculation condition worded "if" (in either order), and no text of the card (``texts``: its
    printed, today's, Edison-era wordings) words it "when"? A condition of neither ("... is changed to Defense Position
    after damage calculation") is not."""
    if not condition_text or not _WORDED_IF.match(condition_text.strip().lower()):
        return False
    return not any(text and _WORDED_WHEN.search(text.lower()) for text in texts)


def mark_worded_if(effects: list, texts) -> list:
    """Each effect timed after damage calculation (no Flip Effect) marked when its condition is worded "if" in every text of
    its card (``texts``): what the timing engine reads for its substep, never the text."""
    texts = list(texts)
    for effect in effects:
        condition = effect.condition
        if condition is not None and condition.after_damage_calculation and effect.kind != "flip":
            condition.worded_if_after_damage_calculation = worded_if(effect.condition_text, texts)
    return effects
