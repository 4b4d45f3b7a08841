"""Battle damage the scenario ties to a card (round 101, rule bt-battle-damage-tied-to-a-card-dealt-it).

A `damage_inflicted` event by battle that names a `card` and no `by` says which monster's battle it was: the
card named is the monster that inflicted it. That is how a condition on "this card" already reads it ("When this
card inflicts Battle Damage"), so a condition on the equipped monster ("If it inflicts battle damage to your
opponent", Cestus of Dagla; "each time the equipped monster inflicts Battle Damage", Burning Beast) reads it
the same way, instead of finding no monster that did it."""

from __future__ import annotations

DAMAGE_TIED_TO_A_CARD = "bt-battle-damage-tied-to-a-card-dealt-it"


def damage_dealer(event, state) -> str | None:
    """The monster that inflicted this battle damage: the one named as `by`, else the card it is tied to."""
    if event.by is not None or event.cause != "battle" or event.card is None:
        return event.by
    if state is not None and hasattr(state, "cite"):
        state.cite(DAMAGE_TIED_TO_A_CARD)
        if event.card in getattr(state, "infos", {}):          # said, never a silent guess
            state.assume(f"{state.infos[event.card].name} inflicted the battle damage: the scenario ties it to that card")
    return event.card
