"""A Special Summon that locks its player's Normal Summon and Set for the turn ("If you Special Summon this monster,
you cannot Normal Summon or Set a monster during the same turn"): the lock holds from that Summon on, even when the
Summon was negated (Grinder Golem's Edison ruling), so an effect whose deed is to Normal Summon or Set a monster
("Normal Summon/Set 1 monster") cannot be activated by that player later that turn (rule
summon-special-summon-locks-normal-summon). The card reader stores the lock as the monster's Special Summon limit
locks-normal-summon (cardtext/summon_condition.py)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.conditions import event_kinds
from edison_kg.timing.rules.continuous import actions_of
from edison_kg.timing.rules.verdict import Verdict, only_for

LOCK_RULE = "summon-special-summon-locks-normal-summon"
_SPECIAL_METHODS = ("special", "synchro", "fusion", "ritual")


def _normal_summon_deed(effect: AnalyzedEffect):
    """The clause by which the effect's player must Normal Summon or Set a monster as it resolves: not an option, an
    "up to", a part applied later (None: it has none)."""
    return next((c for c in effect.clauses if "normal_summon" in actions_of(c) and not c.up_to and not c.may_skip
                 and not c.later and not c.every and not (c.alternative and not c.branch)), None)


@only_for(lambda effect: _normal_summon_deed(effect) is not None)
def special_summon_lock(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    clause = _normal_summon_deed(effect)
    if clause is None:
        return None
    player = state.controller(ref)
    for card, _, method, turn in state.negated_summons:
        if turn == state.turn and method in _SPECIAL_METHODS and state.controller(card) == player and _locks(state, card):
            return _verdict(state, ref, card, clause, negated=True)
    for happening in state.happenings():
        card = happening.event.card
        if happening.turn == state.turn and happening.event.player == player and card in state.infos \
                and "special_summon" in event_kinds(happening.event) and _locks(state, card):
            return _verdict(state, ref, card, clause, negated=False)
    return None


def _locks(state, card: str) -> bool:
    return "locks-normal-summon" in (getattr(state.infos[card], "special_summon_limits", ()) or ())


def _verdict(state, ref: str, card: str, clause, *, negated: bool) -> Verdict:
    name = state.infos[card].name
    how = "tried to Special Summon" if negated else "Special Summoned"
    return Verdict("no", "other",
                   [LOCK_RULE] + (["neg-summon-counts-for-summon-restrictions", "neg-summon-definition"] if negated else []),
                   f"Its player {how} {name} this turn, which forbids them to Normal Summon or Set for the rest of the "
                   f"turn{', even with the Summon negated' if negated else ''}, and {state.infos[ref].name} would Normal "
                   f"Summon or Set (\"{clause.text.strip().rstrip('.')}\"), so it cannot be activated.")
