"""The count a clause's whole deed scales with (rule activation-needs-a-possible-effect):
"Special Summon 1 "Chrysalis" monster from your Deck for each "Neo-Spacian" monster with a different
name in your Graveyard", "that target loses 400 ATK for each "Hero Kid" in your Graveyard", "Inflict
300 damage to your opponent for each Spell Card in your Graveyard", "draw cards equal to the number
of ... you control". With none of those cards counted, the clause does nothing.

Read as the counts of ATK/DEF changes are (cardtext/stat_counts.py: "WHOSE PLACE [other] [face-up]"
and the kind counted). Only whether the count is zero matters here, so "with a different name" (which
changes how many count, never whether one does) is left out before reading; a clause whose deed is
done with a fixed part besides the count ("gains 500 LP, plus 100 for each ...") is not read."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.stat_counts import per_count

# the counted words run to the end of the clause, or to a multiplier or a duration after them
_COUNT = re.compile(r"\b(?:for each|equal to the number of)\s+(?P<per>.+?)(?=\s+x\s*\d|\s*,|\s*\.|\s*;|"
                    r"\s+until\b|\s+this turn\b|\s*\(|$)", re.I)
_DIFFERENT = re.compile(r"\s+with (?:a )?different names?\b", re.I)
# "for each different "Neo-Spacian" name on the monsters you control": the monsters of that name
# counted (none of them, no name)
_NAMES_ON = re.compile(r"^different (?P<name>\"[^\"]+\") names? (?:on|among) (?:the )?(?P<what>monster|card)s? ", re.I)
# a fixed deed beside the count, or a count that is not the clause's own deed
_FIXED_BESIDE = re.compile(r"\b(?:plus|additional|in addition|also)\b", re.I)


# a later deed in another sentence after the counted one ("During the End Phase, destroy ..."): the count
# is not its whole deed. A lock its activation places ("If you activate this effect, this card cannot attack during
# this turn") is no deed: with none counted, the activation still does nothing
_NEXT_SENTENCE = re.compile(r"\.\s+during the end phase\b", re.I)
# "Inflict 500 damage to your opponent for each monster they control": "they" is the opponent the clause names
_THEY = re.compile(r"\bthey control\b", re.I)
_THEIR_HAND = re.compile(r"\bin their hand\b", re.I)
# "Inflict 300 damage to your opponent for each of their removed from play cards": the opponent's banished cards
_THEIR_BANISHED = re.compile(r"^(?:of )?their (?=removed from play |banished )", re.I)
# "for each of your opponent's monsters that have been removed from play": the place said after the kind, in a
# relative clause, read as the place before it ("your opponent's removed from play monsters"; rule
# res-amount-counted-as-it-resolves)
_PLACE_AFTER = re.compile(r"^(?:of )?(?P<whose>your opponent's |your |their )?(?P<what>[^.,;]+?) that (?:have been|are|were) "
                          r"(?P<place>removed from play|banished)$", re.I)
_AND_FOR_EACH = re.compile(r"\s+and for each\s+", re.I)
_TO_OPPONENT = re.compile(r"\bto your opponent\b[^.]*\bfor each\b", re.I)


# "Gain 1000 Life Points for each Psychic-Type monster sent to the Graveyard this turn": the cards
# of that kind sent to any Graveyard this turn and still there (a card counted is of the kind it is there now)
_SENT_THIS_TURN = re.compile(r"\bfor each (?P<what>[^.,;]+?) sent to (?:the|any|either player's) (?:GY|Graveyard)s? "
                             r"this turn\s*$", re.I)


def _sent_this_turn(text: str) -> tuple | None:
    found = _SENT_THIS_TURN.search(text)
    if found is None or _FIXED_BESIDE.search(text):
        return None
    what = found.group("what").strip()
    kind = card_kind(what)
    if kind.empty or not re.search(r"\b(?:monsters?|cards?)$", what, re.I):
        return None
    return "both graveyard sent-this-turn", kind


def scaled_count(text: str) -> tuple | None:
    """(count, kind) the deed of clause ``text`` scales with, or None."""
    sent = _sent_this_turn(text)
    if sent is not None:
        return sent
    found = [m for m in _COUNT.finditer(text)]
    if len(found) != 1 or _FIXED_BESIDE.search(text) or _NEXT_SENTENCE.search(text[found[0].end():]):
        return None
    per = _DIFFERENT.sub("", found[0].group("per"))
    per = _NAMES_ON.sub(lambda m: f"{m.group('name')} {m.group('what')} ", per)
    # each name counted once ("for each different "Neo-Spacian" name"): a flag after the count (rule
    # res-draw-per-different-name); whether any is counted stays as it was
    different = " different-names" if per != found[0].group("per") else ""
    per = _PLACE_AFTER.sub(lambda m: f"{m.group('whose') or ''}{m.group('place')} {m.group('what')}", per)
    if _TO_OPPONENT.search(text):
        per = _THEIR_HAND.sub("your opponent has in their hand", _THEY.sub("your opponent controls", per))
        per = _THEIR_BANISHED.sub("your opponent's ", per)
    # "for each card in their hand and for each card they control": one deed counted over two
    # places, read when both are read and count the same kind ("WHOSE PLACE and WHOSE PLACE")
    parts = [per_count(part) for part in _AND_FOR_EACH.split(per)]
    if len(parts) == 1 or None in parts or any(kind != parts[0][1] for _, kind in parts):
        return (parts[0][0] + different, parts[0][1]) if len(parts) == 1 and parts[0] is not None else None
    return " and ".join(count for count, _ in parts), parts[0][1]


def store_scaled(clause) -> None:
    reading = scaled_count(clause.text)
    if reading is not None:
        clause.scales_with, clause.scales_kind = reading


# "gain 500 LP for each card in your opponent's hand": the count names whose cards are counted, not who gains
# (rule deed-count-names-no-player)
_COUNT_TO_END = re.compile(r"\s+(?:for each|equal to the number of)\b[^.;,]*", re.I)


def without_count(text: str) -> str:
    """Clause ``text`` without its "for each ..." count, to read who does its deed."""
    return _COUNT_TO_END.sub("", text)
