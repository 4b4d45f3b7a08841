"""(87) A Trap Card whose own text lets it be activated from the hand while a count of cards holds ("If you control
exactly 3 "Blackwing" monsters, you can activate this card from your hand"): in the hand it is not Set first while
that count holds as it is activated, in either player's turn (rule card-trap-from-the-hand-by-own-text). The card
reader stores the count (AnalyzedEffect.from_hand_count, from_hand_kind: cardtext/own_hand_permission.py); it is
judged as the counts an activation needs are (rules/field_counts.py)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules.field_counts import field_count_verdict

RULE = "card-trap-from-the-hand-by-own-text"


def _permitting(state, ref: str, effect) -> list:
    """The effects of the Trap Card ``ref`` (the one asked about, or its activations) whose text gives a count for the hand."""
    effects = [effect] if effect is not None else [e for e in state.infos[ref].effects if e.kind == "card-activation"]
    return [own for own in effects if own is not None and own.from_hand_count is not None]


def own_text_permission(state, ref: str, effect) -> bool:
    """Does the Trap Card ``ref``'s own text let it be activated from the hand now? (cited, and said in assumed)"""
    for own in _permitting(state, ref, effect):
        as_needed = replace(own, needs_count=own.from_hand_count, needs_kind=own.from_hand_kind, needs_count_kind=own.needs_count_kind)
        if field_count_verdict(state, ref, as_needed) is None:
            state.cite(RULE)
            state.assume(f"{state.infos[ref].name} is activated from the hand: its own text lets it be while "
                         f"{_words(own)}, as now")
            return True
    return False


def unmet_permission(state, ref: str, effect) -> str | None:
    """(184) The words of the count the Trap Card's own text lets it be activated from the hand in, when that count does
    not hold now (its answer is then "condition-not-met": a state its text needs does not hold); None without one."""
    permitting = _permitting(state, ref, effect)
    return _words(permitting[0]) if permitting else None


_WHOSE = {"you": "its controller has", "opponent": "the opponent has", "both": "each player has", "either": "a player has"}
_PLACE = {"field": "on the field", "graveyard": "in the Graveyard", "hand": "in the hand"}


def _words(effect) -> str:
    """"its controller has exactly 3 of the cards it counts on the field"."""
    whose, place, comparison, number = effect.from_hand_count.split()
    said = {">=": "{} or more", "<=": "{} or fewer", "=": "exactly {}"}[comparison].format(number)
    return f"{_WHOSE[whose]} {said} of the cards it counts {_PLACE[place]}"
