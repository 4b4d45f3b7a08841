"""Wordings that several stages of the reader recognize the same way."""

from __future__ import annotations

import re

# a verb of something happening ("is destroyed", "activates", "has been sent")
EVENT_VERB = re.compile(
    r"\b(is|are|was|were|gets?|be) ((normal|tribute|flip|special|synchro|fusion|ritual)(\s*(/|or|,|and)\s*|\s+))*(summoned|sent|destroyed|banished|"
    r"removed|added|discarded|drawn|returned|flipped|equipped|targeted|tributed|activated|attacked|changed|negated|used|"
    r"shuffled|placed|declared|inflicted|chained)\b|\b(declares?|activates?|summons?|destroys?|inflicts?|attacks|draws?|"
    r"discards?|takes?|battles|leaves|gains?|pays?|increases|resolves|controls? of|adds?)\b(?! phase)|\b(this card|it) destroyed\b|"
    r"\b(has|have) been (destroyed|sent|banished|removed|summoned)\b", re.I)

# a state of the past ("if this card was Normal Summoned this turn"): not an event
PAST_STATE = re.compile(r"\b(was|were|has been|have been)\b[^,:]*?\bthis turn\b|\bthis (effect|card's [①-⑩]) was activated\b|"
                        r"\bif this effect was\b|\b(if|while) this card was (normal |special |tribute |flip )?summoned\b|"
                        r"\bthe turn (this card|it) was\b|^during a turn (that|in which)\b", re.I)

# a condition that looks back at what happened earlier ("if this card destroyed a monster by battle
# this turn", "if this card was banished"): checked at the phase it names, never its event
LOOK_BACK = re.compile(r"\b(this card|it|this monster) (destroyed|battled|attacked|inflicted|declared|sent|dealt)\b|"
                       r"\b(was|were|has been|have been)\b", re.I)

EXCEPT_DAMAGE_STEP = re.compile(r"\s*\(?except (during|in) the damage step\)?", re.I)
# "If any Spell or Trap Card(s) are Chained": activated in Chain to another card or effect; a trigger that
# activates after that chain, not an answer to the activation
CHAINED = re.compile(r"\b(?:is|are) chained\b", re.I)
QUICK_MARK = re.compile(r"\((quick effect|quick)\)|\(this is a quick effect\)", re.I)


# the number words of card text, one map for every reading that counts ("a", "two", "twice"; "no" is none)
NUMBER_WORDS = {"no": 0, "a": 1, "an": 1, "one": 1, "once": 1, "two": 2, "twice": 2, "three": 3, "four": 4,
                "five": 5, "six": 6, "seven": 7}


def number_of(word: str, default=None):
    """A count written in digits or in words ("2", "two", "an"); ``default`` for any other word."""
    word = word.strip().lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word, default)
