"""What an edisonrul.ing card page's rulings say of whether the card's effect targets.

Old (pre-PSCT) texts often target without the word ("Select 1 monster ..." or no verb at all): the rulings
say so ("This card's effect targets 1 face-down monster.", "This effect targets.", "This is a targeting
effect."), or say that it does not ("This effect does not target."). Only a ruling about the card's effect
as a whole is read (its subject is "this card('s effect)", "this effect", "the effect", the card's own name
or "it", "the effect of" the card); a ruling naming one of several effects ("The ① effect targets ...") gives the effect's marker.
The card reader applies it (cardtext/ruled_targets.py). No ruling prose is kept: only the statement and the
ruling's source address."""

from __future__ import annotations

import re
from dataclasses import dataclass

# the subject of a ruling about the card's own effect: "This card's effect", "This effect", "The effect",
# "This card", "It", '"Phantom Cricket"' / '"Phantom Cricket"'s effect', 'The ① Ignition Effect', "This is"
_QUOTE = "\"\u201c\u201d"
_SUBJECT = (r"^(?:(?:this card(?:['\u2019]s)?|this|the|its|the card(?:['\u2019]s)?)\s+(?P<marker>[\u2460-\u2473\u24b6-\u24cf]\s+)?"
            r"(?:(?:ignition|trigger|quick|flip|continuous|activated|monster|spell|trap|card)\s+)?(?:effects?|card|it)|"
            r"this card|it|(?:the effects? of\s+)?(?P<name>[" + _QUOTE + r"][^" + _QUOTE + r"]+[" + _QUOTE + r"])(?:['\u2019]s?)?(?:\s+effects?)?)")
_TARGETS = re.compile(_SUBJECT + r"\s+(?:(?P<not>does not|doesn['\u2019]t|does not|do not|don['\u2019]t) target|targets|does target)"
                      r"(?P<rest>\b.*)?$", re.I)
_TARGETING = re.compile(r"^this is (?P<not>not )?a targeting effect\b|^(?:this|the) effect is (?P<not2>not |a non-)?targeting\b",
                        re.I)
# what the ruling says it does not target: a card it takes as it resolves (not a statement of the whole effect)
_PART = re.compile(r"\b(?:the monster it|the card(?:s)? (?:to be|it)|in your hand|in your deck|a card in the graveyard|"
                   r"a monster in the graveyard|when|if|unless|but)\b", re.I)


@dataclass(frozen=True)
class RuledTargeting:
    """One ruling's statement: the effect targets (or not), which effect (its marker), the ruling's address, and
    the words after "targets" ("1 face-down monster on the field"; "" where it names nothing)."""
    targets: bool
    marker: str | None
    source: str | None
    what: str = ""


def _statement(text: str, card_name: str) -> tuple[bool, str | None, str] | None:
    text = text.strip().rstrip(".").strip()
    if text.casefold().startswith(card_name.casefold() + " "):
        text = f'"{card_name}"' + text[len(card_name):]      # "Checkmate targets 1 ...": the card's name unquoted
    match = _TARGETING.match(text)
    if match:
        return not (match.group("not") or match.group("not2")), None, ""
    match = _TARGETS.match(text)
    if match is None:
        return None
    name = match.group("name")
    if name and name.strip(_QUOTE).casefold() != card_name.casefold():
        return None              # another card's effect
    negative = bool(match.group("not"))
    rest = re.split(r"\.\s", match.group("rest") or "", maxsplit=1)[0]     # its own sentence, not the ones after it
    if negative and _PART.search(rest):
        return None              # "does not target the monster it destroys": one part of it, not the effect
    if not negative and re.search(r"\b(?:if|unless)\b", rest, re.I):
        return None              # a target under a condition
    marker = match.group("marker")
    return not negative, marker.strip() if marker else None, rest.strip()


# "This effect activates (starting a Chain) even if there isn't a legal target on the field" (the Charmers): a
# target it need not have, so the effect is not said to target here
_NO_TARGET_NEEDED = re.compile(r"\bactivates\b.*\beven if there (?:is not|isn['\u2019]t|are no) (?:a |any )?(?:legal )?targets?\b", re.I)


def ruled_targeting(page: dict | None, card_name: str) -> list[RuledTargeting]:
    """The statements of a card's rulings page about whether its effect targets, in page order."""
    found = []
    entries = (page or {}).get("rulings") or ()
    if any(isinstance(e, dict) and isinstance(e.get("text"), str) and _NO_TARGET_NEEDED.search(e["text"]) for e in entries):
        return []
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("text"), str) or entry.get("depth"):
            continue
        statement = _statement(entry["text"], card_name)
        if statement is not None:
            source = entry.get("source_url")
            found.append(RuledTargeting(statement[0], statement[1], source if isinstance(source, str) else None, statement[2]))
    return found
