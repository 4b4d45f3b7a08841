"""A change of ATK, DEF or Level that an effect's targets decide ("Target 1 monster in your Graveyard; this card gains ATK
equal to that monster's Level x 200": Felgrand Dragon; "this card's ATK and DEF become equal to that monster's
original ATK and DEF": Copycat; "that target gains 1500 ATK": Rising Energy): done to the target or measured by it, it
is not done when every target has left the place it was targeted in before the effect resolves, so the link resolves
changing nothing (rule res-stat-change-by-a-gone-target-not-done, as Felgrand Dragon's ruling says: "If the selected
monster is removed from play in chain to this effect, Felgrand Dragon's effect will disappear").

Round 182: so is damage or a gain of Life Points measured by its target ("Inflict damage to your opponent equal to half
that monster's original ATK": Misfortune), when every target is gone or no longer what it was targeted as (rule
res-amount-by-a-gone-target-not-done; Misfortune's ruling: no damage once the monster is flipped face-down)."""

from __future__ import annotations

RULE = "res-stat-change-by-a-gone-target-not-done"
AMOUNT_RULE = "res-amount-by-a-gone-target-not-done"
_AMOUNTS = ("inflict_damage", "gain_lp")


def not_done(state, clause, events: list, gone: set[str]) -> bool:
    """Is the clause a stat change of no event of its own ("applied its effect"), or damage or a gain of LP its target
    measures, of a resolving link all of whose targets are gone? (Cited when it is.)"""
    link = state.resolving
    if link is None or not link.targets or not events or not set(link.targets) <= gone:
        return False
    if clause.action in _AMOUNTS and clause.subject in ("it", "target") and all(event.card is None for event in events):
        state.cite(AMOUNT_RULE)       # an amount "equal to that monster's ATK": measured by a target that is gone
        return True
    if clause.action != "change_stats" or clause.event is not None \
            or any(event.event != "effect_applied" for event in events):
        return False
    state.cite(RULE)
    return True
