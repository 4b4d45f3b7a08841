"""A change of ATK, DEF or Level that an effect's targets decide ("Target 1 monster in your Graveyard; this card gains ATK
equal to that monster's Level x 200": Felgrand Dragon; "this card's ATK and DEF become equal to that monster's
original ATK and DEF": Copycat; "that target gains 1500 ATK": Rising Energy): done to the target or measured by it, it
is not done when every target has left the place it was targeted in before the effect resolves, so the link resolves
changing nothing (rule res-stat-change-by-a-gone-target-not-done, as Felgrand Dragon's ruling says: "If the selected
monster is removed from play in chain to this effect, Felgrand Dragon's effect will disappear")."""

from __future__ import annotations

RULE = "res-stat-change-by-a-gone-target-not-done"


def not_done(state, clause, events: list, gone: set[str]) -> bool:
    """Is the clause a stat change of no event of its own ("applied its effect"), of a resolving link all of whose
    targets are gone? (Cited when it is.)"""
    link = state.resolving
    if link is None or not link.targets or clause.action != "change_stats" or clause.event is not None or not events \
            or any(event.event != "effect_applied" for event in events) or not set(link.targets) <= gone:
        return False
    state.cite(RULE)
    return True
