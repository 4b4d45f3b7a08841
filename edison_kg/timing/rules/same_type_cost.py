"""A cost that discards "the same type of card (Monster, Spell, or Trap)" as the card whose activation the effect
answers cannot be paid, and so the effect cannot be activated, while its player's hand holds no card of that type
(rule cost-same-type-as-the-activated-card). The card reader marks the clause (Clause.same_type_as_the_event_card);
the type is that of the card of the event that met the condition. A hand the scenario leaves open could hold one."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.happened import last_met_card, started_by_event
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

SAME_TYPE_RULES = ["cost-same-type-as-the-activated-card", "mtt-cost"]
_TYPE_WORDS = {"monster": "Monster", "spell": "Spell", "trap": "Trap"}


@only_for(lambda effect: any(c.same_type_as_the_event_card for c in effect.cost_clauses) and started_by_event(effect))
def same_type_cost_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not any(c.same_type_as_the_event_card for c in effect.cost_clauses) \
            or not started_by_event(effect):
        return None
    answered = last_met_card(state, ref, effect)
    info = state.infos.get(answered) if answered is not None else None
    if info is None or info.card_type not in _TYPE_WORDS:
        return None
    player = state.controller(ref)
    if not is_closed(state, "hand") or any(other != ref for other in could_be_in(state, player, "hand")):
        return None
    if any(state.infos[other].card_type == info.card_type for other in cards_in(state, player, "hand")
           if other != answered and other in state.infos):
        return None
    say_named_are_all(state, player, "hand")
    kind = _TYPE_WORDS[info.card_type]
    return Verdict("no", "other", SAME_TYPE_RULES,
                   f"Its cost discards a card of the same type as {info.name} (a {kind} Card), and its player has no "
                   f"{kind} Card in their hand: the cost cannot be paid, so it cannot be activated.")
