"""A condition led by "After damage calculation," (round 101, rule bt-condition-led-by-after-damage-calculation).

"After damage calculation, when this card destroys a monster by battle:" (Divine Knight Ishzark), "After damage
calculation, when this card is destroyed by battle with an opponent's monster:" (D.D. Assailant): the condition is an
event of the battle, but its lead names the point it is activated at, as "After damage calculation, if this card
attacks" does for a battle condition. Read without it, an effect set off by a destruction by battle would wait for the
end of the Damage Step, where the destroyed monsters reach the Graveyard."""

from __future__ import annotations

import re

_AFTER_DAMAGE_CALCULATION = re.compile(r"\bafter damage calculation\b")
_LED_BY_IT = re.compile(r"^\W*after damage calculation,")


def after_damage_calculation(pattern, battle, condition_text: str) -> bool:
    """Is the condition (lower-cased) timed "after damage calculation": its battle condition says so, or it is led
    by those words before an event of the battle?"""
    if pattern.after_damage_calculation or battle and _AFTER_DAMAGE_CALCULATION.search(condition_text):
        return True
    return pattern.cause == "battle" and bool(_LED_BY_IT.match(condition_text))
