"""A part after "and if you do" or "then" whose part before inflicts damage to the opponent, when that damage was turned
away from them (round 147): "inflict 500 damage to your opponent, and if you do, neither player can activate Trap Cards
during the Battle Phase of this turn" with Barrel Behind the Door chained (the damage is inflicted to the effect's own
player instead), or while the opponent takes no effect damage (the damage is 0, or becomes a gain of LP): the part
before did not do what its words say, so the part that needs it is not done, and no lock of it is left (rule
res-part-after-damage-turned-away). Whether the damage will be turned away as the effect resolves is
timing/rules/damage_taken.py's: turned_away_now."""

from __future__ import annotations

RULE = "res-part-after-damage-turned-away"
# the conjunctions whose later part needs the part before done ("and" joins parts done together, each needing the other)
NEEDS_THE_PART_BEFORE = ("and if you do", "then")


def damage_before(link, clause):
    """The clause before ``clause`` when it inflicts damage to the opponent and ``clause`` needs it done."""
    if link.effect is None or clause.conjunction not in NEEDS_THE_PART_BEFORE:
        return None
    before = next((c for c in link.effect.clauses if c.index == clause.index - 1), None)
    if before is None or before.event != "damage_inflicted" or before.player != "opponent":
        return None
    return before


def lock_not_left(state, link, restriction) -> bool:
    """After ``link`` resolved: is ``restriction`` the lock its part after such a damage states, the opponent having taken
    no damage from its resolution? Then the lock is not left."""
    text = restriction.text.lower()
    clause = next((c for c in (link.effect.clauses if link.effect is not None else ())
                   if c.text and c.text.lower() in text and damage_before(link, c) is not None), None)
    if clause is None:
        return False
    at = state.activated_at(link)
    chain = state.moments[at].chain if at is not None else None
    opponent = state.opponent(link.controller)
    if any(event.event == "damage_inflicted" and event.player == opponent
           for moment in state.moments[at:] if moment.context == "resolution" and moment.chain == chain
           and moment.link == link.number for event in moment.events):
        return False
    say(state, link)
    return True


def say(state, link) -> None:
    """Cite the rule and say in `assumed` that the part after the damage was not done."""
    state.cite(RULE)
    state.assume(f"{state.infos[link.card].name}'s damage to the opponent was turned away from them: the part of its "
                 "effect that needs that damage is not done")
