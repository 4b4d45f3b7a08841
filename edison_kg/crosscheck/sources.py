"""The cross-check's inputs: the simulator's script rows (``edison_effects.jsonl``) and the
card texts (``edison_cards.jsonl`` with the PSCT and 2010 texts of the rulings pages merged
in), read from a sources folder or from the compact copies under tests/fixtures (which
``write_fixtures`` writes); the mapping of script facts to our vocabulary and the recorded
differences (``resources/``); and which script a card is compared with."""

from __future__ import annotations

import gzip
import json
from dataclasses import asdict
from difflib import SequenceMatcher
from functools import lru_cache
from pathlib import Path

from edison_kg import cardtext
from edison_kg.errors import BadInput
from edison_kg.sources.ruling_targets import ruled_targeting
from edison_kg.sources.rulings import page_slug
from edison_kg.paths import PACKAGE_DIR, PROJECT_DIR

RESOURCES = PACKAGE_DIR / "resources"
FIXTURES = PROJECT_DIR / "tests" / "fixtures"


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
    # the card's first rulings page, as the importer reads it (sources/importer.py card_record)
    first_pages: dict = {}
    for page in sorted(rulings, key=lambda p: (str(p.get("passcode_match") or "").startswith("upstream_errata_map"),
                                               page_slug(p))):
        first_pages.setdefault(page.get("passcode"), page)
    for card in cards:
        statements = ruled_targeting(first_pages.get(card["passcode"]), str(card.get("name", "")))
        if statements:
            card["ruled_targeting"] = [asdict(statement) for statement in statements]
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
CARD_FIELDS = ("passcode", "name", "card_type", "subtypes", "text", "psct_text", "historical_text", "pre_errata_texts",
               "text_ygojson_en", "ruled_targeting")     # what the rulings say of its targeting


def usable_row(row: dict) -> bool:
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


def rows_followed(rows: list[dict], script: str) -> list[dict]:
    if script == "official":
        return [r for r in rows if r.get("script_variant", "official") == "official"]
    return [r for r in rows if str(r.get("script_passcode")) == script]


# cards outside the pool that the seed documents use as examples (Konami texts, kept for the tests)
EXTRA_CARDS = ("Effect Veiler", "Amazoness Village")


def _kept(card: dict) -> dict:
    """The card's texts the reader reads (today's text only where it differs from the database
    text: the reader compares the two, cardtext/wording.py)."""
    kept = {k: card[k] for k in CARD_FIELDS if card.get(k) is not None}
    if kept.get("text_ygojson_en") == kept.get("text"):
        kept.pop("text_ygojson_en", None)
    return kept


def write_fixtures(sources_dir: str, fixtures_dir: str | None = None) -> dict:
    """Write the compact copies the tests and ``check-effects`` read by default: the script
    rows the cross-check reads, and the texts of the pool cards (PSCT merged in) plus the
    few seed-example cards outside the pool (marked ``in_edison_pool: false``)."""
    rows, cards = load_sources(sources_dir)
    out = Path(fixtures_dir) if fixtures_dir else FIXTURES
    out.mkdir(parents=True, exist_ok=True)
    pool = {c["passcode"] for c in cards if c.get("in_edison_pool", True)}
    kept_rows = [{k: r.get(k) for k in ROW_FIELDS} for r in rows if usable_row(r) and r["passcode"] in pool]
    kept_cards = [_kept(c) for c in cards if c["passcode"] in pool]
    extended = Path(sources_dir) / "edison_extended_candidates.jsonl"
    if extended.exists():
        for card in _read_jsonl(extended):
            if card["name"] in EXTRA_CARDS:
                kept_cards.append({**_kept(card), "in_edison_pool": False})
    for name, data in (("edison_effects.jsonl.gz", kept_rows), ("card_texts.jsonl.gz", kept_cards)):
        tmp = out / (name + ".tmp")
        with gzip.GzipFile(tmp, "wb", mtime=0) as raw:
            raw.write("".join(json.dumps(d, ensure_ascii=False, sort_keys=True) + "\n" for d in data).encode("utf-8"))
        tmp.replace(out / name)
    return {"script_rows": len(kept_rows), "cards": len(kept_cards)}
