"""An effect whose first deed names the whole count of its targets ("Target 1 face-up Reptile-Type monster you control
and 2 cards your opponent controls; destroy all three targets", "Target 3 Psychic-Type monsters in your Graveyard;
shuffle all 3 into the Deck, then draw 2 cards") is one deed of all of them: when one of its targets has left the place
it was targeted in before it resolves, the effect disappears, doing nothing at all, so the last thing to happen stays
what happened before it (rule res-all-targets-or-the-effect-disappears, round 135: Offering to the Snake Deity's,
Gladiator's Return's and Psychic Overload's rulings). The card reader marks the clause
(Clause.disappears_without_every_target); a target unaffected by the effect is not gone, and the others are still
acted on (rule ce-unaffected-still-a-target)."""

from __future__ import annotations

RULE = "res-all-targets-or-the-effect-disappears"


def a_target_gone(state, link) -> bool:
    """Does the resolving link's effect disappear: its first deed needs every target, and one of them is gone?"""
    from edison_kg.timing.clause_cards import targets_gone      # (the resolution's module, imported when needed)

    effect = link.effect
    if effect is None or not link.targets:
        return False
    first = next((clause for clause in effect.clauses if clause.event is not None), None)
    if first is None or not first.disappears_without_every_target:
        return False
    return bool(targets_gone(state, link) & set(link.targets))
