"""A card picked or targeted by comparing its stat with another card's (round 113): "select and remove from play 1
monster in your opponent's Graveyard whose Level is less than or equal to the equipped monster's", "target up to 2
face-up monsters on the field with DEF lower than this card's ATK", "destroy 1 face-up monster on the field whose
DEF is equal to or less than the ATK of this card".

The bound is read once here as STAT-RELATION-STAT-CARD ("level-at-most-level-equipped", "def-lower-atk-self"); the
engine checks it against the cards the scenario names there (rule state-pick-bounded-by-another-card). "ATK or DEF"
and "original ATK" are not read (no single stat to compare)."""

from __future__ import annotations

import re
from dataclasses import replace

_STAT = r"(?:Level|ATK|DEF)"
_BOUND = re.compile(
    r"\b(?:with|whose)\s+(?:an?\s+)?(?P<stat>" + _STAT + r")(?:\s+is)?\s+(?P<rel>less than or equal to|equal to or less than|"
    r"less than|lower than|higher than|greater than|equal to or (?:higher|greater|more) than|"
    r"(?:higher|greater|more) than or equal to)\s+(?:the (?P<of>" + _STAT + r") of\s+)?"
    r"(?P<who>the equipped monster|this card|this monster)(?:'s(?:\s+(?P<own>" + _STAT + r"))?)?", re.I)
_RELATIONS = {"less than or equal to": "at-most", "equal to or less than": "at-most", "less than": "lower",
              "lower than": "lower", "higher than": "higher", "greater than": "higher"}


def bound_of(text: str) -> str | None:
    """The bound the words put on the card picked ("level-at-most-level-equipped"), or None."""
    found = _BOUND.search(text or "")
    if found is None:
        return None
    rel = found.group("rel").lower()
    relation = _RELATIONS.get(rel, "at-least")          # "equal to or higher than", "higher than or equal to"
    stat = found.group("stat").lower()
    other = (found.group("of") or found.group("own") or stat).lower()
    who = "equipped" if "equipped" in found.group("who").lower() else "self"
    return f"{stat}-{relation}-{other}-{who}"


# the deeds that take a card they pick (not "inflict the difference" of a battle with such a monster)
_PICKING = frozenset({"destroy", "banish", "add_to_hand", "special_summon", "send_to_gy", "return_to_hand",
                      "return_to_deck", "take_control", "target"})


def bounded_picks(clauses: list, text: str | None = None) -> list:
    """The clauses, each that picks or targets a card bounded by another card's stat carrying that bound. A target
    clause ("face-up monsters on the field") reads it in the words that follow it in the effect's ``text``
    ("... with DEF lower than this card's ATK;")."""
    read = list(clauses)
    for i, clause in enumerate(read):
        if clause.compared_to_card is not None or clause.action not in _PICKING:
            continue    # (183) "destroy all ... with DEF less than or equal to this card's ATK": the bound of all it takes
        words = clause.text or ""
        if clause.action == "target" and text and words and words in text:
            words = re.split(r"[;:.]", text[text.index(words):], maxsplit=1)[0]
        bound = bound_of(words)
        if bound is not None:
            read[i] = replace(clause, compared_to_card=bound)
    return read
