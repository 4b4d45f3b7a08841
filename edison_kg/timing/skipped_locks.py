"""A mandatory trigger whose effect locks the opponent "during the next turn" (Sage of Silence, Sage of Stillness:
"If this card destroys an opponent's monster by battle, your opponent cannot activate Spell Cards during the next
turn") must be activated when its condition is met. A scenario that meets the condition in the turn before and goes
on without writing the trigger is read as a judge reads it: the trigger was activated and resolved, and its lock
holds through this turn; the answer says so in `assumed` (rule ce-lock-for-the-next-turn).

The restrictions are worked out below the rules that match conditions (which read the restrictions), so the one
condition such triggers have in the pool, "If this card destroys an opponent's monster by battle", is matched here on
the history's own events; a trigger of another condition is left to what the scenario writes."""

from __future__ import annotations

NEXT_TURN_LOCK = "ce-lock-for-the-next-turn"


def skipped_next_turn_locks(state) -> list:
    """(holder, restriction) for each lock of the next turn that an unwritten mandatory trigger left."""
    if state.turn == 0:
        return []
    found = []
    for ref, info in state.infos.items():
        for effect in info.effects:
            locks = [r for r in effect.restrictions if r.lasts == "next-turn"]
            if not locks or effect.kind != "trigger" or effect.optional or effect.condition is None:
                continue
            written = [link for link, _ in state.activations if link.card == ref]
            if written:               # its resolution leaves the lock (restrictions.py: _into_next_turn)
                if any(link.turn == state.turn - 1 and not link.effect_negated for link in written):
                    state.cite(NEXT_TURN_LOCK)
                continue
            if not _destroyed_by_it_in_battle(state, ref, effect.condition, state.turn - 1):
                continue
            state.cite(NEXT_TURN_LOCK)
            state.assume(f"{info.name}'s mandatory effect, whose condition was met in the previous turn, was "
                         f"activated and resolved then, though the scenario does not write it")
            found.extend((ref, lock) for lock in locks)
    return found


def _destroyed_by_it_in_battle(state, ref: str, pattern, turn: int) -> bool:
    """"If this card destroys an opponent's monster by battle": such an event of that turn."""
    if tuple(pattern.types) != ("destroyed",) or pattern.cause != "battle" or not pattern.actor_self:
        return False
    mine = state.controller(ref)
    return any(h.turn == turn and h.event.event == "destroyed" and h.event.cause == "battle" and h.event.by == ref
               and (pattern.player != "opponent" or h.event.card in state.cards and state.controller(h.event.card) != mine)
               for h in state.happenings())
