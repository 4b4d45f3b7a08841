"""Validation speed: the chosen engine (pyshacl-turbo) against plain pySHACL, side by side;
with --sizes, the whole-graph runs at each size (kept results reused, or not).

    python benchmarks/bench_validate.py [--repeat 3] [--pyshacl-timeout 600] [--no-whole-pyshacl]
    python benchmarks/bench_validate.py --sizes real,13000,50000 [--repeat 3]

With --sizes, for the real graph and synthetic graphs of benchmarks/synthetic.py (each in a
data folder and store cache of its own, as benchmarks/run.py measures its sizes), each in a
fresh process with its peak memory (VmHWM): a full run (`validate --full`), a run when nothing
changed, and a run after one card file was edited (its ATK), the store update included
(split out: the store update, and the validation alone). Prints the table.

Measures, on the project's real graph (ontology + data/ + inferences):
- whole-graph validation with pyshacl-turbo, in process (the store already open): as
  `validate()` runs it (batches on every core, the graph's N-Triples text cached with the
  compiled store), with the store given (written out each time), the same batches on one
  core, and one run of the engine over the whole graph;
- the same with plain pySHACL (advanced=True, as the shapes need), cut at --pyshacl-timeout;
- a real-graph sample (every 50th card file with its rulings, 30 precedents, the rules and
  sources: the sample of tests/validation/test_validate.py) with both engines;
- one new card entry (tests/fixtures/entries/new-card.json, data/cards/sangan.ttl) with both
  engines, in process, and the whole `edison-kg validate FILE` command in a fresh process.
Prints a table of medians and ratios (pySHACL / ours: higher is better).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edison_kg import paths, validation  # noqa: E402
from edison_kg.store import memory_store, open_store  # noqa: E402
from edison_kg.store.scan import ontology_files  # noqa: E402
from edison_kg.validation import entries  # noqa: E402
from run import median_time  # noqa: E402  (benchmarks/run.py: the same medians as the table)

# One whole-graph validation in this process, timed, the store update split out, with the
# process's peak memory (VmHWM: ru_maxrss would carry the benchmark's own peak over fork).
MEASURED_VALIDATE = r"""
import json, sys, time
start = time.perf_counter()
from edison_kg import store, validation
opening = store.open_store
spent = []
def timed_open(*args, **kwargs):
    began = time.perf_counter()
    try:
        return opening(*args, **kwargs)
    finally:
        spent.append(time.perf_counter() - began)
store.open_store = timed_open
report = validation.validate(full=sys.argv[1] == "full")
seconds = time.perf_counter() - start
peak = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({"seconds": seconds, "store": sum(spent), "work": report.work, "peak_mb": peak / 1024,
                  "results": len(report.results)}))
"""
EDITED = "cards/sangan.ttl"  # in every synthetic folder too (its first copy keeps the names)

NEW_CARD = ROOT / "tests" / "fixtures" / "entries" / "new-card.json"
SANGAN = paths.DATA_DIR / "cards" / "sangan.ttl"

PYSHACL_WHOLE = r"""
import json, sys, time
import pyoxigraph as ox, pyshacl, rdflib
from edison_kg.store import open_store
from edison_kg.validation import engine
store = open_store(quiet=True)
data = engine.to_rdflib(store)
start = time.perf_counter()
conforms, report, _ = pyshacl.validate(data, shacl_graph=engine.shapes_graph(), advanced=True, allow_warnings=True)
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "results": len(engine.raw_results(report))}))
"""


def sample_store():
    data = paths.DATA_DIR
    cards = sorted((data / "cards").glob("*.ttl"))[::50]
    rulings = [data / "rulings" / p.name for p in cards if (data / "rulings" / p.name).exists()]
    ontology = ontology_files()
    files = (ontology + cards + rulings + sorted((data / "precedents").glob("*.ttl"))[:30]
             + sorted((data / "rules").glob("*.ttl")) + [data / "sources.ttl"])
    return memory_store(files), len(cards)


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


def measured(mode: str, env: dict) -> dict:
    proc = subprocess.run([sys.executable, "-c", MEASURED_VALIDATE, mode], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=3600)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip()[-800:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def sizes_table(sizes: list[str], repeat: int) -> int:
    import statistics
    import tempfile

    from synthetic import generate

    rows = []
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="edison-kg-bench-validate-") as tmp:
            data = paths.DATA_DIR
            if size != "real":
                data = Path(tmp) / "data"
                print(f"size {size}: writing the synthetic data ...", file=sys.stderr)
                generate(int(size), data)
            else:  # a copy, so the real card file is never edited
                shutil.copytree(paths.DATA_DIR, Path(tmp) / "data")
                data = Path(tmp) / "data"
            env = dict(os.environ, EDISON_KG_DATA=str(data), EDISON_KG_CACHE=str(Path(tmp) / "cache"),
                       PYTHONPATH=str(ROOT))
            env = {k: v for k, v in env.items() if not k.startswith("EDISON_KG_ENDPOINT")}
            print(f"size {size}: building the store, then a full run ...", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "edison_kg", "stats", "--json"], env=env, cwd=ROOT,
                           capture_output=True, check=True, timeout=3600)  # the full run's peak is its own
            full = measured("full", env)
            unchanged = [measured("incremental", env) for _ in range(repeat)]
            card = data / EDITED
            original = card.read_text(encoding="utf-8")
            edits = []
            for number in range(repeat):
                card.write_text(original.replace("ek:attackPoints 1000 ;", f"ek:attackPoints {1001 + number} ;"),
                                encoding="utf-8")
                edits.append(measured("incremental", env))
            card.write_text(original, encoding="utf-8")

            def median(runs, key):
                return statistics.median(r[key] for r in runs)

            rows.append((size, "full run (`validate --full`), the store built before", full["seconds"] - full["store"],
                         None, max(full["peak_mb"], 0), None, None, full["work"]))
            rows.append((size, "nothing changed", median(unchanged, "seconds"), median(unchanged, "store"),
                         max(r["peak_mb"] for r in unchanged), None, None, unchanged[-1]["work"]))
            target = {"real": 1.0, "50000": 2.0}.get(size)  # the targets: at the real size, at 50,000 cards
            rows.append((size, "one edited card -> validate (store update included)", median(edits, "seconds"),
                         median(edits, "store"), max(r["peak_mb"] for r in edits), target, 500 if target else None,
                         edits[-1]["work"]))
            rows.append((size, "  the same, the validation alone (store update left out)",
                         statistics.median(r["seconds"] - r["store"] for r in edits), None, None, target, None, ""))
    print(f"\nWhole-graph validation by size — {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.1f}; medians of {repeat}, "
          "each a fresh process (its import included), peak = VmHWM of that process\n")
    header = ("size", "measure", "time", "of which store update", "peak memory", "target", "met", "what ran")
    table = []
    for size, name, seconds, store, peak, target, memory, work in rows:
        met = ""
        if target is not None:
            met = "yes" if seconds <= target and (peak is None or memory is None or peak <= memory) else "no"
        table.append((size, name, fmt(seconds), fmt(store) if store is not None else "",
                      f"{peak:,.0f} MB" if peak is not None else "",
                      (f"< {fmt(target)}" + (f", < {memory} MB" if memory else "")) if target else "", met, work))
    widths = [max(len(str(r[i])) for r in table + [header]) for i in range(len(header))]
    for line in [header, tuple("-" * w for w in widths)] + table:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(line, widths)) + " |")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated sizes (real and/or card counts): the whole-graph runs by size")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pyshacl-timeout", type=float, default=600)
    parser.add_argument("--no-whole-pyshacl", action="store_true", help="skip plain pySHACL on the whole graph")
    args = parser.parse_args(argv)
    if args.sizes:
        return sizes_table(args.sizes.split(","), args.repeat)
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

    store = open_store(quiet=True)
    triples = len(store)
    validation.validate([SANGAN], store=store)  # warm up: imports, shapes compiled once

    # the whole graph
    whole = median_time(lambda: validation.validate(store=store), args.repeat)  # a full run, nothing kept
    validation.validate()  # keeps the results
    reused = median_time(lambda: validation.validate(), args.repeat)
    one_thread = median_time(lambda: validation.validate_graph(store, workers=1), args.repeat)
    one_run = median_time(lambda: validation.run_shapes(store), args.repeat)
    base = None
    if not args.no_whole_pyshacl:
        base = whole_pyshacl(args.pyshacl_timeout)
        if base is None:
            base = f">{args.pyshacl_timeout:.0f} s"
    cores = os.cpu_count()
    row(f"whole graph ({triples:,} triples), full run: batches on {cores} cores", whole, base, target=3.0)
    row("  `validate()` when nothing changed (the kept results)", reused, base)
    row("  the same batches on 1 core", one_thread, base)
    row("  one run of the engine over the whole graph", one_run, base)

    # a real-graph sample, small enough for pySHACL
    sample, cards = sample_store()
    ours = median_time(lambda: validation.run_shapes(sample, engine="turbo"), args.repeat)
    ref = median_time(lambda: validation.run_shapes(sample, engine="pyshacl"), 1)
    row(f"real-graph sample ({cards} cards, {len(sample):,} triples)", ours, ref)

    # one new entry
    for entry in (NEW_CARD, SANGAN):
        ours = median_time(lambda: validation.validate([entry], store=store), max(args.repeat, 10))
        data = validation.entry_store(validation.read_entries([entry]), store)
        focus = sorted(entries._subjects(validation.read_entries([entry])), key=str)
        ref = median_time(lambda: validation.run_shapes(data, focus_nodes=focus, engine="pyshacl"), args.repeat)
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
