"""Continuous effects that change the Level of monsters on the field by a fixed amount while
they apply, read into Restrictions ("level-gain", the amount negative for a reduction) the engine
adds to a monster's printed Level where a kind of card bounds it ("Level 3 or lower"): "Reduce the
Level of all WATER monsters in both players' hands and on the field by 1", "Reduce the Levels of
all monsters your opponent controls by 1" (rule ce-level-change-applies).

An Equip Card's change is read for the monster it is equipped to (stat_of "equipped"): "Downgrade the
monster equipped with this card by 2 Levels", "The equipped monster gains 500 ATK, and its Level is
increased by 1". A resolved effect's change of all monsters of a kind "until the End Phase" ("Reduce
the Level of all face-up monsters you control by 1 until the End Phase") is left by it (window
"until-end-phase", lingering_level_changes) on the monsters it reached as it resolved (round 169).

Only the change on the field is read (a Level in the hand is left as printed); a change limited to
cards an effect picks ("1 monster") is an effect's deed, not read here."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.continuous import _kind_of
from edison_kg.vocab.model import Restriction

_REDUCE = re.compile(r"^(?P<verb>reduce|increase) the levels? of all (?P<what>(?:face-up )?[\w\"' -]*?monsters) "
                     r"(?P<where>in both players' hands and on the field|on the field|you control|your opponent controls)"
                     r" by (?P<amount>\d+)(?P<lasts>,? until the end phase)?$", re.I)
# an Equip Card's: "Downgrade the monster equipped with this card by 2 Levels", "..., and its Level is increased by 1"
_EQUIPPED = (re.compile(r"^(?P<verb>downgrade|upgrade) the monster equipped with this card by (?P<amount>\d+) levels?$",
                        re.I),
             re.compile(r"^the equipped monster\b.*?,? and its level is (?P<verb>increased|reduced|decreased) by "
                        r"(?P<amount>\d+)$", re.I))
_LOWERS = ("reduce", "downgrade", "reduced", "decreased")
_PLAYERS = {"you control": "you", "your opponent controls": "opponent"}


def level_changes_of(sentence: str) -> list[Restriction]:
    """The fixed Level change one sentence (no final period) of a continuous effect states, or none."""
    sentence = sentence.strip()
    equipped = next((found for regex in _EQUIPPED for found in [regex.match(sentence)] if found), None)
    if equipped is not None:
        return [Restriction(kind="level-gain", zone="field", text=sentence, while_kind=_kind_of(""), stat_of="equipped",
                            amount=_amount(equipped))]
    found = _REDUCE.match(sentence)
    if found is None:
        return []
    cards = _kind_of(found.group("what"))
    if not cards.classes:
        return []
    return [Restriction(kind="level-gain", cards=cards, zone="field",
                        players=_PLAYERS.get(found.group("where").lower(), "both"), text=sentence,
                        while_kind=_kind_of(""), amount=_amount(found),
                        window="until-end-phase" if found.group("lasts") else None)]


def lingering_level_changes(effect) -> list[Restriction]:
    """The Level changes of all monsters of a kind a resolved effect leaves until the End Phase."""
    return [r for sentence in scan.sentences(effect.text or "") for r in level_changes_of(sentence.rstrip("."))
            if r.window == "until-end-phase"]


def _amount(found: re.Match) -> int:
    return int(found.group("amount")) * (-1 if found.group("verb").lower() in _LOWERS else 1)
