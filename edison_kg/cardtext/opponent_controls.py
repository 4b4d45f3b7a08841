"""A continuous ATK/DEF change that holds while the opponent controls a card of a kind (round 117):
"If your opponent controls 1 or more monsters, decrease the ATK of this card by 1000 points" (Boar Soldier), "If your
opponent controls any monster, decrease the ATK of this card by 200 points for each monster on your opponent's side
of the field" (Nuvia the Wicked). The lead is a count of the opponent's cards on the field, at least 1 and no most:
it is read as the state "count-holds" with the count "opponent field 1 any" (Restriction.while_count), which the
engine judges as it judges a count bullet (timing/restrictions.py, rule ce-stat-change-while-opponent-controls)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import CardKind

# the whole condition, and nothing more ("... and you control no monsters" is another state: not read)
_OPPONENT_CONTROLS = re.compile(r"^(?:if|while|as long as) your opponent controls (?:1 or more|at least 1|an?|any) "
                                r"(?P<kind>(?:face-up )?(?:(?! and | or )[\w\" -])*?monsters?(?:\(s\))?)$", re.I)


def opponent_controls(condition: str) -> tuple[str | None, CardKind, str | None]:
    """(state, kind counted, count) for a lead on the opponent's cards; (None, empty, None): not this shape."""
    found = _OPPONENT_CONTROLS.match(condition.strip())
    if found is None:
        return None, CardKind(), None
    kind = card_kind(found.group("kind"))
    return "count-holds", kind, "opponent field 1 any"
