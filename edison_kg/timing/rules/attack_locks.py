"""An effect whose whole point is the attacks of this turn (one monster attacks, the others may
not: AnalyzedEffect.attacks_forbidden "one-attacker") cannot be activated while a continuous
effect stops every attack of its player's monsters ("Your opponent's monsters can't declare an
attack"): it could do nothing (rule limit-attack-effect-under-attack-lock)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

ATTACK_LOCK = ["limit-attack-effect-under-attack-lock", "activation-needs-a-possible-effect"]


def attack_lock_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.attacks_forbidden != "one-attacker":
        return None
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        if restriction.kind != "cannot-attack":
            continue
        bound = restriction.players == "both" or (player == state.controller(holder)) == (restriction.players == "you")
        if bound:
            return Verdict("no", "other", ATTACK_LOCK,
                           f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\": the monsters of "
                           f"{state.infos[ref].name}'s controller cannot attack, and its effect is for their attacks "
                           f"this turn, so it cannot be activated.")
    return None
