"""The ruling references of an edisonrul.ing card page, read from its entries: the cards each
ruling names (quoted names exactly, then unquoted names by a longest-match scan over words),
its topics (resources/ruling_topics.toml), who issued it, where it nests and the addresses it
cites. No ruling prose is kept."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import urlsplit

from edison_kg.errors import BadInput
from edison_kg.vocab.model import RulingReference
from edison_kg.paths import PACKAGE_DIR
from edison_kg.rdf.iris import fold_ascii, ruling_iri, safe_iri, slugify
from edison_kg.sources.curated import BLOCKING_PHRASES, UNQUOTED_NAME_STOPLIST

TOPICS_FILE = PACKAGE_DIR / "resources" / "ruling_topics.toml"
# Short function words whose case is free inside a card name ("the Kick Man").
_CASE_FREE = frozenset({"a", "an", "and", "at", "for", "from", "in", "of", "on", "the", "to", "with"})
_MIN_UNQUOTED_LETTERS = 5
UPPER_DECK_SIGNS = re.compile(r"\bUDE\b|\bUpper ?Deck\b|upperdeck\.com", re.IGNORECASE)


@dataclass
class _Name:
    tokens: tuple[str, ...]
    capitals: tuple[bool, ...]      # the text's word must start with a capital here
    shouted: tuple[bool, ...]       # the name's word is in capitals ("HERO")
    card: str | None                # None: a blocking phrase


def _tokens(text: str) -> list[tuple[str, bool, int, int, bool]]:
    """(lower-case word, starts with a capital, start, end, all capitals) of the ASCII-folded text."""
    folded = fold_ascii(text)
    return [(m.group(0).lower(), m.group(0)[0].isupper(), m.start(), m.end(),
             len(m.group(0)) > 1 and m.group(0).isupper())
            for m in re.finditer(r"[A-Za-z0-9]+", folded)]


QUOTED = re.compile(r"[\"“]([^\"“”\n]{2,90})[\"”]")


class NameIndex:
    """Find the cards a ruling names: quoted names exactly, then unquoted names by a
    longest-match scan over words. An unquoted match needs the name's capitals, is not a
    word in capitals where the name has none ("DARK Fusion"), is not followed by "Token",
    and skips stoplisted names and names of fewer than 5 letters."""

    def __init__(self, cards: list[tuple[str, list[str]]], stoplist=UNQUOTED_NAME_STOPLIST,
                 blockers=BLOCKING_PHRASES):
        self.exact: dict[str, set[str]] = {}
        by_first: dict[str, dict[tuple, _Name]] = {}
        ambiguous: set[tuple] = set()
        entries = [(iri, name) for iri, names in cards for name in names]
        entries += [(None, phrase) for phrase in blockers]
        for iri, name in entries:
            tokens = _tokens(name)
            if not tokens:
                continue
            key = tuple(t[0] for t in tokens)
            if iri is not None:
                self.exact.setdefault(" ".join(key), set()).add(iri)
                if name in stoplist or sum(len(t) for t in key) < _MIN_UNQUOTED_LETTERS:
                    continue
            entry = _Name(key, tuple(t[1] and t[0] not in _CASE_FREE for t in tokens),
                          tuple(t[4] for t in tokens), iri)
            known = by_first.setdefault(key[0], {})
            if key not in known or known[key].card is None:  # a card's name wins over a blocker
                known[key] = entry
            elif iri is not None and known[key].card != iri:
                ambiguous.add(key)
        self.by_first = {
            first: sorted((n for k, n in known.items() if k not in ambiguous), key=lambda n: (-len(n.tokens), n.tokens))
            for first, known in by_first.items()}

    def quoted(self, text: str) -> list[tuple[str, int, int]]:
        out = []
        for match in QUOTED.finditer(text):
            key = " ".join(t[0] for t in _tokens(match.group(1)))
            for iri in sorted(self.exact.get(key, ())):
                out.append((iri, match.start(), match.end()))
        return out

    def unquoted(self, text: str) -> list[tuple[str, int, int]]:
        tokens = _tokens(text)
        words = [t[0] for t in tokens]
        out = []
        i = 0
        while i < len(tokens):
            for name in self.by_first.get(words[i], ()):
                n = len(name.tokens)
                if tuple(words[i:i + n]) != name.tokens:
                    continue
                if not all(tokens[i + k][1] for k in range(n) if name.capitals[k]):
                    continue
                if name.card is not None:
                    shouting = any(tokens[i + k][4] and not name.shouted[k] for k in range(n))
                    token_after = i + n < len(tokens) and words[i + n] == "token" and name.tokens[-1] != "token"
                    if not shouting and not token_after:
                        out.append((name.card, tokens[i][2], tokens[i + n - 1][3]))
                i += n
                break
            else:
                i += 1
        return out

    def find(self, text: str) -> tuple[set[str], list[tuple[int, int]], set[str]]:
        """(cards named, spans of the names, cards found only without quotes)."""
        quoted = self.quoted(text)
        unquoted = self.unquoted(text)
        cards = {c for c, _, _ in quoted}
        only_unquoted = {c for c, _, _ in unquoted} - cards
        return cards | only_unquoted, [(s, e) for _, s, e in quoted + unquoted], only_unquoted


@lru_cache(maxsize=1)
def topic_rules() -> tuple[tuple[str, re.Pattern, str], ...]:
    """(topic notation, wording, example) in table order."""
    with TOPICS_FILE.open("rb") as handle:
        rows = tomllib.load(handle)["topic"]
    return tuple((row["topic"], re.compile(row["pattern"], re.IGNORECASE), row["example"]) for row in rows)


def ruling_topics(text: str) -> list[str]:
    """Notations of the ek:RulingTopics concepts the wording of ``text`` marks."""
    return [topic for topic, pattern, _ in topic_rules() if pattern.search(text)]


def _blank(text: str, spans) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def ruling_era(entry: dict) -> str:
    """Who issued a ruling (notation of ek:Eras).

    edisonformat.net -> the Edison community; edisonformat.com -> Konami, unless the entry
    itself says it is an Upper Deck (UDE) ruling or cites an upperdeck.com address, in which
    case the original publisher. The section's Source address decides over the heading.
    """
    host = (urlsplit(entry.get("source_url") or "").hostname or "").lower()
    site = "edisonformat.net" if host.endswith("edisonformat.net") else (
        "edisonformat.com" if host.endswith("edisonformat.com") else entry.get("section"))
    if site == "edisonformat.net":
        return "edison-community"
    wording = " ".join([entry.get("text") or ""] + [r for r in entry.get("refs") or () if isinstance(r, str)])
    return "original-publisher" if UPPER_DECK_SIGNS.search(wording) else "konami"


@dataclass
class RulingStats:
    references: int = 0
    mentions: int = 0
    unquoted_mentions: int = 0
    topics: dict[str, int] = field(default_factory=dict)
    eras: dict[str, int] = field(default_factory=dict)
    skipped_echo: int = 0
    bad_addresses: int = 0


def page_slug(page: dict) -> str:
    slug = page.get("slug")
    return slug if isinstance(slug, str) and re.fullmatch(r"[a-z0-9][a-z0-9-]*", slug) else slugify(str(page.get("name", "")))


def ruling_references(page: dict, card: str, names: NameIndex, stats: RulingStats | None = None,
                      where: str | None = None) -> list[RulingReference]:
    """The ruling references of one edisonrul.ing page."""
    stats = stats if stats is not None else RulingStats()
    slug = page_slug(page)
    entries = page.get("rulings") or []
    if not isinstance(entries, list):
        raise BadInput("rulings must be a list", where=where)
    kept = {i for i, e in enumerate(entries) if isinstance(e, dict) and not e.get("card_text_echo")}
    stats.skipped_echo += len(entries) - len(kept)
    out = []
    for position, entry in enumerate(entries):
        if position not in kept:
            continue
        text = entry.get("text") or ""
        era = ruling_era(entry)
        stats.eras[era] = stats.eras.get(era, 0) + 1
        parent = entry.get("parent")
        mentioned, spans, unquoted = names.find(text)
        mentioned.discard(card)
        stats.mentions += len(mentioned)
        stats.unquoted_mentions += len(unquoted - {card})
        topics = ruling_topics(_blank(text, spans))
        for topic in topics:
            stats.topics[topic] = stats.topics.get(topic, 0) + 1
        addresses = {}
        # the page section that publishes the ruling (one address per ruling), and the
        # addresses the ruling itself cites
        for key, urls in (("source", [entry.get("source_url")]), ("see_also", entry.get("refs") or ())):
            addresses[key] = []
            for url in urls:
                iri = safe_iri(url)
                if iri:
                    addresses[key].append(iri)
                elif url:
                    stats.bad_addresses += 1
        out.append(RulingReference(
            iri=ruling_iri(slug, position), card=card, position=position,
            section=str(entry["section"]) if entry.get("section") else None, era=era,
            parent=ruling_iri(slug, parent) if isinstance(parent, int) and parent in kept and parent != position else None,
            mentions=sorted(mentioned), topics=topics, sources=addresses["source"], see_also=addresses["see_also"]))
        stats.references += 1
    return out
