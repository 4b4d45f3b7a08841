"""(Round 119, rule ce-own-destruction-needs-a-face-up-target, refining ce-own-destruction-applied-at-once) "After
resolving an effect that targets this face-up card on the field, destroy this card" (Spirit Reaper, Reaper on the
Nightmare; printed "Destroy this card when it is targeted by the effect of ...", Reptilianne Servant) is a Continuous
Effect that applies only while the monster is face-up on the field: a monster targeted in the Graveyard (or anywhere
off the field) and brought to the field by that same effect (Book of Life, The Shallow Grave, Monster Reborn) was not
targeted as a face-up monster, so it is not destroyed once the effect is done. A card that keeps targeting it once it
is on the field (Call of the Haunted, Premature Burial, an Equip Spell Card) still does: the monster is destroyed
after that card resolves (Spirit Reaper's rulings: "This card will be destroyed by its effect even if targeted by a
continuous effect (Such as an Equip Spell Card, or by Call of the Haunted)")."""

from __future__ import annotations

RULE = "ce-own-destruction-needs-a-face-up-target"


def zone_when_targeted(state, ref: str, link) -> str | None:
    """Where ``ref`` was when ``link`` targeted it: the zone its first move since the link's activation left, else
    where it is now."""
    for moment in state.moments[link.first_moment:]:
        for event in moment.events:
            if event.card == ref and event.from_zone is not None and event.from_zone != event.to_zone:
                return event.from_zone
    card = state.cards.get(ref)
    return card.zone if card is not None else None


def still_targeted_on_the_field(state, ref: str, link) -> bool:
    """Does the resolved link's card stay on the field targeting ``ref`` (a card linked to it, an Equip Card)?"""
    card = state.cards.get(link.card)
    if card is None or not card.on_field:
        return False
    return state.links.get(link.card) == ref or card.equipped_to == ref


def targeted_on_the_field(state, ref: str, link) -> bool:
    """Was ``ref`` targeted as a monster on the field, or does the link's card keep targeting it there? Cites the
    rule when it decides the monster is not destroyed."""
    if zone_when_targeted(state, ref, link) == "monster_zone" or still_targeted_on_the_field(state, ref, link):
        return True
    state.cite(RULE)
    return False
