"""A card taken from a pile before anything is done to the effect's targets (round 143): "You can target 1 monster your
opponent controls; send 1 Pyro-Type monster with 500 or less ATK from your hand to the Graveyard, and if you do, destroy
that target" picks the card it sends as it resolves, from the hand, while its target is still on the field."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

BEFORE_ITS_TARGETS = "res-the-only-card-it-could-take-before-its-targets"


def taken_before_its_targets(state, clause, link, places) -> bool:
    """The clause is the effect's first (nothing yet done to its targets), its targets were taken on the field and are
    still there, it takes its card from another place, and the part that deals with the targets needs it done ("and
    if you do"): no target can be the card it takes there, so the only card of its kind in that place is the one it
    takes (rule res-the-only-card-it-could-take-before-its-targets)."""
    effect = link.effect
    # "..., and if you do, destroy that target": the targets are dealt with by the part that needs this one done (a
    # next sentence, "Destroy 1 card on the field", names its card of its own and is left as it was)
    return bool(effect.target_clauses) and len(effect.clauses) > 1 and effect.clauses[0] == clause \
        and effect.clauses[1].conjunction == "and if you do" \
        and clause.conjunction is None and "field" not in places \
        and all(target.from_zone in (None, "field") for target in effect.target_clauses) \
        and all(ref in state.cards and state.cards[ref].zone in FIELD_ZONES for ref in link.targets)
