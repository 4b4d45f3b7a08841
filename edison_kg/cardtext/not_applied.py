"""An effect that is "not applied" unless a state holds (round 97).

"If you do not control a face-up "The Sanctuary in the Sky", this effect is not applied" (The Agent of Judgment -
Saturn), "If "The Sanctuary in the Sky" is not on your side of the field, this effect is not applied" (Archlord
Zerato), "If "Pandemonium" is not on your side of the field, ..." (Mazera DeVille): no option of the resolution but a
condition on applying the effect, checked as it resolves (Saturn's rulings: it can be activated without the
Sanctuary, but the effect is not applied and disappears; destroying the Sanctuary in a chain does the same). When
the effect's activation already needs the same state (Zerato, Mazera), that need must hold as it resolves too
(rule res-needs-hold-as-it-resolves); otherwise the state is stored as what the effect is applied only while
(AnalyzedEffect.applied_only_while, rule res-not-applied-unless-state)."""

from __future__ import annotations

import re

from edison_kg.cardtext.condition_tails import _read_one
from edison_kg.cardtext.stored_values import controlled_card_needed
from edison_kg.vocab.model import AnalyzedEffect

# the sentence, with the state it negates: "If you do not <state>" or "If <subject> is not <place>"
_NOT_APPLIED = re.compile(r"\bIf (?:you do not (?P<verb>control) (?P<object>[^,.]+)|(?P<subject>\"[^\"]+\"|[^,.]+?) is not "
                          r"(?P<place>on (?:your side of )?the field))\s*,\s*this effect is not applied\b\.?", re.I)
_SENTENCE = re.compile(r"\bthis effect is not applied\b", re.I)
_NEEDS = ("needs_on_field", "needs_kind", "needs_count", "needs_count_kind", "needs_held", "needs_face_up")


def not_applied_state(text: str) -> str | None:
    """The state "If ..., this effect is not applied" says the effect is applied only in, in the game's words."""
    found = _NOT_APPLIED.search(text or "")
    if found is None:
        return None
    if found.group("verb"):
        return f"you control {found.group('object').strip()}"
    if "your side" in found.group("place").lower():
        return f"you control {found.group('subject').strip()}"     # on your side of the field: a card you control
    return f"{found.group('subject').strip()} is {found.group('place')}"


def read_not_applied(effect: AnalyzedEffect) -> None:
    """Take the "this effect is not applied" sentence off the effect's resolution and store its state as a need
    checked as it resolves."""
    if effect.kind in ("continuous", "unanalyzed"):
        return
    state = not_applied_state(effect.text)
    if state is None or controlled_card_needed(state) is None:
        return          # a state the engine could not read back is left in the text as it was
    # the sentence was cut as a clause of the resolution (an "if you do not" option): it does nothing itself
    # ("... the field. If ..., this effect is not applied" joined to a deed stays that deed)
    effect.clauses = [c for c in effect.clauses if not (_SENTENCE.search(c.text or "") and (c.alternative or c.event is None))]
    read = _state_needs(state)
    if read is None:
        return
    if all(getattr(effect, name) == getattr(read, name) for name in _NEEDS):
        effect.needs_hold_as_it_resolves = True      # its activation needs that state already
    else:
        effect.applied_only_while = state


def _state_needs(state: str) -> AnalyzedEffect | None:
    """A blank effect with the needs the state reads as (None: no need the reader knows)."""
    blank = AnalyzedEffect(number=0, text="", kind="ignition")
    return blank if _read_one(blank, state) else None
