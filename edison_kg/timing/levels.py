"""A monster's current Level on the field (rule ce-level-change-applies): its printed Level changed
by the fixed Level changes of the continuous effects that apply now (the card reader's level-gain
restrictions: "Reduce the Level of all WATER monsters ... on the field by 1"), of an Equip Card equipped to it
("Downgrade the monster equipped with this card by 2 Levels": rule eq-equipped-level-change), and those a resolved
effect left until the End Phase ("Reduce the Level of all face-up monsters you control by 1 until the End Phase": only
on the monsters face-up on the field as it resolved, while they stay there: rule res-level-change-left-until-end-phase;
round 169), and the Level an effect reduced on the monster it targeted ("reduce its Level by 1", Level Eater: rule
res-target-level-lowered-as-it-resolved; round 184), while it stays face-up there. A Level is never below 1. Read
where a kind of card bounds the Level ("Equip only to a Level 3 or lower WATER monster"), and said in `assumed`."""

from __future__ import annotations

LEVEL_RULE = "ce-level-change-applies"
EQUIPPED_RULE = "eq-equipped-level-change"          # round 169: "Downgrade the monster equipped with this card by 2 Levels"
LEFT_RULE = "res-level-change-left-until-end-phase"  # round 169: "... by 1 until the End Phase"
TARGET_LOWERED_RULE = "res-target-level-lowered-as-it-resolved"     # round 184: "reduce its Level by 1"
_BUSY = ("levels", "busy")


def current_level(state, ref: str, printed: int | None) -> int | None:
    """The Level of face-up monster ``ref`` on the field now, from its ``printed`` Level."""
    if printed is None or state.memo.get(_BUSY) or state.face_up_on_field(ref) is not True:
        return printed
    state.memo[_BUSY] = True      # the kind a change reaches may itself name a Level
    try:
        changes = [(holder, r) for holder, r in state.restrictions() if r.kind == "level-gain" and r.amount is not None
                   and _reaches(state, holder, r, ref)]
    finally:
        state.memo[_BUSY] = False
    lowered = _lowered_as_it_resolved(state, ref)
    if not changes and not lowered:
        return printed
    level = max(printed + sum(r.amount for _, r in changes) - sum(by for _, by in lowered), 1)
    for link, by in lowered:     # (184) "reduce its Level by 1" (Level Eater): kept from that resolution on
        state.cite(TARGET_LOWERED_RULE)
        state.assume(f"{state.infos[ref].name} is Level {level}: {link.info.name}'s effect reduced its Level by {by} as "
                     f"it resolved (printed Level {printed})")
    if not changes:
        return level
    state.cite(LEVEL_RULE)
    for rule, held in ((EQUIPPED_RULE, any(r.stat_of == "equipped" for _, r in changes)),
                       (LEFT_RULE, any(r.window == "until-end-phase" for _, r in changes))):
        if held:
            state.cite(rule)
    names = ", ".join(sorted({state.infos[h].name for h, _ in changes}))
    state.assume(f"{state.infos[ref].name} is Level {level}: {names} applies to it (printed Level {printed})")
    return level


def _lowered_as_it_resolved(state, ref: str) -> list:
    """(link, by) for each resolved effect that reduced the Level of its target ``ref`` ("target 1 Level 5 or higher
    monster you control; reduce its Level by 1"), while that monster stayed face-up on the field since (rule
    res-target-level-lowered-as-it-resolved)."""
    return [(link, by) for index, link in sorted(state.resolved.items())
            if link.effect is not None and not link.effect_negated and link.targets[:1] == [ref]
            for by in [next((c.lowers_target_level for c in link.effect.clauses if c.lowers_target_level), None)]
            if by and not any(e.card == ref and e.event in _ANEW for moment in state.moments[index + 1:]
                              for e in moment.events)]


# what moves a monster from the field, turns it face-down or puts it there anew: a change left on it before is gone
_ANEW = ("destroyed", "banished", "sent_to_gy", "returned_to_hand", "returned_to_deck", "tributed", "flipped_face_down",
         "discarded", "normal_summon", "tribute_summon", "special_summon", "synchro_summon", "fusion_summon", "ritual_summon",
         "flip_summon", "set", "flipped_face_up")


def _reaches(state, holder: str, restriction, ref: str) -> bool:
    if restriction.stat_of == "equipped":          # an Equip Card's: the monster it is equipped to
        return state.cards[holder].equipped_to == ref
    if not state.restricts(restriction, holder, ref, "level-gain"):
        return False
    if restriction.window != "until-end-phase":
        return True
    resolved = [i for i, link in state.resolved.items() if link.card == holder and link.effect is not None
                and restriction in link.effect.restrictions]       # left by a resolved effect: on what it reached then
    return bool(resolved) and not any(e.card == ref and e.event in _ANEW for moment in state.moments[max(resolved) + 1:]
                                      for e in moment.events)
