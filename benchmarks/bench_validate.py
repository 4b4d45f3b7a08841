"""Validation speed: the chosen engine (pyshacl-turbo) against plain pySHACL, side by side.

    python benchmarks/bench_validate.py [--repeat 3] [--pyshacl-timeout 600] [--no-whole-pyshacl]

Measures, on the project's real graph (ontology + data/ + inferences):
- whole-graph validation with pyshacl-turbo, in process (the store already open): as
  `validate()` runs it (batches on every core, the graph's N-Triples text cached with the
  compiled store), with the store given (written out each time), the same batches on one
  core, and one run of the engine over the whole graph;
- the same with plain pySHACL (advanced=True, as the shapes need), cut at --pyshacl-timeout;
- a real-graph sample (every 50th card file with its rulings, 30 precedents, the rules and
  sources: the sample of tests/test_validate.py) with both engines;
- one new card entry (tests/fixtures/entries/new-card.json, data/cards/sangan.ttl) with both
  engines, in process, and the whole `edison-kg validate FILE` command in a fresh process.
Prints a table of medians and ratios (pySHACL / ours: higher is better).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edison_kg import graph, paths, validate  # noqa: E402
from run import median_time  # noqa: E402  (benchmarks/run.py: the same medians as the table)

NEW_CARD = ROOT / "tests" / "fixtures" / "entries" / "new-card.json"
SANGAN = paths.DATA_DIR / "cards" / "sangan.ttl"

PYSHACL_WHOLE = r"""
import json, sys, time
import pyoxigraph as ox, pyshacl, rdflib
from edison_kg import graph, validate
store = graph.open_store(quiet=True)
data = validate.to_rdflib(store)
start = time.perf_counter()
conforms, report, _ = pyshacl.validate(data, shacl_graph=validate.shapes_graph(), advanced=True, allow_warnings=True)
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "results": len(validate.raw_results(report))}))
"""


def sample_store():
    data = paths.DATA_DIR
    cards = sorted((data / "cards").glob("*.ttl"))[::50]
    rulings = [data / "rulings" / p.name for p in cards if (data / "rulings" / p.name).exists()]
    ontology = graph.ontology_files()
    files = (ontology + cards + rulings + sorted((data / "precedents").glob("*.ttl"))[:30]
             + sorted((data / "rules").glob("*.ttl")) + [data / "sources.ttl"])
    return graph.memory_store(files), len(cards)


def whole_pyshacl(timeout: float):
    try:
        proc = subprocess.run([sys.executable, "-c", PYSHACL_WHOLE], capture_output=True, text=True,
                              timeout=timeout, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    except subprocess.TimeoutExpired:
        return None
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip()[-500:])
    return json.loads(proc.stdout.strip().splitlines()[-1])["seconds"]


def fmt(seconds) -> str:
    if seconds is None:
        return "-"
    if isinstance(seconds, str):
        return seconds
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pyshacl-timeout", type=float, default=600)
    parser.add_argument("--no-whole-pyshacl", action="store_true", help="skip plain pySHACL on the whole graph")
    args = parser.parse_args(argv)
    rows = []

    def row(name, ours, base=None, target=None):
        ratio = None
        if isinstance(ours, float) and isinstance(base, float):
            ratio = f"{base / ours:,.0f}×"
        elif isinstance(base, str) and base.startswith(">") and isinstance(ours, float):
            ratio = f">{float(base[1:-2]) / ours:,.0f}×"
        met = "" if target is None or not isinstance(ours, float) else ("yes" if ours <= target else "no")
        rows.append((name, fmt(ours), fmt(base), ratio or "-", fmt(target), met))
        print(f"  measured: {name}", file=sys.stderr)

    store = graph.open_store(quiet=True)
    triples = len(store)
    validate.validate([SANGAN], store=store)  # warm up: imports, shapes compiled once

    # the whole graph
    validate.validate()  # writes the graph's N-Triples text to the cache once
    cached = median_time(lambda: validate.validate(), args.repeat)
    whole = median_time(lambda: validate.validate(store=store), args.repeat)
    one_thread = median_time(lambda: validate.validate_graph(store, workers=1), args.repeat)
    one_run = median_time(lambda: validate.run_shapes(store), args.repeat)
    base = None
    if not args.no_whole_pyshacl:
        base = whole_pyshacl(args.pyshacl_timeout)
        if base is None:
            base = f">{args.pyshacl_timeout:.0f} s"
    cores = os.cpu_count()
    row(f"whole graph ({triples:,} triples), `validate()`: batches on {cores} cores", cached, base, target=3.0)
    row("  the same, store given (its text not cached)", whole, base, target=3.0)
    row("  the same batches on 1 core", one_thread, base)
    row("  one run of the engine over the whole graph", one_run, base)

    # a real-graph sample, small enough for pySHACL
    sample, cards = sample_store()
    ours = median_time(lambda: validate.run_shapes(sample, engine="turbo"), args.repeat)
    ref = median_time(lambda: validate.run_shapes(sample, engine="pyshacl"), 1)
    row(f"real-graph sample ({cards} cards, {len(sample):,} triples)", ours, ref)

    # one new entry
    for entry in (NEW_CARD, SANGAN):
        ours = median_time(lambda: validate.validate([entry], store=store), max(args.repeat, 10))
        data = validate.entry_store(validate.read_entries([entry]), store)
        focus = sorted(validate._subjects(validate.read_entries([entry])), key=str)
        ref = median_time(lambda: validate.run_shapes(data, focus_nodes=focus, engine="pyshacl"), args.repeat)
        row(f"one entry {entry.name}, in process", ours, ref, target=0.1)
    command = [sys.executable, "-m", "edison_kg", "validate", str(NEW_CARD)]
    cli = median_time(lambda: subprocess.run(command, capture_output=True, cwd=ROOT), args.repeat)
    row("one entry new-card.json, `edison-kg validate` process", cli)

    print(f"\nValidation benchmark — {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.1f}; medians of {args.repeat}\n")
    header = ("measure", "ours (pyshacl-turbo)", "plain pySHACL", "ratio", "target", "met")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    for line in [header, tuple("-" * w for w in widths)] + rows:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(line, widths)) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
