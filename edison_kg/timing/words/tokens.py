"""A situation's text cut into tokens (words, numbers, quoted names, punctuation), and the
items the readers make of them (a card, a player, a word of the grammar, a number, a break).

Words are folded as card names are (edison_kg.names.words: no case, accents or apostrophes),
so a token matches a card name word for word. An apostrophe ending is kept apart: "opp's"
is the word "opp" with a possessive, "MST'd" is "mst" used as a verb, "can't" is "cant"."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from edison_kg.names import words

MAX_TEXT = 2000          # characters of a situation read: a few sentences, never a document

_TOKEN = re.compile(r"""
    (?P<quote>"[^"\n]{1,200}"|\u201c[^\u201d\n]{1,200}\u201d)
  | (?P<word>[^\W_]+(?:['\u2019][^\W_]+)*['\u2019]?)
  | (?P<dash>\s[-\u2013\u2014]+\s|[\u2013\u2014]+|--)
  | (?P<punct>[.,;:?!()/&])
""", re.X)
_DIGIT_GROUPS = re.compile(r"(?<=\d),(?=\d{3}\b)")        # 1,000 LP
_NUMBER_UNIT = re.compile(r"(?<=\d)(?=[A-Za-z])|(?<=\bcl)(?=\d)", re.I)    # 1000LP, 2x, CL2
CLITICS = {"s": "s", "d": "d", "t": "nt", "m": "m", "re": "re", "ve": "ve", "ll": "ll"}
BREAKS = ".;:?!()"       # punctuation that ends a clause (a comma and a dash only may)


@dataclass
class Token:
    text: str             # as written
    kind: str             # word | quote | dash | punct
    start: int
    end: int
    word: str = ""        # folded, apostrophes dropped ("opps", "gravekeepers")
    base: str = ""        # folded, without the apostrophe ending ("opp")
    clitic: str | None = None   # the apostrophe ending: s (possessive), d, nt, m, re, ve, ll
    capital: bool = False
    first: bool = False   # the first word of a sentence


_KO = re.compile(r"\bK\.\s?O\.?(?=['\u2019\s,.;!?]|$)")        # One Piece's "K.O.'d" is the verb "KO'd"
_QUOTED = re.compile(r'("[^"\n]*"|\u201c[^\u201d\n]*\u201d)')


def _outside_quotes(text: str) -> str:
    """What is written outside quotes made easy to cut; a quoted card text stays as written."""
    parts = _QUOTED.split(text)
    for i in range(0, len(parts), 2):
        parts[i] = _KO.sub("KO", _DIGIT_GROUPS.sub("", _NUMBER_UNIT.sub(" ", parts[i])))
    return "".join(parts)


def tokenize(text: str) -> list[Token]:
    text = _outside_quotes(text)
    tokens: list[Token] = []
    sentence_start = True
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        raw = match.group()
        token = Token(raw.strip(), kind, match.start(), match.end())
        if kind == "word":
            folded = words(raw)
            token.word = "".join(folded)
            token.base = token.word
            parts = re.split(r"['\u2019]", raw)
            if len(parts) > 1:
                ending = parts[-1].lower()
                if ending == "" and raw.lower().endswith("s'"):     # opponents'
                    token.clitic, token.base = "s", "".join(words(parts[0]))
                elif ending in CLITICS:
                    token.clitic = CLITICS[ending]
                    if ending != "t":        # "can't", "doesn't" stay whole: the lexicon lists them
                        token.base = "".join(words("".join(parts[:-1])))
            token.capital = raw[:1].isupper()
            token.first = sentence_start
            sentence_start = False
        elif kind == "punct" and raw in ".?!":
            sentence_start = True
        elif kind == "quote":
            token.word = token.base = "".join(words(raw))
            sentence_start = False
        tokens.append(token)
    return tokens


@dataclass
class Item:
    """What the readers made of one or more tokens."""

    kind: str             # card | unknown | player | word | number | break | quote
    text: str             # the words as written
    start: int            # index of its first token
    end: int              # index after its last token
    readings: tuple = ()  # for a word: its lexicon Readings
    value: object = None  # card: CardMention; player: side; number: int; break: the mark
    possessive: bool = False
    verb_form: bool = False     # a card name used as a verb ("opp MSTs my Call")
    capital: bool = False
    first: bool = False
    extra: dict = field(default_factory=dict)

    def has(self, category: str, value: str | None = None) -> bool:
        return any(r.category == category and (value is None or r.value == value) for r in self.readings)

    def value_of(self, category: str) -> str | None:
        return next((r.value for r in self.readings if r.category == category), None)

    @property
    def is_noun(self) -> bool:
        """A card, something that may be a card, or a pronoun standing for one."""
        return self.kind in ("card", "unknown", "quote") or (self.kind == "word" and self.has("pron"))
