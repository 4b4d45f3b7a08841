"""A continuous effect that negates, during the Battle Phase, the effects of the opponent's monster
the equipped monster battles while that monster is on the field (Rainbow Veil: "If the equipped
monster battles an opponent's monster, while that monster is on the field its effect(s) is negated
during the Battle Phase only"; rule ce-battling-monster-negated). Its rulings: it applies from the
attack declaration on, for the rest of the Battle Phase; a monster flipped face-up in the Damage
Step by that attack has its effects negated, so its FLIP effect is not activated; effects that
activate in the Graveyard or when banished are not negated, nor those of a monster flipped face-down
after the battle. The card reader gives it as a negate-battling Restriction granted to the equipped
monster, which holds it; the window (the Battle Phase) is checked where restrictions apply (timing/restrictions.py)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

RULE = "ce-battling-monster-negated"


def negated_while_battling(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    card = state.cards[ref]
    if effect is None or state.infos[ref].card_type != "monster" or not card.on_field or card.face_up is False:
        return None
    for holder, restriction in state.restrictions():
        if restriction.kind != "negate-battling":
            continue
        # the restriction is granted to the equipped monster: it holds it (rule ce-granted-by-material's way)
        equipped = holder if restriction.granted_to == "equipped-monster" else state.cards[holder].equipped_to
        if equipped is None or equipped == ref or state.controller(equipped) == state.controller(ref):
            continue              # only the opponent's monster the equipped one battles
        if any(record.battle.turn == state.turn and {record.battle.attacker, record.battle.target} == {equipped, ref}
               for record in state.battles):
            return Verdict("no", "other", [RULE, "ce-face-up-on-field"],
                           f"\"{restriction.text.strip()}\" applies to {state.infos[equipped].name}, which battled "
                           f"{state.infos[ref].name} this Battle Phase: while {state.infos[ref].name} is on the field "
                           f"its effects are negated, so they are not activated.")
    return None
