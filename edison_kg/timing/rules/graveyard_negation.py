"""A continuous effect that negates the effects activating in the Graveyard (The End of Anubis:
"all effects ... that activate in the Graveyard are negated") while its card is face-up on the
field: a card's effect started by an event while the card is in the GY is negated, so it is not
activated (rule ce-negated-where-it-activates), as a monster's effects negated by the card that
destroyed it are not (rule bt-destroyed-monster-negated). One its player activates by declaration
is not ruled out here."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for

STARTED_BY_AN_EVENT = ("trigger", "trigger-like", "flip")


@only_for(lambda effect: effect.kind in STARTED_BY_AN_EVENT and effect.condition is not None)
def negated_in_the_graveyard(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.kind not in STARTED_BY_AN_EVENT or effect.condition is None:
        return None
    card = state.cards[ref]
    zone = card.sent_at_damage_step_end or card.zone     # destroyed by battle: bound for the GY
    if zone != "graveyard":
        return None
    for owner, restriction in state.restrictions():
        if restriction.zone == "graveyard" and owner != ref \
                and state.restricts(restriction, owner, ref, "negate-effects", zone="graveyard"):
            return Verdict("no", "other", ["ce-negated-where-it-activates"],
                           f"{state.infos[owner].name} negates the effects that activate in the Graveyard, and "
                           f"{state.infos[ref].name} is there: its effect is negated, so it is not activated.")
    return None
