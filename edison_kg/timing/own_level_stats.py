"""ATK/DEF changes scaled by the Level of the monster they change (rule ce-stat-change-by-own-level): "Each face-up
monster your opponent controls loses 100 ATK x its own Level", "This card's ATK/DEF become its Level x 300" (the card
reader's per_count "own level", amount the points per Level). Each monster the change reaches gets its own amount from
its current Level, so a monster Summoned while such a card is face-up already has the changed value as its Summon
happens (what a trap answering that Summon reads)."""

from __future__ import annotations

from edison_kg.timing.levels import current_level

OWN_LEVEL_RULE = "ce-stat-change-by-own-level"


def by_own_level(state, holder: str, per_level: int, ref: str) -> int | None:
    """``per_level`` times the current Level of monster ``ref`` (None when it has no Level: no amount is known)."""
    info = state.infos.get(ref)
    level = current_level(state, ref, info.level if info is not None else None)
    if level is None:
        return None
    state.cite(OWN_LEVEL_RULE)
    state.assume(f"{state.infos[holder].name} changes {info.name}'s ATK/DEF by {per_level} x its Level {level}: "
                 f"{per_level * level} (rule {OWN_LEVEL_RULE})")
    return per_level * level
