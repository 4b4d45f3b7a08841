"""A change an effect makes to its own card: "Increase its Level by 1 until the end of this turn"
after "If this card attacks", "this card gains 500 ATK", "Increase this card's ATK by 300".

Such a clause changes this card and no other, so the engine knows the effect does nothing once its
card has left the field (rule bt-own-card-changed-needs-it-on-the-field). "its" is read as this card
only when the effect takes no target, its condition is about this card and no clause before it names
another card."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect

_STAT = r"(?:original )?(?:atk|def|level|atk and def|atk/def)"
_THIS = re.compile(rf"^(?:(?:increase|decrease|double|halve) )?this (?:card|monster)'s {_STAT}\b|"
                   rf"^this (?:card|monster) (?:gains|loses) (?:\d+|half)\b|"
                   rf"^(?:increase|decrease) the {_STAT} of this (?:card|monster) by\b")
_ITS = re.compile(rf"^(?:increase|decrease|double|halve) its {_STAT}\b")


def own_card_changed(effect: AnalyzedEffect) -> list:
    """The clauses, with a change of this card's ATK, DEF or Level read as acting on this card."""
    if effect.kind in ("continuous", "unanalyzed"):
        return list(effect.clauses)      # a standing change is applied by its card, not activated
    condition = effect.condition
    its_is_self = not effect.targets and condition is not None and condition.self_card
    found = []
    for clause in effect.clauses:
        text = clause.text.lower().strip()
        if clause.action == "change_stats" and clause.subject is None \
                and (_THIS.match(text) or its_is_self and not found and _ITS.match(text)):
            clause = replace(clause, subject="self")
        found.append(clause)
    return found
