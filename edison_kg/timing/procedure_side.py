"""Who Summons a monster by its own procedure to the other player's field, and the side it goes to (rule
cond-summoned-to-opponents-field; round 147: cond-own-procedure-summoned-to-the-opponents-side)."""

from __future__ import annotations

from edison_kg.timing.rules.conditions import TO_OPPONENTS_FIELD_RULE


def summoner_and_side(state, card: str, method: str) -> tuple[str, str | None]:
    """(the player who Summons it, the side it goes to when its own way of Summoning puts it on the other player's
    field, else None). Such a monster is Summoned by its owner from their hand; a controller stated apart from the
    owner is the side it goes to."""
    player = state.controller(card)
    if method != "special" or "to-opponents-field" not in getattr(state.infos[card], "special_summon_limits", ()):
        return player, None
    player = state.cards[card].owner or player
    return player, state.opponent(player)


def put_on_its_side(state, card: str, side: str | None) -> None:
    """The monster arrives under the control of the player whose side it goes to (None: its Summoner's, as it is)."""
    if side is not None:
        state.cards[card].controller = side
        state.notes.append(TO_OPPONENTS_FIELD_RULE)
