"""A part of a resolution whose action a lock forbids is not done; the rest still is (round 115).

"destroy that target, and if you do, banish it, then, if it was a Flip monster, each player ... banishes all cards
from it with that monster's name" (Nobleman of Crossout) with "Neither player can banish cards" (Imperial Iron Wall)
chained to it: the target is still destroyed, but it is not banished, and the parts after that needed the banishment
are not done either (rule res-forbidden-part-not-done; Nobleman's ruling). The lock is one on what a player does
(timing/rules/continuous.py reads its activation: it cannot be activated while the lock already applies).

Round 135: a part whose cards the scenario does not name ('you can Special Summon up to 2 "Evil Thorn" from your
Deck', its events naming no card) is judged by the cards its words can act on, as its activation is
(rule res-forbidden-unnamed-part-not-done): when the lock reaches every one of them (under "No monsters can be Special
Summoned, except for WIND monsters", Evil Thorn, DARK by the graph; under "Neither player can Special Summon
monsters", any monster), that part is not done (Evil Thorn's ruling: its damage is still inflicted)."""

from __future__ import annotations

from edison_kg.timing.rules.continuous import reaches_all, actors_of, restricts_player, actions_of
from edison_kg.timing.rules.named_summons import named_reached
from edison_kg.vocab.schemes import FIELD_ZONES

FORBIDDEN_PART = "res-forbidden-part-not-done"
UNNAMED_PART = "res-forbidden-unnamed-part-not-done"
# the locks on a deed a player does that a resolving part can meet (cardtext/tables/restrictions.toml)
_DEED_LOCKS = ("cannot-banish", "cannot-special-summon", "cannot-tribute", "cannot-draw", "cannot-add-from-deck",
               "one-attribute-controlled", "one-type-controlled")


def forbidden(state, link, clause, events: list) -> bool:
    """Does a lock that applies now forbid the deed of this part to whoever does it, on every card it acts on?"""
    if not events or clause.later:
        return False
    actors = actors_of(state, clause, link.controller)
    for holder, restriction in state.restrictions():
        if holder == link.card or restriction.kind not in _DEED_LOCKS or restriction.by_cost \
                or restriction.action is None or restriction.action not in actions_of(clause) \
                or not any(restricts_player(state, holder, restriction, player) for player in actors):
            continue
        cards = [event.card for event in events if event.card is not None]
        unnamed = not cards and _reaches_every_card(state, link, clause, restriction)
        if not unnamed and (len(cards) != len(events) or not all(_reached(state, holder, restriction, ref)
                                                                 for ref in cards)):
            continue
        state.cite(FORBIDDEN_PART)
        if unnamed:
            state.cite(UNNAMED_PART)
        state.assume(f"{state.infos[link.card].name}'s part \"{clause.text.rstrip('.')}\" was not done: "
                     f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\"")
        return True
    return False


def _reached(state, holder: str, restriction, ref: str) -> bool:
    """Is the card where the lock reaches (anywhere, the field, one pile) and of its kind?"""
    zone = state.cards[ref].zone
    where = "field" if zone in FIELD_ZONES else zone
    if restriction.zone not in (None, where):
        return False
    return restriction.cards.empty or ref not in state.infos or state.kind_of(ref, restriction.cards)


def _reaches_every_card(state, link, clause, restriction) -> bool:
    """Events that name no card: does the lock reach every card the part's words can act on, in the place it takes
    them from (its words, or the cards it names by name as the graph reads them)?"""
    if restriction.zone is not None and clause.from_zone != restriction.zone \
            and not (restriction.zone == "field" and clause.from_zone in FIELD_ZONES):
        return False
    return reaches_all(clause, restriction) or named_reached(state, link.card, clause, restriction)
