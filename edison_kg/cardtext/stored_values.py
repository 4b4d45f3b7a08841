"""The fields the card reader stores, read back by the stages after it (the timing engine): plain
words decoded into values, without the reader's phrase tables and patterns, so that reading a field never
loads the reader itself. The words are written by cardtext/stored.py, board.py, two_places.py and not_applied.py."""

from __future__ import annotations

import re

ANY_COUNTER = "any"                    # counts_counters: a counter of any kind ("for each counter on it")


def counter_kind(name: str) -> str:
    """A kind of counter folded for comparison ("Spell Counters" -> "spell"; "counter" -> "")."""
    return re.sub(r"\s*counters?\s*$", "", name.strip(), flags=re.I).strip(" -").lower()


def counters_of(value: str | None) -> tuple[str, int] | None:
    """A stored "N KIND" back as (kind, N); kind "" for any counter."""
    if not value:
        return None
    number, _, kind = value.partition(" ")
    return kind, int(number)


def removed_of(value: str | None) -> tuple[str, int, str] | None:
    """A stored "N WHERE KIND" back as (kind, N, where)."""
    if not value:
        return None
    number, where, kind = (value.split(" ", 2) + [""])[:3]
    return kind, int(number), where


def counted_of(value: str | None) -> str | None:
    """A stored counted kind back as the kind ("" for any counter)."""
    return "" if value == ANY_COUNTER else value


def places_of(from_two_places: str) -> tuple[list[str], bool]:
    """The two piles of a stored `from_two_places`, and whether it takes one from EACH of them."""
    first, joined, second = from_two_places.split()
    return [first, second], joined == "and"


# "(rule ce-...)": the rule id the reader writes into its note on an effect whose wording it found applied,
# not activated (cardtext/applied.py)
_NOTED_RULE = re.compile(r"\(rule ([a-z0-9-]+)\)")


def rules_noted(note: str | None) -> list[str]:
    """The rule ids a stored note on an effect names."""
    return _NOTED_RULE.findall(note or "")


def draws_per_counters_of(value: str | None) -> tuple[int, int, str, str] | None:
    """A stored "CARDS EVERY WHOSE KIND" back as (cards, every, whose, kind); whose "it" or "self"."""
    if not value:
        return None
    cards, every, whose, kind = (value.split(" ", 3) + [""])[:4]
    return int(cards), int(every), whose, kind


# The readings below are asked again of a stored text or clause by the engine; they live here, in plain
# patterns, so that asking them never loads the reader.

# "When this card resolves, shuffle it into the Deck instead of sending it to the Graveyard": what becomes of the
# card itself as it resolves (cardtext/clauses.py reads it; rule ce-own-disposal-locked)
OWN_DISPOSAL = re.compile(r"^(?:after activation, (?=\w+ this card)|when this card resolves, |(?=\w+ this card))"
                          r"(?:set|return|shuffle|place|banish|remove) (?:this card|it)\b[^.;]*"
                          r"\binstead of sending it to the (?:gy|graveyard)\.?$", re.I)


def own_disposal(text: str) -> bool:
    """Is the part what becomes of the card itself as it resolves, in place of the GY ("When this card resolves,
    shuffle it into the Deck instead of sending it to the Graveyard")?"""
    first = re.split(r"(?<=\.)\s+", text.strip(), maxsplit=1)[0]   # a sentence kept with it ("You can only activate 1 ...")
    return bool(OWN_DISPOSAL.match(first))


# "While in Attack Position: ..." (a bullet of a monster with one effect per position, its PSCT label "● Attack
# Position:" too; "● Once per turn, while in Defense Position, when ...": the same grant with its usage limit
# first), "If ..., this card gains the following effect: ...": an effect granted by a continuous effect of its own
# card (rule ce-skill-drain-granted-effects; cardtext/facts.py stores granted_by_own_effect)
GRANTED_BY_OWN_EFFECT = re.compile(r"^\s*(?:once per turn,\s*)?(?:while in )?(?:face-up )?(?:attack|defense) position\s*[:,]"
                                   r"|\b(?:this card|it) gains? the following effects?\b", re.I)

COST_PARTS_RULE = "cost-every-part-from-its-pile"


def read_as_parts(effect, clause) -> bool:
    """Is the cost clause one cardtext/cost_parts.py read: a card of each name, or one of two kinds of one cost?"""
    return clause.one_of_each_name or sum(c.text == clause.text for c in effect.cost_clauses) > 1


# applied_only_while: "you control [a face-up] "NAME"" (cardtext/not_applied.py writes the state so)
_CONTROLLED_NAME = re.compile(r'^you control (?:a )?(?P<face>face-up )?"(?P<name>[^"]+)"$')


def controlled_card_needed(state: str | None) -> tuple[str, bool] | None:
    """A stored "you control a face-up "NAME"" back as (NAME, face-up needed); None for another state."""
    found = _CONTROLLED_NAME.match(state or "")
    return (found.group("name"), bool(found.group("face"))) if found else None
