"""Cards by name: finding a card, and searching by part of a name.

``find_card`` is the one place where a name typed by a person becomes a card IRI: case,
punctuation, spacing and accents are ignored ("dark hole", "Dark-Hole" and "DARK HOLE"
are Dark Hole), a passcode or an IRI works too, and an unknown name raises UnknownCard
with the closest names. ``search_cards`` is the search box: part of a name, the start of
one ("Gorz"), a few of its words or a misspelling finds the cards, best first. Their SPARQL
is in ``queries/internal/``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, replace

from edison_kg.errors import UnknownCard
from edison_kg.lookup.rows import py
from edison_kg.sparql import Backend, Term, get_backend
from edison_kg.sparql.named import load_internal
from edison_kg.names import close_matches, fold, words
from edison_kg.vocab.ns import ID_IRI

CARD_IRI = ID_IRI + "card/"


# ---------------------------------------------------------------- finding a card

@dataclass
class _CardIndex:
    by_key: dict[str, list[tuple[str, str, bool]]]    # normalized name -> (iri, name, in pool)
    by_passcode: dict[str, str]
    iris: set[str]


def _index(backend: Backend) -> _CardIndex:
    """The card-name index of the backend's graph, read once per backend."""
    if "card-index" not in backend.cache:
        result = backend.select(load_internal("card-names").text)
        by_key: dict[str, list[tuple[str, str, bool]]] = defaultdict(list)
        by_passcode: dict[str, str] = {}
        for row in result.rows:
            iri, name = row["card"].value, row["name"].value
            by_key[fold(name)].append((iri, name, bool(row["inPool"].to_python()) if "inPool" in row else False))
            if "passcode" in row:
                by_passcode[row["passcode"].value] = iri
        backend.cache["card-index"] = _CardIndex(dict(by_key), by_passcode, {i for v in by_key.values() for i, _, _ in v})
    return backend.cache["card-index"]


def find_card(name: str, backend: Backend | None = None) -> str:
    """The IRI of the card called ``name`` (or with that passcode or IRI).

    Matching ignores case, punctuation, spaces and accents. When two cards fold to the
    same name, the exact spelling wins, then the card in the Edison pool.
    """
    backend = backend or get_backend()
    text = (name or "").strip()
    exact = _exact(text, backend)
    if exact:
        return exact
    index = _index(backend)
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1]
    if text in index.iris:
        return text
    if text.isdigit() and len(text) <= 8 and text.zfill(8) in index.by_passcode:
        return index.by_passcode[text.zfill(8)]
    candidates = index.by_key.get(fold(text), [])
    if candidates:
        best = sorted(candidates, key=lambda c: (c[1] != text, not c[2], c[0]))
        return best[0][0]
    raise UnknownCard(f"no card named {text!r} in the graph{_suggest(text, index)}")


def _exact(text: str, backend: Backend) -> str | None:
    """The card spelled exactly so (one indexed look-up, no index of all names needed)."""
    if not text:
        return None
    rows = backend.select(load_internal("card-by-name").text, {"name": Term.literal(text)}).rows
    return rows[0]["card"].value if rows else None


def _suggest(text: str, index: _CardIndex) -> str:
    key = fold(text)
    if not key:
        return ""
    names = [index.by_key[k][0][1] for k in close_matches(key, sorted(index.by_key), limit=5, cutoff=60)]
    return f"; closest: {', '.join(names)}" if names else ""


# ---------------------------------------------------------------- searching by part of a name

MATCH_KINDS = ("exact", "prefix", "words", "initials", "contains", "fuzzy")   # best first
FUZZY_CUTOFF = 80   # rapidfuzz similarity (0-100) a misspelt name needs to be offered


@dataclass
class CardMatch:
    name: str
    iri: str
    card_type: str                 # Monster | Spell | Trap
    passcode: str | None = None
    in_edison_pool: bool = False
    list_status: str | None = None
    match: str = "exact"           # how it matched, one of MATCH_KINDS
    score: float = 100.0           # rapidfuzz's similarity for a fuzzy match

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class _SearchEntry:
    card: CardMatch
    folded: str        # fold(name)
    spaced: str        # " " + its words joined by spaces: " q" in it says a word starts with q
    initials: str      # the first letter of each word ("bth" for Bottomless Trap Hole)


def _search_index(backend: Backend) -> list[_SearchEntry]:
    """Every card ready for matching, read once per backend."""
    if "card-search" not in backend.cache:
        entries = []
        for row in backend.select(load_internal("card-search-index").text).rows:
            card = CardMatch(name=row["name"].value, iri=row["card"].value, card_type=row["cardType"].value,
                             passcode=py(row, "passcode"), in_edison_pool=bool(py(row, "inPool")),
                             list_status=py(row, "status"))
            parts = words(card.name)
            entries.append(_SearchEntry(card, fold(card.name), " " + " ".join(parts),
                                        "".join(w[0] for w in parts)))
        entries.sort(key=lambda e: (e.card.name, e.card.iri))
        backend.cache["card-search"] = entries
        backend.cache["card-search-names"] = [e.spaced[1:] for e in entries]   # what rapidfuzz compares
    return backend.cache["card-search"]


def all_cards(backend: Backend | None = None) -> list[CardMatch]:
    """Every card of the graph (name, IRI, type, passcode, pool, list status), sorted by name:
    what a reader of names matches against (edison_kg.timing.words)."""
    return [entry.card for entry in _search_index(backend or get_backend())]


def search_cards(text: str, *, limit: int = 10, endpoint: str | None = None,
                 backend: Backend | None = None) -> list[CardMatch]:
    """The cards a search text means, best first (at most ``limit``).

    Case, punctuation and accents are ignored. An exact name (or passcode) comes first, then
    names that start with the text ("Gorz"), names with a word starting with each word of the
    text ("emperor dragon"), names whose initials it is ("BTH"), names that contain it, and
    last names within a few typing errors (rapidfuzz: the whole name, or the part of it most
    like the text, so "Gorz the Emisary" still finds Gorz the Emissary of Darkness). Within
    each, Edison pool cards and shorter names first.
    """
    from rapidfuzz import fuzz, process

    backend = backend or get_backend(endpoint)
    key, wanted = fold(text or ""), words(text or "")
    if not key or limit <= 0:
        return []
    starts = [" " + q for q in wanted]
    passcode = key.zfill(8) if key.isdigit() else None
    found: dict[str, tuple] = {}
    index = _search_index(backend)
    for entry in index:
        folded, card = entry.folded, entry.card
        if key in folded:
            kind = ("exact" if folded == key else "prefix" if folded.startswith(key)
                    else "words" if all(q in entry.spaced for q in starts) else "contains")
        elif len(starts) > 1 and starts[0] in entry.spaced and all(q in entry.spaced for q in starts):
            kind = "words"
        elif len(key) >= 2 and len(wanted) == 1 and (entry.initials == key or
                                                      (len(key) >= 3 and entry.initials.startswith(key))):
            kind = "initials"
        elif passcode is not None and card.passcode == passcode:
            kind = "exact"
        else:
            continue
        found[card.iri] = (MATCH_KINDS.index(kind), not card.in_edison_pool, len(card.name), card.name,
                           replace(card, match=kind))
    if len(found) < limit and len(key) >= 4 and passcode is None:
        query, names = " ".join(wanted), backend.cache["card-search-names"]
        scores: dict[int, float] = {}
        # the whole name, then the best-aligned part of it (a little less: it ignores the rest)
        for scorer, weight in ((fuzz.ratio, 1.0), (fuzz.partial_ratio, 0.95)):
            for _, score, i in process.extract(query, names, scorer=scorer,
                                               limit=limit * 2, score_cutoff=FUZZY_CUTOFF / weight):
                scores[i] = max(scores.get(i, 0.0), score * weight)
        for i, score in scores.items():
            card = index[i].card
            if card.iri not in found and score >= FUZZY_CUTOFF:
                found[card.iri] = (MATCH_KINDS.index("fuzzy"), -score, not card.in_edison_pool, card.name,
                                   replace(card, match="fuzzy", score=round(score, 1)))
    return [entry[-1] for entry in sorted(found.values(), key=lambda e: e[:-1])[:limit]]
