"""A state its text lets it be activated only in is its activation condition: when that state does not hold,
that is the answer (reason condition-not-met, rule cond-activation-needs-a-held-state), even where its cost or deed
would also find nothing to act on. "Once per turn, if your opponent controls a monster and you control no monsters,
you can Special Summon 1 Level 4 or lower Gemini monster from your hand", asked while its player controls a monster,
is refused for the monster they control, not for the hand.

Only the held states read as conditions are judged here (rules/held_states.py judges them all later, with what a
cost or deed needs, rules/deed_needs.py)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules import card_needs, deed_needs
from edison_kg.timing.rules.held_states import held_state_verdict
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

CONDITION = "condition-not-met"


@only_for(lambda effect: effect.needs_held)
def held_condition_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.needs_held:
        return None
    needs = {**deed_needs.NEEDS, **card_needs.NEEDS}
    held = tuple(entry for entry in effect.needs_held if needs.get(entry.split()[0], (None, CONDITION))[1] == CONDITION)
    if not held:
        return None
    return held_state_verdict(state, ref, replace(effect, needs_held=held))
