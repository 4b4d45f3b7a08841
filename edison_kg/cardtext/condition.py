"""The third stage: an effect's activation condition cut from its body (the PSCT colon, or
the old "When ..., you can ..." comma), and the timing word that introduces its event."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.events import PAST_SELF, without_exclusions
from edison_kg.cardtext.words import EVENT_VERB, PAST_STATE
from edison_kg.vocab.model import EventPattern

_CONDITION_START = re.compile(
    r"^(once per (turn|chain|duel)|twice per turn|if you do|when|if|during|at the|each time|while|as long as|"
    r"after|before|activate only|you can only activate this card|this card can only be activated|"
    r"you can activate this card only|only activate|if only|unless|the turn)\b", re.I)
_MAIN_CLAUSE = re.compile(
    r"^(you can|you may|you must|you |your opponent|both players|each player|the (controller|owner|player)|its (owner|controller)|"
    r"this card|it |they |destroy|special summon|add|draw|inflict|negate|return|send|banish|remove|gain|"
    r"take control|equip|place|increase|decrease|pay|discard|change|look|reveal|select|target|toss|roll|"
    r"shuffle|set|flip|switch|halve|double|tribute|skip|end|excavate|declare|the (atk|def|battle|attack|"
    r"monster|target|selected|original|level|damage|effect)|all|that|those|double|both|neither|apply|choose|"
    r"move|remove|treat|summon|attach|count|put|sends?|(1|one|up to) |[a-z\-\"]+ monsters?)\b", re.I)


def split_condition(text: str) -> tuple[str | None, str]:
    """(condition, body): PSCT colon first, then the old 'When ..., you can ...' comma."""
    if re.match(r"^flip\s*:", text, re.I):
        return "FLIP", text.split(":", 1)[1].strip()
    colon = scan.find_top(text, ":")
    semi = scan.find_top(text, ";")
    if colon > 0 and (semi < 0 or colon < semi):
        head = text[:colon].strip()
        if not re.search(r"\b(you can|you may)\b", head, re.I) or re.match(r"^(once per|during|when|if)\b", head, re.I):
            if not re.search(r"(1|one|either) of (these|the following)|following effects?|apply (1|one)|based on|"
                             r"apply the (appropriate|proper) effects?",
                             head, re.I) and not re.search(r"\b(you can|you may) either$", head, re.I):
                return head, text[colon + 1:].strip()
    if not _CONDITION_START.match(text):
        return None, text
    # old wording: the condition ends at the comma after which the main clause starts
    candidates = []
    for i in scan.top_level(text, ",.;"):
        if text[i] == ",":
            candidates.append(i)
        elif i < len(text) - 1 and text[i + 1] == " ":
            break
    fallback = None
    for i in candidates:
        rest = text[i + 1:].strip()
        head = text[:i].strip()
        opener = re.match(r"^(once per (turn|chain|duel)|twice per turn|if you do|during (your|either player's|each|the|"
                          r"your opponent's)[^,]*turn|in either player's turn)$", head, re.I)
        if opener and not re.match(r"^(you can|you may)\b", rest, re.I):
            continue
        if re.match(r"^(when|if|during|at the|once|each time|after|before|in either|while|except)\b", rest, re.I):
            continue
        if _NEXT_SUMMON_IN_A_LIST.match(rest):
            continue      # "Normal Summoned, Flip Summoned, or Special Summoned, ...": the list of Summons goes on
        if fallback is None and not re.match(r"^(and|or|but)\b", rest, re.I):
            fallback = i
        if _MAIN_CLAUSE.match(rest) and not re.match(r"^(and|or|but)\b", rest, re.I):
            return head, rest
    m = re.search(r",?\s+(you can|you may)\s", text)
    you_can = m if m and m.start() > 0 and not scan.inside(text, m.start()) else None
    if fallback is not None and not (you_can and you_can.start() < fallback):
        whole = _whole_first_sentence(text, fallback)
        if whole is not None:
            return whole
        return text[:fallback].strip(), text[fallback + 1:].strip()
    if you_can:
        # "When ... battles, during the Damage Step you can pay ...": the main clause starts at "you can"
        return text[:you_can.start()].strip(" ,"), text[you_can.start():].strip(" ,")
    if _ACTIVATE_ONLY.match(text) and re.search(r"\bin response to\b", text.split(". ", 1)[0], re.I):
        # "You can only activate this card in response to ... . Draw 2 cards": the whole first sentence
        whole = _whole_first_sentence(text, 0)
        if whole is not None:
            return whole
    return None, text

# the next item of a list of Summons in a condition ("Flip Summoned", "or Special Summoned")
_NEXT_SUMMON_IN_A_LIST = re.compile(r"^(?:or |and )?(?:normal|flip|special|tribute|synchro|fusion|ritual) summoned\b", re.I)


def _whole_first_sentence(text: str, comma: int) -> tuple[str, str] | None:
    """An "Activate only when ..." sentence whose commas start no main clause is a condition
    whole, up to its period ("Activate only when your opponent activates a Spell, Trap,
    or Effect Monster's effect that would destroy ...", a list, not the end of the condition)."""
    if not _ACTIVATE_ONLY.match(text):
        return None
    end = next((i for i in scan.top_level(text, ".") if i > comma and (i == len(text) - 1 or text[i + 1] == " ")), None)
    if end is None or not text[end + 1:].strip():
        return None
    return text[:end].strip(), text[end + 1:].strip()


def cut_at_a_comma(text: str, cond: str | None, body: str) -> bool:
    """Did an "Activate only ..." condition end at a comma before its sentence did, so that the body's
    first sentence only finishes it ("Activate only when a Defense Position monster you control, whose
    DEF is higher than its ATK, is destroyed by battle.")? Then that sentence does nothing of its own."""
    if not cond or not _ACTIVATE_ONLY.match(cond) or not text.startswith(cond):
        return False
    return text[len(cond):].lstrip().startswith(",") and not _MAIN_CLAUSE.match(body) and \
        not _CONDITION_START.match(body)


_ACTIVATE_ONLY = re.compile(r"^(activate only|only activate|you can only activate|this card can only be activated|"
                            r"you can activate this card only)\b", re.I)


ACTIVATE_WHEN = re.compile(r"^(?:(?:you can only |you can |only )?activate (?:this card )?(?:only )?|this card can only be activated )"
                            r"(?:only )?(?P<word>when|if|during|while) ", re.I)


NO_TIMING_WORD = ("the condition is written without a timing word ('when', 'if', 'during', 'each time', ...), so "
                  "none is read: whether it can miss the timing is not given by the text")


def timing_word(cond: str, event: EventPattern | None) -> str:
    if event is None:
        return "none"
    low = without_exclusions(re.sub(r"^(once per (turn|chain|duel)|if you do|twice per turn),\s*", "", cond.lower()))
    low = PAST_SELF.sub("", low)        # "If this card was Tribute Summoned, when it is sent ...": the "when"
    if event.types == ["phase_entered"]:
        return "during"
    m = ACTIVATE_WHEN.match(low)
    if m:
        return {"while": "none"}.get(m.group("word"), m.group("word"))
    # the word that introduces the event clause: the last timing word before the first event
    # verb ("During your Draw Phase, when you draw ...", "if you control ... when your opponent
    # Summons ...")
    verb = EVENT_VERB.search(low) or re.search(r"\bsummon(s|ed)?\b", low)
    limit = verb.start() if verb else len(low)
    words = [m.group(1) for m in re.finditer(r"\b(when|if|during|each time|every time|after|at the time|at the|before)\b", low[:limit])]
    if not words:
        words = [m.group(1) for m in re.finditer(r"\b(when|if|during|each time|every time|after|at the time|at the|before)\b", low)]
    if not words:
        # "If you do, activate this effect": the word of the follow-up is the one written
        lead = re.match(r"^(when|if) you do\b", cond.strip().lower())
        return lead.group(1) if lead else "none"       # no timing word is written (NO_TIMING_WORD)
    # "each time" is read like "when": the scripts let such optional effects miss the timing
    return {"when": "when", "if": "if", "during": "during", "each time": "when", "every time": "when", "after": "if",
            "at the": "during", "at the time": "when", "before": "during"}[words[-1]]

_STATE_CONDITION = re.compile(
    r"^(once per (turn|chain|duel), )?(while|as long as|if you control|if your opponent controls|if there (is|are)|if you have|"
    r"if only|if this card is (in|face-up|equipped|the only)|if you|if your|if it is|if all|if no|if the|if this card has|"
    r"during your (main phase|turn)|if both|if neither|if a|if an|when there (is|are)|when you have|when using this card)\b", re.I)


def is_event_condition(cond: str | None, event: EventPattern | None) -> bool:
    if cond is None or event is None:
        return False
    low = cond.lower()
    if re.match(r"^(once per turn, )?(while|as long as)\b", low) and not re.search(r"\b(when|if|each time|every time)\b", low):
        return False                     # "While this card is equipped": a duration, never an event
    if event.types != ["phase_entered"] and PAST_STATE.search(low) and not re.search(
            r"\b(when|if|each time)\b[^,:]*\b(is|are|declares?|activates?|summons?)\b(?![^,:]*this turn)", low):
        return False
    if re.match(r"^(when|if) you do$", low):
        return True
    if event.types != ["phase_entered"] and re.search(r"\b(?:is|are) currently (?:removed from play|banished)(?:$|,? and there (?:is|are)\b)", low):
        return False                     # "if 5 or more of your monsters are currently removed from play": a state, one may follow
    if _STATE_CONDITION.match(low) and not EVENT_VERB.search(low) and event.types != ["phase_entered"]:
        return False
    return True
