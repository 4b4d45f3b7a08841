"""A monster's current Level on the field (rule ce-level-change-applies): its printed Level changed
by the fixed Level changes of the continuous effects that apply now (the card reader's level-gain
restrictions: "Reduce the Level of all WATER monsters ... on the field by 1"). A Level is never
below 1. Read where a kind of card bounds the Level ("Equip only to a Level 3 or lower WATER
monster"), and said in `assumed`."""

from __future__ import annotations

LEVEL_RULE = "ce-level-change-applies"
_BUSY = ("levels", "busy")


def current_level(state, ref: str, printed: int | None) -> int | None:
    """The Level of face-up monster ``ref`` on the field now, from its ``printed`` Level."""
    if printed is None or state.memo.get(_BUSY) or state.face_up_on_field(ref) is not True:
        return printed
    state.memo[_BUSY] = True      # the kind a change reaches may itself name a Level
    try:
        changes = [(holder, r) for holder, r in state.restrictions()
                   if r.kind == "level-gain" and r.amount is not None and state.restricts(r, holder, ref, "level-gain")]
    finally:
        state.memo[_BUSY] = False
    if not changes:
        return printed
    level = max(printed + sum(r.amount for _, r in changes), 1)
    state.cite(LEVEL_RULE)
    names = ", ".join(sorted({state.infos[h].name for h, _ in changes}))
    state.assume(f"{state.infos[ref].name} is Level {level}: {names} applies to it (printed Level {printed})")
    return level
