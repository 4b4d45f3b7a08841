"""Which text of a card is read, and why.

Edison is played with the 2010 wordings. A card's record can hold several texts:

* ``psct``: the Edison-accurate Problem-Solving Card Text (edisonrul.ing / edisonformat.net);
* ``historical``: the 2010 card text quoted by edisonformat.com;
* ``pre-errata``: the text of a simulator script kept for the card before a later errata;
* ``printed``: the 2020 database text (cards.cdb), which carries later errata for some cards;
* ``current``: today's official text;
* ``custom``: a text a user gives for a card of their own.

The choice: the Edison-accurate PSCT, unless it holds only a Summoning condition (then it is
no reading of the whole card); else, where the sources show a later errata (the simulator
keeps a pre-errata script for the card), the 2010 wording (the 2010 quote, else the
pre-errata text); else the 2020 database text, unless the 2010 quote reads as the same effects
with a 'When' where it says 'If' or without a usage limit it has (an errata made after 2010:
see ``later_errata``); else whatever text there is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from edison_kg.errors import BadInput
from edison_kg.vocab.model import TEXT_VERSIONS

# record keys of each version: a line of edison_cards.jsonl, with the rulings page's texts
# merged in, or a JSON card entry; ``texts`` (version -> text) may give them directly
TEXT_KEYS = {"psct": "psct_text", "historical": "historical_text", "printed": "text",
             "current": "text_ygojson_en", "custom": "custom_text"}
CARD_TYPES = ("monster", "spell", "trap")

LABEL = {
    "psct": "the Edison-accurate PSCT (edisonrul.ing)",
    "historical": "the 2010 card text (edisonformat.com)",
    "pre-errata": "the pre-errata text (the simulator's pre-errata script)",
    "printed": "the 2020 database text",
    "current": "today's official text",
    "custom": "the text given for this card",
}
REASON = {
    "historical": "the sources show a later errata (a pre-errata script), so the database text is not the Edison one",
    "pre-errata": "the sources show a later errata and hold no 2010 quote",
    "printed": "there is no Edison-accurate PSCT and the sources show no later errata",
    "current": "the only text the sources hold",
}
SUMMONING_ONLY = "the Edison-accurate PSCT holds only a Summoning condition, so it is not the whole card"
LATER_ERRATA = ("the database text carries a later errata: it reads 'If' where the 2010 text reads 'When', or a usage "
                "limit the 2010 text does not have")


def why(version: str, reason: str | None = None) -> str:
    """One sentence: which text was read and why."""
    reason = reason or REASON.get(version)
    return f"{LABEL[version]}: {reason}" if reason else LABEL[version]


@dataclass(frozen=True)
class CardRecord:
    """The facts of a card the reader needs: its identity, type and texts."""

    name: str | None
    passcode: str | None
    card_type: str
    subtypes: tuple[str, ...] = ()
    texts: dict = field(default_factory=dict, hash=False)             # version -> text
    pre_errata: tuple[tuple[str, str], ...] = ()                       # (script passcode, text)


def card_record(record: dict) -> CardRecord:
    """A CardRecord from a record dict; BadInput naming the field for a value of a wrong type."""
    if not isinstance(record, dict):
        raise BadInput("a card record must be a JSON object")
    name = record.get("name")
    if name is not None and not isinstance(name, str):
        raise BadInput(f"name must be text, not {type(name).__name__}", where="name")
    card_type = record.get("card_type") or "monster"
    if card_type not in CARD_TYPES:
        raise BadInput(f"card_type must be one of {', '.join(CARD_TYPES)}, not {card_type!r}", where="card_type")
    subtypes = record.get("subtypes") or ()
    if not isinstance(subtypes, (list, tuple)) or not all(isinstance(s, str) for s in subtypes):
        raise BadInput("subtypes must be a list of strings", where="subtypes")
    texts: dict[str, str] = {}
    given = record.get("texts") or {}
    if not isinstance(given, dict):
        raise BadInput("texts must be an object of version: text", where="texts")
    for version in TEXT_VERSIONS:
        value = given.get(version, record.get(TEXT_KEYS.get(version, "")))
        if value is None:
            continue
        if not isinstance(value, str):
            raise BadInput(f"{TEXT_KEYS.get(version, version)} must be text", where=TEXT_KEYS.get(version, version))
        if value.strip():
            texts[version] = value
    return CardRecord(name=name, passcode=_passcode(record.get("passcode")), card_type=card_type,
                      subtypes=tuple(subtypes), texts=texts, pre_errata=_pre_errata(record))


def _passcode(value) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not (isinstance(value, int) or (isinstance(value, str) and value.isdigit())):
        raise BadInput(f"passcode must be a number, not {value!r}", where="passcode")
    return f"{int(value):08d}"


def _pre_errata(record: dict) -> tuple[tuple[str, str], ...]:
    """The pre-errata texts (script passcode, text), lowest script passcode first: the
    upstream list (``pre_errata_scripts``), a {passcode: text} map, or a single text."""
    found: dict[str, str] = {}
    for script in record.get("pre_errata_scripts") or ():
        if isinstance(script, dict) and isinstance(script.get("text"), str) and script["text"].strip():
            found.setdefault(str(script.get("script_passcode", "")), script["text"])
    texts = record.get("pre_errata_texts") or {}
    if isinstance(texts, dict):
        for passcode, text in texts.items():
            if isinstance(text, str) and text.strip():
                found.setdefault(str(passcode), text)
    single = record.get("pre_errata_text")
    if isinstance(single, str) and single.strip():
        found.setdefault("", single)
    return tuple(sorted(found.items()))


def choose_text(card: CardRecord, effects_of: Callable[[str, str], list]) -> tuple[str | None, str | None, str | None]:
    """(version, text, why) of the text to read. ``effects_of(text, version)`` reads a text (to
    tell a PSCT that holds only a Summoning condition)."""
    texts = dict(card.texts)
    if card.pre_errata:
        texts.setdefault("pre-errata", card.pre_errata[0][1])
    order = ["psct"]
    order += ["historical", "pre-errata"] if card.pre_errata else []
    order += ["printed", "current", "historical", "pre-errata", "custom"]
    candidates = [v for v in dict.fromkeys(order) if v in texts]
    if not candidates:
        return None, None, None
    first = candidates[0]
    if first == "psct" and len(candidates) > 1 and not effects_of(texts["psct"], "psct"):
        other = next((v for v in candidates[1:] if effects_of(texts[v], v)), None)
        if other is not None:
            return other, texts[other], why(other, SUMMONING_ONLY)
    if first == "printed" and "historical" in texts and _words(texts["historical"]) != _words(texts["printed"]) and \
            later_errata(effects_of(texts["printed"], "printed"), effects_of(texts["historical"], "historical")):
        return "historical", texts["historical"], why("historical", LATER_ERRATA)
    return first, texts[first], why(first)


def _words(text: str) -> str:
    """A text without its effect numbers and spacing, to tell two wordings apart."""
    return " ".join(re.sub(r"[①-⑩]", " ", text).split()).lower()


def later_errata(today: list, edison: list) -> bool:
    """Does the database text carry an errata made after 2010, as the 2010 wording shows it? The
    two read as the same effects (number, kinds, optional or mandatory, the actions they take),
    and where they differ it is in what the errata of those years changed: an 'If' where the 2010
    text says 'When', a usage limit the 2010 text does not have."""
    if not today or len(today) != len(edison):
        return False
    changed = False
    for now, then in zip(today, edison):
        if (now.kind, now.optional, [c.action for c in now.clauses]) != (then.kind, then.optional, [c.action for c in then.clauses]):
            return False
        if now.timing_word != then.timing_word:
            if (now.timing_word, then.timing_word) != ("if", "when"):
                return False
            changed = True
        if (now.once_per_turn, now.usage_limit) != (then.once_per_turn, then.usage_limit):
            if then.once_per_turn or then.usage_limit:
                return False
            changed = True
    return changed
