"""(87) A Trap Card whose own text lets it be activated from the hand while a count of cards holds ("If you control
exactly 3 "Blackwing" monsters, you can activate this card from your hand."): the count is read once, as the
activation counts are (cardtext/field_counts.py), into the card activation's `from_hand_count` and `from_hand_kind`,
and the sentence is taken off the clause it was read into, as it is no part of what the card does. The engine judges
the count (timing/rules/own_hand_permission.py, rule card-trap-from-the-hand-by-own-text)."""

from __future__ import annotations

import re

from edison_kg.cardtext.field_counts import count_needs

# the permission sentence, its state cut at the comma before "you can"
_FROM_HAND = re.compile(r"\s*(?P<sentence>\bif (?P<state>[^.,:;]+), you can activate this card from your hand\b\.?)",
                        re.I)
# only counts of cards a player has in one place (no count of two players' cards together)
_PLAIN_COUNT = re.compile(r"^(?:you|opponent|both|either) (?:field|graveyard|hand) (?:>=|<=|=) \d+$")


def read_own_hand_permission(effect, card_type: str) -> None:
    """Store the count that lets this Trap Card's activation come from the hand, when its text says one."""
    if card_type != "trap" or effect.kind != "card-activation":
        return
    found = _FROM_HAND.search(effect.text or "")
    if found is None:
        return
    count, kind = count_needs(found.group("sentence"))
    if count is None or not _PLAIN_COUNT.match(count):
        return          # a permission whose state is no count of cards: not read (the card stays Set first)
    effect.from_hand_count, effect.from_hand_kind = count, kind
    sentence = found.group("sentence").rstrip(".")
    for clause in effect.clauses:
        if sentence in clause.text:
            clause.text = clause.text.replace(sentence, "").strip().rstrip(".").strip()
