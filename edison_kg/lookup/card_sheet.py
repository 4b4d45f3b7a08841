"""The card sheet: everything the graph knows about one card, for people (``to_text``) and
machines (``to_dict``): its data and texts, each effect's structure in words, its ruling
references by topic and the precedents that involve it."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, field

from edison_kg.errors import UnknownCard
from edison_kg.lookup.cards import find_card
from edison_kg.lookup.queries import run_query
from edison_kg.lookup.rows import joined, py
from edison_kg.sparql import Backend, Term, get_backend
from edison_kg.sparql.named import load_internal

# The Edison cutoff: SJC Edison, 2010-04-25. A card's release date is its first dated TCG print;
# a pool card dated later is in the pool because the Edison-era card lists include it (the
# earlier prints of such cards, promos and prize cards mostly, carry no date).
EDISON_CUTOFF = "2010-04-25"
RELEASE_DATES = (f"A card's release date is its first dated TCG print (undated prints, promos and prize cards "
                 f"mostly, are not counted); the Edison cutoff is {EDISON_CUTOFF} (SJC Edison). A card whose first "
                 "dated TCG print is after the cutoff is flagged released after the cutoff; in the Edison pool, "
                 "such a card is there because the Edison-era card lists include it.")
CARD_CLASSES = {"MonsterCard": "Monster", "SpellCard": "Spell", "TrapCard": "Trap"}


@dataclass
class ClauseView:
    part: str                      # "cost" or "resolution"
    index: int
    action: str
    text: str | None = None
    conjunction: str | None = None  # joins this clause to the one before it
    sequential: bool | None = None
    # what doing it makes happen, as the card reader read it (docs/timing-questions.md's words)
    event: str | None = None        # the event it causes ("destroyed"); None: none of the contract's
    subject: str | None = None      # the card it acts on: self | target | second-target | it
    every: str | None = None        # "all monsters ...": monster | spell-trap | card
    whose: str | None = None        # for `every`: whose cards (you | opponent | either)
    to_zone: str | None = None      # where it sends the card
    player: str | None = None       # who draws, gains or takes damage (absent: the effect's controller)


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


def describe_card(name: str, *, endpoint: str | None = None, backend: Backend | None = None) -> CardView:
    """Everything the graph knows about one card, for people (``to_text``) and machines (``to_dict``)."""
    backend = backend or get_backend(endpoint)
    iri = find_card(name, backend)
    card = Term.iri(iri)
    rows = backend.select(load_internal("card-sheet").text, {"card": card}).rows
    if not rows or "name" not in rows[0]:
        raise UnknownCard(f"{iri} is not a card of the graph")
    row = rows[0]
    atk = "?" if py(row, "atkUnknown") else py(row, "atk")
    defense = "?" if py(row, "defUnknown") else py(row, "def")
    release = py(row, "releaseDate")
    view = CardView(
        iri=iri, name=py(row, "name"),
        card_type=CARD_CLASSES.get(str(py(row, "class")).rsplit("#", 1)[-1], "Card"),
        passcode=py(row, "passcode"), subtypes=joined(row, "subtypes"),
        attribute=py(row, "attribute"), monster_type=py(row, "type"), level=py(row, "level"),
        atk=atk, defense=defense, list_status=py(row, "status"),
        release_date=str(release) if release is not None else None, in_edison_pool=py(row, "inPool"),
        released_after_cutoff=py(row, "releasedAfterCutoff"),
        texts={key: py(row, column) for key, column in
               (("psct", "psct"), ("historical", "historical"), ("pre-errata", "preErrata"), ("printed", "printed"),
                ("current", "current")) if column in row},
        text_read=py(row, "textRead"), text_read_reason=py(row, "textReadReason"),
        links={key: py(row, column) for key, column in
               (("konami", "konamiPage"), ("yugipedia", "yugipediaPage"), ("rulings", "rulingsPage"),
                ("edisonformat", "edisonformatPage")) if column in row},
    )
    effects: dict[int, EffectView] = {}
    for r in backend.select(load_internal("card-sheet-effects").text, {"card": card}).rows:
        number = py(r, "number")
        effects[number] = EffectView(
            number=number, kind=py(r, "kind"), optional=py(r, "optional"), timing_word=py(r, "timingWord"),
            spell_speed=py(r, "spellSpeed"), once_per_turn=py(r, "oncePerTurn"), targets=py(r, "targets"),
            has_cost=py(r, "hasCost"), cost=py(r, "cost"), condition=py(r, "condition"),
            events=joined(r, "events"), can_miss_timing=py(r, "canMissTiming"), damage_step=py(r, "damageStep"),
            negates_summon=py(r, "negatesSummon"), text=py(r, "text"), provenance=py(r, "provenance"),
            note=py(r, "note"), iri=r["effect"].value)
    for r in run_query("card-clauses", {"card": iri}, backend=backend).rows:
        effect = effects.get(py(r, "number"))
        if effect is not None:
            effect.clauses.append(ClauseView(part=py(r, "part"), index=py(r, "index"), action=py(r, "action"),
                                             text=py(r, "text"), conjunction=py(r, "conjunction"),
                                             sequential=py(r, "sequential"), event=py(r, "event"),
                                             subject=py(r, "subject"), every=py(r, "every"), whose=py(r, "whose"),
                                             to_zone=py(r, "toZone"), player=py(r, "player")))
    for r in backend.select(load_internal("card-sheet-archetypes").text, {"card": card}).rows:
        view.archetypes.append(py(r, "name"))
        view.archetype_constants.append(py(r, "setConstant"))
    view.release_note = release_note(view.release_date, view.released_after_cutoff, view.in_edison_pool)
    view.effects = [effects[n] for n in sorted(effects)]
    for r in backend.select(load_internal("card-sheet-rulings").text, {"card": card}).rows:
        view.rulings.append(RulingView(iri=r["ruling"].value, era=py(r, "era"), section=py(r, "section"),
                                       position=py(r, "position"), addresses=joined(r, "addresses"),
                                       topics=joined(r, "topics"), mentions=joined(r, "mentions")))
    for r in run_query("card-precedents", {"card": iri}, backend=backend).rows:
        view.precedents.append(PrecedentView(
            iri=r["precedent"].value, label=py(r, "label"), verdict=py(r, "verdict"), reason=py(r, "reason"),
            rules=[x for x in str(py(r, "rules") or "").split(", ") if x], era=py(r, "era"),
            situation=py(r, "situation"),
            sources=str(py(r, "sources") or "").split()))
    return view
