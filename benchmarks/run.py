"""The benchmark table: every speed and memory target of the project, measured side by side.

    python benchmarks/run.py [--sizes real,13000,50000] [--repeat 5] [--baseline-timeout 120]

For each size (the real graph, then synthetic graphs made by benchmarks/synthetic.py) a worker
process with its own data folder and store cache measures: building the store from Turtle,
cold start to the first ``ask`` answer, warm answers per second over every precedent, every
named query on the compiled store (and on raw pyoxigraph, and at the real size on plain
rdflib; there also on an in-memory copy of the store), whole-graph and one-entry validation (and plain pyshacl at the real size), and the
peak memory of the commands. Baselines that would run for minutes are cut at
``--baseline-timeout`` seconds and shown as ">N". Medians of ``--repeat`` runs; ratios are
baseline / ours, so higher is better.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
EXAMPLE = ROOT / "docs" / "examples" / "drill-warrior-then.json"
NEW_CARD = ROOT / "tests" / "fixtures" / "entries" / "new-card.json"


def median_time(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


# Peak memory of the command's own process: /proc's VmHWM (ru_maxrss would carry over the
# benchmark's own peak through fork and exec on Linux).
MEASURED_CLI = (
    "import resource, sys\n"
    "from edison_kg.cli import main\n"
    "def peak_kb():\n"
    "    try:\n"
    "        for line in open('/proc/self/status'):\n"
    "            if line.startswith('VmHWM:'):\n"
    "                return int(line.split()[1])\n"
    "    except OSError:\n"
    "        pass\n"
    "    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
    "try:\n"
    "    code = main(sys.argv[1:])\n"
    "finally:\n"
    "    print('peak-kb', peak_kb(), file=sys.stderr)\n"
    "raise SystemExit(code)\n"
)


def stop(proc: subprocess.Popen) -> None:
    """End a server a benchmark started: asked first, killed after 15 s."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def run_cli(args: list[str], env: dict, timeout: float = 600) -> tuple[float, float]:
    """Seconds and peak memory (MB, of that process alone) of one command in a fresh process."""
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", MEASURED_CLI, *args], env=env, capture_output=True,
                          text=True, timeout=timeout)
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"edison-kg {' '.join(args)} failed: {proc.stderr.strip()[:300]}")
    peak_kb = [int(line.split()[1]) for line in proc.stderr.splitlines() if line.startswith("peak-kb ")]
    return seconds, peak_kb[-1] / 1024


RDFLIB_BASELINE = r"""
import json, signal, sys, time
import rdflib
from rdflib.util import from_n3
files, queries, limit = json.loads(sys.stdin.read())

class Cut(Exception):
    pass

def alarm(*_):
    raise Cut()

signal.signal(signal.SIGALRM, alarm)
out = {"queries": {}}
start = time.perf_counter()
g = rdflib.Graph()
for f in files:
    g.parse(f, format="nt" if f.endswith(".nt") else "turtle")
out["parse"] = time.perf_counter() - start
for name, text, bindings in queries:
    signal.alarm(int(limit))
    try:
        start = time.perf_counter()
        list(g.query(text, initBindings={k: from_n3(v) for k, v in bindings.items()}))
        out["queries"][name] = time.perf_counter() - start
    except Cut:
        out["queries"][name] = None
    except Exception as error:  # rdflib's engine fails on some valid queries
        out["queries"][name] = "failed: " + type(error).__name__
    finally:
        signal.alarm(0)
print(json.dumps(out))
"""

PYSHACL_BASELINE = r"""
import json, signal, sys, time
import pyshacl, rdflib
files, shapes, limit = json.loads(sys.stdin.read())
g = rdflib.Graph()
for f in files:
    g.parse(f, format="turtle")
s = rdflib.Graph().parse(shapes)
def alarm(*_):
    print("null"); sys.exit(0)
signal.signal(signal.SIGALRM, alarm)
signal.alarm(int(limit))
start = time.perf_counter()
pyshacl.validate(g, shacl_graph=s, advanced=True, allow_warnings=True)
print(time.perf_counter() - start)
"""


def baseline(code: str, payload, env: dict, timeout: float):
    """Run a baseline script in its own process (it cuts its own slow parts at ``timeout``)."""
    proc = subprocess.run([sys.executable, "-c", code], input=json.dumps(payload), env=env, capture_output=True,
                          text=True, timeout=timeout * 40 + 600)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip()[-500:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _consume(result):
    """Read a raw pyoxigraph result to the end (an ASK result is a single boolean)."""
    import pyoxigraph as ox

    return bool(result) if isinstance(result, ox.QueryBoolean) else list(result)


# ------------------------------------------------------------------ one size (worker)

def worker(size: str, repeat: int, timeout: float, with_baselines: bool) -> list[dict]:
    import pyoxigraph as ox

    from edison_kg import paths, timing
    from edison_kg.lookup import bind_params, run_query
    from edison_kg.sparql.named import list_queries
    from edison_kg.store import open as store_open
    from edison_kg.sparql import LocalBackend, get_backend, inject_values

    rows: list[dict] = []

    def row(measure, ours, unit="s", base=None, base_name="", target=None, better="lower"):
        rows.append({"size": size, "measure": measure, "ours": ours, "unit": unit, "baseline": base,
                     "baseline_name": base_name, "target": target, "better": better})

    env = dict(os.environ)
    files = store_open.source_files()
    triples_files = [str(p) for p in files]
    # the store: first build (before and now, side by side), cold start, staleness check, one edit
    from bench_store import measure as store_rows

    rows += store_rows(size, paths.DATA_DIR, max(1, min(repeat, 3)))
    backend = get_backend()
    named = []
    for query in list_queries():
        params = query.examples[0] if query.examples else {}
        named.append((query, params, bind_params(query, params, backend)))
    plain = None
    if with_baselines:
        # plain rdflib gets the same triples as the store, inferences included
        dump = Path(tempfile.mkdtemp()) / "graph.nt"
        store_open.open_store(quiet=True).dump(str(dump), ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        payload = [[str(dump)], [(q.name, q.text, {k: v.to_sparql() for k, v in b.items()}) for q, _, b in named],
                   timeout]
        plain = baseline(RDFLIB_BASELINE, payload, env, timeout)
    if plain:
        row("rdflib parse of the graph (N-Triples), for comparison", plain["parse"])
    store = store_open.open_store(quiet=True)
    row("triples", len(store), unit="", better="info")

    # cold start and --help (fresh processes; the store is built)
    help_s = statistics.median(run_cli(["--help"], env)[0] for _ in range(repeat))
    row("edison-kg --help", help_s, target=0.2)
    # (cold start to the first ask answer: a row of bench_store's, above)

    # warm answers per second over every precedent
    scenarios = [json.loads(r["scenario"].value) for r in
                 store.query("SELECT ?scenario WHERE { ?p <https://w3id.org/edison-kg/ns#scenario> ?scenario }")]
    for scenario in scenarios:
        timing.ask(scenario).to_dict()  # warm the engine's caches: cards, and the precedents an answer reads
    rounds = max(1, 2000 // max(1, len(scenarios)))
    start = time.perf_counter()
    for _ in range(rounds):
        for scenario in scenarios:
            timing.ask(scenario)
    per_second = rounds * len(scenarios) / (time.perf_counter() - start)
    row(f"warm ask answers per second ({len(scenarios)} precedents)", per_second, unit="/s", target=5000,
        better="higher")
    # the same answers read in full, as the CLI and the JSON API read them: an answer's words
    # (what happened, the last thing to happen) are put together only when first read
    start = time.perf_counter()
    for _ in range(rounds):
        for scenario in scenarios:
            timing.ask(scenario).to_dict()
    row("  the same, each answer read in full (to_dict)", rounds * len(scenarios) / (time.perf_counter() - start),
        unit="/s", better="higher")

    # named queries: our run_query vs raw pyoxigraph (same text, same bindings) vs plain rdflib
    for query, params, bindings in named:
        # parameters given as the terms they resolve to, so both sides run the same query
        resolved = {k: v.value for k, v in bindings.items()}
        ours = median_time(lambda: run_query(query.name, resolved), repeat)
        text = inject_values(query.text, bindings) if bindings else query.text  # the text ours runs
        raw = median_time(lambda: _consume(store.query(text)), repeat)
        row(f"query {query.name} (vs raw pyoxigraph)", ours, base=raw, base_name="raw pyoxigraph", target="≤1.5×")
        if plain:
            base = plain["queries"][query.name]
            if isinstance(base, str):
                row(f"query {query.name} (vs plain rdflib)", ours, base_name=f"plain rdflib {base}")
            else:
                row(f"query {query.name} (vs plain rdflib)", ours, base=base, base_name="plain rdflib", target="≥10×")

    # the same queries on an in-memory copy of the store (EDISON_KG_IN_MEMORY=1, serve --in-memory),
    # for long-lived processes: loading it once, then each query against raw pyoxigraph on the
    # same copy and against plain rdflib
    if plain:
        start = time.perf_counter()
        copy = store_open.memory_copy(store)
        row("load the store into memory (long-lived processes)", time.perf_counter() - start)
        in_memory = LocalBackend(copy)
        for query, params, bindings in named:
            resolved = {k: v.value for k, v in bindings.items()}
            ours = median_time(lambda: run_query(query.name, resolved, backend=in_memory), repeat)
            text = inject_values(query.text, bindings) if bindings else query.text
            raw = median_time(lambda: _consume(copy.query(text)), repeat)
            row(f"query {query.name} in memory (vs raw pyoxigraph in memory)", ours, base=raw,
                base_name="raw pyoxigraph", target="≤1.5×")
            base = plain["queries"][query.name]
            if isinstance(base, str):
                row(f"query {query.name} in memory (vs plain rdflib)", ours, base_name=f"plain rdflib {base}")
            else:
                row(f"query {query.name} in memory (vs plain rdflib)", ours, base=base, base_name="plain rdflib",
                    target="≥10×")
        del copy, in_memory

    # validation
    try:
        from edison_kg import validation
        validate = validation.validate
    except ImportError:
        validate = None
    if validate is not None:
        # the first run after a change cuts the graph into batches (and keeps them); later runs read them
        for kept in paths.cache_dir().glob("validate-*"):
            kept.unlink()
        first = median_time(lambda: validation.validate(), 1)
        whole = median_time(lambda: validation.validate(), max(1, min(repeat, 3)))
        pyshacl_s = None
        if with_baselines:
            payload = [triples_files, str(ROOT / "ontology" / "shapes.ttl"), timeout]
            pyshacl_s = baseline(PYSHACL_BASELINE, payload, env, timeout)
        measured = "plain pyshacl" if with_baselines else ""  # (None with a name: cut at the timeout)
        row("whole-graph validation", whole, base=pyshacl_s, base_name=measured, target=3.0)
        row("whole-graph validation, first run after a change", first, base=pyshacl_s, base_name=measured)
        if NEW_CARD.exists():
            one = median_time(lambda: validation.validate([str(NEW_CARD)]), repeat)
            row("one new card entry validation", one, target=0.1)

    # peak memory of the commands
    for args in (["stats"], ["ask", str(EXAMPLE)], ["query", "banlist"], ["card", "Drill Warrior"], ["validate"]):
        _, peak = run_cli(args, env)
        row(f"peak memory: edison-kg {' '.join(args[:1])}", peak, unit="MB", target=500)
    if with_baselines:
        _, peak = run_cli(["query", "banlist"], dict(env, EDISON_KG_IN_MEMORY="1"))
        row("peak memory: edison-kg query, in memory", peak, unit="MB", target=500)
    for kept in paths.cache_dir().glob("validate-*"):
        kept.unlink()
    _, peak = run_cli(["validate"], env)
    row("peak memory: edison-kg validate, first run after a change", peak, unit="MB", target=500)
    return rows


# ------------------------------------------------------------------ the table

def fmt(value, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "s":
        return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"
    if unit in ("/s", "MB"):
        return f"{value:,.0f} {unit}"
    return f"{value:,}"


def met(row: dict) -> str:
    target, ours, base = row["target"], row["ours"], row["baseline"]
    if target in (None, ""):
        return ""
    if target == "≤1.5×":
        return "yes" if base and ours <= 1.5 * base else ("no" if base else "")
    if target == "≥2×":
        return "yes" if base and base / ours >= 2 else "no"
    if target == "≥10×":
        return "yes" if base is None or base / ours >= 10 else "no"   # cut at the timeout: ≥ timeout/ours
    if row["better"] == "higher":
        return "yes" if ours >= target else "no"
    return "yes" if ours <= target else "no"


def print_table(rows: list[dict], timeout: float) -> None:
    print(f"{'size':>6}  {'measure':58} {'ours':>12} {'baseline':>24} {'ratio':>9} {'target':>7} {'met':>4}")
    for r in rows:
        base = r["baseline"]
        if r["baseline_name"].startswith("plain rdflib failed"):
            base_text = r["baseline_name"]
        elif r["baseline_name"]:
            base_text = f"{r['baseline_name']} " + (fmt(base, r["unit"]) if base is not None else f">{timeout:.0f} s")
        else:
            base_text = ""
        if r["baseline_name"] and "failed" not in r["baseline_name"] and r["unit"] == "s" and r["ours"]:
            ratio = f"{(base if base is not None else timeout) / r['ours']:.1f}×" + ("" if base is not None else "+")
        else:
            ratio = ""
        target = r["target"]
        target_text = fmt(target, r["unit"]) if isinstance(target, (int, float)) else (target or "")
        print(f"{r['size']:>6}  {r['measure'][:58]:58} {fmt(r['ours'], r['unit']):>12} {base_text:>24} "
              f"{ratio:>9} {target_text:>7} {met(r):>4}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="real,13000,50000", help="comma-separated: real and/or card counts")
    parser.add_argument("--repeat", type=int, default=5, help="runs per measure (median)")
    parser.add_argument("--baseline-timeout", type=float, default=120.0, help="cut plain rdflib/pyshacl runs after N s")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--baselines", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.worker, args.repeat, args.baseline_timeout, args.baselines)))
        return 0
    rows: list[dict] = []
    for size in args.sizes.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, EDISON_KG_CACHE=str(Path(tmp) / "cache"))
            if size != "real":
                from synthetic import generate

                generate(int(size), Path(tmp) / "data")
                env["EDISON_KG_DATA"] = str(Path(tmp) / "data")
            print(f"measuring size {size} ...", file=sys.stderr)
            cmd = [sys.executable, str(Path(__file__)), "--worker", size, "--repeat", str(args.repeat),
                   "--baseline-timeout", str(args.baseline_timeout)] + (["--baselines"] if size == "real" else [])
            proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
            if proc.returncode != 0:
                print(proc.stderr[-2000:], file=sys.stderr)
                return 1
            rows += json.loads(proc.stdout.strip().splitlines()[-1])
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{platform.system()} {platform.release()}")
    print_table(rows, args.baseline_timeout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
