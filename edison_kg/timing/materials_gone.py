"""A part that needs every material of a Fusion Summon in the Graveyard, while one is elsewhere (round 115).

"return that target to the Extra Deck, then, if all the Fusion Materials that were used for its Fusion Summon are in
your GY, you can Special Summon all of them" (De-Fusion; Multiple Piece Golem words its own the same way): when the
Fusion Monster's material line names a material by name and the scenario shows that player's only cards of that name
outside the Graveyard (banished, in the hand, on the field), not all of them are there, so the part after "then" is
not done and the return is the last thing (rule res-all-materials-needed-in-the-graveyard; De-Fusion's ruling)."""

from __future__ import annotations

from edison_kg.timing import closed_places

ALL_MATERIALS_NEEDED = "res-all-materials-needed-in-the-graveyard"


def material_missing(state, link, clause) -> bool:
    """Is a named material of the Fusion Monster the part before acted on shown outside its player's Graveyard?"""
    if not clause.needs_all_materials_in_gy:      # read by the card reader (cardtext/all_materials.py)
        return False
    fusions = list(dict.fromkeys(event.card for event in link.done
                                 if event.card in state.infos and state.infos[event.card].fusion_materials))
    if len(fusions) != 1:
        return False
    fusion = fusions[0]
    player = state.cards[fusion].owner or link.controller
    graveyard = closed_places.cards_in(state, player, "graveyard")
    for name in named_materials(state.infos[fusion].fusion_materials):
        if any(name in state.infos[ref].names for ref in graveyard if ref in state.infos):
            continue
        away = [ref for ref, card in state.cards.items() if ref in state.infos and name in state.infos[ref].names
                and (card.owner or card.controller) == player and card.zone not in (None, "graveyard")]
        if away:
            state.cite(ALL_MATERIALS_NEEDED)
            state.assume(f"{state.infos[link.card].name}'s part after \"then\" was not done: {name}, a Fusion Material "
                         f"of {state.infos[fusion].name}, is not in the Graveyard (the scenario shows it elsewhere)")
            return True
    return False


def named_materials(values) -> list[str]:
    """The names of the materials named whole ("card=Kuwagata α") in the stored material values."""
    return [part[len("card="):] for value in values for part in value.split(";") if part.startswith("card=")]
