"""How long a release export takes, format by format, on the full graph.

Run: ``python benchmarks/bench_export.py [--repeat N]``. Opens the compiled store (built
first if need be), then times: reading the graph's triples and the tables once each, an
export of every format on its own (each one includes the reads it needs), the whole
release (every format), and the whole Edison slice. Prints seconds (best of N) and the
size of what was written.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from edison_kg.exports import release
from edison_kg.exports import rdf, tables  # noqa: E402
from edison_kg.store import open_store  # noqa: E402


def best_of(repeat: int, run) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return min(times), result


def size_of(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="runs of each step; the best is shown (default 1)")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)

    start = time.perf_counter()
    store = open_store(quiet=True)
    triples = len(store)
    rows: list[tuple[str, float, str]] = [("open the store", time.perf_counter() - start, f"{triples:,} triples")]
    seconds, graph = best_of(repeat, lambda: rdf.read_graph(store))
    rows.append(("read the graph (sorted N-Triples)", seconds, f"{len(graph):,} triples"))
    seconds, read = best_of(repeat, lambda: tables.read_tables(store))
    rows.append(("read the tables (20 SPARQL queries)", seconds, f"{sum(len(t.rows) for t in read.values()):,} rows"))

    work = Path(tempfile.mkdtemp(prefix="bench-export-"))
    try:
        runs = [(f"export --format {fmt}", {"formats": [fmt]}) for fmt in release.FORMATS]
        runs += [("export (every format)", {}), ("export --slice edison (every format)", {"slice": "edison"})]
        for index, (label, options) in enumerate(runs):
            out = work / f"run-{index}"

            def run():
                return release.export(out, store=store, quiet=True, force=True, **options)

            seconds, summary = best_of(repeat, run)
            rows.append((label, seconds, f"{size_of(out) / 1e6:7.1f} MB, {summary['files']} files"))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"{'step':40} {'best s':>8}  what")
    for label, seconds, what in rows:
        print(f"{label:40} {seconds:8.2f}  {what}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
