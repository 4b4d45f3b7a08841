"""A targeting named with what the targeting effect does ("when a monster you control is targeted
by a Spell, Trap, or Effect Monster's effect that destroys 1 monster on the field"): the card reader
stores the deed with the condition (`wouldDo`, cardtext/events.py drops the destruction as an event
of its own), and the targeting is met only when the activation that targets does that deed, read
from the clauses the reader gave that activation's effect, as for an activation "that would destroy"
(rules/would_do.py, rule cond-targeted-by-effect-that-does). The targeting and its activation are
one moment, so the activation is the chain link of that moment."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import Verdict

TARGETED_BY_DEED = "cond-targeted-by-effect-that-does"
# the targeting's activation does nothing of the deed its condition names
NOT_ITS_DEED = "targeted-not-by-that-deed"
SAYS = ("It answers a targeting by an effect that does what its condition names; the effect that targets "
        "does not do that when it resolves.")


def deed_of_targeting_asked(pattern, happening) -> bool:
    """Does the condition ask what the effect that targets does, for this targeting?"""
    return bool(pattern.would_do) and happening.event.event == "targeted"


def targeting_why(why: str | None, happening) -> str | None:
    """The reason a targeting does not meet the condition: a plain "not met" of what its
    activation does is said as this rule's own."""
    if why == "condition-not-met" and happening.event.event == "targeted":
        return NOT_ITS_DEED
    return why


def targeted_by_deed_verdict(why: str) -> Verdict | None:
    """The verdict when the only targetings were by effects that do not do the deed named."""
    if why != NOT_ITS_DEED:
        return None
    return Verdict("no", "condition-not-met", [TARGETED_BY_DEED, "cond-would-do-for-sure"], SAYS)


def targeted_by_deed_rules(pattern, matches) -> list[str]:
    """The rule a "yes" rests on when a targeting by an effect that does the deed met it."""
    return [TARGETED_BY_DEED] if any(deed_of_targeting_asked(pattern, h) for h in matches) else []
