"""The phase a condition's event must happen in ("During your Draw Phase, if you draw a DARK
monster(s)", "after resolving a Spell Card that was activated during your opponent's Main Phase",
"When your opponent activates a Trap Card during the Battle Phase"): the phase, and whose turn
it must be (rule cond-event-in-its-named-phase). A phase the condition only excludes ("except
during the Damage Step", "outside of either Draw Phase"), a phase it looks ahead to ("until your
next Standby Phase") or a phase of another turn ("the End Phase of your opponent's 3rd turn") is
none of these."""

from __future__ import annotations

import re

# "during your Draw Phase" / "in their Draw Phase" / "If it is your opponent's Battle Phase"; not
# "except during", not "the Battle Phase of the turn ...", not "the same Battle Phase"
DURING_PHASE = re.compile(
    r"(?<!except )(?<!outside of )\b(?:during|in|if it is) (your opponent's|your|their|the|either player's|each player's) "
    r"(draw|standby|main|battle|end) phase\b(?!s)(?! of\b)", re.I)
# "During your End Phase, if you did not Normal Summon": a state of the turn read at the phase, no event in it
_NOT_DONE = re.compile(r"\b(?:did|have|has) not\b", re.I)
_TURN = {"your opponent's": "opponent", "their": "opponent", "your": "you"}


def event_phase(condition_text: str) -> tuple[tuple[str, ...], str | None]:
    """(the phases the event must happen in, whose turn: "you" | "opponent" | None); ((), None)
    when the condition names none."""
    found = DURING_PHASE.search(condition_text or "")
    if found is None:
        return (), None
    return (found.group(2).lower(),), _TURN.get(found.group(1).lower())


def without_event_phase(low: str) -> str:
    """The condition without the words of its phase, so that "your opponent's" there does not make
    the event the opponent's ("a Spell Card that was activated during your opponent's Main Phase"
    is either player's Spell Card)."""
    return DURING_PHASE.sub("", low)


def during_phase_facts(types, condition_text: str) -> dict:
    """The EventPattern fields of the phase its event must happen in; none for a phase's own start
    ("During your Standby Phase: ..." is met by the phase, not by an event in it)."""
    if "phase_entered" in types or _NOT_DONE.search(condition_text or ""):
        return {}
    phases, turn = event_phase(condition_text)
    return {"during_phases": phases, "during_turn": turn} if phases else {}
