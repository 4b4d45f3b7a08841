"""A trigger that missed the timing is listed as missed before what it could take or pay is asked (rule
mtt-missed-before-what-it-could-do). Whether an optional "When ... you can" trigger missed the timing is read
from the scenario's own steps (something happened after its event); whether its player could pay its cost
or find the cards it takes (an Insect monster in the hand) often rests on a default about cards the scenario
does not show. The timing is decided first: a trigger whose chance passed is "missed", whatever its hand."""

from __future__ import annotations

from edison_kg.timing.rules.missing_timing import met_by_its_summon, timing_verdict
from edison_kg.timing.rules.verdict import Verdict

MISSED_FIRST = "mtt-missed-before-what-it-could-do"


def missed_before_it_could_pay(state, effect, matches, window, building, trigger_chain) -> Verdict | None:
    """The timing verdict of a trigger that missed the timing (answer "no"), else None."""
    matches = met_by_its_summon(state.moments, effect, matches)
    verdict = timing_verdict(effect, state.moments, matches, state.ruleset, window, building, trigger_chain)
    if verdict.answer != "no":
        return None
    return Verdict("no", verdict.reason, [*verdict.rules, MISSED_FIRST], verdict.explanation)
