"""Cards that can hold a kind of counter (rule state-target-can-hold-counters): "target 1 face-up card on the field
that you can place a Spell Counter on" may target only a card whose own text places counters of that kind on itself
("Each time a Spell Card is activated, place 1 Spell Counter on this card ...", "If this card is Normal Summoned:
Place 1 Spell Counter on it") or removes them from itself ("remove 1 Spell Counter from this card"). Any other card is
no legal target (Crusader of Endymion's own card, whose text only places them on its target, is none), nor is such a
card while its effects are negated. The card reader gives the kind a target must hold (Clause.holds_counters) and the
counters each clause places or removes."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import counters_of
from edison_kg.timing.negated_effects import effects_negated

RULE = "state-target-can-hold-counters"
ON_IT_ITSELF = "res-counters-on-it-its-own-card"


def holds_counters(state, ref: str, kind: str) -> bool:
    """Can card ``ref`` hold counters of ``kind`` now?"""
    info = state.infos.get(ref)
    if info is None or effects_negated(state, ref):
        return False
    return any(_on_itself(effect, kind) for effect in info.effects)


def _on_itself(effect, kind: str) -> bool:
    """Does the effect place counters of ``kind`` on its own card, or remove them from it?"""
    for clause in (*effect.cost_clauses, *effect.clauses):
        placed = placed_on_itself(effect, clause)
        if placed is not None and placed[0] == kind or _from_itself(clause.removes_counters, kind):
            return True
    return _from_itself(effect.cost_removes_counters, kind)


def _from_itself(removal: str | None, kind: str) -> bool:
    """A stored removal "N WHERE KIND" of ``kind`` from its own card ("remove 1 Spell Counter from this card")."""
    number, where, removed = ((removal or "").split(" ", 2) + ["", ""])[:3]
    return where == "card" and removed == kind


def placed_on_itself(effect, clause) -> tuple[str, int] | None:
    """(kind, how many) of the counters a clause places on its own card: "place 1 Morph Counter on this card", and
    "Place 1 Spell Counter on it" / "You can place 1 Spell Counter on it" in an effect that targets nothing, where "it"
    is its own card (rule res-counters-on-it-its-own-card)."""
    own = not effect.targets and not effect.target_clauses
    return counters_of(clause.places_counters) or (counters_of(clause.places_on_target) if own else None)


def cite_on_it(state, clause) -> None:
    """Cite the rule when the counters counted were placed "on it", read as its own card."""
    if not clause.places_counters and clause.places_on_target:
        state.cite(ON_IT_ITSELF)
