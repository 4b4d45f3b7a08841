"""An effect whose whole point is the attacks of this turn (one monster attacks, the others may
not: AnalyzedEffect.attacks_forbidden "one-attacker") cannot be activated while a continuous
effect stops every attack of its player's monsters ("Your opponent's monsters can't declare an
attack"): it could do nothing (rule limit-attack-effect-under-attack-lock)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for

ATTACK_LOCK = ["limit-attack-effect-under-attack-lock", "activation-needs-a-possible-effect"]


@only_for(lambda effect: effect.attacks_forbidden == "one-attacker")
def attack_lock_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.attacks_forbidden != "one-attacker":
        return None
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        if restriction.kind != "cannot-attack" or _of_some_monsters(restriction) or restriction.granted_to is not None:
            # a lock left on one monster ("take control of that target, but it cannot declare an attack") stops
            # that monster's attack only, not every attack of its player
            continue
        bound = restriction.players == "both" or (player == state.controller(holder)) == (restriction.players == "you")
        if bound:
            return Verdict("no", "other", ATTACK_LOCK,
                           f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\": the monsters of "
                           f"{state.infos[ref].name}'s controller cannot attack, and its effect is for their attacks "
                           f"this turn, so it cannot be activated.")
    return None


def _of_some_monsters(restriction) -> bool:
    """A lock on the attacks of monsters of a kind ("Monsters with 1500 or more ATK"), not of all its player's."""
    kind = restriction.cards
    return any((kind.atk_min, kind.atk_max, kind.level_min, kind.level_max, kind.monster_types, kind.attributes,
                kind.names, kind.card_names))


OPPONENTS_ATTACKS_PASSED = ["window-opponents-attacks-this-turn", "activation-needs-a-possible-effect"]


@only_for(lambda effect: _only_stops_opponents_attacks(effect))
def opponents_attacks_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect whose every deed stops the opponent's attacks of this turn ("Your opponent cannot declare an
    attack this turn") is activated only in the opponent's turn before its Battle Phase is over: in its
    controller's own turn, or in the opponent's Main Phase 2 or End Phase, the opponent declares no attack it could
    stop (rule window-opponents-attacks-this-turn)."""
    if effect is None or not _only_stops_opponents_attacks(effect):
        return None
    controller = state.controller(ref)
    if state.turn_player == controller:
        when = "this is its controller's own turn, where the opponent declares no attack"
    elif state.phase in ("main2", "end"):
        when = "the opponent's Battle Phase of this turn is over"
    else:
        return None
    return Verdict("no", "other", OPPONENTS_ATTACKS_PASSED,
                   f"All it does is stop the opponent's attacks this turn, and {when}: it cannot be activated.")


def _only_stops_opponents_attacks(effect: AnalyzedEffect) -> bool:
    return bool(effect.restrictions) and all(r.kind == "cannot-attack" and r.players == "opponent" and r.lasts == "turn"
                                             and r.cards.empty for r in effect.restrictions) \
        and all(clause.event is None and clause.action == "other" for clause in effect.clauses)
