"""A resolving effect that negates the effects of one kind of card only ("Negate all other Trap effects on the
field this turn"): the Chain Link below it is negated only when that link's card is of the kind its negation names
(rule neg-all-effects-of-a-kind-only)."""

from __future__ import annotations

RULE = "neg-all-effects-of-a-kind-only"


def kind_negation(link):
    """The negation of a kind of card the resolving link's effect leaves ("all other Trap effects on the field"),
    or None when its effect negates no named kind (then a negation clause answers the link below, whatever it is)."""
    if link.effect is None:
        return None
    return next((r for r in link.effect.restrictions if r.kind == "negate-effects" and not r.cards.empty
                 and r.granted_to is None), None)


def link_below_negated(state, link, kind: str) -> tuple[str, str]:
    """The card of the Chain Link below that ``link``'s negation clause negates, with the event: that link,
    unless the effect negates one kind of card only and the link below is not of it (a Spell Card's link under
    Trap Stun): then the clause negates nothing now and only its lasting negation applies ("effect_applied")."""
    below = state.chain[-1].card
    restriction = kind_negation(link)
    if restriction is None:
        return below, kind
    state.cite(RULE)
    if state.restricts(restriction, link.card, below, "negate-effects"):
        return below, kind
    return link.card, "effect_applied"


RESOLVING_KIND = "neg-kind-negated-as-it-resolves"


def resolving_negated_by(restriction) -> str:
    """The rule by which a continuous negation that applies as a Chain Link resolves negates that link's effect: one of
    the negations of a kind of Spell/Trap Card by its property ("Negate all Equip Card effects on the field", "negate the
    effects of all Continuous Spell Cards and Continuous Trap Cards") negates the card of that kind whose activation it
    was chained to, so an Equip Spell whose effect Special Summons Summons nothing (rule neg-kind-negated-as-it-resolves);
    the others by rule ce-cannot-activate-vs-negate (Imperial Order, Skill Drain)."""
    cards = restriction.cards
    return RESOLVING_KIND if cards.subtypes and cards.classes and cards.classes <= {"spell", "trap"} \
        else "ce-cannot-activate-vs-negate"
