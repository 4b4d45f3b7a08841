"""Cards by name: finding a card, its readable card sheet, and the graph's counts.

``find_card`` is the one place where a name typed by a person becomes a card IRI: case,
punctuation, spacing and accents are ignored ("dark hole", "Dark-Hole" and "DARK HOLE"
are Dark Hole), a passcode or an IRI works too, and an unknown name raises UnknownCard
with the closest names. ``search_cards`` is the search box: part of a name, the start of
one ("Gorz"), a few of its words or a misspelling finds the cards, best first. All SPARQL is in ``queries/`` (the card sheet's queries are in
``queries/internal/``).
"""

from __future__ import annotations

import difflib
import unicodedata
from collections import defaultdict
from dataclasses import asdict, dataclass, field, replace

from edison_kg.sparql import Backend, Term, get_backend
from edison_kg.errors import UnknownCard
from edison_kg.vocab.ns import ID_IRI

CARD_IRI = ID_IRI + "card/"
# The Edison cutoff: SJC Edison, 2010-04-25. A card's release date is its first dated TCG print;
# a pool card dated later is in the pool because the Edison-era card lists include it (the
# earlier prints of such cards, promos and prize cards mostly, carry no date).
EDISON_CUTOFF = "2010-04-25"
RELEASE_DATES = (f"A card's release date is its first dated TCG print (undated prints, promos and prize cards "
                 f"mostly, are not counted); the Edison cutoff is {EDISON_CUTOFF} (SJC Edison). A card whose first "
                 "dated TCG print is after the cutoff is flagged released after the cutoff; in the Edison pool, "
                 "such a card is there because the Edison-era card lists include it.")
CARD_CLASSES = {"MonsterCard": "Monster", "SpellCard": "Spell", "TrapCard": "Trap"}


def normalize(name: str) -> str:
    """A card name folded for matching: no accents, case, punctuation or spaces."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in bare.casefold() if c.isalnum())


# ---------------------------------------------------------------- finding a card

@dataclass
class _CardIndex:
    by_key: dict[str, list[tuple[str, str, bool]]]    # normalized name -> (iri, name, in pool)
    by_passcode: dict[str, str]
    iris: set[str]


def _index(backend: Backend) -> _CardIndex:
    """The card-name index of the backend's graph, read once per backend."""
    if "card-index" not in backend.cache:
        from edison_kg.sparql.named import load_internal

        result = backend.select(load_internal("card-names").text)
        by_key: dict[str, list[tuple[str, str, bool]]] = defaultdict(list)
        by_passcode: dict[str, str] = {}
        for row in result.rows:
            iri, name = row["card"].value, row["name"].value
            by_key[normalize(name)].append((iri, name, bool(row["inPool"].to_python()) if "inPool" in row else False))
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
    candidates = index.by_key.get(normalize(text), [])
    if candidates:
        best = sorted(candidates, key=lambda c: (c[1] != text, not c[2], c[0]))
        return best[0][0]
    raise UnknownCard(f"no card named {text!r} in the graph{_suggest(text, index)}")


def _exact(text: str, backend: Backend) -> str | None:
    """The card spelled exactly so (one indexed look-up, no index of all names needed)."""
    from edison_kg.sparql.named import load_internal

    if not text:
        return None
    rows = backend.select(load_internal("card-by-name").text, {"name": Term.literal(text)}).rows
    return rows[0]["card"].value if rows else None


def _suggest(text: str, index: _CardIndex) -> str:
    key = normalize(text)
    if not key:
        return ""
    close = difflib.get_close_matches(key, list(index.by_key), n=5, cutoff=0.6)
    if len(close) < 5:
        close += sorted(k for k in index.by_key if key in k and k not in close)[: 5 - len(close)]
    names = [index.by_key[k][0][1] for k in close]
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


def _words(name: str) -> tuple[str, ...]:
    """A name's words folded as ``normalize`` folds the whole name ("Chaos Emperor Dragon -
    Envoy of the End" -> chaos, emperor, dragon, envoy, of, the, end)."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    spaced = "".join(c if c.isalnum() else " " for c in bare.replace("'", ""))
    return tuple(spaced.split())


@dataclass
class _SearchEntry:
    card: CardMatch
    folded: str        # normalize(name)
    spaced: str        # " " + its words joined by spaces: " q" in it says a word starts with q
    initials: str      # the first letter of each word ("bth" for Bottomless Trap Hole)


def _search_index(backend: Backend) -> list[_SearchEntry]:
    """Every card ready for matching, read once per backend."""
    if "card-search" not in backend.cache:
        from edison_kg.sparql.named import load_internal

        entries = []
        for row in backend.select(load_internal("card-search-index").text).rows:
            card = CardMatch(name=row["name"].value, iri=row["card"].value, card_type=row["cardType"].value,
                             passcode=_py(row, "passcode"), in_edison_pool=bool(_py(row, "inPool")),
                             list_status=_py(row, "status"))
            words = _words(card.name)
            entries.append(_SearchEntry(card, normalize(card.name), " " + " ".join(words),
                                        "".join(w[0] for w in words)))
        entries.sort(key=lambda e: (e.card.name, e.card.iri))
        backend.cache["card-search"] = entries
        backend.cache["card-search-names"] = [e.spaced[1:] for e in entries]   # what rapidfuzz compares
    return backend.cache["card-search"]


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
    key, wanted = normalize(text or ""), _words(text or "")
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


# ---------------------------------------------------------------- the card sheet

@dataclass
class ClauseView:
    part: str                      # "cost" or "resolution"
    index: int
    action: str
    text: str | None = None
    conjunction: str | None = None  # joins this clause to the one before it
    sequential: bool | None = None


@dataclass
class EffectView:
    number: int
    kind: str | None = None
    optional: bool | None = None
    timing_word: str | None = None
    spell_speed: int | None = None
    once_per_turn: bool | None = None
    targets: bool | None = None
    has_cost: bool | None = None
    cost: str | None = None
    condition: str | None = None
    events: list[str] = field(default_factory=list)
    can_miss_timing: bool | None = None
    damage_step: bool | None = None
    negates_summon: bool | None = None
    text: str | None = None
    provenance: str | None = None
    note: str | None = None
    clauses: list[ClauseView] = field(default_factory=list)
    iri: str | None = None

    def in_words(self) -> str:
        """The effect's structure in a judge's words: 'optional "when" trigger effect: can
        miss the timing · Spell Speed 1 · targets'."""
        kind = EFFECT_KIND_WORDS.get(self.kind or "", self.kind or "effect of unknown kind")
        head = kind
        if self.timing_word and self.timing_word != "none":
            head = f'"{self.timing_word}" {head}'
        if self.optional is not None and self.kind in ("trigger", "trigger-like", "flip"):
            head = f"{'optional' if self.optional else 'mandatory'} {head}"
        parts = [head]
        if self.can_miss_timing is not None:
            parts[0] += ": can miss the timing" if self.can_miss_timing else ": cannot miss the timing"
        if self.spell_speed:
            parts.append(f"Spell Speed {self.spell_speed}")
        for flag, words in ((self.targets, "targets"), (self.once_per_turn, "once per turn"),
                            (self.has_cost, "has a cost"), (self.negates_summon, "negates a Summon"),
                            (self.damage_step, "can be activated in the Damage Step")):
            if flag:
                parts.append(words)
        return " · ".join(parts)


@dataclass
class RulingView:
    iri: str
    era: str | None = None
    section: str | None = None
    position: int | None = None
    addresses: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)
    mentions: list[str] = field(default_factory=list)


@dataclass
class PrecedentView:
    iri: str
    label: str | None = None
    verdict: str | None = None
    reason: str | None = None
    rules: list[str] = field(default_factory=list)   # rule ids of the principles it follows
    era: str | None = None
    situation: str | None = None
    sources: list[str] = field(default_factory=list)


@dataclass
class CardView:
    iri: str
    name: str
    card_type: str                 # Monster | Spell | Trap
    passcode: str | None = None
    subtypes: list[str] = field(default_factory=list)
    archetypes: list[str] = field(default_factory=list)   # by name ("Lightsworn")
    archetype_constants: list[str | None] = field(default_factory=list)  # the same, as set-code constants
    attribute: str | None = None
    monster_type: str | None = None
    level: int | None = None
    atk: int | str | None = None   # "?" when the printed value is "?"
    defense: int | str | None = None
    list_status: str | None = None
    release_date: str | None = None          # the first dated TCG print, YYYY-MM-DD
    released_after_cutoff: bool | None = None  # that print is after the Edison cutoff
    release_note: str | None = None           # the two above in words
    in_edison_pool: bool | None = None
    texts: dict[str, str] = field(default_factory=dict)   # psct, historical, pre-errata, printed, current
    text_read: str | None = None   # which of the texts the card reader read its effects from
    text_read_reason: str | None = None
    links: dict[str, str] = field(default_factory=dict)
    effects: list[EffectView] = field(default_factory=list)
    rulings: list[RulingView] = field(default_factory=list)
    precedents: list[PrecedentView] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    def rulings_by_topic(self) -> dict[str, list[RulingView]]:
        """Ruling references grouped by topic (a reference with several topics is in each;
        one with none is under "other")."""
        groups: dict[str, list[RulingView]] = defaultdict(list)
        for ruling in self.rulings:
            for topic in ruling.topics or ["other"]:
                groups[topic].append(ruling)
        return dict(sorted(groups.items(), key=lambda kv: (kv[0] == "other", -len(kv[1]), kv[0])))

    def to_text(self) -> str:
        return _sheet(self)


EFFECT_KIND_WORDS = {
    "trigger": "trigger effect", "trigger-like": "Trigger-like Effect", "ignition": "Ignition Effect",
    "ignition-like": "Ignition-like Effect", "quick": "Quick Effect", "quick-like": "Quick-like Effect",
    "continuous": "Continuous Effect", "flip": "Flip Effect", "card-activation": "activation of the card",
    "unanalyzed": "effect the card reader could not read",
}
_TEXT_LABELS = (("psct", "Edison-accurate PSCT"), ("historical", "2010 card text (edisonformat.com)"),
                ("pre-errata", "Pre-errata text (simulator script)"), ("printed", "2020 database text"),
                ("current", "Current official text"))
_LINK_LABELS = (("konami", "Konami database"), ("yugipedia", "Yugipedia"),
                ("rulings", "Rulings site"), ("edisonformat", "edisonformat.net"))


def _yes_no(value: bool | None) -> str:
    return "?" if value is None else ("yes" if value else "no")


def _indent(text: str, prefix: str = "    ") -> list[str]:
    return [prefix + line if line else "" for line in text.splitlines()]


def _sheet(card: CardView) -> str:
    lines = [card.name + (f"  [{card.passcode}]" if card.passcode else "")]
    kind = card.card_type + (" — " + " / ".join(card.subtypes) if card.subtypes else "")
    facts = [kind]
    if card.card_type == "Monster":
        facts += [x for x in (card.attribute, card.monster_type) if x]
        if card.level is not None:
            facts.append(f"Level {card.level}")
        if card.atk is not None or card.defense is not None:
            facts.append(f"ATK {card.atk if card.atk is not None else '-'} / DEF {card.defense if card.defense is not None else '-'}")
    lines.append(" · ".join(facts))
    status = [f"Edison list: {card.list_status or 'unknown'}"]
    if card.in_edison_pool is not None:
        status.append("in the Edison pool" if card.in_edison_pool else "not in the Edison pool")
    lines.append(" · ".join(status))
    if card.release_note:
        lines.append(card.release_note)
    if card.archetypes:
        lines.append("Archetypes: " + ", ".join(name + (f" ({constant})" if constant else "")
                                                for name, constant in zip(card.archetypes, card.archetype_constants)))
    lines.append(f"IRI: {card.iri}")
    for key, label in _TEXT_LABELS:
        if card.texts.get(key):
            read = "  (the effects below were read from this text)" if key == card.text_read else ""
            lines += ["", f"{label}:{read}"] + _indent(card.texts[key], "  ")
    if card.text_read_reason:
        lines += ["", f"Text read: {card.text_read_reason}."]

    lines += ["", f"Effects ({len(card.effects)}):" if card.effects else "Effects: none structured"]
    for effect in card.effects:
        head = [effect.kind or "unknown kind"]
        if effect.optional is not None:
            head.append("optional" if effect.optional else "mandatory")
        if effect.timing_word and effect.timing_word != "none":
            head.append(f'timing word "{effect.timing_word}"')
        if effect.spell_speed:
            head.append(f"Spell Speed {effect.spell_speed}")
        if effect.once_per_turn:
            head.append("once per turn")
        if effect.targets:
            head.append("targets")
        lines.append(f"  {effect.number}. " + " · ".join(head))
        if effect.condition or effect.events:
            events = f" [{', '.join(effect.events)}]" if effect.events else ""
            lines.append(f"     Condition: {effect.condition or '-'}{events}")
        if effect.cost or effect.has_cost:
            lines.append(f"     Cost: {effect.cost or 'yes'}")
        resolution = [c for c in effect.clauses if c.part == "resolution"]
        cost_clauses = [c for c in effect.clauses if c.part == "cost"]
        if cost_clauses:
            lines.append("     Cost clauses: " + _clauses(cost_clauses))
        if resolution:
            lines.append("     Clauses: " + _clauses(resolution))
        if effect.can_miss_timing is not None:
            lines.append(f"     Can miss the timing: {_yes_no(effect.can_miss_timing)}")
        if effect.negates_summon:
            lines.append("     Negates a Summon")
        if effect.text:
            lines.append(f"     Text: {' '.join(effect.text.split())}")
        if effect.note:
            lines.append(f"     Note: {effect.note}")

    groups = card.rulings_by_topic()
    lines += ["", f"Ruling references ({len(card.rulings)}):" if card.rulings else "Ruling references: none"]
    for topic, rulings in groups.items():
        lines.append(f"  {topic} ({len(rulings)}):")
        for ruling in rulings:
            where = " ".join(x for x in (ruling.section, f"#{ruling.position}" if ruling.position is not None else None) if x)
            era = f" ({ruling.era})" if ruling.era else ""
            mentions = f" — mentions {', '.join(ruling.mentions)}" if ruling.mentions else ""
            lines.append(f"    - {where or ruling.iri}{era}: {' '.join(ruling.addresses) or ruling.iri}{mentions}")

    lines += ["", f"Precedents ({len(card.precedents)}):" if card.precedents else "Precedents: none"]
    for precedent in card.precedents:
        verdict = f"verdict {precedent.verdict}" if precedent.verdict else "no verdict"
        if precedent.reason:
            verdict += f" ({precedent.reason})"
        rule = f", follows {', '.join(precedent.rules)}" if precedent.rules else ""
        lines.append(f"  - {precedent.label or precedent.iri}: {verdict}{rule}")
        if precedent.situation:
            lines.append(f"    {' '.join(precedent.situation.split())}")
        for source in precedent.sources:
            lines.append(f"    source: {source}")

    links = [f"  {label}: {card.links[key]}" for key, label in _LINK_LABELS if card.links.get(key)]
    if links:
        lines += ["", "Links:"] + links
    return "\n".join(lines) + "\n"


def _clauses(clauses: list[ClauseView]) -> str:
    parts = []
    for clause in clauses:
        joined = f'"{clause.conjunction}" ' if clause.conjunction else ""
        text = f": {clause.text}" if clause.text else ""
        parts.append(f"{joined}[{clause.index}] {clause.action}{text}")
    return " ".join(parts)


def release_note(release_date: str | None, after_cutoff: bool | None, in_pool: bool | None) -> str:
    """The release date and the after-cutoff flag in words, as the card sheet gives them."""
    if not release_date:
        return "First dated TCG print: none known (the sources date none of its prints)."
    if not after_cutoff:
        return f"First dated TCG print: {release_date}, on or before the Edison cutoff ({EDISON_CUTOFF})."
    note = f"First dated TCG print after the Edison cutoff: {release_date} (the cutoff is {EDISON_CUTOFF}"
    if in_pool:
        return note + "); its earlier prints carry no date, and the Edison card lists include it."
    return note + ")."


def _py(row: dict[str, Term], column: str):
    return row[column].to_python() if column in row else None


def _split(row: dict[str, Term], column: str) -> list[str]:
    """A "|"-joined list, sorted (GROUP_CONCAT has no order of its own)."""
    value = _py(row, column)
    return sorted(v for v in str(value).split("|") if v) if value else []


def describe_card(name: str, *, endpoint: str | None = None, backend: Backend | None = None) -> CardView:
    """Everything the graph knows about one card, for people (``to_text``) and machines (``to_dict``)."""
    from edison_kg.sparql.named import load_internal, run_query

    backend = backend or get_backend(endpoint)
    iri = find_card(name, backend)
    card = Term.iri(iri)
    rows = backend.select(load_internal("card-sheet").text, {"card": card}).rows
    if not rows or "name" not in rows[0]:
        raise UnknownCard(f"{iri} is not a card of the graph")
    row = rows[0]
    atk = "?" if _py(row, "atkUnknown") else _py(row, "atk")
    defense = "?" if _py(row, "defUnknown") else _py(row, "def")
    release = _py(row, "releaseDate")
    view = CardView(
        iri=iri, name=_py(row, "name"),
        card_type=CARD_CLASSES.get(str(_py(row, "class")).rsplit("#", 1)[-1], "Card"),
        passcode=_py(row, "passcode"), subtypes=_split(row, "subtypes"),
        attribute=_py(row, "attribute"), monster_type=_py(row, "type"), level=_py(row, "level"),
        atk=atk, defense=defense, list_status=_py(row, "status"),
        release_date=str(release) if release is not None else None, in_edison_pool=_py(row, "inPool"),
        released_after_cutoff=_py(row, "releasedAfterCutoff"),
        texts={key: _py(row, column) for key, column in
               (("psct", "psct"), ("historical", "historical"), ("pre-errata", "preErrata"), ("printed", "printed"),
                ("current", "current")) if column in row},
        text_read=_py(row, "textRead"), text_read_reason=_py(row, "textReadReason"),
        links={key: _py(row, column) for key, column in
               (("konami", "konamiPage"), ("yugipedia", "yugipediaPage"), ("rulings", "rulingsPage"),
                ("edisonformat", "edisonformatPage")) if column in row},
    )
    effects: dict[int, EffectView] = {}
    for r in backend.select(load_internal("card-sheet-effects").text, {"card": card}).rows:
        number = _py(r, "number")
        effects[number] = EffectView(
            number=number, kind=_py(r, "kind"), optional=_py(r, "optional"), timing_word=_py(r, "timingWord"),
            spell_speed=_py(r, "spellSpeed"), once_per_turn=_py(r, "oncePerTurn"), targets=_py(r, "targets"),
            has_cost=_py(r, "hasCost"), cost=_py(r, "cost"), condition=_py(r, "condition"),
            events=_split(r, "events"), can_miss_timing=_py(r, "canMissTiming"), damage_step=_py(r, "damageStep"),
            negates_summon=_py(r, "negatesSummon"), text=_py(r, "text"), provenance=_py(r, "provenance"),
            note=_py(r, "note"), iri=r["effect"].value)
    for r in run_query("card-clauses", {"card": iri}, backend=backend).rows:
        effect = effects.get(_py(r, "number"))
        if effect is not None:
            effect.clauses.append(ClauseView(part=_py(r, "part"), index=_py(r, "index"), action=_py(r, "action"),
                                             text=_py(r, "text"), conjunction=_py(r, "conjunction"),
                                             sequential=_py(r, "sequential")))
    for r in backend.select(load_internal("card-sheet-archetypes").text, {"card": card}).rows:
        view.archetypes.append(_py(r, "name"))
        view.archetype_constants.append(_py(r, "setConstant"))
    view.release_note = release_note(view.release_date, view.released_after_cutoff, view.in_edison_pool)
    view.effects = [effects[n] for n in sorted(effects)]
    for r in backend.select(load_internal("card-sheet-rulings").text, {"card": card}).rows:
        view.rulings.append(RulingView(iri=r["ruling"].value, era=_py(r, "era"), section=_py(r, "section"),
                                       position=_py(r, "position"), addresses=_split(r, "addresses"),
                                       topics=_split(r, "topics"), mentions=_split(r, "mentions")))
    for r in run_query("card-precedents", {"card": iri}, backend=backend).rows:
        view.precedents.append(PrecedentView(
            iri=r["precedent"].value, label=_py(r, "label"), verdict=_py(r, "verdict"), reason=_py(r, "reason"),
            rules=[x for x in str(_py(r, "rules") or "").split(", ") if x], era=_py(r, "era"),
            situation=_py(r, "situation"),
            sources=str(_py(r, "sources") or "").split()))
    return view


# ---------------------------------------------------------------- stats

def stats(*, endpoint: str | None = None, backend: Backend | None = None) -> dict:
    """Counts of the graph: cards (all, Edison pool, monsters/spells/traps), effects by kind,
    clauses, ruling references, precedents, rules by game and triples. Whether the graph
    conforms to the shapes is the validator's job, not counted here."""
    from edison_kg.sparql.named import load_internal, run_query

    backend = backend or get_backend(endpoint)
    counts = backend.select(load_internal("stats").text).rows[0]

    def n(column: str) -> int:
        return _py(counts, column) or 0

    result = {
        "cards": n("cards"),
        "edison_pool_cards": n("poolCards"),
        "monsters": n("monsters"),
        "spells": n("spells"),
        "traps": n("traps"),
        "effects": n("effects"),
    }
    for row in run_query("effect-kind-counts", {}, backend=backend).rows:
        result[f"effects.{_py(row, 'kind')}"] = _py(row, "effects")
    result["clauses"] = n("clauses")
    result["ruling_references"] = n("rulingReferences")
    result["precedents"] = n("precedents")
    result["rules"] = n("rules")
    for row in backend.select(load_internal("stats-rules-by-game").text).rows:
        result[f"rules.{_py(row, 'game')}"] = _py(row, "rules")
    result["triples"] = _py(backend.select(load_internal("stats-triples").text).rows[0], "triples")
    return result
