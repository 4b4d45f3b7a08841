"""Rule card-trap-the-turn-it-is-set-by-permission: a Trap Card cannot be activated the turn it is Set
(rule card-trap-set-first) unless a continuous effect of its controller's lets them activate that card the turn it
is Set ("You can activate "Assault Mode Activate" the turn it is Set"). The effect applies while the card that has
it is face-up on the field, its effects not negated (rule ce-face-up-on-field), and only to the cards it names. The
card reader types the wording as a clause that activates the cards it names, marked
``activates_the_turn_it_is_set`` (cardtext/pile_readings.py)."""

from __future__ import annotations

from edison_kg.timing.negated_effects import effects_negated
from edison_kg.timing.card_kinds import kind_of

RULE = "card-trap-the-turn-it-is-set-by-permission"


def set_this_turn_permission(state, ref: str) -> str | None:
    """The name of the face-up card whose effect lets the controller of ``ref`` (a Trap Card Set this turn)
    activate it this turn, or None. Its player knows the name of their own Set card."""
    player = state.controller(ref)
    for holder, info in state.infos.items():
        if holder == ref or state.controller(holder) != player or not state.face_up_on_field(holder):
            continue
        if any(clause.activates_the_turn_it_is_set and kind_of(state, ref, clause.cards, even_face_down=True)
               for effect in info.effects for clause in effect.clauses) and not effects_negated(state, holder):
            return info.name
    return None


