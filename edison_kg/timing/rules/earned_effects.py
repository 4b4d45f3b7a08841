"""An effect a monster earns by destroying monsters by battle ("When this monster destroys the following number of
monsters as a result of battle, ...: Two: You can Special Summon ...") is there only once that monster has destroyed
that many monsters by battle since it last came to the field; leaving the field or being turned face-down loses what
it earned (rule cond-effect-earned-by-battle-wins). The card reader gives the count (AnalyzedEffect.earned_by_wins)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.arrivals import ARRIVES, ENDS
from edison_kg.timing.rules.battle_faces import battle_record
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.schemes import FIELD_ZONES

EARNED_RULES = ["cond-effect-earned-by-battle-wins"]
_TAKEN_AS_EARNED = ("{name} is taken as having destroyed by battle the {count} monster(s) its effect needs: the "
                    "scenario starts with it on the field and tells nothing of its battles before")


def battle_wins(state, ref: str) -> int | None:
    """How many monsters card ``ref`` destroyed by battle since it last came to the field (None: it was on the
    field from the scenario's start, so the count before is not known)."""
    told = state.scenario.cards[ref]
    wins = None if told.zone in FIELD_ZONES else 0
    for happening in state.happenings():
        event = happening.event
        if event.card == ref and (event.event in ARRIVES or event.event in ENDS):
            wins = 0
        elif event.event == "destroyed" and event.cause == "battle" and event.card not in (None, ref) \
                and _destroyed_by(state, ref, happening):
            wins = None if wins is None else wins + 1
    return wins


def _destroyed_by(state, ref: str, happening) -> bool:
    if happening.event.by is not None:
        return happening.event.by == ref
    record = battle_record(state, happening.event.card, happening.moment + 1)
    return record is not None and ref in (record.battle.attacker, record.battle.target)


@only_for(lambda effect: effect.earned_by_wins)
def earned_effect_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.earned_by_wins:
        return None
    wins = battle_wins(state, ref)
    name = state.infos[ref].name
    if wins is None:
        state.assume(_TAKEN_AS_EARNED.format(name=name, count=effect.earned_by_wins))
        return None
    if wins >= effect.earned_by_wins:
        return None
    return Verdict("no", "other", EARNED_RULES,
                   f"{name} has that effect only once it has destroyed {effect.earned_by_wins} monster(s) by battle "
                   f"since it came to the field; it has destroyed {wins}, so it has no such effect to activate.")
