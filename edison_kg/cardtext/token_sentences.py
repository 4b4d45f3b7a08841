"""The sentences a card writes after "Special Summon ... "X Token(s)" (stats)" about the Tokens it Summons
("It cannot attack.", "They cannot be Tributed ...", "Once per turn, during your Standby Phase, pay 1000 LP or
destroy this Token.", "Each time 1 is destroyed, its controller takes 800 damage."): they are the Tokens' own
lasting conditions, which the Tokens have on the field, not parts of the card's resolution, options or usage
limits (rule token-conditions-belong-to-the-token). The effect is read without them; its text stays whole."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan

# the sentence that Special Summons the Tokens ("Special Summon 1 "Metal Fiend Token" (...)", "... "Sheep Tokens" ...")
_SUMMONS_TOKENS = re.compile(r"\bspecial summon\b[^.]*?\btokens?\b", re.I)
# a later sentence about those Tokens: its subject is them; a "Once per turn" upkeep of "this Token" (the card's
# resolution happens once, a Token stays); the battles "involving it". A deed the card's own effect does later
# ("Destroy this Token during the End Phase", "When that target is destroyed ..., destroy this Token") stays.
_ABOUT_THE_TOKENS = re.compile(r"^\(?\s*(?:it|they|this token|these tokens|the tokens|each time (?:1|one) is destroyed)\b"
                               r"|^once per turn\b.*\b(?:this|these) tokens?\b|\bbattles? involving (?:it|them)\b", re.I)


def without_token_sentences(text: str) -> str:
    """The effect's text without the sentences about the Tokens it Special Summons (after that Summon)."""
    sentences = scan.sentences(text) if text else []
    kept: list[str] = []
    summoned = False
    for sentence in sentences:
        if summoned and _ABOUT_THE_TOKENS.search(sentence.strip()):
            continue
        kept.append(sentence)
        summoned = summoned or bool(_SUMMONS_TOKENS.search(sentence))
    if len(kept) == len(sentences):
        return text
    return " ".join(s.strip() for s in kept)
