"""An effect a monster has only through a continuous effect of its own ("While in Attack
Position: ...", "this card gains the following effect: ...") is gone while that card's effects
are negated on the field (Skill Drain): there is nothing to activate, even though Skill Drain
lets a monster activate the effects it has (rules ce-skill-drain-granted-effects,
neg-effect-continuous-stop).

A trigger of such an effect ("While in Attack Position: When this card is destroyed by battle,
you can ...") is read at the moment it happened: the card was still on the field, its effects
negated, so it had no such effect then, and leaving the field does not give it one."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import GRANTED_BY_OWN_EFFECT as _OWN_GRANT
from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.happened import started_by_event
from edison_kg.vocab.schemes import FIELD_ZONES

GRANTED_RULES = ["ce-skill-drain-granted-effects", "neg-effect-continuous-stop", "ce-skill-drain-face-up-only"]


@only_for(lambda effect: effect.granted_by_own_effect and effect.kind not in ("continuous", "unanalyzed"))
def negated_grant(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.granted_by_own_effect or effect.kind in ("continuous", "unanalyzed"):
        return None
    on_field = bool(state.face_up_on_field(ref))
    if not on_field and not (started_by_event(effect) and _left_the_field(state, ref)):
        return None
    for holder, restriction in state.restrictions():
        if holder == ref or not state.restricts(restriction, holder, ref, "negate-effects", zone="monster_zone"):
            continue
        if not on_field and not _there_all_along(state, holder):
            continue
        name = state.infos[holder].name
        when = "" if on_field else " when its event happened"
        # an effect that has its grant only from the bullet it is written under (rule ce-position-bullet-holds-every-effect)
        carried = [] if _OWN_GRANT.search(effect.text or "") else ["ce-position-bullet-holds-every-effect"]
        return Verdict("no", "other", GRANTED_RULES + carried,
                       f"Its card has this effect only through a continuous effect of its own, and {name} "
                       f"negated its effects on the field{when}: it has no such effect to activate.")
    return None


def _left_the_field(state, ref: str) -> bool:
    """Did the card leave the field during the scenario's steps (the event its trigger answers)?"""
    return state.scenario.cards[ref].zone in FIELD_ZONES and state.cards[ref].zone not in FIELD_ZONES


def _there_all_along(state, holder: str) -> bool:
    """Was the negating card face-up on the field from the scenario's start (so also when the
    monster left the field)?"""
    told = state.scenario.cards[holder]
    return told.zone in FIELD_ZONES and told.face_up is not False and told.position != "face_down"
