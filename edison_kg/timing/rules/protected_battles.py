"""A battle destruction a protection rules out (rule bt-no-battle-destruction-of-a-protected-monster):
"During the End Phase, if this card destroyed a monster by battle this turn" looks back at a
destruction by battle. When the scenario shows no such destruction, the engine takes it as having
happened before the scenario began (rule cond-looks-back-at-an-earlier-event), but not when the
scenario shows this card's attack this turn and every monster it attacked cannot be destroyed by
battle ("Cannot be destroyed by battle": the card reader's cannot-be-destroyed-by-battle
restriction): a monster attacks once in a Battle Phase, so the battle the scenario shows is its
battle of the turn, and that battle destroyed nothing."""

from __future__ import annotations

PROTECTED_BATTLE = "bt-no-battle-destruction-of-a-protected-monster"
PROTECTION = "cannot-be-destroyed-by-battle"


def battle_destruction_ruled_out(state, ref: str, earlier, happening) -> bool:
    """Is a destruction by battle by card ``ref`` this turn, which condition ``earlier`` looks back at, ruled out
    because each monster it attacked this turn (as the scenario shows) cannot be destroyed by battle?"""
    if "destroyed" not in earlier.types or earlier.cause != "battle" or not earlier.actor_self:
        return False
    attacked = [h.event.target for h in state.happenings() if h.moment < happening.moment and h.turn == happening.turn
                and h.event.event == "attack_declared" and h.event.card == ref]
    if not attacked or None in attacked:
        return False
    if not all(any(holder == target and r.kind == PROTECTION for holder, r in state.restrictions())
               for target in attacked):
        return False
    names = ", ".join(dict.fromkeys(state.infos[t].name for t in attacked))
    state.cite(PROTECTED_BATTLE)
    state.assume(f"{state.infos[ref].name} battled only {names} this turn, which cannot be destroyed by battle: "
                 f"it destroyed no monster by battle")
    return True
