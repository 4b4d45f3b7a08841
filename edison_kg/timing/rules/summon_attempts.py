"""A lock a monster applies once it is Summoned ("When this card is Normal Summoned successfully, no Trap Cards can
be activated") starts when the Summon succeeded: a card that answers the Summon itself while it is attempted ("When a
monster(s) would be Summoned": Horn of Heaven, Solemn Judgment) is activated before that, and may negate it (rule
ce-summon-lock-starts-once-summoned). The engine records the attempt and the Summon as one moment (timing/steps.py),
so which of the two an activation answers is read on its condition.
What else such a lock reaches, and the kind of Summon it answers: timing/rules/lock_reach.py."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

ATTEMPT_RULE = "ce-summon-lock-starts-once-summoned"


def answers_the_attempt(effect: AnalyzedEffect | None) -> bool:
    """Is the effect one activated while a monster would be Summoned?"""
    return effect is not None and effect.condition is not None and "summon_attempted" in effect.condition.types


def attempt_spared(lock: str, name: str) -> Verdict:
    """The exception named in the final "yes": the lock does not apply yet."""
    return Verdict("yes", "not-a-trigger", [ATTEMPT_RULE],
                   f"{lock}, but only once the Summon succeeded: {name} answers the Summon while it is attempted.")
