"""The cards a non-targeting clause acts on on the field, read once.

"Destroy 1 Spell or Trap Card on the field", "Send 1 card your opponent controls to the GY", "change 1
face-up Attack Position monster your opponent controls to face-up Defense Position": the clause picks N
cards there as it resolves (Clause.picks_on_field and the fields after it). "Destroy as many face-up Spell
Cards your opponent controls as possible": all of them (Clause.every, whose, position). Only wordings
whose every word is understood are read: a card named with more ("with 0 ATK", "Special Summoned",
"Tokens") is left unread rather than read too wide; "that has an effect that negates Trap Cards' effects" is
read into the kind (CardKind.negates_effects_of).
"""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.words import number_of

# the verbs of the actions read here, as they stand before what they act on
# the old "Increase the DEF of 1 face-up monster on the field by 500 points", "halve the current ATK
# of 1 face-up monster your opponent controls", "Reduce the Level of 1 face-up monster you control by up to 2": a change
# that needs the one card it changes (Castle Walls' rulings: it is chosen as the card is activated)
_CHANGES = (r"(?:(?:increase|decrease|reduce|halve|double) the (?:current |original )?(?:atk and def|atk/def|atk|def|level)"
            r"|make the (?:current |original )?(?:atk and def|atk/def|atk|def)) of")
# "make the DEF of 1 monster on your opponent's side of the field 0": the value it is made follows the place
_MADE_VALUE = re.compile(r"^(?P<head>make the [^,;.]*?\b(?:field|controls?))\s+\d+\b(?P<rest>.*)$", re.I)
_VERBS = (rf"destroy|send|return|banish|remove from play|change the battle positions? of|change|flip|"
          rf"take control of|shuffle|{_CHANGES}")
_ACTIONS = ("destroy", "send_to_gy", "return_to_hand", "return_to_deck", "banish", "change_position", "take_control",
            "change_stats")
# the words a card is named with that card_kind and the face reading cover whole
# ("Level 1 Normal Monsters": a Level and a frame card_kind reads)
_KNOWN_WORD = re.compile(r"face-up|face-down|attack position|defen[cs]e position|spell/trap|spells?|traps?|cards?|"
                         r"monsters?|or|and|level \d+|normal|effect|[a-z]+-type|light|dark|water|fire|earth|wind|divine|/", re.I)
# where the cards are, and whose side: "on the field" and no place at all (a destroyed card is on the field) are either
_PLACES = (("opponent", r"your opponent controls|on your opponent's side of the field"),
           ("you", r"you control|on your side of the field"),
           (None, r"on the field|on either side of the field"))
_PLACE = "|".join(words for _, words in _PLACES)
# what may follow the place: where the cards go, how long, or the end of the clause
_AFTER = r"(?!\s*,?\s*(?:except|but)\b)(?=\s*$|\s*[,.;]|\s+(?:to|into|until|by)\b)"
# "the 1 face-up monster ... that has the highest DEF", "the Attack Position monster ... with the
# lowest ATK" pick one card of that kind and side: the highest/lowest decides WHICH, not whether there is one;
# "up to 2 cards" needs at least one; "1 of your opponent's face-up monsters" names the side before the kind
_EXTREME = r"(?:\s+(?:that has|with) the (?:highest|lowest) (?:original )?(?:ATK|DEF))"
# "destroy 1 face-up monster on the field whose Level is equal to the number of the cards you removed from play": a stat
# the picked card must also have, after its place. The card picked is still one of the kind before it, so the kind and
# face are read and the stat left unread (never read as more than the text needs; round 93, rule
# activation-needs-a-possible-effect)
_WHOSE_STAT = r"(?P<whose_stat>(?<=controls|he field)\s+whose (?:level|atk|def|original atk|original def) is [^,;.()]+)"
_PICKS = re.compile(rf"^(?:[^:]*:\s*)?(?P<verb>{_VERBS})\s+(?:(?P<up_to>up to)\s+|(?P<the>the)\s+)?"
                    rf"(?:(?P<count>\d+|an?|one|two|three)\b)?\s*(?:of\s+(?P<whose_before>your opponent's|your)\s+)?"
                    rf"(?P<what>[^,;.()]*?)"
                    rf"(?P<extreme_first>{_EXTREME})?(?:\s+(?P<place>{_PLACE}))?(?P<extreme>{_EXTREME})?{_WHOSE_STAT}?(?P<other>\s*\(other than this card\))?{_AFTER}",
                    re.I)
# "as many monsters your opponent controls with 0 ATK as possible" (round 184): a stat bound after the place is part of
# the kind, which card_kind reads whole
_STAT_AFTER = r"(?P<stat>\s+with \d+(?: or (?:less|more))? (?:atk|def))"
_AS_MANY = re.compile(rf"^(?:[^:]*:\s*)?(?:{_VERBS})\s+as many\s+(?P<other_word>other\s+)?(?P<what>[^,;.()]*?)"
                      rf"(?:\s+(?P<place>{_PLACE}){_STAT_AFTER}?)?\s+as possible(?P<other>\s*\(other than this card\))?{_AFTER}", re.I)
_NOTE = re.compile(r"\s*\((?!other than this card\))[^()]*\)")
# "all face-up Level 1 Normal Monsters (except Tokens)": the note narrows the kind the words name
_NO_TOKENS = re.compile(r"\(except tokens?\)", re.I)
# "Reduce the Level of all face-up monsters you control by 1": a change made to all the cards
# of a kind in a place, which has no event; like "Destroy all ..." it needs one of them there
_ALL_CHANGED = re.compile(rf"^(?:[^:]*:\s*)?(?:{_CHANGES})\s+all\s+(?P<what>[^,;.()]*?)\s+(?P<place>{_PLACE}){_AFTER}",
                          re.I)


# "if your opponent controls any monsters with ATK less than or equal to that target's ATK, destroy 1 of them": "them"
# are the cards of the kind its own condition names on that side, 1 of which it picks as it resolves
_ONE_OF_THEM = re.compile(rf"^if (?P<place>your opponent controls|you control) any (?P<what>[^,;.]*?)(?:\s+with\b[^,;.]*)?,"
                          rf"\s*(?:{_VERBS})\s+(?P<count>\d+|one) of them$", re.I)


# "If there are any Field Spell Cards on the field, destroy them" (Burning Land): "them" are all the cards of the kind
# its own condition names there, as "Destroy all Field Spell Cards on the field" says (rule res-all-of-them-it-names)
_ALL_OF_THEM = re.compile(rf"^if there (?:are|is) any (?P<what>[^,;.]*?)\s+(?P<place>{_PLACE}),\s*(?:{_VERBS})\s+(?:them|it)$",
                          re.I)


# the kind of Spell or Trap Card named before "Spell Cards"/"Trap Cards" ("Field Spell Cards", "Continuous Trap Cards")
_SPELL_TRAP_KIND = re.compile(r"\b(?:field|continuous|quick-play|equip|ritual|counter)\s+(?=(?:spell|trap)s?\b)", re.I)


def _all_of_them(text: str) -> dict:
    """The Clause fields of "If there are any X on the field, destroy them": all those cards, and only if there are."""
    them = _ALL_OF_THEM.match(text)
    if not them or not _understood(_SPELL_TRAP_KIND.sub("", them.group("what"))) or not re.search(r"\b(?:cards?|monsters?|spells?|traps?)\b",
                                                                         them.group("what"), re.I):
        return {}
    kind = card_kind(them.group("what"))
    return {"every": _every(kind), "whose": _whose(them.group("place")), "position": _position(them.group("what")),
            "cards": kind, "subject": None, "all_named_by_its_condition": True}


def one_of_them(text: str) -> bool:
    """Does the clause pick "1 of them", the cards its own condition names on a side of the field?"""
    return bool(_ONE_OF_THEM.match(_NOTE.sub("", text).strip()))


# "1 face-up card on the field that has an effect that negates Trap Cards' effects": a card one of whose effects
# negates the effects of that class of cards (CardKind.negates_effects_of)
_NEGATOR = re.compile(r"\s+that has an effect that negates (?P<of>trap|spell|monster) (?:cards?'? )?effects\b", re.I)


def field_picks(action: str, text: str, every: str | None) -> dict:
    """The Clause fields these wordings give (empty where the clause is not one of them)."""
    if action == "tribute" and every is None:
        return _tribute_picks(text)
    if action not in _ACTIONS or every is not None:
        return {}
    negator = _NEGATOR.search(text)
    if negator is not None:
        found = field_picks(action, text[:negator.start()] + text[negator.end():], every)
        if "picks_kind" in found:
            found["picks_kind"] = replace(found["picks_kind"], negates_effects_of=negator.group("of").lower())
            return found
        return {}
    no_tokens = " (except Tokens)" if _NO_TOKENS.search(text) else ""
    tied = bool(_ALL_TIED.search(text))      # (read before the note "(s)" is taken out)
    text = _NOTE.sub("", text).strip()
    made = _MADE_VALUE.match(text) if action == "change_stats" else None
    if made:
        text = made.group("head") + made.group("rest")
    changed = _ALL_CHANGED.match(text) if action == "change_stats" else None
    if changed and _understood(changed.group("what")) \
            and re.search(r"\b(?:cards?|monsters?)\b", changed.group("what"), re.I):
        kind = card_kind(changed.group("what") + no_tokens)
        return {"every": _every(kind), "whose": _whose(changed.group("place")), "position": _position(changed.group("what")),
                "cards": kind, "subject": None}
    them = _ONE_OF_THEM.match(text)
    if them and _understood(them.group("what")) and re.search(r"\b(?:cards?|monsters?)\b", them.group("what"), re.I):
        return {"picks_on_field": number_of(them.group("count"), 1), "picks_kind": card_kind(them.group("what")),
                "picks_whose": _whose(them.group("place")), "picks_face": None, "spares_own_card": False}
    every_named = _all_of_them(text)
    if every_named:
        return every_named
    many = _AS_MANY.match(text)
    if many and _understood(many.group("what")) and _has_place(action, many.group("place")):
        kind = card_kind(many.group("what") + (many.group("stat") or ""))
        whose = _whose(many.group("place"))
        position = _position(many.group("what"))
        return {"every": _every(kind), "whose": whose, "position": position, "cards": kind,
                "subject": None, "spares_own_card": bool(many.group("other") or many.group("other_word"))}
    picks = _PICKS.match(text)
    if not picks or not _understood_named(picks.group("what")) or not _has_picks_count(picks):
        return {}
    if (action == "change_stats") != bool(re.fullmatch(_CHANGES, picks.group("verb"), re.I)):
        return {}         # a change of ATK/DEF/Level read only with its own verb, and that verb only for it
    if re.match(r"\s+by\b", text[picks.end():]) and action != "change_stats":
        return {}         # "by ..." after the place: how a change is made, not where a card goes
    whose_before = picks.group("whose_before")
    if whose_before and picks.group("place"):
        return {}         # "1 of your monsters on the field": two places said, not read
    if not whose_before and not _has_place(action, picks.group("place")):
        return {}
    if not _NAMED.search(picks.group("what")) \
            and not re.search(r"\b(?:cards?|monsters?|spells?|traps?)\b", picks.group("what"), re.I):
        return {}
    face = next((f for f in ("face-up", "face-down") if f in picks.group("what").lower()), None)
    if action == "change_stats" and face is None:
        face = "face-up"  # a face-down monster's ATK, DEF or Level is not changed (rule stat-change-face-up-monster)
    count = picks.group("count")
    # "up to N": it needs one of them (it may pick fewer than N)
    picked = 1 if picks.group("up_to") or count is None else number_of(count, 1)
    whose = ("opponent" if "opponent" in whose_before.lower() else "you") if whose_before else _whose(picks.group("place"))
    return {"picks_on_field": picked, "picks_kind": card_kind(picks.group("what")), "picks_whose": whose,
            "picks_face": face, "spares_own_card": bool(picks.group("other")),
            "picks_by_stat": _by_stat(picks.group("extreme") or picks.group("extreme_first"),
                                      tied and count is None and bool(picks.group("the")))}


# "with the highest ATK", "that has the lowest DEF": the current stat, compared as the card resolves ("original" is
# another value, not read)
_BY_STAT = re.compile(r"\b(?P<end>highest|lowest) (?P<stat>atk|def)\b", re.I)
# "destroy the face-up monster(s) with the highest ATK on the field": all the cards tied for it, not 1 of them
_ALL_TIED = re.compile(r"\b(?:monster|card)\(s\)\s+(?:with|that ha(?:s|ve)) the (?:highest|lowest) (?:atk|def)\b", re.I)


# "make your opponent Tribute 1 monster (for no effect)": a Tribute the effect makes the opponent do as it resolves,
# of a monster they control, picked then (round 85, rule res-tribute-the-only-monster-they-control). A bare "Tribute 1
# monster" is not read: it is a cost, an option's cost or one side of a choice ("either Tribute 1 other monster or ...")
_TRIBUTES = re.compile(r"^(?P<who>(?:make )?your opponent\s+)tributes?\s+(?:1|a|one)\s+(?P<what>(?:face-up\s+)?monster)"
                       r"(?:\s*\(for no effect\))?\s*$", re.I)


def _tribute_picks(text: str) -> dict:
    found = _TRIBUTES.match(text.strip())
    if found is None:
        return {}
    what = found.group("what")
    return {"picks_on_field": 1, "picks_kind": card_kind(what), "picks_whose": "opponent",
            "picks_face": "face-up" if "face-up" in what.lower() else None, "spares_own_card": False}


def _by_stat(extreme: str | None, tied: bool = False) -> str | None:
    """"atk highest" for "with the highest ATK": which card of those it could pick it picks (Clause.picks_by_stat);
    "atk highest tied" for "the face-up monster(s) with the highest ATK": every card tied for it (round 109)."""
    found = _BY_STAT.search(extreme or "")
    return None if found is None else f"{found.group('stat').lower()} {found.group('end').lower()}" + (" tied" if tied else "")


def _has_picks_count(picks) -> bool:
    """A count is said ("1", "up to 2"), or "the" names the one card a highest/lowest clause picks."""
    extreme = picks.group("extreme") or picks.group("extreme_first")
    if picks.group("count") is None:
        return bool(picks.group("the") and extreme)
    if picks.group("the") and not extreme:
        return False      # "the 2 monsters ...": cards named before, not picked here
    return not (picks.group("up_to") and extreme)


def _understood(what: str) -> bool:
    return bool(what.strip()) and not _KNOWN_WORD.sub("", what).strip(" -")


# "Destroy a face-up "Blaze Accelerator" card you control", "send 1 "Umi" you control": one name in quotes (a card's
# name or its archetype's) is a kind card_kind reads whole (round 149)
_NAMED = re.compile(r'"[^"]+"')


def _understood_named(what: str) -> bool:
    names = _NAMED.findall(what)
    if len(names) > 1:
        return False
    bare = _NAMED.sub(" ", what)
    return _understood(bare) or bool(names) and not bare.strip()


def _has_place(action: str, place: str | None) -> bool:
    """Only a destroying clause acts on the field without saying so; the others must name it."""
    return place is not None or action == "destroy"


def _whose(place: str | None) -> str | None:
    if place is None:
        return None
    return next(whose for whose, words in _PLACES if re.fullmatch(words, place, re.I))


def _every(kind) -> str:
    classes = kind.classes
    if classes == frozenset({"monster"}):
        return "monster"
    if classes and classes <= {"spell", "trap"}:
        return "spell-trap"
    return "card"


def _position(what: str) -> str | None:
    words = what.lower()
    if "attack position" in words:
        return "attack"
    if re.search(r"defen[cs]e position", words):
        return "defense"
    return "face-up" if "face-up" in words else "face-down" if "face-down" in words else None
