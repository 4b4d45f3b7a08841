"""What an effect must target on the field, read from its plain target wording ("Target 1
face-up monster your opponent controls", "Target 2 Spell/Trap Cards on the field", "Target 1
face-up monster;": a target whose place the words do not name is on the field): the class
of the cards, whose they are, how many and whether face-up. The timing rules ask it whether a
card it could target is there at all (rule activation-needs-a-possible-target).

Only a target named by class alone is read: words that narrow the cards further (a Type, an
Attribute, a position, a name, "other") leave it unread, so the engine never rules out an
activation on a kind it did not read; an effect naming several targets is left unread too."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_ANY_TARGET = re.compile(r"\btarget (?:\d+|one|an?)\b(?! or more)")
_PLAIN_TARGET = re.compile(
    r"\btarget (?P<count>\d+|one|an?) (?P<face>face-up )?"
    r"(?P<noun>monsters?|cards?|spell/trap cards?|spells?/traps?|spell or trap cards?) ?"
    r"(?P<where>(?:your opponent controls|you control|on the field|on your opponent's side of the field|"
    r"on your side of the field)?)(?=\s*[;:])")
_CLASSES = (("monster", re.compile(r"^monsters?$")), ("card", re.compile(r"^cards?$")))
_COUNTS = {"one": 1, "a": 1, "an": 1}


def target_facts(effect: AnalyzedEffect) -> dict:
    """The AnalyzedEffect fields of what the effect must target on the field (none when it
    names no plain target there)."""
    text = (effect.text or "").lower()
    if not effect.targets or len(_ANY_TARGET.findall(text)) != 1:
        return {}
    match = _PLAIN_TARGET.search(text)
    if match is None:
        return {}
    noun = match.group("noun")
    where = match.group("where")
    count = match.group("count")
    return {
        "target_class": next((name for name, word in _CLASSES if word.match(noun)), "spell-trap"),
        "target_whose": "opponent" if "opponent" in where else "you" if where.startswith(("you ", "on your side")) else None,
        "target_count": int(count) if count.isdigit() else _COUNTS[count],
        "target_face_up": bool(match.group("face")),
    }
