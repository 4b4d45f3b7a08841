"""What a cost or an effect needs of the board, in its words: counters it removes or
counts ("remove 2 Spell Counters from this card", "for each Plant Counter on it"), counters it
places ("place 1 Morph Counter on this card"), how many monsters it Special Summons at once
("Special Summon 2 "Reptilianne Tokens""), and ATK/DEF its own card loses ("this card loses 500
ATK and DEF"). Read once by the card reader (cardtext/stored.py), which stores the readings as fields of
the clause, the effect and the restriction: the timing engine reads the fields."""

from __future__ import annotations

import re
from functools import lru_cache

from edison_kg.cardtext.stored_values import counter_kind
from edison_kg.cardtext.words import number_of

_N = r"(\d+|a|an|one|two|three|four|five|any number of|all)"
# "remove 2 Spell Counters from this card", "remove 1 counter from your side of the field"; the old wording
# "Remove 2 Spell Counters on your side of the field"
# from the opponent's monsters ("remove 1 A-Counter from 1 monster your opponent controls", "from an
# opponent's monster", round 182: "remove all Wedge Counters from your opponent's monsters"): counted on their side
_REMOVE = re.compile(_N + r"\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+(?:from|on)\s+(this card|your side of the field|your field"
                     r"|anywhere on the field|the field|(?:1|a|an) monsters? your opponent controls|an opponent's monster"
                     r"|your opponent's monsters)", re.I)
_REMOVE_VERB = re.compile(r"\bremov(?:e|ing)\s+" + _REMOVE.pattern, re.I)
# a cost that sends or Tributes its card "with 5 Spell Counters on it" needs them there as a cost removing them does
_WITH_ON_IT = re.compile(r"\bthis (?:face-up )?card with " + _N + r"\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+on it\b", re.I)
_PLACE = re.compile(r"\b(?:place|put)\s+(\d+|a|an|one|two|three)\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+on\s+this card", re.I)
_EACH = re.compile(r"\bfor each\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+on\s+(?:it|this card)\b", re.I)
# "take a number of "Crystal Beast" monsters ... equal to the number of Crystal Counters that were on this
# card": as many cards as counters, so done once for each counter too
_AS_MANY = re.compile(r"\ba number of\b[^.;:]*?\bequal to the number of\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+"
                      r"(?:that (?:were|was)\s+)?on\s+(?:it|this card)\b", re.I)
# "Special Summon 2 "Ceremonial Tokens"", "Special Summon two Tokens": at once, to one side
_SUMMON_AT_ONCE = re.compile(r"\bSpecial Summon\s+(\d+|two|three|four|five)\s+(?!or\b)(?!cards?\b)", re.I)
# the loss the rest of the effect hangs on: "this card loses 500 ATK and DEF, and ..." (not "during the Damage Step only")
# "Special Summon this card (as an Effect Monster ...)": one monster, its own card, to its side
_SUMMON_ITSELF = re.compile(r"\bSpecial Summon this card\b(?!\s+(?:and|or|,)\b)", re.I)
# "Unequip 1 of your equipped Union Monsters and Special Summon it", "unequip this card and Special
# Summon it": one monster, from the Spell & Trap Zone, so it frees no Monster Zone first
# ... or "Change the Union Monster back to a monster": an equipped Union Monster Special Summoned, one monster
_UNEQUIP_AND_SUMMON = re.compile(r"\bunequip (?:1|one|this card)\b[^.;]*?\band Special Summon it\b|"
                                 r"\bchange (?:the|that) union monster back to a monster\b", re.I)
_OWN_LOSS = re.compile(r"\bthis card\s+(?:loses?|to lose)\s+(\d+)\s+ATK(\s+and\s+DEF|/DEF)?(?:\s*\(permanently\))?,?\s+and\b",
                       re.I)


def _number(word: str) -> int:
    word = word.lower()
    if word in ("any number of", "all"):
        return 1               # removing "any number of"/"all" needs at least one
    return number_of(word)


# a bulleted effect's cost "2 Counters" (its player's counters, on the card or elsewhere on
# their side of the field: counted on their side)
_LABEL = re.compile(r"^(\d+)\s+((?:[A-Z]\w*\s+)?)counters?$", re.I)


@lru_cache(maxsize=4096)
def removed_counters(text: str | None) -> tuple[str, int, str] | None:
    """A cost's counters: (kind, how many at least, from where: "card" | "side" | "field")."""
    found = _REMOVE_VERB.search(text or "")
    label = _LABEL.match((text or "").strip())
    if found is None and label:
        return counter_kind(label.group(2)), _number(label.group(1)), "side"
    with_on_it = _WITH_ON_IT.search(text or "") if found is None else None
    if with_on_it is not None:
        return counter_kind(with_on_it.group(2)), _number(with_on_it.group(1)), "card"
    if found is None:
        return None
    place = found.group(3).lower()
    where = "card" if place == "this card" else "field" if "field" in place and "your" not in place else "side"
    where = "opponent" if "opponent" in place else where
    return counter_kind(found.group(2)), _number(found.group(1)), where


@lru_cache(maxsize=4096)
def placed_counters(text: str | None) -> tuple[str, int] | None:
    """Counters a clause places on its own card, when its words give how many."""
    found = _PLACE.search(text or "")
    return (counter_kind(found.group(2)), _number(found.group(1))) if found else None


# counters an effect places on its target ("place 1 Spell Counter on that target", "... on it")
_PLACE_ON_TARGET = re.compile(r"\bplace\s+(\d+|a|an|one|two|three)\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+on\s+"
                              r"(?:that target|the target|those targets|that monster|that card|it)\b", re.I)


_PAID_INSTEAD = re.compile(r"\bremove that many\s+((?:[A-Z]\w*(?:\s+|-))?)counters?\s+from this card instead", re.I)


@lru_cache(maxsize=4096)
def counters_paid_instead(text: str | None) -> str | None:
    """The kind of counter a card lets its controller remove from it instead, for another card's cost."""
    found = _PAID_INSTEAD.search(text or "")
    return counter_kind(found.group(1)) if found else None


@lru_cache(maxsize=4096)
def placed_on_target(text: str | None) -> tuple[str, int] | None:
    """Counters a clause of a targeting effect places on its target, when its words give how many."""
    found = _PLACE_ON_TARGET.search(text or "")
    return (counter_kind(found.group(2)), _number(found.group(1))) if found else None


# "draw 1 card for every 4 Fog Counters that were on it", "draw 1 card for each Bushido Counter on this card": cards
# drawn for the counters a card had (it: the card the effect acted on; this card: its own)
_DRAWN_PER_COUNTERS = re.compile(r"\bdraw (\d+) cards? for (?:each|every) (?:(\d+) )?([A-Z][\w-]*) counters? "
                                 r"(?:that (?:were|was) )?on (it|this card)\b", re.I)
# the counting words of such a draw: a card they name is no card the draw acts on (rule res-draws-per-counters)
DRAW_COUNTED_WORDS = re.compile(r"\s+for (?:each|every) [^.;]*?counters? (?:that (?:were|was) )?on (?:it|this card)\b", re.I)


def drawn_per_counters(text: str | None) -> str | None:
    """'CARDS EVERY WHOSE KIND' of a draw done for the counters that were on a card, or None."""
    found = _DRAWN_PER_COUNTERS.search(text or "")
    if found is None:
        return None
    cards, every, kind, whose = found.groups()
    return f"{cards} {every or 1} {'it' if whose.lower() == 'it' else 'self'} {counter_kind(kind)}"


@lru_cache(maxsize=4096)
def counted_counters(text: str | None) -> str | None:
    """The kind of counter on its own card a clause does its deed once for ("for each Plant Counter on it")."""
    found = _EACH.search(text or "") or _AS_MANY.search(text or "")
    return counter_kind(found.group(1)) if found else None


# "target 1 "Alpha ...", "Beta ...", and "Gamma ..." in your Graveyard; Special Summon them", "target 2
# "Hydrogeddon" and 1 "Oxygeddon"": the cards targeted, each name or kind with its own number or the first one
_TARGETS_LISTED = re.compile(r"\btarget\s+(\d+|one|two|three)\s+([^;.:]*?)(?:\s+(?:in|on|from)\s+[^;.:]*)?;", re.I)
_SUMMON_THEM = re.compile(r"\bSpecial Summon\s+(?:them|those targets|both)\b", re.I)


@lru_cache(maxsize=4096)
def targets_summoned_at_once(effect_text: str | None, clause_text: str | None) -> int | None:
    """How many targets an effect's clause Special Summons at once ("target 2 ...; Special Summon them"), or None."""
    text = effect_text or ""
    if not _SUMMON_THEM.search(clause_text or ""):
        return None
    found = _TARGETS_LISTED.search(text)
    if found is None or not _SUMMON_THEM.search(text, found.end()):
        return None
    first = _number(found.group(1))
    parts = [p for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", found.group(2)) if p.strip()]
    total = 0
    for part in parts:
        number = re.match(r"(\d+|one|two|three)\s", part.strip())
        total += _number(number.group(1)) if number else first
    return total or None


@lru_cache(maxsize=4096)
def summoned_at_once(text: str | None) -> tuple[int, bool] | None:
    """How many monsters a clause Special Summons at once, and whether to the opponent's side."""
    if _SUMMON_ITSELF.search(text or "") or _UNEQUIP_AND_SUMMON.search(text or ""):
        return 1, False               # its own card, one monster (a Trap Monster too);
    found = _SUMMON_AT_ONCE.search(text or "")
    if found is None or re.search(r"\bup to\b", text[max(0, found.start() - 12):found.end()], re.I):
        return None
    word = found.group(1).lower()
    count = number_of(word)
    # "..., and your opponent Special Summons 1 ... to your opponent's side": their own Summon, to their own side
    own = _THEIR_SUMMON.split(text, maxsplit=1)[0]
    return count, bool(re.search(r"\byour opponent's side of the field\b|\bto your opponent's field\b", own, re.I))


_THEIR_SUMMON = re.compile(r"(?:,\s*and\s+|\.\s+)your opponent special summons\b", re.I)


# "Special Summon 1 "Sinister Seed Token" (...) for every 500 points of battle damage you took"
_PER_DAMAGE = re.compile(r"\bspecial summon 1\b[^.;]*?\bfor every (\d+) points of (?:battle )?damage you took\b", re.I)


def summoned_per_damage(text: str | None) -> int | None:
    """The points of damage each monster a clause Special Summons at once stands for, or None."""
    found = _PER_DAMAGE.search(text or "")
    return int(found.group(1)) if found else None


@lru_cache(maxsize=4096)
def own_stat_loss(text: str | None) -> tuple[int, bool] | None:
    """ATK its own card loses ("this card loses 500 ATK and DEF"): (amount, DEF too)."""
    found = _OWN_LOSS.search(text or "")
    return (int(found.group(1)), bool(found.group(2))) if found else None


# "place 2 Venom Counters on 1 monster your opponent controls", "place 1 A-Counter on each face-up
# monster your opponent controls", "distribute new A-Counters ... among your opponent's face-up monsters", "place 1
# A-Counter on 1 face-up monster on your opponent's side of the field": counters
# put on the opponent's monsters (a counter goes only on a face-up card)
_ON_OPPONENTS = re.compile(r"\b(?:place|distribute|put)s?\s+[^.;:]*?counters?\b[^.;:]*?\s+(?:on|among)\s+(?:1 |one |each |all )?"
                           r"(?:of )?(?:your opponent's face-up monsters|(?:face-up )?monsters? your opponent controls|"
                           # the older wording: "on 1 face-up monster on your opponent's side of the field"
                           r"(?:face-up )?monsters? on your opponent's side of the field)", re.I)


@lru_cache(maxsize=4096)
def counters_on_opponents_monsters(text: str | None) -> bool:
    """Does the clause put counters on monsters the opponent controls (not a target it chose before)?"""
    return bool(_ON_OPPONENTS.search(text or ""))
