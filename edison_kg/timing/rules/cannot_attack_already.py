"""An effect whose activation gives up its own monster's attack this turn ("This card cannot attack the turn you
activate this effect", "(this card can't attack during the turn you activate this effect)") cannot be activated while
that monster already cannot attack: a continuous effect that applies to it ("monsters with an ATK equal to 1900 or
more cannot declare an attack") leaves the restriction nothing to impose (round 88, rule
limit-own-attack-forbidden-already; Anteatereatingant's ruling: "If you already can't attack, you can't activate
this effect"). One whose text only forbids the attack after its activation ("If you activate this effect, this card
cannot attack during this turn") gives nothing up and is activated all the same (round 145, rule
limit-own-attack-forbidden-after-activation; Volcanic Hammerer's ruling)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.locked_attacker import LEFT_ATTACK_LOCK_RULE, LEFT_ON_ONE_MONSTER

ALREADY_CANNOT_ATTACK = "limit-own-attack-forbidden-already"
FORBIDDEN_AFTER = "limit-own-attack-forbidden-after-activation"


@only_for(lambda effect: effect.attacks_forbidden == "self")
def already_cannot_attack_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.attacks_forbidden != "self" or state.cards[ref].zone != "monster_zone" \
            or state.face_up_on_field(ref) is False:
        return None
    for holder, restriction in state.restrictions():
        if restriction.granted_to in LEFT_ON_ONE_MONSTER and holder != ref:
            continue      # "take control of that target, but it cannot declare an attack": that monster's alone
        if not state.restricts(restriction, holder, ref, "cannot-attack"):
            continue
        if effect.attack_forbidden_after:
            state.cite(FORBIDDEN_AFTER)   # its activation gives up no attack: the lock does not stop it
            return None
        left = [LEFT_ATTACK_LOCK_RULE] if restriction.granted_to in LEFT_ON_ONE_MONSTER else []
        return Verdict("no", "other", [ALREADY_CANNOT_ATTACK] + left,
                       f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\": "
                       f"{state.infos[ref].name} already cannot attack, so its effect, whose activation gives up "
                       f"its attack this turn, cannot be activated.")
    return None
