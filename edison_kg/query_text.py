"""Reading SPARQL text without a parser: the one tokenizer of the package, which skips
comments, strings and IRIs (and prefixed names) so that only the query's own keywords,
brackets and variables are seen. The query command, the server and the store's inference
rules read text with it; where the structure itself is needed (which terms are predicates,
how patterns join), rdflib's SPARQL parser reads it instead (edison_kg/store/reach.py)."""

from __future__ import annotations

import re

_IRIREF = re.compile(r'<[^<>"{}|^`\\\x00-\x20]*>')
_WORD = re.compile(r"[^\W\d][\w\-]*")  # letters of any script: prefixes may use them
_VARNAME = re.compile(r"[A-Za-z0-9_]+")
_DECLARED = re.compile(r"\s*([A-Za-z][\w.-]*)?:\s*<([^>]*)>")
_LONG_QUOTES = ('"""', "'''")


SKIPPED_STARTS = frozenset("#\"'<")


def skipped(query: str, i: int) -> int:
    """The position after the comment, string or IRI that starts at ``i`` (``i`` itself when
    none does: a ``<`` that is an operator). The one place the scanners of query text skip
    text whose brackets and words are not the query's."""
    c, n = query[i], len(query)
    if c == "#":
        end = query.find("\n", i)
        return n if end < 0 else end + 1
    if c == "<":
        match = _IRIREF.match(query, i)
        return match.end() if match else i
    quote = query[i:i + 3] if query[i:i + 3] in _LONG_QUOTES else c
    j = i + len(quote)
    while j < n and query[j:j + len(quote)] != quote and (len(quote) == 3 or query[j] != "\n"):
        j += 2 if query[j] == "\\" else 1
    return j + len(quote)


def tokens(query: str):
    """Yield (position, token): braces, parentheses, ``*``, variables (``?x``) and bare
    words, skipping comments, strings, IRIs and prefixed names."""
    i, n = 0, len(query)
    while i < n:
        c = query[i]
        if c in SKIPPED_STARTS and (after := skipped(query, i)) != i:
            i = after
        elif c in "{}()*":
            yield i, c
            i += 1
        elif c in "?$":
            match = _VARNAME.match(query, i + 1)
            if match:
                yield i, "?" + match.group()
                i = match.end()
            else:
                i += 1
        elif c.isalpha():
            word = _WORD.match(query, i)
            if word is None:  # a letter outside the SPARQL name characters
                i += 1
                continue
            j = word.end()
            if j < n and query[j] == ":":  # a prefixed name (ek:Then), not a keyword
                i = j + 1
                while i < n and (query[i].isalnum() or query[i] in "_-.%\\"):
                    i += 1
                continue
            yield i, query[i:j]
            i = j
        else:
            i += 1


def prefixes(query: str) -> dict[str, str]:
    """The query's PREFIX declarations (prefix -> IRI), each found by its keyword token."""
    found = {}
    for position, word in tokens(query):
        if word.upper() == "PREFIX":
            declared = _DECLARED.match(query, position + len(word))
            if declared:
                found[declared.group(1) or ""] = declared.group(2)
    return found
