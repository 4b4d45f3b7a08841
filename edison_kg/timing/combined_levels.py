"""A monster's own ATK/DEF set to the combined Levels of the cards its text counts, times a number (rule
ce-stat-set-from-combined-levels, round 129): "The ATK of this card is the combined Levels of all face-up monsters
you control x 300" (the card reader's per_count "WHOSE PLACE [other] [face-up] levels", amount the points per Level).
The cards counted are those the scenario names there now (timing/stat_counts.py), the card itself included unless
the text leaves it out, each with its current Level; a card with no Level adds none. Said in `assumed`."""

from __future__ import annotations

from edison_kg.timing.levels import current_level
from edison_kg.timing.stat_counts import counted_cards

COMBINED_LEVELS_RULE = "ce-stat-set-from-combined-levels"


def by_combined_levels(state, holder: str, per_count: str, kind, per_level: int) -> int:
    """``per_level`` times the combined current Levels of the cards the change of card ``holder`` counts now."""
    counted, told = counted_cards(state, holder, per_count.removesuffix(" levels"), kind)
    levels = {ref: current_level(state, ref, state.infos[ref].level) or 0 for ref in counted}
    total = sum(levels.values())
    state.cite(COMBINED_LEVELS_RULE)
    shown = " + ".join(f"{state.infos[ref].name} {level}" for ref, level in levels.items()) or "none"
    state.assume(f"{state.infos[holder].name} counts the combined Levels of {len(counted)} {told} ({shown} = {total}), "
                 f"x {per_level} = {per_level * total}: the cards the scenario names there are all there are "
                 f"(rule {COMBINED_LEVELS_RULE})")
    return per_level * total
