"""What the scenario contract's check costs, side by side in one run: the model's check of a
real scenario (pydantic-core, edison_kg.timing.contract) and the whole read of it (the check
and the parser) against the whole warm answer to it, and how fast hostile inputs are refused
(a 5 MB card text, 100,000 nested brackets, a 2 MB file, a 5 MB JSON card entry).

    python benchmarks/bench_contract.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import median_time  # noqa: E402  (benchmarks/run.py: the same medians as the table)


def refused(func) -> None:
    from edison_kg.errors import BadInput

    try:
        func()
    except BadInput:
        return
    raise AssertionError("not refused")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from edison_kg import timing
    from edison_kg import validation
    from edison_kg.store import open_store
    from edison_kg.timing.contract import check_scenario
    from edison_kg.timing.scenario import parse_scenario

    examples = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "docs" / "examples").glob("*.json"))]
    engine = timing.default_engine()
    for scenario in examples:
        timing.ask(scenario, engine=engine)   # warm: the cards are read once
    check = median_time(lambda: [check_scenario(s) for s in examples], args.repeat) / len(examples)
    read = median_time(lambda: [parse_scenario(s) for s in examples], args.repeat) / len(examples)
    answer = median_time(lambda: [timing.ask(s, engine=engine) for s in examples], args.repeat) / len(examples)

    huge_text = {"cards": {"x": {"text": "Draw 1 card. " * 400_000}}, "ask": {"triggers": True}}
    store = open_store(quiet=True)
    rows = [("model check of a real scenario", check, answer, "a warm answer to it"),
            ("a real scenario read (check and parser)", read, answer, "a warm answer to it")]
    with tempfile.TemporaryDirectory() as folder:
        deep = Path(folder) / "deep.json"
        deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
        big = Path(folder) / "big.json"
        big.write_text(json.dumps({"cards": {}, "ask": {"triggers": True}, "x": "y" * 2_000_000}), encoding="utf-8")
        card = Path(folder) / "card.json"
        record = json.loads((ROOT / "tests" / "fixtures" / "entries" / "new-card.json").read_text(encoding="utf-8"))
        card.write_text(json.dumps(dict(record, text="x" * 5_000_000)), encoding="utf-8")
        refusals = [
            ("a 5 MB card text refused (scenario object)", lambda: refused(lambda: timing.ask(huge_text, engine=engine))),
            ("100,000 nested brackets refused (file)", lambda: refused(lambda: timing.read_scenario(str(deep)))),
            ("a 2 MB scenario file refused", lambda: refused(lambda: timing.read_scenario(str(big)))),
            ("a 5 MB JSON card entry refused", lambda: refused(lambda: validation.validate([card], store=store))),
        ]
        for label, func in refusals:
            rows.append((label, median_time(func, args.repeat), answer, "a warm answer"))

    print(f"{'measure':<46} {'ours':>10} {'vs':>10}  ratio  target  met")
    for label, ours, versus, what in rows[:2]:
        print(f"{label:<46} {ours * 1000:>8.3f}ms {versus * 1000:>8.3f}ms {versus / ours:>6.1f}x  "
              f"check < a warm answer  {'yes' if ours < versus else 'no'}  (vs: {what})")
    for label, ours, _, _ in rows[2:]:
        print(f"{label:<46} {ours * 1000:>8.2f}ms {'':>10} {'':>6}   < 1 s  {'yes' if ours < 1 else 'no'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
