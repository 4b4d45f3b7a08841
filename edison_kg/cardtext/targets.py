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

from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, Clause

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


# a target in the GY ("Target 5 monsters in your GY; shuffle all 5 into the Deck"): the clause that
# acts on the targets takes them from the GY
_GY_TARGET = re.compile(r"\btarget (?:\d+|one|an?) [^;:.]*?\bin (?:your |your opponent's |either player's |either |each "
                        r"player's |their |the )?(?:gy|graveyard)s?(?:\(s\))?\s*[;:]")
_ON_THE_TARGETS = re.compile(r"\b(?:it|them|that target|those targets|the targets?|that monster|those monsters|all \d+|both)\b")


def from_target_zone(effect: AnalyzedEffect, clauses: list[Clause]) -> list[Clause]:
    """The clauses, the first that acts on a target in the GY taking its cards from there."""
    text = (effect.text or "").lower()
    if not effect.targets or len(_ANY_TARGET.findall(text)) != 1 or not _GY_TARGET.search(text):
        return clauses
    found = list(clauses)
    for i, clause in enumerate(found):
        if clause.event is not None and clause.from_zone is None and _ON_THE_TARGETS.search(clause.text.lower()):
            found[i] = replace(clause, from_zone="graveyard")
            break
    return found
