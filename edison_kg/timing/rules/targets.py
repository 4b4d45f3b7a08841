"""An effect that targets cannot be activated without as many cards to target as it names
(rule state-target-must-exist, under activation-needs-a-possible-effect): "Target 1 face-up
Attack Position monster your opponent controls" needs one there; "select and destroy 2 face-up
monsters with an ATK 1000 or less" needs two. The card reader gives what each target must be
(AnalyzedEffect.target_clauses: class, whose, position, kind, how many).

As for "all ..." effects (rules/possible.py), the scenario's cards are the duel as far as it is
told: a target whose kind the scenario names no card of, or whose position or face it leaves
open, could be there, so only what is known rules an activation out."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.possible import EVERY_CLASSES, POSSIBLE, _described, _unnamed_cards_on_field

TARGET_RULES = POSSIBLE + ["state-target-must-exist"]
# what a cost does to its card that takes it off the field
LEAVING = frozenset({"tributed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "destroyed",
                     "discarded"})


def target_must_exist(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.target_clauses or _unnamed_cards_on_field(state):
        return None
    missing = []
    for clause in effect.target_clauses:
        needed = 1 if clause.up_to else (clause.count or 1)
        known = _candidates(state, ref, clause, effect)
        if known is None or known >= needed:
            if clause.alternative:
                return None           # "Choose 1: ● Target ...": one option it can take will do
            continue
        missing.append((clause, needed, known))
        if not clause.alternative:
            break
    if missing and (not missing[-1][0].alternative or len(missing) == len(effect.target_clauses)):
        clause, needed, known = missing[-1]
        wanted = _described(clause)
        state.assume(f"The cards the scenario names are all the cards on the field: there are no other {wanted}")
        have = "none" if known == 0 else f"only {known}"
        return Verdict("no", "other", TARGET_RULES,
                       f"It targets {needed} {wanted} as it is activated, and there is {have} on the field to "
                       f"target: it cannot be activated.")
    return None


def _candidates(state, ref: str, clause: Clause, effect: AnalyzedEffect) -> int | None:
    """How many cards on the field it could target (None: the scenario leaves it open)."""
    controller = state.controller(ref)
    # "another monster"; a card being activated, or gone for the cost, is no target of its own
    itself = clause.subject == "other-than-self" or effect.kind == "card-activation" or _pays_with_itself(effect)
    named = [other for other, info in state.infos.items() if info.card_type in EVERY_CLASSES[clause.every]
             and (clause.whose is None or (state.controller(other) == controller) == (clause.whose == "you"))
             and not (itself and other == ref)]
    if not named:
        return None                   # the scenario names none of those cards: nothing is known of them
    count = 0
    for other in named:
        card = state.cards[other]
        if card.on_field is None:
            return None
        if not card.on_field:
            continue
        if not clause.cards.empty and not state.kind_of(other, clause.cards):
            continue
        fits = _in_position(card, clause.position)
        if fits is None:
            return None               # its position or face is left open: it could be one
        if fits:
            count += 1
    return count


def _pays_with_itself(effect: AnalyzedEffect) -> bool:
    """"Tribute this card to ...", "send this card to the GY; ...": the card leaves the field as
    the cost is paid, before targets are chosen."""
    return any(c.subject == "self" and c.event in LEAVING for c in effect.cost_clauses)


def _in_position(card, position: str | None) -> bool | None:
    """Is the card in the position the target needs (None: the scenario does not say)?"""
    if position is None:
        return True
    if position == "face-down":
        return None if card.face_up is None else card.face_up is False
    if position == "face-up":
        return card.face_up is not False
    if card.position is None:
        return None
    wanted = "defense" if position == "face-up-defense" else position
    face_up_needed = position != "defense"
    return card.position == wanted and (not face_up_needed or card.face_up is not False)
