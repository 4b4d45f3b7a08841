"""What an effect activated by declaration needs on the field to be activated, when its text says
so: "If you control a face-up "Reptilianne" monster: ...", "If you control "Dark Magician": ...",
"If you control no monsters: ...", "If "Necrovalley" is on the field, you can ...", "Activate only
while "Umi" is on the field.", "Activate only while you control an "Alien" monster.", "You can only
activate this card if your opponent controls a face-up Spirit monster."

Read: the state (vocab.model.NEEDS_ON_FIELD) and the kind of card it names. Only a condition whose
first part is such a state is read; what follows "and" or "with"/"that" narrows it further, so the
state read is still needed (never read as more than the text needs). "another" card of that kind its player
controls is one other than this card; "other" cards, a count of cards, and Graveyard or hand states are not
read."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import CardKind

_ONLY = (r"(?:activate (?:this card |this effect )?only|(?:^|(?<=\. ))activate(?= while\b)|you can only activate this (?:card|effect)|"
         r"this (?:card|effect) can only be activated|you can activate this (?:card|effect) only|"
         r"only activate this (?:card|effect))\s+(?:during your main phase\s+)?(?:while|if|when)\s+")
# ("This card can only be activated during your Main Phase when ... are face-up on your side of the
# field": the phase is read by activation_phase, the state after it here)
# the states: the words naming the card end at "and", a comma, a colon or the end of the sentence
_WHAT = r"(?P<what>[^.:;,]+?)"
_END = r"\s*(?:$|[.:;,]|\band\b|\bwhile\b)"
_STATES = (
    # "This card must be the only Zombie monster on the field": none other than this card
    ("you-control-no-other", re.compile(r"^this card is the only " + _WHAT + r" you control" + _END, re.I)),
    ("none-other-on-the-field", re.compile(r"^this card is the only " + _WHAT + r" on the field" + _END, re.I)),
    ("you-control-none", re.compile(r"^you control no " + _WHAT + _END, re.I)),
    # (a quoted name may follow with no space, as in some printed texts: 'If you control"Necrovalley":')
    # "If you control another "Six Samurai" monster": one that is not this card
    ("you-control-another", re.compile(r"^you control another " + _WHAT + _END, re.I)),
    ("you-control", re.compile(r"^you control(?: |(?=\"))" + _WHAT + _END, re.I)),
    ("opponent-controls", re.compile(r"^your opponent controls(?: |(?=\"))" + _WHAT + _END, re.I)),
    ("on-the-field", re.compile(r"^(?P<what>\"[^\"]+\"(?: or \"[^\"]+\")?) is (?:face-up )?on the field" + _END, re.I)),
)
# the condition at the start of the effect ("If you control ...: ", "If ... is on the field, you can ...")
_LEADING = re.compile(r"^(?:once per turn,\s*)?(?:if\s+|when\s+(?=(?:you|your opponent|both players|either player)\s+"
                      r"(?:control|controls|have|has)\s))(?P<state>[^:]+?):", re.I)
# ("When your opponent has 4 cards in their hand: ..." - "when" before a player's holding is a
# state, not an event)
_SENTENCE = re.compile(r"\b" + _ONLY + r"(?P<state>[^.]+)", re.I)
# "If the only face-up monsters you control are ..., you can activate this card.": the state before the permission
_IF_YOU_CAN = re.compile(r"^if\s+(?P<state>[^.:,]+),\s+you can activate this (?:card|effect)\b", re.I)
# "When <event> while you control <cards>:", "Activate only when <event> while you control <cards>":
# the state that must hold as the event happens, and so as the card answering it is activated
_LEADING_WHEN = re.compile(r"^(?:once per turn,\s*)?when\s+(?P<state>[^:]+?):", re.I)
_WHILE_STATE = re.compile(r"^(?P<event>.+?),?\s+while\s+(?P<state>(?:you|your opponent|they)\s+controls?\s.+|"
                          r"the only monsters you control are\s.+)$", re.I)
# "When an opponent's monster declares an attack while they control ...": "they" is the
# player whose card the event names
_THEY = re.compile(r"^they\s+control\b", re.I)
# words that make the kind one the reader cannot hold: another card, a count, a relation to another card
_NOT_READ = re.compile(r"\b(?:this|other|another|\d+|two|three|same|different|than|equal|number|cards? in|each|both|only)\b",
                       re.I)


# "if this card was Special Summoned by the effect of "Allure Queen LV5"", "If this card
# was Special Summoned by the effect of a "Gladiator Beast" monster, ...": a condition on the Summon that
# put its card on the field (only as the activation's own condition, not "When ... is Special Summoned")
_SUMMONED_BY = re.compile(r"\bif this card (?:was|is) special summoned by the effect of (?:an? )?\"(?P<name>[^\"]+)\"", re.I)


def summoned_by(text: str) -> str | None:
    """The name the card whose effect Special Summoned this card must carry, when the activation needs it."""
    match = _SUMMONED_BY.search(text)
    return match.group("name") if match else None
def condition_states(text: str) -> list[str]:
    """The words of the state its activation needs: the leading "If ...:" or the "Activate only
    while ..." sentence ("● Activate only if ...": a condition of one option, never read)."""
    text = text.strip()
    found = [_LEADING.match(text) or _IF_YOU_CAN.match(text), None if "●" in text else _SENTENCE.search(text)]
    states = [match.group("state").strip() for match in found if match is not None]
    when = _LEADING_WHEN.match(text)
    if when is not None and not states:
        states = [when.group("state").strip()]
    return [_while(state) for state in states]


def _while(state: str) -> str:
    """"<event> while you control <cards>": the state part; a state alone as it is."""
    found = _WHILE_STATE.match(state)
    if found is None or re.match(r"(?:you|your opponent)\s+(?:control|controls|have|has)\b", found.group("event"), re.I):
        return state
    held = found.group("state").strip()
    if _THEY.match(held):
        if not re.search(r"\b(?:an? )?opponent's\b", found.group("event"), re.I):
            return state                  # whose "they" is not said by the event: not read
        held = _THEY.sub("your opponent controls", held)
    return held


# "the only monster you control is 1 face-up "X-Saber" monster", "the 1 and only monster on your side
# of the field is "A", "B", or "C"": its controller controls exactly one monster, and it is of that kind
_ONLY_ONE = re.compile(r"^the (?:1 and )?only monster (?:you control|on your side of the field) is (?:1 |a |an )?(?P<what>[^.:;]+?)\s*$",
                       re.I)
# names joined by "or" are any one of them ("a face-up "Venom" monster, "Vennominaga ...", or "Vennominon
# ..."", "at least 1 face-up "Chu-Ske the Mouse Fighter", "Monk Fighter", or "Master Monk"")
_NAME = r"(?:face-up )?\"[^\"]+\"(?: monsters?)?"
_NAME_OR_LIST = _NAME + r"(?:, " + _NAME + r")*,? or " + _NAME
# "while the only monsters you control are Machine-Type "roid" monster(s)": at least 1 monster, and every one of that kind
# "If the only face-up monsters you control are "Fortune Lady" monsters": the same of its face-up monsters only (a Set
# monster beside them does not count; rule cond-activation-needs-only-these-face-up)
_ONLY_THESE = re.compile(r"^the only (?P<face>face-up )?monsters you control are (?P<what>[^.:;]+?)\s*$", re.I)
_ONE_OF = (
    ("you-control", re.compile(r"^you control (?:an? |at least 1 )(?P<what>" + _NAME_OR_LIST + r")\s*$", re.I)),
    ("opponent-controls", re.compile(r"^your opponent controls (?:an? |at least 1 )(?P<what>" + _NAME_OR_LIST + r")\s*$", re.I)),
    ("you-control", re.compile(r"^there is (?:an? |at least 1 )(?P<what>" + _NAME_OR_LIST + r") on your side of the field\s*$", re.I)),
    ("opponent-controls", re.compile(r"^there is (?:an? |at least 1 )(?P<what>" + _NAME_OR_LIST + r") on your opponent's side of "
                                     r"the field\s*$", re.I)),
)


def _only_or_one_of(state: str) -> tuple[str | None, CardKind]:
    """The "only monster" and "one of these names" states; (None, empty) for any other."""
    only = _ONLY_ONE.match(state)
    if only is not None:
        what = only.group("what")
        if not re.fullmatch(_NAME_OR_LIST + "|" + _NAME, what, re.I) and (
                _NOT_READ.search(_unquoted(what)) or not re.search(r"\bmonsters?\b", what, re.I)):
            return None, CardKind()
        kind = card_kind(what)
        return ("you-control-only-one", kind) if not kind.empty else (None, CardKind())
    only = _ONLY_THESE.match(state)
    if only is not None:
        kind = card_kind(only.group("what"))
        need = "you-control-only-face-up" if only.group("face") else "you-control-only"
        return (need, kind) if not kind.empty and not _NOT_READ.search(_unquoted(only.group("what"))) \
            else (None, CardKind())
    for name, pattern in _ONE_OF:
        found = pattern.match(state)
        if found is not None:
            kind = card_kind(found.group("what"))
            return (name, kind) if len(kind.names) >= 2 else (None, CardKind())
    return None, CardKind()


def field_needs(text: str) -> tuple[str | None, CardKind]:
    """(the state of the field its activation needs, the kind of card it names); (None, empty)."""
    for state in condition_states(text):
        special = _only_or_one_of(state)
        if special[0] is not None:
            return special
        for name, pattern in _STATES:
            match = pattern.match(state)
            if match is None:
                continue
            what = match.group("what").strip()
            if re.match(r"\s*,\s*(?:or\s+)?\"", state[match.end("what"):]):
                return None, CardKind()   # a list of names the words cut: not read
            # a Level threshold is a kind of card ("you control a Level 3 or lower WATER"), not a count
            unlevelled = re.sub(r"\blevel \d+ or (?:lower|higher)\b", " ", what, flags=re.I)
            if _NOT_READ.search(unlevelled.replace('"', " ") if '"' not in what else _unquoted(unlevelled)):
                return None, CardKind()
            kind = _face_up_only(what, card_kind(what))
            if name == "on-the-field" and not kind.names:
                return None, CardKind()
            if kind.empty and not re.search(r"\b(?:monsters?|cards?)\b", what, re.I):
                return None, CardKind()
            return name, kind
        return None, CardKind()
    return None, CardKind()


def _face_up_only(what: str, kind: CardKind) -> CardKind:
    """"your opponent controls a face-up monster": a Set monster shows no name or property, so one that
    names some is met by face-up cards only already; one that names none needs its face said (round 85,
    rule cond-activation-needs-a-face-up-card)."""
    if kind.position is None and not kind.names_properties and re.match(r"(?:an? |at least 1 )?face-up\b", what, re.I):
        return replace(kind, position="face-up")
    return kind


def _unquoted(words: str) -> str:
    return re.sub(r"\"[^\"]*\"", " ", words)
