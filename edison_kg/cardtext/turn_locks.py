"""Activations an activation forbids for the rest of its turn ("If you activate this card, you
cannot activate any other Spell Cards this turn", "You cannot activate other cards or effects
during the turn you activate this card's effect"): which other activations of its player it rules
out that turn, so it cannot be activated once its player made one of them (rule
limit-activation-forbidden-that-turn)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_OTHER_ACTIVATIONS = re.compile(
    r"\byou (?:cannot|can't|can not) activate (?:any )?other (?P<what>spell cards?|trap cards?|cards or effects|"
    r"cards, or the effects of cards)\b[^.]*?\b(?:this turn|the turn you activate this (?:card|effect|card's effect))\b")
_KINDS = (("spell", re.compile(r"^spell")), ("trap", re.compile(r"^trap")))


def turn_lock_facts(effect: AnalyzedEffect) -> dict:
    """The AnalyzedEffect field of the other activations it forbids that turn (none if it forbids none)."""
    match = _OTHER_ACTIVATIONS.search((effect.text or "").lower())
    if match is None:
        return {}
    what = match.group("what")
    return {"activations_forbidden": next((name for name, word in _KINDS if word.match(what)), "any")}
