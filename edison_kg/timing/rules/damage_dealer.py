"""Battle damage the scenario ties to a card (round 101, rule bt-battle-damage-tied-to-a-card-dealt-it).

A `damage_inflicted` event by battle that names a `card` and no `by` says which monster's battle it was: the
card named is the monster that inflicted it. That is how a condition on "this card" already reads it ("When this
card inflicts Battle Damage"), so a condition on the equipped monster ("If it inflicts battle damage to your
opponent", Cestus of Dagla; "each time the equipped monster inflicts Battle Damage", Burning Beast) reads it
the same way, instead of finding no monster that did it."""

from __future__ import annotations

DAMAGE_TIED_TO_A_CARD = "bt-battle-damage-tied-to-a-card-dealt-it"
DAMAGE_BY_THE_OTHER_SIDES_MONSTER = "bt-battle-damage-dealt-by-the-other-sides-monster"


def damage_dealer(event, state, moment: int | None = None) -> str | None:
    """The monster that inflicted this battle damage: the one named as `by`, else the card it is tied to, else
    (round 139) the monster of the battle going on that the damaged player's opponent controls."""
    if event.by is None and event.cause == "battle" and event.card is None and moment is not None:
        return _of_the_battle(event, state, moment)
    if event.by is not None or event.cause != "battle" or event.card is None:
        return event.by
    if state is not None:
        state.cite(DAMAGE_TIED_TO_A_CARD)
        if event.card in state.infos:          # said, never a silent guess
            state.assume(f"{state.infos[event.card].name} inflicted the battle damage: the scenario ties it to that card")
    return event.card


def _of_the_battle(event, state, moment: int) -> str | None:
    """Battle damage to a player names no card: it was dealt by the monster of the last battle declared (at or
    before ``moment``) that the damaged player's opponent controls: the attacker whose ATK beat the target, or
    the target whose ATK or DEF beat the attacker (rule bt-battle-damage-dealt-by-the-other-sides-monster).
    monster). A condition on the equipped monster inflicting battle damage (Cestus of Dagla) reads it so."""
    if state is None or event.player not in ("A", "B"):
        return None
    record = next((r for r in reversed(state.battles) if r.moment <= moment), None)
    if record is None:
        return None
    dealer = next((ref for ref in (record.battle.attacker, record.battle.target)
                   if ref in state.cards and state.cards[ref].controller != event.player), None)
    if dealer is not None:
        state.cite(DAMAGE_BY_THE_OTHER_SIDES_MONSTER)
        if dealer in state.infos:          # said, never a silent guess
            state.assume(f"{state.infos[dealer].name} inflicted the battle damage: it is the monster of the battle "
                         f"on the side of the player who did not take it")
    return dealer
