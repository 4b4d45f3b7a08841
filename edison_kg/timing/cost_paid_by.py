"""The card a cost was paid with when the scenario does not say (rule res-cost-paid-with-the-only-card-that-fits,
round 103): "Send 1 face-up "Neo-Spacian" monster you control to the Graveyard. Special Summon 1 Level 4 monster with
the same name from your Extra Deck" (NEX). A cost of a count of face-up cards of a kind its player controls can only
have been paid with cards that were there; when the field the scenario names holds just that many of that kind, those
are the cards it took, and a later "with the same name" of the same effect is named by them. The answer says so."""

from __future__ import annotations

from edison_kg.timing.closed_places import say_named_are_all
from edison_kg.vocab.schemes import FIELD_ZONES

ONLY_CARD_THAT_FITS = "res-cost-paid-with-the-only-card-that-fits"


def paid_with_the_only_cards_that_fit(state, link) -> list[str]:
    """The cards ``link``'s cost of face-up cards its player controls took, when exactly that many of that kind are
    face-up on its player's field (and no card of that player is somewhere the scenario leaves open); else none."""
    effect = link.effect
    if effect is None:
        return []
    found: list[str] = []
    for clause in effect.cost_clauses:
        if clause.count is None or not clause.names_face_up_you_control or clause.subject is not None \
                or clause.from_zone is not None or clause.alternative or clause.up_to:
            continue
        fits = []
        for ref, card in state.cards.items():
            if ref == link.card:
                continue
            if card.zone is None and (card.controller or card.owner) == link.controller:
                return []                   # it could be on the field
            if card.controller == link.controller and card.zone in FIELD_ZONES and state.face_up_on_field(ref) \
                    and (clause.cards.empty or state.kind_of(ref, clause.cards)):
                fits.append(ref)
        if len(fits) != clause.count:
            return []
        found += fits
    if not found:
        return []
    state.cite(ONLY_CARD_THAT_FITS)
    say_named_are_all(state, link.controller, "field")
    state.assume(f"{state.infos[link.card].name}'s cost was paid with "
                 f"{', '.join(state.infos[ref].name for ref in found)}: the only card(s) of its kind face-up on "
                 f"player {link.controller}'s field the scenario names")
    return found
