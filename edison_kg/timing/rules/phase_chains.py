"""Edison: effects that a phase alone starts do not share a chain.

Under the rulings Edison is played with, effects activated "during the Standby Phase", "during
the End Phase" or "at the end of the Battle Phase" are not simultaneous triggers: that point
of the turn lasts, and each such effect is activated, and resolves, on a chain of its own, in
the order the players take them, the turn player's first (rule
edison-phase-effects-separate-chains). The Draw Phase's point, the draw, is one moment: the
effects it sets off form one chain (Cyber Archfiend, Magical Blast)."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import Verdict

PHASE_CHAINS_RULE = "edison-phase-effects-separate-chains"
# the phases whose effects each start their own chain ("battle": its end, the point the
# scenario reaches when it goes back to the Battle Phase after a battle)
LASTING_PHASES = ("standby", "end", "battle")


def started_by_the_phase(state, pending_entry) -> bool:
    """Is the pending trigger an effect the phase alone started (its condition names no other
    event, and what met it is the phase beginning, not the end of the Damage Step)?"""
    _, met, ref, effect = pending_entry
    if not phase_only(effect):
        return False
    moment = state.moments[met] if 0 <= met < len(state.moments) else None
    return moment is not None and moment.context == "phase" and moment.phase in LASTING_PHASES


def phase_only(effect) -> bool:
    """Its condition names the phase and no other event ("Once per turn, during your End Phase: ...")."""
    condition = effect.condition
    return condition is not None and list(condition.types) == ["phase_entered"] and not condition.end_of_damage_step


def not_chained_to_the_phase(state, ref: str, effect) -> Verdict | None:
    """A phase effect asked about while a Chain is open is not chained to it: it starts a chain of its own once
    that one has resolved (Lightsworn End Phase effects, each activated after the other resolves)."""
    if not state.ruleset.phase_effects_separate_chains or not state.chain or state.phase not in LASTING_PHASES \
            or not phase_only(effect):
        return None
    return Verdict("no", "other", [PHASE_CHAINS_RULE, "tl-spell-speed-1"],
                   "It is an effect the phase alone starts, and such effects are not simultaneous: it is activated on a "
                   "chain of its own once the open Chain has resolved, not chained to it.")


def separate_chains(state, pending: list) -> tuple[list, list]:
    """(the triggers that go on one chain, the phase effects that each start a chain of their
    own, the turn player's first). Under a ruleset without the rule, every trigger shares the chain."""
    if not state.ruleset.phase_effects_separate_chains:
        return pending, []
    apart = [p for p in pending if started_by_the_phase(state, p)]
    if len(apart) < 2 and len(apart) == len(pending):
        return pending, []            # a single phase effect: one chain, nothing apart
    together = [p for p in pending if not started_by_the_phase(state, p)]
    turn_player = state.turn_player
    apart.sort(key=lambda p: state.controller(p[2]) != turn_player)   # stable: SEGOC order within a player
    return together, apart


def shared_choice(state, phase_entries: list[dict], chain: list[dict]) -> None:
    """Phase effects of one player, each on its own chain, are started in the order that player
    chooses: their entries share a ``group`` number (one the chain's own groups do not use)."""
    number = max((e["group"] for e in chain if e not in phase_entries and "group" in e), default=0)
    by_player: dict[str, list[dict]] = {}
    for entry in phase_entries:
        by_player.setdefault(state.controller(entry["card"]), []).append(entry)
    for members in by_player.values():
        if len(members) > 1:
            number += 1
            for entry in members:
                entry["group"] = number
