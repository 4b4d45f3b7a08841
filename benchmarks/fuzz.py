"""The long run of the fuzzer in tests/test_fuzz.py: the same properties with many more
examples (and, if asked, another seed), then the outcome counts per target.

    python benchmarks/fuzz.py                 # 2,000 examples per target, the tests' seed
    python benchmarks/fuzz.py --examples 20000 --seed 7

A failing example (a traceback, a message over one line) is printed by hypothesis with
the text that caused it; a native crash or a hang ends the run with faulthandler's
traceback. Exit code: pytest's (0: every example answered or refused with one line).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000, help="examples per target (default 2000)")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed (default: the tests' own)")
    parser.add_argument("--hang-seconds", type=float, default=60, help="one example longer than this is a hang")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "counts.json"
        env = {**os.environ, "EDISON_KG_FUZZ_EXAMPLES": str(args.examples), "EDISON_KG_FUZZ_REPORT": str(report),
               "EDISON_KG_FUZZ_HANG_SECONDS": str(args.hang_seconds)}
        if args.seed is not None:
            env["EDISON_KG_FUZZ_SEED"] = str(args.seed)
        started = time.perf_counter()
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_fuzz.py"],
                             cwd=ROOT, env=env)
        seconds = time.perf_counter() - started
        counts = json.loads(report.read_text()) if report.exists() else {}
    total = sum(counts.values())
    print(f"\n{total:,} examples in {seconds:.0f} s, exit {run.returncode} "
          f"({'no traceback, crash or hang' if run.returncode == 0 else 'see above'})")
    for key, value in counts.items():
        print(f"  {value:8,}  {key}")
    return run.returncode


if __name__ == "__main__":
    raise SystemExit(main())
