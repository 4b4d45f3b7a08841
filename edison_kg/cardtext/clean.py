"""The first stage: a card text made uniform (quotes, dashes, spaces, line ends), and what
the reader needs to know of the card the text belongs to."""

from __future__ import annotations

import re

from edison_kg.cardtext.tables import slip_rules

CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"
LETTERED = "Ⓢ©ⒸⓊⓂ"          # summoning condition, condition (two glyphs), unclassified, maintenance
MARKERS = CIRCLED + LETTERED

_REPLACEMENTS = {
    "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\uff02": '"', "\u00a0": " ",
    "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u30fb": "・", "\uff1a": ":", "\uff1b": ";",
}
_SPACES = re.compile(r"[ \t]+")
# a slip of a source text: a semicolon where a colon introduces bulleted options
# ("Apply these effects, depending on ...; ● 1: ...")
_SEMICOLON_BEFORE_BULLET = re.compile(r";(\s*)(?=●)")


def clean(text: str) -> str:
    for old, new in _REPLACEMENTS.items():
        text = text.replace(old, new)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _SEMICOLON_BEFORE_BULLET.sub(r":\1", text)
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n")).strip()


def without_slips(text: str) -> str:
    """The text as read: a slip of the source ("negate the actvation") read as the word it stands
    for (tables/slips.toml); the effect keeps the source's own text."""
    for slip, word in slip_rules():
        text = slip.sub(word, text)
    return text


def flat(text: str) -> str:
    return _SPACES.sub(" ", text.replace("\n", " ")).strip()


class CardContext:
    """What the reader needs to know about the card a text belongs to."""

    def __init__(self, card_type: str, subtypes: tuple[str, ...], name: str | None, psct: bool = False):
        kind = (card_type or "monster").strip().lower()        # "spell", "Spell Card", "trap", ...
        self.card_type = "spell" if "spell" in kind else "trap" if "trap" in kind else "monster"
        words = " ".join(subtypes).lower()
        self.subtypes = words
        self.name = name
        self.is_monster = self.card_type == "monster"
        self.is_spell = self.card_type == "spell"
        self.is_trap = self.card_type == "trap"
        self.continuous = "continuous" in words
        self.quickplay = "quick" in words
        self.counter = "counter" in words
        self.equip = "equip" in words
        self.field = "field" in words
        self.ritual = "ritual" in words
        # a Spell/Trap whose text is all one card activation
        self.one_shot = (self.is_spell and not (self.continuous or self.equip or self.field)) or \
                        (self.is_trap and not self.continuous)
        self.normal_monster = self.is_monster and "normal" in words and "effect" not in words
        # the text is an Edison-accurate PSCT: its grammar marks every activated effect with a colon
        self.psct = psct

    def activation_speed(self) -> int:
        if self.is_trap:
            return 3 if self.counter else 2
        return 2 if self.quickplay else 1
