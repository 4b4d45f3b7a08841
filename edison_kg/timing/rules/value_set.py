"""A target whose ATK or DEF the effect sets to a number must not have that number already (rule
state-target-value-already-set, under activation-needs-a-possible-effect): "Target 1 face-up monster
on the field; that target's ATK becomes 2000" cannot target a monster with 2000 ATK (its own ATK
made 2000 by the same effect included), "that target's ATK becomes 0" one with 0 ATK. Applying the
change to such a monster would change nothing, so with no other choice the effect cannot be activated.

The card reader stores the value set on the clause (Clause.sets_target_stat, cardtext/value_set.py);
the monster's current value is the engine's (timing/stats.py). Only an effect with one kind of target
is read, so that the value set surely falls on that target.

Likewise a target whose Level the effect reduces by a number must have more Levels than that: a
Level cannot fall below 1 (rule state-target-level-cannot-fall-below-1; Clause.lowers_target_level)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.closed_places import assume_closed
from edison_kg.timing.rules.possible import _described, _unnamed_cards_on_field
from edison_kg.timing.rules.targets import TARGET_RULES, _an_option_without_targets, _candidates
from edison_kg.timing.stats import STAT_RULE, current_stat

VALUE_SET_RULE = "state-target-value-already-set"
LEVEL_RULE = "state-target-level-cannot-fall-below-1"


@only_for(lambda effect: len(effect.target_clauses) == 1 and not effect.targets_event_card)
def value_already_set_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or len(effect.target_clauses) != 1 or effect.targets_event_card:
        return None
    setting = next((c.sets_target_stat for c in effect.clauses if c.sets_target_stat), None)
    if setting is None or _unnamed_cards_on_field(state) or _an_option_without_targets(effect):
        return None
    stat, value = setting.split(" ")
    stats, value = stat.split("/"), int(value)

    def already(other: str) -> bool | None:
        values = [current_stat(state, other, s) for s in stats]
        if any(v is None for v in values):
            return None
        return all(v == value for v in values)

    clause = effect.target_clauses[0]
    if not _none_left(state, ref, effect, clause, already):
        return None
    shown = " and ".join(s.upper() for s in stats)
    return Verdict("no", "other", TARGET_RULES + [VALUE_SET_RULE, STAT_RULE],
                   f"It makes its target's {shown} {value}, and the {_described(clause)} it could target all "
                   f"already have {value} {shown}: the change would do nothing, so it cannot be activated.")


def _none_left(state, ref: str, effect: AnalyzedEffect, clause, skip) -> bool:
    """Too few cards it could target once those ``skip`` rules out are set aside, and the scenario names
    every card of the field they would come from (said in ``assumed``)."""
    needed = 1 if clause.up_to else (clause.count or 1)
    found = _candidates(state, ref, clause, effect, skip=skip)
    if found is None or found[0] >= needed or found[1]:
        return False
    controller = state.controller(ref)
    for player in {"you": [controller], "opponent": [state.opponent(controller)]}.get(clause.whose or "", ["A", "B"]):
        assume_closed(state, player, "field")
    return True


@only_for(lambda effect: len(effect.target_clauses) == 1 and not effect.targets_event_card)
def level_cannot_fall_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """"Reduce the Level of the selected monster by 3": a monster of Level 3 or lower is no choice."""
    if effect is None or len(effect.target_clauses) != 1 or effect.targets_event_card:
        return None
    lowered = next((c.lowers_target_level for c in effect.clauses if c.lowers_target_level), None)
    if lowered is None or _unnamed_cards_on_field(state) or _an_option_without_targets(effect):
        return None

    def too_low(other: str) -> bool | None:
        level = state.scenario.cards[other].stats.get("level")
        level = level if level is not None else getattr(state.infos[other], "level", None)
        return None if level is None else level <= lowered

    clause = effect.target_clauses[0]
    if not _none_left(state, ref, effect, clause, too_low):
        return None
    return Verdict("no", "other", TARGET_RULES + [LEVEL_RULE],
                   f"It reduces its target's Level by {lowered}, and the {_described(clause)} it could target all "
                   f"have Level {lowered} or lower: a Level cannot fall below 1, so it cannot be activated.")
