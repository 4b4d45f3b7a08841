"""A target whose Level or ATK is told by the card the cost took (props): "Discard 1 Monster
Card ... Select 1 monster on your side of the field with a lower Level than the discarded monster",
"send 1 monster from your hand to the GY, then target 1 face-up monster your opponent controls with ATK
less than or equal to the sent monster's ATK". The cost and the target are chosen together as the card
is activated, so it can be activated only with a pair: a card the cost can take and a card it could
then target (rule state-target-paired-with-cost). A Level 1 monster pays for "a lower Level" with no
target; a Blue-Eyes White Dragon made Level 6 in the hand cannot pay to target a Level 7 monster.

The cost's cards are read in the hand, the one pile such costs take from; the cards the scenario names
there and on the field are all there are (timing/closed_places.py)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.closed_places import assume_closed, cards_in, could_be_in, is_closed
from edison_kg.timing.rules.possible import EVERY_CLASSES, POSSIBLE, _of_classes
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.stats import current_stat

PAIRED_RULE = "state-target-paired-with-cost"
_FROM_HAND = ("discard",)
_COMPARE = {"lower": lambda target, paid: target < paid, "at-most": lambda target, paid: target <= paid}
_WORDS = {"lower": "lower than", "at-most": "at most"}


@only_for(lambda effect: any(c.compared_to_cost for c in effect.target_clauses) and effect.cost_clauses)
def target_paired_with_cost(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    clause = next((c for c in effect.target_clauses if c.compared_to_cost), None)
    cost = next((c for c in effect.cost_clauses if c.from_zone == "hand" or c.action in _FROM_HAND), None)
    if clause is None or cost is None:
        return None
    controller = state.controller(ref)
    if not is_closed(state, "hand") or not is_closed(state, "field") or could_be_in(state, controller, "hand"):
        return None
    stat, relation = clause.compared_to_cost.split("-", 1)
    paid = [other for other in cards_in(state, controller, "hand") if other != ref and other in state.infos
            and state.infos[other].card_type in EVERY_CLASSES.get(cost.every or "", ("monster",))
            and (cost.cards.empty or state.kind_of(other, cost.cards))]
    targets = _field_candidates(state, controller, clause)
    if targets is None:
        return None
    paid_values = [_stat(state, other, stat) for other in paid]
    target_values = [_stat(state, other, stat) for other in targets]
    if None in paid_values or None in target_values:
        return None
    if any(_COMPARE[relation](t, p) for t in target_values for p in paid_values):
        return None
    assume_closed(state, controller, "hand", apart_from=ref)
    for player in {"you": [controller], "opponent": [state.opponent(controller)]}.get(clause.whose or "", ["A", "B"]):
        assume_closed(state, player, "field")
    word = "Level" if stat == "level" else "ATK"
    have = ", ".join(f"{state.infos[o].name} ({word} {v})" for o, v in zip(paid, paid_values)) or "none"
    there = ", ".join(f"{state.infos[o].name} ({word} {v})" for o, v in zip(targets, target_values)) or "none"
    return Verdict("no", "other", POSSIBLE + ["state-target-must-exist", PAIRED_RULE],
                   f"Its cost and its target are chosen together: the target's {word} must be {_WORDS[relation]} "
                   f"the {word} of the card the cost takes, and no pair fits (cards for the cost: {have}; "
                   f"monsters it could target: {there}): it cannot be activated.")


def _field_candidates(state, controller: str, clause) -> list[str] | None:
    """The cards on the field of the class, side, kind and position the target names (None: open)."""
    found = []
    for other, info in state.infos.items():
        card = state.cards[other]
        if not _of_classes(state, other, EVERY_CLASSES[clause.every or "card"]) or card.on_field is False:
            continue
        if clause.whose is not None and (state.controller(other) == controller) != (clause.whose == "you"):
            continue
        if card.on_field is None:
            return None
        if not clause.cards.empty and not state.kind_of(other, clause.cards):
            continue
        if clause.position == "face-up" and card.face_up is False:
            continue
        if clause.position not in (None, "face-up"):
            return None               # positions are left to the rule of targets that exist
        found.append(other)
    return found


def _stat(state, ref: str, stat: str) -> int | None:
    """The card's current Level or ATK (its Level as the scenario gives it, else the printed one)."""
    if stat == "atk":
        return current_stat(state, ref, "atk")
    given = state.scenario.cards[ref].stats.get("level")
    return given if given is not None else getattr(state.infos[ref], "level", None)
