"""A monster that holds a "cannot declare an attack" lock a resolved effect left on it ("take control of that
target, but it cannot declare an attack or be Tributed", "Special Summon it, but it cannot declare an attack this
turn") cannot declare an attack while the lock lasts: a scenario whose step makes it declare one contradicts itself
and is refused, as a Set monster's attack is (rule ce-attack-lock-left-on-the-target, round 121)."""

from __future__ import annotations

from edison_kg.errors import BadScenario

LEFT_ATTACK_LOCK_RULE = "ce-attack-lock-left-on-the-target"
# the locks a resolved effect leaves on the one monster it targeted or Summoned
LEFT_ON_ONE_MONSTER = ("effect-target", "effect-summoned")


def attack_lock_left_on(state, ref: str):
    """The "cannot declare an attack" lock a resolved effect left on monster ``ref``, if it holds one now."""
    return next((r for holder, r in state.restrictions() if holder == ref and r.kind == "cannot-attack"
                 and r.granted_to in LEFT_ON_ONE_MONSTER), None)


def refuse_locked_attacker(state, ref: str, where: str | None) -> None:
    """Refuse an attack declared by a monster that holds such a lock (BadScenario, with the step's JSON path)."""
    lock = attack_lock_left_on(state, ref)
    if lock is not None:
        raise BadScenario(f"{state.infos[ref].name} cannot declare an attack: a resolved effect left it the lock "
                          f"\"{lock.text.rstrip('.')}\" this turn", where=where)
