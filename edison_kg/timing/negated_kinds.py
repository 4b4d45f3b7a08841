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
