"""Parts joined by "and" are done together or not at all (rule conj-and-needs-every-part), and that holds for an
effect that targets too: "Return the targeted monster to its owner's hand and Special Summon 1 other monster from your
hand" (Dramatic Rescue) cannot be activated with no monster in its player's hand. The monster the first part returns to
that hand is not the "other" monster of the second, so it fills the hand for nothing (rule
conj-and-other-than-the-returned; Dramatic Rescue's Edison rulings: "If you have no monster to Special Summon, you
cannot activate Dramatic Rescue", nor may the monster returned be the one Summoned).

The effects without a target read this in rules/piles.py; this module adds the targeted ones whose part taken from its
player's own hand takes "other" cards than the one the effect acts on (round 89)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.possible import needs_the_part_before
from edison_kg.timing.rules.piles import pile_of, short_in_every_group, shortfall

RULE = "conj-and-other-than-the-returned"
# the parts that act on the card the effect targets ("the targeted monster", "it")
_THE_CARD_ACTED_ON = ("target", "it")


@only_for(lambda effect: effect.targets and (effect.optional or effect.kind == "card-activation"))
def other_than_returned_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.targets or not (effect.optional or effect.kind == "card-activation"):
        return None
    standing = [c for c in effect.clauses if not needs_the_part_before(c) and c.event is not None]
    # "1 other monster from your hand", joined by "and" to the part before; no part puts another card in that hand
    own_hand = [c for c in standing if c.takes_from_own_hand and pile_of(c) == "hand" and c.other_cards
                and c.conjunction == "and"]
    if not own_hand or any(c.player in (None, "controller") and c.event in _FILLS and c.subject not in _THE_CARD_ACTED_ON
                           for c in effect.clauses):
        return None
    shorts = [shortfall(state, ref, c) if c in own_hand else None for c in standing]
    if all(short is None for short in shorts):
        return None
    found = short_in_every_group(state, ref, standing, shorts, effect.clauses)
    return None if found is None else replace(found, rules=[*found.rules, RULE])


_FILLS = ("drawn", "added_to_hand", "returned_to_hand")
