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
# its own lock on being used from the hand the turn it was returned there (its name, or "this card")
_RETURNED_LOCK = re.compile(r"\bduring the turn this card is returned to (?:your|its owner's) hand, you (?:cannot|can't|can not) "
                            r'use (?:"[^"]+"|this card) from your hand\b')
_KINDS = (("spell", re.compile(r"^spell")), ("trap", re.compile(r"^trap")))


def turn_lock_facts(effect: AnalyzedEffect) -> dict:
    """The AnalyzedEffect fields of the other activations it forbids that turn and of its own lock on being used
    from the hand the turn it returns there (none if it forbids neither)."""
    low = (effect.text or "").lower()
    facts = {"unusable_the_turn_returned": True} if _RETURNED_LOCK.search(low) else {}
    match = _OTHER_ACTIVATIONS.search(low)
    if match is None:
        return facts
    what = match.group("what")
    return facts | {"activations_forbidden": next((name for name, word in _KINDS if word.match(what)), "any")}
