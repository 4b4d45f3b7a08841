"""A target of either of two kinds: "Target 1 face-up Spell, or 1 Set Spell/Trap, on the field",
"Target 1 "Summoned Skull", or 1 Thunder monster, in your Monster Zone".

Each kind is read as a target clause of its own, the two being alternatives: the effect can be
activated while a card of either kind is there to target (rule state-target-must-exist)."""

from __future__ import annotations

import re

_OR = re.compile(r",?\s+or\s+(?=(?:up to )?(?:\d|one|two|three|an?)\s)", re.I)
# the place said once for both kinds, after a comma: "..., on the field"
_PLACE_AFTER_COMMA = re.compile(r",\s+(?=(?:on the field|you control|your opponent controls|in your monster zone)\s*$)", re.I)


def either_kind(what: str) -> tuple[str, bool]:
    """The description with "or 1 ..." written as "and 1 ..." (one target clause for each kind),
    the place after its comma kept, and whether it said "or"."""
    if not _OR.search(what):
        return what, False
    return _PLACE_AFTER_COMMA.sub(" ", _OR.sub(" and ", what, count=1)), True
