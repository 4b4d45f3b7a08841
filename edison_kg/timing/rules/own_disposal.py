"""A Spell or Trap Card that, as it resolves, puts itself somewhere other than the Graveyard
("When this card resolves, shuffle it into the Deck instead of sending it to the Graveyard",
"After activation, remove this card from play instead of sending it to the Graveyard"), while a
lock forbids cards to be moved that way.

A lock on what cards undergo ("Cards on the field cannot be returned to the Deck", "Cards cannot
be removed from play") reaches the card itself: it cannot be moved so, and its activation would
ask for what cannot be done, so it cannot be activated (rule ce-own-disposal-locked; Bait Doll's
ruling under G.B. Hunter). A lock on what a player does ("Neither player can Set cards") is not
such a lock: there the card just goes to the GY, and its activation stands (rule
ce-forbidden-action-later-part-allowed, Scrap-Iron Scarecrow's ruling under Dark Simorgh).
"""

from __future__ import annotations

from edison_kg.cardtext.stored_values import own_disposal
from edison_kg.timing.rules.verdict import Verdict, only_for

OWN_DISPOSAL_RULE = "ce-own-disposal-locked"
# the locks on what a card undergoes (its move), not on what a player does
CARD_MOVE_LOCKS = ("cannot-return-to-deck", "cannot-banish")


@only_for(lambda effect: effect.kind == "card-activation")
def own_disposal_verdict(state, ref: str, effect) -> Verdict | None:
    """"no" when the card's activation puts the card itself, as it resolves, where a lock on cards' moves
    forbids it to go (a card on the field: the lock reaches the field or everywhere); else None."""
    info = state.infos[ref]
    if effect is None or effect.kind != "card-activation" or info.card_type not in ("spell", "trap"):
        return None
    # "You can return this card to your Deck instead ...": a choice its player need not make
    disposals = [c for c in effect.clauses if c.later and not c.may_skip and own_disposal(c.text)]
    for holder, restriction in state.restrictions():
        if restriction.kind not in CARD_MOVE_LOCKS or restriction.zone not in (None, "field") or restriction.by_cost:
            continue
        for clause in disposals:
            if restriction.action not in _actions(clause):
                continue
            if not state.restricts(restriction, holder, ref, restriction.kind, zone="field"):
                continue
            return Verdict("no", "other", [OWN_DISPOSAL_RULE, "ce-resolving-card-on-field"],
                           f"{state.infos[holder].name}: \"{restriction.text.rstrip('.')}\", and {info.name} would "
                           f"move itself so as it resolves (\"{clause.text.rstrip('.')}\"), so it cannot be activated.")
    return None


def _actions(clause) -> frozenset:
    from edison_kg.timing.rules.continuous import actions_of   # noqa: PLC0415 (continuous.py imports the verdicts)
    return actions_of(clause)
