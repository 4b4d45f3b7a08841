"""(107) A sentence of its own that limits the activation of a card's effect to a state of its player's field, beside
whatever condition the effect has (Core Blast: "You can only activate this card's effect while you control a face-up
"Koa'ki Meiru" monster. Once per turn, during your Standby Phase, if your opponent controls more monsters than you do,
..."; Soul Demolition: "You can only activate this card's effect when you have a Fiend-Type monster on your side of the
field."). The effect's own condition (a count of monsters, a phase) is read elsewhere and keeps its fields; this state
is stored apart among the held states (AnalyzedEffect.needs_held), so both must hold (rule
cond-card-effect-needs-a-face-up-kind, judged by timing/rules/own_effect_state.py):

"face-up-named you NAME" (a face-up monster its player controls whose name carries NAME), "face-up-type you TYPE" (a
face-up monster of that Type). A Set monster shows no name or Type, so it never meets either."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import AnalyzedEffect

_SENTENCE = re.compile(r"^you can only activate this card's effects? (?:while|when) (?:you control|you have) (?:an? |at least 1 )"
                       r"(?P<what>[^.]+?)(?: on your side of the field)?\.\s", re.I)


def own_effect_state(text: str) -> str | None:
    """The held state the sentence names, or None for any other text (or a kind it does not name simply)."""
    found = _SENTENCE.match((text or "").strip())
    if found is None:
        return None
    kind = card_kind(found.group("what"))
    if kind.classes != frozenset({"monster"}) or kind.attributes or kind.subtypes or kind.level_max or kind.level_min \
            or kind.atk_max or kind.atk_min or kind.card_names:
        return None
    if len(kind.names) == 1 and not kind.monster_types:
        return f"face-up-named you {next(iter(kind.names))}"
    if len(kind.monster_types) == 1 and not kind.names:
        return f"face-up-type you {next(iter(kind.monster_types))}"
    return None


def read_own_effect_state(effect: AnalyzedEffect) -> None:
    """Store the state its "You can only activate this card's effect while ..." sentence names."""
    if effect.kind in ("continuous", "unanalyzed"):
        return
    held = own_effect_state(effect.text)
    if held is not None and held not in effect.needs_held:
        effect.needs_held += (held,)
