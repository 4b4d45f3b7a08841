"""The card an effect's "that monster" names: "when a monster you control is destroyed by battle ...: You can
Special Summon that monster" acts on the card of the event that set it off, a card that is known when the effect
is activated, so a restriction that reaches only some cards ("monsters with 1000 or less ATK") is read on
that card (rule ce-restriction-partial-scope)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.happened import last_met_card, started_by_event


def the_events_card(state, ref: str, effect: AnalyzedEffect, clause: Clause) -> str | None:
    """The card of the event the clause acts on: its first deed's "it" ("that monster") when the effect targets
    nothing and is set off by an event about another card; None when it names no such card, or counts the cards
    it acts on (a Token "for each monster Summoned", "1 "Blackwing" monster from your Deck")."""
    condition = effect.condition
    if clause.subject != "it" or clause.index != 1 or clause.count is not None or effect.targets or condition is None \
            or condition.self_card or condition.card is None or not started_by_event(effect):
        return None
    card = last_met_card(state, ref, effect)
    return card if card in state.cards and card != ref else None
