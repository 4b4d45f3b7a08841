"""States of the duel a declared activation needs that no other reading holds: "Activate only
while all monsters on the field are face-up", "If you have only Insect-Type monsters in your Graveyard", "Activate
only if all monsters in your Graveyard are Reptile-Type", "when your opponent's hand is 6 or more cards and your hand
is 2 or less", "when any player has 6 or more cards on the field and/or in their hand", "When there are face-up WIND,
WATER, FIRE and EARTH monster(s) on the field", "if your opponent controls a monster and you control no monsters",
"while there are 3 Monster Cards with the same name in your Graveyard", "while there are 3 Normal Monsters of the
same name (except Tokens) on your side of the field".

Read (vocab.model.AnalyzedEffect.needs_held), one entry per state, all of which must hold:
"all-face-up field"; "only-type you graveyard TYPE" (no monster of another Type there); "PLACE WHOSE >= N" /
"PLACE WHOSE <= N" (PLACE hand | monsters (its side's Monster Zones) | hand-field (hand and side of the field together);
WHOSE you | opponent | either); "face-up-attribute field ATTRIBUTE" (a face-up monster of it on the field;
"face-up-attribute you ATTRIBUTE", one its controller controls: cardtext/granted_states.py);
"same-name you PLACE N monster|normal" (N cards of one name: Monster Cards, or Normal Monsters that are not Tokens;
PLACE graveyard | field); "graveyard you <= 0" (no cards in its player's Graveyard). Only a condition made of
these states and nothing else is read, or one such state joined by "and" to a count the count readers hold.
Also "phase-start PHASE": "This card can only be activated at the start of Main Phase 1": before anything happens in
that phase (a Summon, an activation), never once something did.
Also "self-position attack|defense" (read by cardtext/condition_tails.py): "This card must be in face-up
Defense Position to activate and to resolve this effect": its own card in that battle position."""

from __future__ import annotations

import re

_CUE = (r"^(?:\(this card is (?:always |not )?treated as [^)]*\)\s*)?(?:once per turn,\s*)?"
        r"(?:(?:you can only activate this card|this card can only be activated|activate (?:this card )?only)\s+)?"
        r"(?:if|when|while)\s+")
_HAND = re.compile(r"(?P<who>your opponent's|your) hand is (?P<n>\d+) or (?P<op>more|less|fewer)(?: cards?)?", re.I)
_ATTRIBUTES = r"(?:DARK|LIGHT|EARTH|WATER|FIRE|WIND)"
# "your opponent controls a monster", "you control no monsters"
# "you control no other monsters": none but this card (a count of monsters held leaves it out); "you control no other
# cards": no card on that side of the field but this one (rule cond-event-tail-state)
_CONTROLS = re.compile(r"(?P<who>your opponent controls|you control) (?P<n>a|no(?: other)?) (?P<noun>monster|card)s?", re.I)


# "there are no cards in your Graveyard": its player's Graveyard empty
_EMPTY_GRAVEYARD = re.compile(r"(?:there are|you have) no cards in your (?:graveyard|gy)", re.I)
# "if 4 or more of your cards are currently removed from play and there are no cards in your Graveyard": a count
# read by the count readers, and a state joined to it by "and"
_JOINED = re.compile(r"\s+and\s+(?P<state>[^,]+?)\s*\.?$", re.I)


def joined_states(condition: str) -> tuple[str, ...]:
    """The states after the last "and" of a condition whose first part a count reader holds (rule
    cond-activation-needs-a-count: every part of the condition must hold)."""
    cue = re.match(_CUE, (condition or "").strip(), re.I)
    joined = _JOINED.search(condition or "") if cue is not None else None
    return _counts(joined.group("state")) if joined is not None and joined.start() > cue.end() else ()


def held_states(condition: str) -> tuple[str, ...]:
    """The states its condition's words need, each as an entry; () when the words say anything else."""
    cue = re.match(_CUE, (condition or "").strip(), re.I)
    if cue is None:
        return ()
    rest = condition.strip()[cue.end():].rstrip(". ")
    if re.fullmatch(r"all monsters on the field are face-up", rest, re.I):
        return ("all-face-up field",)
    only = (re.fullmatch(r"you have only (?P<t>[A-Za-z-]+?)-Type monsters in your Graveyard", rest, re.I)
            or re.fullmatch(r"all monsters in your Graveyard are (?P<t>[A-Za-z-]+?)-Type", rest, re.I))
    if only is not None:
        return (f"only-type you graveyard {only.group('t').capitalize()}",)
    return _counts(rest) or _attributes(rest) or _same_name(rest)


# a part of a trigger's condition, among others joined by commas and "and" ("During your Standby Phase, if this is in
# your GY, you control no monsters, and all monsters in your GY are Dragons"): the event is read elsewhere, this state
# must hold too as it is activated (rule cond-phase-trigger-graveyard-of-one-type)
_ONLY_TYPE_PART = re.compile(r"(?:,|\band)\s+(?:and\s+)?all monsters in your (?:GY|Graveyard) are (?P<t>[A-Za-z]+?)s?(?:-Type)?\s*$",
                             re.I)


def trigger_held_states(condition: str) -> tuple[str, ...]:
    """The Graveyard state a trigger's condition joins to its event: "... and all monsters in your GY are Dragons"."""
    found = _ONLY_TYPE_PART.search((condition or "").rstrip(". "))
    return (f"only-type you graveyard {found.group('t').capitalize()}",) if found is not None else ()


def _counts(rest: str) -> tuple[str, ...]:
    """Cards held in a hand, on a side of the field or both, said as one state or two joined by "and"."""
    # "you control no other cards and have no cards in your hand": none but this card in the hand and on
    # the field together
    if re.fullmatch(r"you control no other cards and have no cards in your hand", rest, re.I):
        return ("hand-field you <= 0",)
    anyone = re.fullmatch(r"any player has (?P<n>\d+) or more cards on the field and/or in their hand", rest, re.I)
    if anyone is not None:
        return (f"hand-field either >= {anyone.group('n')}",)
    parts = re.split(r"\s+and\s+", rest)
    if len(parts) > 2:
        return ()
    found = []
    for part in parts:
        hand, controls = _HAND.fullmatch(part), _CONTROLS.fullmatch(part)
        if _EMPTY_GRAVEYARD.fullmatch(part):
            found.append("graveyard you <= 0")
        elif hand is not None:
            op = ">=" if hand.group("op").lower() == "more" else "<="
            found.append(f"hand {'you' if hand.group('who').lower() == 'your' else 'opponent'} {op} {hand.group('n')}")
        elif controls is not None:
            whose = "you" if controls.group("who").lower() == "you control" else "opponent"
            if controls.group("n").lower() == "no other" and whose != "you":
                return ()
            place = "monsters" if controls.group("noun").lower() == "monster" else "field"
            if place == "field" and controls.group("n").lower() != "no other":
                return ()          # "you control no cards": read by the field needs (cardtext/field_needs.py)
            found.append(f"{place} {whose} " + (">= 1" if controls.group("n").lower() == "a" else "<= 0"))
        else:
            return ()
    return tuple(found)


def _attributes(rest: str) -> tuple[str, ...]:
    attributes = re.fullmatch(r"there are face-up (?P<a>" + _ATTRIBUTES + r"(?:, " + _ATTRIBUTES + r")*,? and " + _ATTRIBUTES
                              + r") monster\(s\) on the field", rest)
    if attributes is None:
        return ()
    return tuple(f"face-up-attribute field {a}" for a in re.findall(_ATTRIBUTES, attributes.group("a")))


def _same_name(rest: str) -> tuple[str, ...]:
    same = re.fullmatch(r"there are (?P<n>\d+) (?P<what>Monster Cards|Normal Monsters) (?:with|of) the same name"
                        r"(?P<tokens> \(except Tokens\))? (?P<where>in your Graveyard|on your side of the field)", rest, re.I)
    if same is None or (same.group("what").lower() == "normal monsters") != bool(same.group("tokens")):
        return ()      # Normal Monsters are read where the text leaves Tokens out, as the printed texts do
    where = "graveyard" if "graveyard" in same.group("where").lower() else "field"
    what = "normal" if same.group("what").lower() == "normal monsters" else "monster"
    return (f"same-name you {where} {same.group('n')} {what}",)


_PHASES = {"main phase 1": "main1", "main phase 2": "main2", "the battle phase": "battle", "the end phase": "end"}
_PHASE_START = re.compile(r"\b(?:this card can only be activated|activate (?:this card )?only|you can only activate this card)"
                          r" at the start of (?P<phase>main phase [12]|the battle phase|the end phase)\b", re.I)


def phase_start(text: str) -> tuple[str, ...]:
    """"can only be activated at the start of Main Phase 1": the phase whose start it needs, as an entry."""
    found = _PHASE_START.search(text or "")
    return (f"phase-start {_PHASES[found.group('phase').lower()]}",) if found else ()



# "The Attribute of this card is also treated as WIND, WATER, FIRE, and EARTH while it is face-up on the field", "While
# this card is face-up on the field its Attribute is also treated as LIGHT", "This card is also treated as a LIGHT while
# face-up on the field.", "While face-up on the field, this card is also WIND attribute.": Attributes its card also has
# there (a condition naming a face-up monster of an Attribute counts it)
_ALSO = re.compile(r"(?:the attribute of this card is also treated as (?P<a>[A-Z ,]+?) while (?:it|this card) is face-up on the "
                   r"field|while this card is face-up on the field,? its attribute is also treated as (?P<b>[A-Z ,]+?)"
                   r"|this card is also treated as an? (?P<c>[A-Z]+) while face-up on the field"
                   r"|while face-up on the field, this card is also (?P<d>[A-Z]+)(?: attribute)?)\s*(?:\.|$)", re.I)


def also_attributes(text: str) -> tuple[str, ...]:
    """The Attributes a monster's own text says it also has while face-up on the field."""
    found = _ALSO.search(text or "")
    if found is None:
        return ()
    words = found.group("a") or found.group("b") or found.group("c") or found.group("d")
    attributes = tuple(re.findall(_ATTRIBUTES, words.upper()))
    return attributes if attributes and re.fullmatch(r"(?:" + _ATTRIBUTES + r"|,|and|\s)+", words.upper().replace("AND", "and")) else ()
