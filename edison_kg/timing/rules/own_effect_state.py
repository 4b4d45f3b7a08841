"""(107) "You can only activate this card's effect while you control a face-up "Koa'ki Meiru" monster" (Core Blast),
"... when you have a Fiend-Type monster on your side of the field" (Soul Demolition): a face-up monster of that name or
Type its controller controls as the effect is activated, beside the effect's own condition, which is judged apart (rule
cond-card-effect-needs-a-face-up-kind). A Set monster shows no name or Type, so it does not count. The held states are
read by cardtext/own_effect_state.py."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.vocab.model import CardKind

OWN_EFFECT_STATE_RULES = ["cond-card-effect-needs-a-face-up-kind", "cond-activation-needs-a-held-state"]


def face_up_kind(state, ref: str, controller: str, words) -> str | None:
    """None when its controller controls a face-up monster of the kind (or the scenario leaves the field open)."""
    what = " ".join(words[2:])
    kind = CardKind(classes=frozenset({"monster"}), names=frozenset({what})) if words[0] == "face-up-named" \
        else CardKind(classes=frozenset({"monster"}), monster_types=frozenset({what}))
    monsters = [other for other in cards_in(state, controller, "field")
                if other != ref and state.cards[other].zone == "monster_zone"]
    if any(state.cards[other].face_up is not False and state.kind_of(other, kind) for other in monsters):
        return None
    if could_be_in(state, controller, "field") or not is_closed(state, "field"):
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    named = f'"{what}" monster' if words[0] == "face-up-named" else f"{what}-Type monster"
    set_ones = [state.infos[other].name for other in monsters
                if state.cards[other].face_up is False and other in state.infos]
    besides = f" ({', '.join(set_ones)} is Set: a Set monster shows no name or Type)" if set_ones else ""
    return (f"Its text lets this card's effect be activated only while its controller controls a face-up {named}, "
            f"and it controls none{besides}.")
