"""A part of a resolution set up for later in the turn, done only when its target does something then (round 145):
"Select 1 monster on the field. If it is changed to Defense Position this turn, draw 1 card." (Guard Penalty). The
reader stores on the clause what its target must do (`done_later_when`: "changed-to-defense"); the timing engine does
nothing of it as the effect resolves, and does the deed right after the event, as its own happening
(timing/later_this_turn.py, rule res-deed-set-up-for-a-later-event-this-turn)."""

from __future__ import annotations

import re

_CHANGED_TO_DEFENSE = re.compile(r"^(?:if|when) (?:it|that monster|that target|the selected monster|the targeted monster) "
                                 r"is changed to defen[cs]e position this turn\b", re.I)


def store_done_later(clause) -> None:
    """Set ``clause.done_later_when`` from its words."""
    if clause.event is not None and _CHANGED_TO_DEFENSE.search(clause.text or ""):
        clause.done_later_when = "changed-to-defense"
