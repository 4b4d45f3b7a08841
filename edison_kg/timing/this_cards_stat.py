"""Life Points by the card's own ATK or DEF (round 105): "inflict damage to your opponent equal to half this card's DEF".
The amount is the ATK (DEF) the card has as the effect resolves, every change to it applied, halved and rounded down
for "half"; a card no longer face-up on the field then gives no amount, and no damage is inflicted (rule
res-amount-by-this-cards-stat)."""

from __future__ import annotations

from edison_kg.timing.stats import current_stat

THIS_CARDS_STAT = "res-amount-by-this-cards-stat"


def is_this_cards_stat(clause) -> bool:
    return (clause.lp_amount_of or "").removeprefix("half-").startswith("this-current-")


def this_cards_stat(state, clause, holder: str | None, no_amount: str) -> int | None:
    """The Life Points by the card's own stat; None when the scenario names no card (never a guess). ``no_amount``: the
    memo key by which an amount of 0 leaves no event of Life Points (see life_points.without_no_amount)."""
    if holder not in state.infos:
        return None
    half, stat = clause.lp_amount_of.startswith("half-"), clause.lp_amount_of.rsplit("-", 1)[1]
    name = state.infos[holder].name
    state.cite(THIS_CARDS_STAT)
    if state.cards.get(holder) is not None and state.face_up_on_field(holder) is not True:
        state.memo[(no_amount, len(state.moments))] = True      # its current stat is gone with it: nothing is applied
        state.assume(f"{name} is not face-up on the field as its effect resolves: its {stat.upper()} gives no amount")
        return 0
    amount = current_stat(state, holder, stat)
    if amount is None:
        return None
    state.assume(f"{name}'s amount is {'half ' if half else ''}the {stat.upper()} it has as it resolves ({amount})"
                 + (f": {amount // 2}" if half else ""))
    return amount // 2 if half else amount
