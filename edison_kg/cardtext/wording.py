"""What another wording of the same card tells of the text read, where that text leaves it
unsaid (the text read stays the one texts.choose_text picked):

* a choice the text read does not state: the 2020 database text often drops the "you can" of an
  optional effect; when today's text of the same effects (same kind, same event, same actions)
  makes the effect optional, it is optional (rule tl-optional-or-mandatory);
* a timing word the later text rewrote: an "after ..." condition says nothing of missing the
  timing; when the 2010 wording of the same effect says "when" (same choice, same actions), the
  effect is an optional "when" effect that can miss it (rule mtt-optional-when).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from edison_kg.vocab.model import AnalyzedEffect

_AFTER = re.compile(r"^(?:once per turn,\s*)?after\b", re.I)
_STATED_CHOICE = re.compile(r"\b(?:you can|you may|you must)\b", re.I)
OTHER_WORDING = "other-wording"      # the provenance of what another wording stated
CHOICE_NOTE = "optional: today's text of the same effect says 'You can', which the text read leaves unsaid"
TIMING_NOTE = "timing word 'when' from the 2010 wording of the same effect (the text read says 'after')"


def _same_effects(read: list[AnalyzedEffect], other: list[AnalyzedEffect]) -> bool:
    return bool(read) and len(read) == len(other)


def _actions(effect: AnalyzedEffect) -> list[str]:
    return [c.action for c in effect.clauses]


def stated_choices(read: list[AnalyzedEffect], today: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """``read`` with the effects whose choice today's text states made optional."""
    if not _same_effects(read, today):
        return read
    out = []
    for effect, now in zip(read, today):
        if effect.provenance == "text-analysis" and effect.kind in ("trigger", "trigger-like") and not effect.optional \
                and now.optional and now.kind == effect.kind and not _STATED_CHOICE.search(effect.text) \
                and effect.condition is not None and now.condition is not None \
                and effect.condition.types == now.condition.types and _actions(effect) == _actions(now):
            effect = replace(effect, optional=True, provenance=OTHER_WORDING, note=_noted(effect.note, CHOICE_NOTE))
        out.append(effect)
    return out


def edison_timing_words(read: list[AnalyzedEffect], edison: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """``read`` with the timing word of the 2010 wording where the text read says only "after"."""
    if not _same_effects(read, edison):
        return read
    out = []
    for effect, then in zip(read, edison):
        if effect.provenance == "text-analysis" and effect.optional and then.optional and then.timing_word == "when" \
                and effect.timing_word != "when" and _AFTER.match(effect.condition_text or "") \
                and _actions(effect) == _actions(then):
            effect = replace(effect, timing_word="when", provenance=OTHER_WORDING, note=_noted(effect.note, TIMING_NOTE))
        out.append(effect)
    return out


def _noted(note: str | None, more: str) -> str:
    return f"{note}; {more}" if note else more


def other_wordings(effects: list[AnalyzedEffect], version: str | None, texts: dict,
                   read: Callable[[str, str], list[AnalyzedEffect]]) -> list[AnalyzedEffect]:
    """The effects of the 2020 database text with what today's text and the 2010 wording say
    of them (``read(text, version)`` reads another text of the card)."""
    if version != "printed":
        return effects
    if texts.get("current"):
        effects = stated_choices(effects, read(texts["current"], "current"))
    if texts.get("historical"):
        effects = edison_timing_words(effects, read(texts["historical"], "historical"))
    return effects
