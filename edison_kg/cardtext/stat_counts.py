"""The cards an ATK/DEF change counts: "This card gains 400 ATK for each "Amazoness" monster
you control", "gains 300 ATK for each Spell Card in your Graveyard", "The ATK and DEF of this card are
each equal to the number of Fiend-Type monsters on the field (excluding this card) x 1000", "for each
of your banished cards".

Read (vocab.model.Restriction.per_count): "WHOSE PLACE [other] [face-up]" with WHOSE you | opponent |
both, PLACE field | graveyard | hand | banished, "other" when the card that states it is not counted
("each other Machine-Type monster", "except this card") and "face-up" when only face-up cards count;
the kind counted goes in Restriction.per_kind. Counters, cards moved by the effect itself ("for each
card removed", "Tributed", "destroyed this way"), two places counted together, names that must
differ or be shared, and zones of the field are not read: the change is then left out."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import CardKind

_PLACE = (
    (r" you control", "you", "field"),
    (r" your opponent controls", "opponent", "field"),
    (r" on your side of the field", "you", "field"),
    (r" on your opponent's side of the field", "opponent", "field"),
    (r" on the field", "both", "field"),
    (r" in your (?:graveyard|gy)", "you", "graveyard"),
    (r" in your opponent's (?:graveyard|gy)", "opponent", "graveyard"),
    (r" in your hand", "you", "hand"),
    (r" your opponent (?:currently )?has in their hand", "opponent", "hand"),
    (r" in your opponent's hand", "opponent", "hand"),
)
_BANISHED = re.compile(r"^(?P<whose>your |your opponent's )?(?:banished|removed from play) (?P<what>.+)$")
# the card that states it is left out of the count
_SELF_OUT = re.compile(r"(?:,? except this card| \(excluding this card\))$")
# what is not a count of cards the scenario can name, or a count the reader does not type
_NOT_READ = re.compile(r"\b(?:counters?|removed|tributed|destroyed|sent|shuffled|used|this way|by this|different|"
                       r"same|shares?|equipped|either|and in|or is|except|zones?|times?|turns?|summon|banished|"
                       r"removed from play)\b")
# "Plant-Type monster that is face-up on the field": the face-up ones of that kind there
_THAT_IS_FACE_UP = re.compile(r" (?:that|which) (?:is|are) face-up(?= on )", re.I)
_NOUN = re.compile(r"\b(?:monsters?|cards?|spell/traps?)\b")
_BARE_TYPE = re.compile(r"(?:face-up )?[A-Z][A-Za-z-]*(?:-Type)?")


def per_count(words: str) -> tuple[str, CardKind] | None:
    """The count ``words`` (what follows "for each" or "the number of") name; None when not read."""
    text = re.sub(r"^of ", "", words.strip(), flags=re.I)
    face_up = _THAT_IS_FACE_UP.search(text)
    if face_up:
        text = f"face-up {text[:face_up.start()]}{text[face_up.end():]}"
    low = text.lower()          # matched in lower case; the kind is read from the text as written
    flags = []
    out = _SELF_OUT.search(low)
    if out:
        flags.append("other")
        text, low = text[:out.start()], low[:out.start()]
    banished = _BANISHED.match(low)
    if _NOT_READ.search(_unquoted(banished.group("what") if banished else low)):
        return None
    if banished:
        whose = {"your ": "you", "your opponent's ": "opponent"}.get(banished.group("whose") or "", "both")
        return _reading(text[banished.start("what"):], whose, "banished", flags)
    for tail, whose, place in _PLACE:
        found = re.search(tail + "$", low)
        if found:
            return _reading(text[:found.start()], whose, place, flags)
    return None


def _reading(what: str, whose: str, place: str, flags: list[str]) -> tuple[str, CardKind] | None:
    what = what.strip()
    if re.match(r"^other\b", what, re.I):
        flags.append("other")
        what = what[len("other"):].strip()
    if re.match(r"^face-up\b", what, re.I):
        flags.append("face-up")
    kind = card_kind(what)
    # the counted kind must be read whole: a noun the filter knows, or a quoted name
    if kind.empty and not re.fullmatch(r"(?:face-up )?cards?", what, re.I):
        return None
    # "for each Psychic you control", "for each Plant you control": the newer wording names a Type alone for the
    # monsters of that Type (round 93)
    if not kind.names and not _NOUN.search(what.lower()) and not (kind.monster_types and _BARE_TYPE.fullmatch(what)):
        return None
    return " ".join([whose, place, *flags]), kind


def _unquoted(words: str) -> str:
    return re.sub(r"\"[^\"]*\"", " ", words)
