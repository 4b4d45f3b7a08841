"""Cross-check of the card-text analyzer against an independent source: the effect facts
of a widely used simulator's card scripts (``edison_effects.jsonl``: effect types such as
EFFECT_TYPE_TRIGGER_O, events such as EVENT_SPSUMMON_SUCCESS, EFFECT_FLAG_DELAY).

The mapping from script facts to our vocabulary is data (``resources/script_mapping.json``).
A script often creates several effect objects for one text effect (a Trap Card with one
activation per kind of Summon, clones for Normal and Special Summons), so script effects
are first grouped, then aligned with the analyzed effects of the same card, and the three
facts compared per aligned effect: kind, optional/mandatory and when/if.

Some cards also have a script for their text before an errata (``pre-errata``). Each card is
compared with the script written for the text our reading follows: the pre-errata one when
its text is closer to the text analyzed (an Edison-accurate PSCT is often the old wording),
or when an override names it (``follows_script``: the override reads the 2010 text).

Where the script and our reading differ for a known reason (the scripts implement today's
texts and rulings, the Edison texts are the 2010 ones or the Edison-accurate PSCT, and a
script may model an effect its own way) the difference is listed with its reason in
``resources/script_differences.json``: it still counts as a disagreement in the rates and
the report shows it as explained. Entries marked ``no_fact`` are script facts that say
nothing about the text (an event that only ever happens outside a chain, where the delay
flag makes no difference); they are left out of the rate and listed.

``check_effects()`` reads the compact copies under tests/fixtures by default (built by
``write_fixtures`` from the upstream files), so the check runs without the source files.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import permutations
from pathlib import Path

from edison_kg import cardtext
from edison_kg.errors import BadInput
from edison_kg.paths import PROJECT_DIR

RESOURCES = Path(__file__).resolve().parent / "resources"
FIXTURES = PROJECT_DIR / "tests" / "fixtures"
TARGETS = {"kind": 0.97, "optional": 0.98, "timing": 0.98}
FACT_LABELS = {"kind": "kind", "optional": "optional/mandatory", "timing": "when/if"}


# ====================================================================== loading

@lru_cache(maxsize=1)
def script_mapping() -> dict:
    return json.loads((RESOURCES / "script_mapping.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def known_differences() -> dict[tuple[str, int, str], dict]:
    path = RESOURCES / "script_differences.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {(str(int(d["passcode"])).zfill(8), int(d["effect"]), d["fact"]): d for d in data["differences"]}


def _read_jsonl(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    rows = []
    with opener(path, "rt", encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as error:
                raise BadInput(f"not a JSON line ({error.msg})", where=f"{path.name}:{number}") from None
    return rows


def _find(directory: Path, name: str) -> Path:
    for candidate in (directory / name, directory / (name + ".gz")):
        if candidate.exists():
            return candidate
    raise BadInput(f"{name} not found", where=str(directory))


def load_sources(sources_dir: str | None = None) -> tuple[list[dict], list[dict]]:
    """(script effect rows, card records with ``psct_text`` merged in), from an upstream
    source directory or, by default, from the compact copies under tests/fixtures."""
    if sources_dir is None:
        directory = FIXTURES
        rows = _read_jsonl(_find(directory, "edison_effects.jsonl"))
        cards = _read_jsonl(_find(directory, "card_texts.jsonl"))
        return rows, cards
    directory = Path(sources_dir)
    if not directory.is_dir():
        raise BadInput("not a directory", where=str(sources_dir))
    rows = _read_jsonl(_find(directory, "edison_effects.jsonl"))
    cards = _read_jsonl(_find(directory, "edison_cards.jsonl"))
    try:
        rulings = _read_jsonl(_find(directory, "edisonrulings_cards.jsonl"))
    except BadInput:
        rulings = []
    psct = {r["passcode"]: r["psct_text"] for r in rulings if r.get("passcode") and r.get("psct_text")}
    historical = {r["passcode"]: r["printed_text"] for r in rulings if r.get("passcode") and r.get("printed_text")}
    for card in cards:
        if card["passcode"] in psct:
            card["psct_text"] = psct[card["passcode"]]
        if card["passcode"] in historical:
            card["historical_text"] = historical[card["passcode"]]
        older = {str(v["script_passcode"]): v["text"] for v in card.get("pre_errata_scripts") or () if v.get("text")}
        if older:
            card["pre_errata_texts"] = older
    return rows, cards


# the fields of a script row the cross-check reads (the fixture keeps only these)
ROW_FIELDS = ("passcode", "card_name", "script_variant", "script_passcode", "effect_index", "var", "cloned_from",
              "types", "code", "code_names", "delay_flag", "card_target_flag", "categories", "has_cost",
              "has_operation", "count_limit", "range", "description_text")
CARD_FIELDS = ("passcode", "name", "card_type", "subtypes", "text", "psct_text", "historical_text", "pre_errata_texts")


def _usable(row: dict) -> bool:
    return (row.get("kind", "effect") == "effect" and row.get("context", "initial_effect") == "initial_effect"
            and row.get("is_activated_or_trigger", True))


def script_followed(card: dict, reading=None) -> str:
    """The script our reading of ``card`` is compared with: "official", or the script
    passcode of a pre-errata variant: named by an override, the one whose text the reader
    read (a 2010 or pre-errata text), or one whose text is closer to the text read than
    today's text is (an Edison-accurate PSCT is often the old wording)."""
    older = card.get("pre_errata_texts") or {}
    if not older:
        return "official"
    named = {entry.get("follows_script") for entry in cardtext.overrides_of(card["passcode"])} - {None}
    if named:
        return named.pop() if named & set(older) else "official"
    reading = reading or cardtext.read_card(card)
    analyzed = reading.text or ""
    closeness = {script: SequenceMatcher(None, analyzed, text).ratio() for script, text in older.items()}
    best = max(sorted(closeness), key=closeness.get)
    if reading.version in ("historical", "pre-errata"):
        return best
    return best if closeness[best] > SequenceMatcher(None, analyzed, card.get("text") or "").ratio() else "official"


def _rows_followed(rows: list[dict], script: str) -> list[dict]:
    if script == "official":
        return [r for r in rows if r.get("script_variant", "official") == "official"]
    return [r for r in rows if str(r.get("script_passcode")) == script]


# cards outside the pool that the seed documents use as examples (Konami texts, kept for the tests)
EXTRA_CARDS = ("Effect Veiler", "Amazoness Village")


def write_fixtures(sources_dir: str, fixtures_dir: str | None = None) -> dict:
    """Write the compact copies the tests and ``check-effects`` read by default: the script
    rows the cross-check reads, and the texts of the pool cards (PSCT merged in) plus the
    few seed-example cards outside the pool (marked ``in_edison_pool: false``)."""
    rows, cards = load_sources(sources_dir)
    out = Path(fixtures_dir) if fixtures_dir else FIXTURES
    out.mkdir(parents=True, exist_ok=True)
    pool = {c["passcode"] for c in cards if c.get("in_edison_pool", True)}
    kept_rows = [{k: r.get(k) for k in ROW_FIELDS} for r in rows if _usable(r) and r["passcode"] in pool]
    kept_cards = [{k: c[k] for k in CARD_FIELDS if c.get(k) is not None} for c in cards if c["passcode"] in pool]
    extended = Path(sources_dir) / "edison_extended_candidates.jsonl"
    if extended.exists():
        for card in _read_jsonl(extended):
            if card["name"] in EXTRA_CARDS:
                kept_cards.append({**{k: card[k] for k in CARD_FIELDS if card.get(k) is not None}, "in_edison_pool": False})
    for name, data in (("edison_effects.jsonl.gz", kept_rows), ("card_texts.jsonl.gz", kept_cards)):
        tmp = out / (name + ".tmp")
        with gzip.GzipFile(tmp, "wb", mtime=0) as raw:
            raw.write("".join(json.dumps(d, ensure_ascii=False, sort_keys=True) + "\n" for d in data).encode("utf-8"))
        tmp.replace(out / name)
    return {"script_rows": len(kept_rows), "cards": len(kept_cards)}


# ====================================================================== script effects

@dataclass
class ScriptEffect:
    """One text effect as the script sees it: one or more script effect objects."""

    vars: list[str]
    kind: str
    optional: bool | None
    timing: str | None              # "when" | "if" | "during" for optional triggers
    events: set[str]
    actions: set[str]
    codes: list[str]
    placement: bool = False         # a Continuous/Field/Equip card's plain activation
    targets: bool = False


def _row_type(row: dict) -> str | None:
    types = set(row.get("types") or [])
    for name in script_mapping()["type_precedence"]:
        if name in types:
            return name
    return None


def _row_codes(row: dict) -> list[str]:
    names = row.get("code_names") or []
    return [n for n in names if n.startswith("EVENT_")] or ([row["code"]] if row.get("code") else [])


def script_effects(rows: list[dict], card_type: str, subtypes: tuple[str, ...] = ()) -> list[ScriptEffect]:
    """Group one card's script rows into text effects, in script order. A Continuous, Field
    or Equip card's activation that does nothing itself (no category) is marked
    ``placement``: the analysis leaves such an activation implicit (the contract's "leave
    ``effect`` out for the activation of a Spell/Trap card itself")."""
    stays = card_type in ("spell", "trap") and any(w in " ".join(subtypes).lower() for w in ("continuous", "field", "equip"))
    mapping = script_mapping()
    groups: list[ScriptEffect] = []
    last_group_of_var: dict[str, ScriptEffect] = {}
    signatures: list[tuple] = []
    activation: ScriptEffect | None = None
    for row in sorted(rows, key=lambda r: r["effect_index"]):
        main = _row_type(row)
        if main is None:
            continue
        types = set(row.get("types") or [])
        kind = mapping["effect_types"][main]["kind"][card_type if card_type in ("spell", "trap") else "monster"]
        if main == "EFFECT_TYPE_FLIP" and "EFFECT_TYPE_TRIGGER_O" in types:
            optional = True
        else:
            optional = mapping["effect_types"][main].get("optional")
        codes = _row_codes(row)
        events = {t for c in codes for t in mapping["events"].get(c, [])}
        actions = {a for c in row.get("categories") or [] for a in mapping["categories"].get(c, [])}
        timing = None
        gives_timing = any(t in types for t in mapping["delay"]["fact_types"]) and \
            not (main == "EFFECT_TYPE_FLIP" and "EFFECT_TYPE_TRIGGER_O" not in types)
        if gives_timing and codes and not all(c in mapping["delay"]["no_fact_events"] for c in codes):
            if codes and all(c in mapping["phase_events"] for c in codes):
                timing = mapping["delay"]["phase_events"]
            else:
                timing = mapping["delay"]["with_flag"] if row.get("delay_flag") else mapping["delay"]["without_flag"]
        placement = main == "EFFECT_TYPE_ACTIVATE" and not row.get("categories") and (
            stays or (all(c in mapping["free_chain_events"] for c in codes or ["EVENT_FREE_CHAIN"])
                      and not row.get("card_target_flag") and not row.get("has_cost")))
        signature = (main, tuple(sorted(row.get("categories") or [])), row.get("description_text"),
                     row.get("count_limit"), tuple(row.get("range") or []))
        target = None
        if row.get("cloned_from") and row["cloned_from"] in last_group_of_var:
            target = last_group_of_var[row["cloned_from"]]
        elif main == "EFFECT_TYPE_ACTIVATE" and activation is not None:
            target = activation
        elif groups and signatures[-1] == signature and main != "EFFECT_TYPE_ACTIVATE" and \
                (row.get("description_text") is not None or row.get("categories")):
            target = groups[-1]
        if target is None:
            target = ScriptEffect(vars=[], kind=kind, optional=optional, timing=timing, events=set(), actions=set(),
                                  codes=[], placement=placement)
            groups.append(target)
            signatures.append(signature)
            if main == "EFFECT_TYPE_ACTIVATE":
                activation = target
        else:
            target.placement = target.placement and placement
            if timing == "if" or target.timing is None:
                target.timing = timing if timing else target.timing
        target.vars.append(row.get("var") or f"#{row['effect_index']}")
        target.events |= events
        target.actions |= actions
        target.codes.extend(codes)
        target.targets = target.targets or bool(row.get("card_target_flag"))
        last_group_of_var[row.get("var") or ""] = target
    return groups


# ====================================================================== alignment

_ACTIVATED = {"trigger", "trigger-like", "quick", "quick-like", "ignition", "ignition-like", "flip", "card-activation"}
_FAMILY = {"trigger": "t", "trigger-like": "t", "flip": "t", "quick": "q", "quick-like": "q", "ignition": "i",
           "ignition-like": "i", "card-activation": "a"}


_MIN_SCORE = 1.5      # below it an effect of ours and a script effect are not the same effect


def _our_actions(effect) -> set[str]:
    return {c.action for c in effect.clauses} | {c.action for c in effect.cost_clauses}


def _score(ours, script: ScriptEffect) -> float:
    score = 0.0
    if ours.kind == script.kind:
        score += 4
    elif ours.kind in _ACTIVATED and _FAMILY.get(ours.kind) == _FAMILY.get(script.kind):
        score += 3
    elif ours.kind in _ACTIVATED:
        score += 1
    else:
        score += 0.3
    our_events = set(ours.condition.types) if ours.condition else set()
    if our_events and script.events and our_events & script.events:
        score += 2
    elif not our_events and not script.events:
        score += 0.5
    shared = _our_actions(ours) & script.actions
    score += min(2, len(shared))
    if script.optional is not None and ours.kind in _ACTIVATED and ours.optional == script.optional:
        score += 0.3
    return score


def align(effects: list, scripts: list[ScriptEffect]) -> list[tuple[int | None, int | None]]:
    """Pairs (our effect index, script effect index); None on one side means unmatched.
    Best total score, with order kept as a tie-break (scripts mostly follow text order)."""
    n, m = len(effects), len(scripts)
    if m == 0:
        return [(i, None) for i in range(n)]
    if n == 0:
        return [(None, j) for j in range(m)]
    scores = [[_score(e, s) for s in scripts] for e in effects]
    # order-keeping dynamic programme (global alignment with free gaps)
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    move = [[None] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                continue
            options = []
            if i > 0:
                options.append((best[i - 1][j], "up"))
            if j > 0:
                options.append((best[i][j - 1], "left"))
            if i > 0 and j > 0 and scores[i - 1][j - 1] >= _MIN_SCORE:
                options.append((best[i - 1][j - 1] + scores[i - 1][j - 1], "diag"))
            best[i][j], move[i][j] = max(options, key=lambda o: o[0])
    ordered_total = best[n][m]
    pairs_ordered = []
    i, j = n, m
    while i > 0 or j > 0:
        step = move[i][j]
        if step == "diag":
            pairs_ordered.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif step == "up":
            i -= 1
        else:
            j -= 1
    pairs = sorted(pairs_ordered)
    # scripts sometimes create effects out of text order: try every assignment when small
    if n <= 6 and m <= 6:
        best_total, best_pairs = ordered_total + 1e-9, pairs
        if m <= n:
            for chosen in permutations(range(n), m):
                total, cur = 0.0, []
                for j, i in enumerate(chosen):
                    if scores[i][j] >= _MIN_SCORE:
                        total += scores[i][j]
                        cur.append((i, j))
                if total > best_total + 0.5:
                    best_total, best_pairs = total, sorted(cur)
        else:
            for chosen in permutations(range(m), n):
                total, cur = 0.0, []
                for i, j in enumerate(chosen):
                    if scores[i][j] >= _MIN_SCORE:
                        total += scores[i][j]
                        cur.append((i, j))
                if total > best_total + 0.5:
                    best_total, best_pairs = total, sorted(cur)
        pairs = best_pairs
    matched_ours = {p[0] for p in pairs}
    matched_scripts = {p[1] for p in pairs}
    result = list(pairs)
    result += [(i, None) for i in range(n) if i not in matched_ours]
    for j in range(m):
        if j in matched_scripts:
            continue
        # a script often registers one text effect as several objects (one per event, one
        # per option): an unmatched object joins the text effect it fits best
        partner = max(matched_ours, key=lambda i: scores[i][j], default=None)
        if partner is not None and scores[partner][j] >= 4 and _FAMILY.get(effects[partner].kind) == _FAMILY.get(scripts[j].kind):
            result.append((partner, -1 - j))
        else:
            result.append((None, j))
    return result


# ====================================================================== the report

@dataclass
class Disagreement:
    passcode: str
    card: str
    effect: int | None
    script: str
    fact: str
    ours: str
    theirs: str
    category: str
    explained: str | None = None
    text: str = ""

    def to_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if v not in (None, "")}


@dataclass
class Report:
    counts: dict = field(default_factory=dict)           # fact -> (agree, total)
    disagreements: list[Disagreement] = field(default_factory=list)
    cards: int = 0
    cards_with_scripts: int = 0
    script_effects: int = 0
    matched: int = 0
    unmatched_script: int = 0
    effects: int = 0
    unanalyzed: int = 0
    unanalyzed_examples: list[dict] = field(default_factory=list)
    unmapped_events: int = 0
    overrides: int = 0
    no_fact: list[Disagreement] = field(default_factory=list)   # script facts that say nothing here (listed)
    older_scripts: list[str] = field(default_factory=list)     # cards compared with a pre-errata script
    extra: dict = field(default_factory=dict)

    def rate(self, fact: str) -> float:
        agree, total = self.counts.get(fact, (0, 0))
        return agree / total if total else 1.0

    def meets_targets(self) -> bool:
        return all(self.rate(f) >= t for f, t in TARGETS.items())

    def explained_rate(self, fact: str) -> float:
        """Agreement counting the disagreements whose reason is known as accounted for."""
        agree, total = self.counts.get(fact, (0, 0))
        explained = sum(1 for d in self.disagreements if d.fact == fact and d.explained)
        return (agree + explained) / total if total else 1.0

    def categories(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for d in self.disagreements:
            key = f"{FACT_LABELS[d.fact]}: {d.category}" + (" (explained)" if d.explained else "")
            out[key] = out.get(key, 0) + 1
        return dict(sorted(out.items(), key=lambda kv: (-kv[1], kv[0])))

    def to_dict(self) -> dict:
        agreement = {}
        for fact, (agree, total) in self.counts.items():
            agreement[FACT_LABELS[fact]] = {
                "agree": agree, "total": total, "rate": round(agree / total, 4) if total else None,
                "target": TARGETS[fact], "meets_target": self.rate(fact) >= TARGETS[fact],
                "disagreements": total - agree,
                "explained": sum(1 for d in self.disagreements if d.fact == fact and d.explained),
                "rate_counting_explained": round(self.explained_rate(fact), 4),
                "no_fact": sum(1 for d in self.no_fact if d.fact == fact),
            }
        return {
            "agreement": agreement,
            "meets_targets": self.meets_targets(),
            "cards": self.cards, "cards_with_scripts": self.cards_with_scripts,
            "script_effects": self.script_effects, "matched": self.matched,
            "script_effects_without_counterpart": self.unmatched_script,
            "effects": self.effects, "unanalyzed": self.unanalyzed,
            "triggers_with_unmapped_event": self.unmapped_events, "overrides": self.overrides,
            "extra": self.extra,
            "categories": self.categories(),
            "disagreements": [d.to_dict() for d in self.disagreements],
            "no_fact": [d.to_dict() for d in self.no_fact],
            "unanalyzed_examples": self.unanalyzed_examples,
        }

    def to_text(self, limit: int = 50) -> str:
        out = ["Cross-check of the card-text analyzer against the simulator-script facts", ""]
        out.append(f"cards analyzed: {self.cards} ({self.cards_with_scripts} with activated or trigger effects in their scripts)")
        out.append(f"effects analyzed: {self.effects}; unanalyzed: {self.unanalyzed}; triggers whose event is outside "
                   f"the event vocabulary: {self.unmapped_events}; overridden by hand: {self.overrides}")
        out.append(f"script effects compared: {self.script_effects}; aligned with a text effect: {self.matched}; "
                   f"without a counterpart: {self.unmatched_script}")
        out.append("")
        out.append(f"{'fact':20} {'agree/total':>12} {'rate':>8}  {'target':>6}        disagreements (explained)   "
                   f"counting explained")
        for fact, (agree, total) in self.counts.items():
            explained = sum(1 for d in self.disagreements if d.fact == fact and d.explained)
            mark = "ok" if self.rate(fact) >= TARGETS[fact] else "BELOW"
            out.append(f"{FACT_LABELS[fact]:20} {agree:5}/{total:<6} {self.rate(fact):8.2%}  {TARGETS[fact]:6.0%} {mark:5}"
                       f"  {total - agree:5} ({explained})               {self.explained_rate(fact):7.2%}")
        for key, value in self.extra.items():
            out.append(f"{key}: {value}")
        if self.no_fact:
            out.append(f"script facts set aside as saying nothing about the text (listed with reasons): {len(self.no_fact)}")
        out.append("")
        out.append("disagreements by category:")
        for key, value in self.categories().items():
            out.append(f"  {value:4}  {key}")
        unexplained = [d for d in self.disagreements if not d.explained]
        out.append("")
        out.append(f"disagreements without a recorded reason: {len(unexplained)} (first {min(limit, len(unexplained))} listed)")
        for d in unexplained[:limit]:
            out.append(f"  {d.card} [{d.passcode}] effect {d.effect if d.effect is not None else '-'} ({d.script}): "
                       f"{FACT_LABELS[d.fact]} ours={d.ours} script={d.theirs}  [{d.category}]")
        explained = [d for d in self.disagreements if d.explained] + self.no_fact
        if explained:
            out.append("")
            out.append(f"explained differences (first {min(limit, len(explained))} of {len(explained)}):")
            for d in explained[:limit]:
                out.append(f"  {d.card} effect {d.effect if d.effect is not None else '-'}: {FACT_LABELS[d.fact]} "
                           f"ours={d.ours} script={d.theirs} [{d.category}]: {d.explained}")
        return "\n".join(out) + "\n"


def _timing_class(word: str | None) -> str:
    return "when" if word == "when" else "cannot-miss"


def _kind_category(ours, script: ScriptEffect) -> str:
    if ours is None:
        return "no text effect aligned"
    if ours.kind == "unanalyzed":
        return "unanalyzed text"
    if ours.kind == "continuous":
        return "read as a continuous effect"
    pair = {_FAMILY.get(ours.kind), _FAMILY.get(script.kind)}
    if pair == {"t", "q"}:
        return "trigger vs quick"
    if pair == {"t", "i"}:
        return "trigger vs ignition"
    if pair == {"q", "i"}:
        return "ignition vs quick"
    if "a" in pair:
        return "card activation vs effect"
    if ours.kind == "flip" or script.kind == "flip":
        return "flip vs trigger"
    return "Spell/Trap effect form"


def _compare(ours, script: ScriptEffect) -> list[tuple[str, bool, str, str, str]]:
    """The facts the script gives for one aligned effect: (fact, agree, ours, script, category)."""
    facts = []
    agree = ours is not None and ours.kind == script.kind
    facts.append(("kind", agree, ours.kind if ours else "(none)", script.kind, "" if agree else _kind_category(ours, script)))
    if ours is None:
        return facts
    if script.optional is not None:
        our_opt = ours.optional if ours.kind in _ACTIVATED else None
        if our_opt is None:
            category = f"not an activated effect ({ours.kind})"
        else:
            category = "'you can' in the text" if our_opt else "no 'you can' in the text"
        facts.append(("optional", our_opt == script.optional, _yes_no(our_opt, "optional", "mandatory"),
                      _yes_no(script.optional, "optional", "mandatory"), category))
    if script.timing is not None:
        our_word = "if" if ours.kind == "flip" else ours.timing_word      # FLIP effects never miss the timing
        agree = ours.kind in _ACTIVATED and our_word != "none" and _timing_class(our_word) == _timing_class(script.timing)
        if our_word == "none":
            category = "no event condition read"
        elif script.timing == "when":
            category = f"text says '{our_word}', script has no delay flag"
        else:
            category = "text says 'when', script has the delay flag"
        facts.append(("timing", agree, our_word, script.timing, category))
    return facts


def check_effects(sources_dir: str | None = None) -> Report:
    """Compare the analyzer's reading of every pool card with its script facts."""
    rows, cards = load_sources(sources_dir)
    by_card: dict[int, list[dict]] = {}
    for row in rows:
        if _usable(row):
            by_card.setdefault(int(row["passcode"]), []).append(row)
    known = known_differences()
    report = Report(counts={"kind": [0, 0], "optional": [0, 0], "timing": [0, 0]})
    targets, joined = [0, 0], 0
    for card in cards:
        if not card.get("in_edison_pool", True):
            continue
        passcode = str(int(card["passcode"])).zfill(8)
        reading = cardtext.read_card(card)
        effects = reading.effects
        report.cards += 1
        report.effects += len(effects)
        for e in effects:
            if e.kind == "unanalyzed":
                report.unanalyzed += 1
                if len(report.unanalyzed_examples) < 200:
                    report.unanalyzed_examples.append({"card": card["name"], "effect": e.number, "text": e.text,
                                                       "note": e.note})
            if e.note == cardtext.UNMAPPED_EVENT:
                report.unmapped_events += 1
            if e.provenance == "override":
                report.overrides += 1
        followed = script_followed(card, reading)
        if followed != "official":
            report.older_scripts.append(card["name"])
        rows_of_card = _rows_followed(by_card.get(int(card["passcode"]), []), followed)
        scripts = script_effects(rows_of_card, card.get("card_type", "monster"), tuple(card.get("subtypes") or ())) \
            if rows_of_card else []
        if not scripts:
            continue
        report.cards_with_scripts += 1
        for i, j in align(effects, scripts):
            if j is None:
                continue
            if j < 0:                      # another object of an effect already compared
                joined += 1
                continue
            script = scripts[j]
            ours = effects[i] if i is not None else None
            if script.placement and (ours is None or ours.kind != "card-activation"):
                continue                   # the card's own activation, left implicit by the analysis
            report.script_effects += 1
            if ours is None:
                report.unmatched_script += 1
            else:
                report.matched += 1
                targets[1] += 1
                targets[0] += int(ours.targets == script.targets)
            number = ours.number if ours else None
            for fact, agree, our_value, their_value, category in _compare(ours, script):
                entry = known.get((passcode, number or 0, fact))
                if entry and entry.get("no_fact"):
                    report.no_fact.append(Disagreement(
                        passcode=passcode, card=card["name"], effect=number, script="+".join(script.vars), fact=fact,
                        ours=our_value, theirs=their_value, category=entry["category"], explained=entry["reason"]))
                    continue
                report.counts[fact][1] += 1
                if agree:
                    report.counts[fact][0] += 1
                    continue
                report.disagreements.append(Disagreement(
                    passcode=passcode, card=card["name"], effect=number, script="+".join(script.vars), fact=fact,
                    ours=our_value, theirs=their_value, category=entry["category"] if entry else category,
                    explained=entry["reason"] if entry else None, text=ours.text if ours else ""))
    report.counts = {k: tuple(v) for k, v in report.counts.items()}
    report.extra["script objects joined to a text effect"] = joined
    report.extra["cards compared with their pre-errata script"] = \
        f"{len(report.older_scripts)} ({'; '.join(sorted(report.older_scripts))})"
    report.extra["targets (info)"] = f"{targets[0]}/{targets[1]} aligned effects agree on targeting"
    report.disagreements.sort(key=lambda d: (d.fact, d.category, d.card))
    return report


def _yes_no(value: bool | None, yes: str, no: str) -> str:
    if value is None:
        return "-"
    return yes if value else no
