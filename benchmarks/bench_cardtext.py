"""How long the card-text analyzer takes over the whole Edison pool, and the cross-check.

Run: ``python benchmarks/bench_cardtext.py [--repeat N]``. Reads the pool's texts from
tests/fixtures/card_texts.jsonl.gz (3,704 cards, PSCT merged in) and prints a small table:
cards, effects, seconds and effects per second for the analysis, then the cross-check.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from edison_kg import cardtext, crosscheck  # noqa: E402

CARD_TEXTS = HERE.parent / "tests" / "fixtures" / "card_texts.jsonl.gz"


def load_pool() -> list[dict]:
    with gzip.open(CARD_TEXTS, "rt", encoding="utf-8") as handle:
        return [card for card in map(json.loads, handle) if card.get("in_edison_pool", True)]


def time_pool(pool: list[dict]) -> tuple[float, int, Counter]:
    cardtext._raw_effects.cache_clear()        # every run starts cold
    start = time.perf_counter()
    kinds: Counter = Counter()
    for record in pool:
        for effect in cardtext.read_card(record).effects:
            kinds[effect.kind] += 1
    return time.perf_counter() - start, sum(kinds.values()), kinds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of the pool analysis (default 3)")
    args = parser.parse_args(argv)
    pool = load_pool()
    runs = [time_pool(pool) for _ in range(max(1, args.repeat))]
    seconds = [r[0] for r in runs]
    effects, kinds = runs[0][1], runs[0][2]
    start = time.perf_counter()
    report = crosscheck.check_effects()
    check_seconds = time.perf_counter() - start
    best, median = min(seconds), statistics.median(seconds)
    print(f"{'step':34} {'cards':>6} {'effects':>8} {'best s':>8} {'median s':>9} {'effects/s':>10}")
    print(f"{'read_card over the pool':34} {len(pool):6} {effects:8} {best:8.3f} {median:9.3f} {effects / best:10.0f}")
    print(f"{'check-effects (load, analyze, align)':34} {report.cards:6} {report.effects:8} {check_seconds:8.3f} "
          f"{check_seconds:9.3f} {report.effects / check_seconds:10.0f}")
    print()
    print("effects by kind: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
