"""Damage by the ATK of "the equipped monster" (round 99): "destroy this card, and take damage equal to the original
ATK of the equipped monster", "inflict damage to your opponent equal to the ATK of the equipped monster". The amount is
the ATK of the monster the resolving Equip Card is (or, gone with it, was last) equipped to: its printed ATK for
"original", else its ATK as the scenario gives it or as it is now (rule res-amount-by-equipped-atk)."""

from __future__ import annotations

from edison_kg.timing.stats import current_stat

EQUIPPED_ATK = "res-amount-by-equipped-atk"
HALF_EQUIPPED_ATK = "res-amount-by-half-equipped-atk"
EQUIPPED_AMOUNTS = ("equipped-original-atk", "equipped-current-atk", "half-equipped-current-atk", "half-equipped-original-atk")


def equipped_atk(state, clause, holder: str | None) -> int | None:
    """The Life Points by the equipped monster's ATK; None when the card is equipped to no monster the scenario names
    (never a guess)."""
    card = state.cards.get(holder) if holder is not None else None
    monster = card.equipped_to if card is not None else None
    if monster not in state.infos:
        return None
    original, half = "original" in clause.lp_amount_of, clause.lp_amount_of.startswith("half-")
    amount = state.infos[monster].atk if original else current_stat(state, monster, "atk")
    if amount is None:
        return None
    state.cite(EQUIPPED_ATK)
    if half:      # (105) "by half of the ATK of the monster equipped with this card": rounded down, as the game halves
        state.cite(HALF_EQUIPPED_ATK)
    state.assume(f"{state.infos[holder].name}'s amount is {'half ' if half else ''}the {'original ' if original else ''}"
                 f"ATK of the monster it is equipped to, {state.infos[monster].name} ({amount})"
                 + (f": {amount // 2}" if half else ""))
    return amount // 2 if half else amount
