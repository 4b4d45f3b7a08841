"""An effect its card may activate only "if this card was Special Summoned by the effect of
"Allure Queen LV5"" needs that Summon to be how the card, face-up on the field, got there. A monster
changed to face-down Defense Position since is a Set monster, and flipped face-up again it is no
longer one Summoned that way (rules cond-flipped-face-down-is-set, cond-summon-kind); one Special
Summoned by another card's effect never was.

A card the scenario puts on the field without its Summon is taken as Summoned that way, and the
answer says so."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, CardKind
from edison_kg.timing.rules.verdict import SUMMON_EVENTS, Verdict, only_for

SUMMONED_BY_RULES = ["cond-summon-kind", "cond-flipped-face-down-is-set"]


@only_for(lambda effect: effect.summoned_by is not None)
def summoned_by_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.summoned_by is None or not state.face_up_on_field(ref):
        return None
    wanted = effect.summoned_by
    # "if this card was Special Summoned by ..." is part of the activation condition of a trigger
    # ("..., if it destroys ...") and of an effect activated at will ("Once per turn, during your
    # Main Phase, if ...") alike (rule cond-summoned-by-activation-condition)
    activated = effect.kind in ("trigger", "trigger-like", "ignition", "ignition-like", "quick", "quick-like")
    reason = "condition-not-met" if activated else "other"
    rules = SUMMONED_BY_RULES + ["cond-summoned-by-activation-condition"] if activated else SUMMONED_BY_RULES
    for happening in reversed(state.happenings()):
        event = happening.event
        if event.card != ref:
            continue
        if event.event == "flipped_face_down":
            return Verdict("no", reason, rules,
                           f"Its text needs it to have been Special Summoned by the effect of \"{wanted}\", and it "
                           f"was changed to face-down Defense Position since: a Set monster flipped face-up is no "
                           f"longer one Summoned that way.")
        if event.event in SUMMON_EVENTS:
            by = event.by
            if event.event == "special_summon" and by is not None and by in state.infos \
                    and state.kind_of(by, CardKind(names=frozenset({wanted}))):
                return None
            how = f"by {state.infos[by].name}" if by is not None and by in state.infos else "another way"
            return Verdict("no", reason, rules,
                           f"Its text needs it to have been Special Summoned by the effect of \"{wanted}\", and it was "
                           f"Summoned {how}.")
    state.assume(f"{state.infos[ref].name} was Special Summoned by the effect of \"{wanted}\": the scenario puts it "
                 f"on the field without saying how")
    return None
