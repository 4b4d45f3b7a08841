"""How far the card reader agrees with the hand readings of wording kinds and a sample.

Run: ``python benchmarks/wording_agreement.py [--json] [--list] [--refresh]``. Reads
tests/fixtures/wording_kinds.json (real pool cards grouped by the wording kind the analyzer
misreads, each effect read by hand) and tests/fixtures/hand_read_sample.json (every effect of
120 pool cards drawn at random), analyzes the same texts (the pool's, from
tests/fixtures/card_texts.jsonl.gz) and prints, per field, how many hand-read values the
analyzer gives too, and per wording kind how many entries it reads right. ``--list`` prints
every disagreement; ``--refresh`` rewrites the ``analyzer_now`` snapshots in both fixtures.

An analyzer effect is matched to a hand-read one by text: the first analyzer effect whose
text holds the hand reading's ``effect_text`` (case, quotes, markers and white space folded).
Only the fields a hand reading gives are compared; a hand-read effect no analyzer effect
holds counts as a disagreement on every field it gives.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from edison_kg import cardtext  # noqa: E402
from edison_kg.cardtext.clean import MARKERS  # noqa: E402

FIXTURES = HERE.parent / "tests" / "fixtures"
CARD_TEXTS = FIXTURES / "card_texts.jsonl.gz"
KINDS_FILE = FIXTURES / "wording_kinds.json"
SAMPLE_FILE = FIXTURES / "hand_read_sample.json"
FIELDS = ("kind", "optional", "timing_word", "once_per_turn", "usage_limit", "condition_events",
          "cost_actions", "clause_actions", "targets")


class BadInput(Exception):
    """A fixture that cannot be read or names a card the pool does not have."""


def load_pool() -> dict[str, dict]:
    with gzip.open(CARD_TEXTS, "rt", encoding="utf-8") as handle:
        return {card["name"]: card for card in map(json.loads, handle)}


def load_fixture(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BadInput(f"{_shown(path)}: no such file") from None
    except json.JSONDecodeError as error:
        raise BadInput(f"{_shown(path)}:{error.lineno}: not JSON ({error.msg})") from None


def _shown(path: Path) -> str:
    """A fixture's path as the repository names it."""
    try:
        return str(path.resolve().relative_to(HERE.parent))
    except ValueError:
        return path.name


def text_read(record: dict) -> str:
    """Which text the card reader reads for a pool card (edison_kg.cardtext.texts)."""
    return cardtext.read_card(record).version


def fields_of(effect) -> dict:
    """The compared fields of one analyzed effect, as the fixtures write them."""
    return {
        "kind": effect.kind,
        "optional": effect.optional,
        "timing_word": effect.timing_word,
        "once_per_turn": effect.once_per_turn,
        "usage_limit": effect.usage_limit,
        "condition_events": list(effect.condition.types) if effect.condition else [],
        "cost_actions": [c.action for c in effect.cost_clauses],
        "clause_actions": [(f"{c.conjunction} " if c.conjunction else "") + c.action for c in effect.clauses],
        "targets": effect.targets,
    }


def _fold(text: str) -> str:
    text = re.sub(r"[\"“”＂]", '"', text)
    text = re.sub(r"[’‘]", "'", text)
    text = re.sub("[" + MARKERS + "●]", " ", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def match(effects: list, effect_text: str, number: int | None):
    """The analyzer effect holding ``effect_text`` (the one numbered ``number`` when several do)."""
    wanted = _fold(effect_text)
    hits = [e for e in effects if wanted in _fold(e.text)]
    for effect in hits:
        if effect.number == number:
            return effect
    return hits[0] if hits else None


def snapshot(effect) -> dict | None:
    return None if effect is None else {"effect": effect.number, **fields_of(effect)}


def analyze_pool_card(pool: dict[str, dict], name: str, where: str) -> list:
    record = pool.get(name)
    if record is None:
        raise BadInput(f"{where}: card {name!r} is not in {CARD_TEXTS.name}")
    return cardtext.read_card(record).effects


def compare(expected: dict, now: dict | None) -> dict[str, tuple]:
    """{field: (hand value, analyzer value)} for every given field the analyzer reads otherwise."""
    return {k: (v, None if now is None else now.get(k)) for k, v in expected.items()
            if k in FIELDS and (now is None or now.get(k) != v)}


def require(item: dict, keys: tuple[str, ...], where: str) -> None:
    missing = [k for k in keys if k not in item]
    if missing:
        raise BadInput(f"{where}: missing {', '.join(missing)}")


def kind_entries(pool, kinds: dict):
    """(kind id, entry, analyzer effects, matched analyzer effect) for every wording-kind entry."""
    for k_index, group in enumerate(kinds.get("kinds", [])):
        require(group, ("kind", "cards"), f"{KINDS_FILE.name}: kinds[{k_index}]")
        for c_index, entry in enumerate(group["cards"]):
            where = f"{KINDS_FILE.name}: kinds[{k_index}].cards[{c_index}]"
            require(entry, ("name", "effect", "effect_text", "expected"), where)
            effects = analyze_pool_card(pool, entry["name"], where)
            found = match(effects, entry["effect_text"], entry.get("effect")) if entry.get("effect") else None
            if found is None and entry.get("edison_text") and entry.get("effect"):
                # the reading is of the Edison text (the reader reads it): its effect of that number
                found = next((e for e in effects if e.number == entry["effect"]), None)
            yield group["kind"], entry, effects, found


def sample_effects(pool, sample: dict):
    """(card name, hand-read effect, matched analyzer effect) for every effect of the sample."""
    for c_index, card in enumerate(sample.get("cards", [])):
        where = f"{SAMPLE_FILE.name}: cards[{c_index}]"
        require(card, ("name", "effects"), where)
        effects = analyze_pool_card(pool, card["name"], where)
        for e_index, effect in enumerate(card["effects"]):
            require(effect, ("effect", "effect_text", "expected"), f"{where}.effects[{e_index}]")
            yield card["name"], effect, match(effects, effect["effect_text"], effect.get("effect"))


def agreement(pool, kinds: dict, sample: dict) -> dict:
    per_field = {f: [0, 0] for f in FIELDS}          # [agree, compared]
    sample_diffs = []
    for name, hand, found in sample_effects(pool, sample):
        now = snapshot(found)
        diff = compare(hand["expected"], now)
        for field in hand["expected"]:
            if field in per_field:
                per_field[field][1] += 1
                per_field[field][0] += field not in diff
        if diff:
            sample_diffs.append({"name": name, "effect": hand.get("effect"), "effect_text": hand["effect_text"],
                                 "matched": found is not None, "differs": diff})
    segmentation = []
    for c_index, card in enumerate(sample.get("cards", [])):
        count = len(analyze_pool_card(pool, card["name"], f"{SAMPLE_FILE.name}: cards[{c_index}]"))
        if count != len(card.get("effects", [])):
            segmentation.append({"name": card["name"], "hand": len(card.get("effects", [])), "analyzer": count})
    per_kind: dict[str, list] = {}
    kind_diffs = []
    for kind_id, entry, effects, found in kind_entries(pool, kinds):
        row = per_kind.setdefault(kind_id, [0, 0])
        row[1] += 1
        if entry.get("effect") is None:
            diff = {} if len(effects) == entry.get("expected_effect_count") else \
                {"effect_count": (entry.get("expected_effect_count"), len(effects))}
        else:
            diff = compare(entry["expected"], snapshot(found))
        row[0] += not diff
        if diff:
            kind_diffs.append({"kind": kind_id, "name": entry["name"], "effect": entry.get("effect"), "differs": diff})
    return {"sample_fields": per_field, "sample_effects": sum(1 for _ in sample_effects(pool, sample)),
            "sample_cards": len(sample.get("cards", [])), "sample_disagreements": sample_diffs,
            "sample_segmentation": segmentation, "kinds": per_kind, "kind_disagreements": kind_diffs}


def refresh(pool, kinds: dict, sample: dict) -> None:
    """Write the analyzer's current readings into the ``analyzer_now`` snapshots."""
    for _kind, entry, effects, found in kind_entries(pool, kinds):
        if entry.get("effect") is None:
            entry["analyzer_now"] = {"effect_count": len(effects), "effects": [snapshot(e) for e in effects]}
        else:
            entry["analyzer_now"] = snapshot(found)
        if entry.get("edison_text"):
            record = pool[entry["name"]]
            edison = cardtext.analyze(entry["edison_text"], card_type=record["card_type"],
                                      subtypes=tuple(record.get("subtypes") or ()), name=entry["name"])
            entry["analyzer_on_edison_text"] = snapshot(next((e for e in edison if e.number == entry["effect"]), None))
    for c_index, card in enumerate(sample.get("cards", [])):
        effects = analyze_pool_card(pool, card["name"], f"{SAMPLE_FILE.name}: cards[{c_index}]")
        card["analyzer_effect_count"] = len(effects)
        for effect in card.get("effects", []):
            effect["analyzer_now"] = snapshot(match(effects, effect["effect_text"], effect.get("effect")))


def dump(data: dict, path: Path) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def render(report: dict, listing: bool) -> str:
    lines = [f"hand-read sample: {report['sample_cards']} cards, {report['sample_effects']} effects",
             f"{'field':18} {'agree':>6} {'of':>5} {'%':>6}"]
    for field, (agree, total) in report["sample_fields"].items():
        share = f"{100 * agree / total:5.1f}" if total else "  -  "
        lines.append(f"{field:18} {agree:6} {total:5} {share:>6}")
    lines.append(f"cards whose effect count differs: {len(report['sample_segmentation'])}")
    lines.append("")
    lines.append(f"{'wording kind':42} {'read right':>10} {'of':>4}")
    for kind_id, (right, total) in report["kinds"].items():
        lines.append(f"{kind_id:42} {right:10} {total:4}")
    if listing:
        lines.append("")
        lines.append("sample disagreements (field: hand -> analyzer):")
        for d in report["sample_disagreements"]:
            what = "; ".join(f"{k}: {h} -> {a}" for k, (h, a) in d["differs"].items())
            lines.append(f"  {d['name']} [{d['effect']}]{'' if d['matched'] else ' (no analyzer effect)'}: {what}")
        lines.append("effect counts (hand -> analyzer):")
        for d in report["sample_segmentation"]:
            lines.append(f"  {d['name']}: {d['hand']} -> {d['analyzer']}")
        lines.append("wording-kind disagreements:")
        for d in report["kind_disagreements"]:
            what = "; ".join(f"{k}: {h} -> {a}" for k, (h, a) in d["differs"].items())
            lines.append(f"  {d['kind']}: {d['name']} [{d['effect']}]: {what}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--list", action="store_true", help="list every disagreement")
    parser.add_argument("--refresh", action="store_true", help="rewrite the analyzer_now snapshots of both fixtures")
    args = parser.parse_args(argv)
    try:
        pool = load_pool()
        kinds, sample = load_fixture(KINDS_FILE), load_fixture(SAMPLE_FILE)
        if args.refresh:
            refresh(pool, kinds, sample)
            dump(kinds, KINDS_FILE)
            dump(sample, SAMPLE_FILE)
        report = agreement(pool, kinds, sample)
    except BadInput as error:
        print(f"wording_agreement: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=1) if args.json else render(report, args.list))
    return 0


if __name__ == "__main__":
    sys.exit(main())
