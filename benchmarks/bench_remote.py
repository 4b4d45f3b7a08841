"""Remote endpoints: ``publish`` of the whole graph to a local Oxigraph server, and a
bounded load test of ``edison-kg serve`` on loopback.

Run: ``python benchmarks/bench_remote.py [--clients 50] [--seconds 30] [--reference] [--stores] [--client]``.

1. publish: starts ``oxigraph serve`` on a free port of 127.0.0.1 (in memory, then on
   disk), publishes the compiled store twice (a first load, then a replacement) with the
   Graph Store method, with SPARQL Update, and with the Graph Store method straight into
   the target (no staging graph, ``atomic=False``); prints triples, batches, seconds and
   triples per second.
2. serve: starts ``edison-kg serve`` on a free port with its default limits; CLIENTS
   threads, each on its own keep-alive connection, send the named queries (each with its
   examples, parameters bound as the remote backend binds them) round and round for
   SECONDS seconds or MAX_REQUESTS requests in all, whichever comes first; prints
   requests, errors, requests per second, median / 90th / 99th percentile and worst
   latency. ``--reference`` runs the same load against ``oxigraph serve-read-only`` on
   the same store, for comparison. Every server is stopped by its process id at the end.

3. stores (``--stores``): the whole graph published (Graph Store method, staged and moved in
   place) into an Oxigraph server on disk and into a Virtuoso server (``virtuoso-t``, started
   as the tests start it: ``tests/virtuoso_server.py``), then every named query with its
   examples, REPEATS times each, through the remote backend on both, side by side; prints the
   load times and the median latency per query with the ratio Virtuoso / Oxigraph.

4. client (``--client``): the remote backend's requests written as before SPARQLWrapper (the
   form and the Accept header by hand, the JSON read by ``json.loads``) and as SPARQLWrapper
   writes and reads them, both sent by the same transport to one Oxigraph server holding the
   whole graph: every named query with its examples, REPEATS runs of each way taken in turn,
   median per query; then the first answer of a fresh process each way (what importing
   SPARQLWrapper costs the first remote query), REPEATS fresh processes each, in turn.

Only loopback addresses are used; every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from handwritten_client import HandWritten  # noqa: E402  (benchmarks/handwritten_client.py)
from run import stop  # noqa: E402  (benchmarks/run.py)

from edison_kg.lookup import bind_params, run_query
from edison_kg.sparql.named import list_queries
from edison_kg.sparql import LocalBackend, RemoteBackend, inject_values, query_form  # noqa: E402
from edison_kg.store import open_store  # noqa: E402
from edison_kg.exports.publishing import publish  # noqa: E402
from edison_kg.web import snapshot  # noqa: E402


# ---------------------------------------------------------------- servers

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(args: list[str], port: int, wait: float = 120.0) -> subprocess.Popen:
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server stopped at start: {' '.join(args)}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc
        except OSError:
            time.sleep(0.1)
    stop(proc)
    raise SystemExit(f"the server did not start within {wait:g} s: {' '.join(args)}")


def oxigraph_binary() -> str:
    local = Path(sys.executable).parent / "oxigraph"
    found = str(local) if local.exists() else shutil.which("oxigraph")
    if not found:
        raise SystemExit("the oxigraph server (PyPI package 'oxigraph') is not installed")
    return found


# ---------------------------------------------------------------- 1. publish

def bench_publish(batch_size: int) -> None:
    store = open_store()
    binary = oxigraph_binary()
    print(f"publish: {len(store)} triples, batches of {batch_size}, to a local Oxigraph server")
    print(f"{'server':10} {'method':11} {'run':12} {'triples':>8} {'batches':>8} {'seconds':>8} {'triples/s':>10}")
    with tempfile.TemporaryDirectory(prefix="bench-publish-") as tmp:
        for kind in ("in memory", "on disk"):
            port = free_port()
            args = [binary, "serve", "--bind", f"127.0.0.1:{port}"]
            if kind == "on disk":
                args += ["--location", str(Path(tmp) / "db")]
            proc = start(args, port)
            try:
                runs = [(method, atomic, run) for method, atomic in (("gsp", True), ("update", True), ("gsp", False))
                        for run in ("first load", "replacement")]
                for method, atomic, run in runs:
                    summary = publish(f"http://127.0.0.1:{port}/query", batch_size=batch_size, method=method,
                                      atomic=atomic, quiet=True, store=store)
                    label = method + ("" if atomic else " direct")
                    print(f"{kind:10} {label:11} {run:12} {summary['triples_sent']:8} {summary['batches']:8} "
                          f"{summary['seconds']:8.2f} {summary['triples_per_second']:10}")
            finally:
                stop(proc)
    print()


# ---------------------------------------------------------------- 3. Oxigraph and Virtuoso side by side

def bench_stores(repeats: int) -> None:
    sys.path.insert(0, str(HERE.parent / "tests"))
    from virtuoso_server import running_virtuoso, virtuoso_binary  # the tests' own server set-up

    from edison_kg.sparql import RemoteBackend
    from edison_kg.vocab.ns import ID_IRI

    if virtuoso_binary() is None:
        print("stores: skipped, virtuoso-t (Debian package virtuoso-opensource) is not installed\n")
        return
    store = open_store()
    graph = ID_IRI + "graph/edison"
    print(f"stores: {len(store)} triples published (gsp, staged), then the named queries x{repeats}")
    with tempfile.TemporaryDirectory(prefix="bench-stores-") as tmp:
        port = free_port()
        oxigraph = start([oxigraph_binary(), "serve", "--bind", f"127.0.0.1:{port}",
                          "--location", str(Path(tmp) / "oxigraph")], port)
        try:
            with running_virtuoso(Path(tmp) / "virtuoso") as virtuoso:
                virtuoso.open_for_updates()
                targets = [("Oxigraph (disk)", f"http://127.0.0.1:{port}/query", None),
                           ("Virtuoso", virtuoso.sparql, graph)]
                backends = []
                print(f"{'store':16} {'seconds':>8} {'triples/s':>10}")
                for label, url, target in targets:
                    summary = publish(url, graph=target, store=store, quiet=True)
                    print(f"{label:16} {summary['seconds']:8.2f} {summary['triples_per_second']:10}")
                    query_url = url + (f"?default-graph-uri={graph}" if target else "")
                    backends.append(RemoteBackend(query_url))
                print()
                print(f"{'query':32} {'Oxigraph ms':>12} {'Virtuoso ms':>12} {'V / O':>6}")
                totals = [0.0, 0.0]
                for query in list_queries():
                    medians = []
                    for backend in backends:
                        times = []
                        for _ in range(repeats):
                            started = time.perf_counter()
                            for params in query.examples or [{}]:
                                run_query(query.name, params, backend=backend)
                            times.append(time.perf_counter() - started)
                        medians.append(statistics.median(times))
                    totals = [a + b for a, b in zip(totals, medians)]
                    print(f"{query.name:32} {medians[0] * 1000:12.1f} {medians[1] * 1000:12.1f} "
                          f"{medians[1] / medians[0]:6.2f}")
                print(f"{'all named queries':32} {totals[0] * 1000:12.1f} {totals[1] * 1000:12.1f} "
                      f"{totals[1] / totals[0]:6.2f}")
        finally:
            stop(oxigraph)
    print()


# ---------------------------------------------------------------- 4. the client, before and with SPARQLWrapper

FIRST_ANSWER = """
import sys, time
sys.path.insert(0, {root!r})
sys.path.insert(0, {here!r})
started = time.perf_counter()
from edison_kg.sparql import RemoteBackend
{extra}
backend = {kind}({url!r})
assert backend.ask("ASK {{ ?s ?p ?o }}")
print(time.perf_counter() - started)
"""


def bench_client(repeats: int) -> None:
    store = open_store()
    print(f"client: the named queries x{repeats} through the remote backend, {len(store)} triples in an "
          f"Oxigraph server (in memory); requests written by hand (before) and by SPARQLWrapper (now), in turn")
    port = free_port()
    server = start([oxigraph_binary(), "serve", "--bind", f"127.0.0.1:{port}"], port)
    try:
        url = f"http://127.0.0.1:{port}/query"
        publish(url, store=store, quiet=True, atomic=False)
        ways = [("before", HandWritten(url)), ("SPARQLWrapper", RemoteBackend(url))]
        print(f"{'query':32} {'before ms':>10} {'now ms':>10} {'now / before':>13}")
        totals = [0.0, 0.0]
        for query in list_queries():
            times: list[list[float]] = [[], []]
            for turn in range(repeats):
                answers = [None, None]
                for number in ((0, 1) if turn % 2 == 0 else (1, 0)):  # each way first in every other turn
                    started = time.perf_counter()
                    answers[number] = [run_query(query.name, params, backend=ways[number][1])
                                       for params in query.examples or [{}]]
                    times[number].append(time.perf_counter() - started)
                if answers[0] != answers[1]:
                    raise SystemExit(f"{query.name}: the two ways answer differently")
            medians = [statistics.median(t) for t in times]
            totals = [a + b for a, b in zip(totals, medians)]
            print(f"{query.name:32} {medians[0] * 1000:10.1f} {medians[1] * 1000:10.1f} {medians[1] / medians[0]:13.2f}")
        print(f"{'all named queries':32} {totals[0] * 1000:10.1f} {totals[1] * 1000:10.1f} {totals[1] / totals[0]:13.2f}")

        firsts: list[list[float]] = [[], []]
        kinds = [("HandWritten", "from handwritten_client import HandWritten"), ("RemoteBackend", "")]
        for turn in range(repeats):
            for number in ((0, 1) if turn % 2 == 0 else (1, 0)):
                kind, extra = kinds[number]
                code = FIRST_ANSWER.format(root=str(HERE.parent), here=str(HERE), extra=extra, kind=kind, url=url)
                run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
                if run.returncode:
                    raise SystemExit(run.stderr)
                firsts[number].append(float(run.stdout.split()[-1]))
        first = [statistics.median(t) * 1000 for t in firsts]
        print(f"{'first answer of a fresh process':32} {first[0]:10.1f} {first[1]:10.1f} {first[1] / first[0]:13.2f}"
              "   (imports included)")
    finally:
        stop(server)
    print()


# ---------------------------------------------------------------- 2. serve under load

def request_mix() -> list[tuple[str, str, str]]:
    """(name, query text with its parameters bound, Accept) for each named query and example."""
    local = LocalBackend()
    mix = []
    for query in list_queries():
        for params in query.examples or [{}]:
            bound = bind_params(query, dict(params), local)
            text = inject_values(query.text, bound)
            accept = ("application/sparql-results+json" if query_form(text) in ("SELECT", "ASK")
                      else "application/n-triples")
            mix.append((query.name, text, accept))
    return mix


def load(port: int, path: str, mix, clients: int, seconds: float, max_requests: int) -> dict:
    latencies: list[float] = []
    by_query: dict[str, list[float]] = {}
    errors: Counter = Counter()
    lock = threading.Lock()
    issued = [0]
    deadline = time.monotonic() + seconds

    def client(number: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        turn = number
        while time.monotonic() < deadline:
            with lock:
                if issued[0] >= max_requests:
                    break
                issued[0] += 1
            name, text, accept = mix[turn % len(mix)]
            turn += 1
            started = time.perf_counter()
            try:
                connection.request("POST", path, body=text.encode("utf-8"),
                                   headers={"Content-Type": "application/sparql-query", "Accept": accept})
                response = connection.getresponse()
                body = response.read()
                failed = None if response.status == 200 and body else f"HTTP {response.status}"
            except (OSError, http.client.HTTPException) as error:
                failed = type(error).__name__
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            elapsed = time.perf_counter() - started
            with lock:
                if failed:
                    errors[failed] += 1
                else:
                    latencies.append(elapsed)
                    by_query.setdefault(name, []).append(elapsed)
        connection.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    wall = time.perf_counter() - started
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] if latencies else float("nan")

    return {"requests": len(latencies) + sum(errors.values()), "errors": errors, "wall": wall,
            "median": statistics.median(latencies) if latencies else float("nan"),
            "p90": pct(0.90), "p99": pct(0.99), "max": latencies[-1] if latencies else float("nan"),
            "by_query": by_query}


def bench_serve(clients: int, seconds: float, max_requests: int, reference: bool) -> None:
    mix = request_mix()
    store = open_store()
    folder = snapshot(store)  # the reference server reads its own copy, as edison-kg serve does
    store_dir, triples = str(folder / "store"), len(store)
    try:
        _bench_serve(mix, store_dir, triples, clients, seconds, max_requests, reference)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _bench_serve(mix, store_dir: str, triples: int, clients: int, seconds: float, max_requests: int,
                 reference: bool) -> None:
    print(f"serve: {clients} clients for {seconds:g} s (at most {max_requests} requests), "
          f"{len(mix)} named queries with their examples, {triples} triples")
    servers = [("edison-kg serve", [sys.executable, "-m", "edison_kg", "serve"], "/sparql")]
    if reference:
        servers.append(("oxigraph serve-read-only", [oxigraph_binary(), "serve-read-only", "--location", store_dir],
                        "/query"))
    print(f"{'server':26} {'requests':>8} {'errors':>6} {'req/s':>7} {'median ms':>10} {'p90 ms':>8} "
          f"{'p99 ms':>8} {'max ms':>8}")
    results = []
    for label, command, path in servers:
        port = free_port()
        args = command + (["--port", str(port)] if label.startswith("edison") else ["--bind", f"127.0.0.1:{port}"])
        proc = start(args, port)
        try:
            result = load(port, path, mix, clients, seconds, max_requests)
        finally:
            stop(proc)
        results.append((label, result))
        errors = sum(result["errors"].values())
        print(f"{label:26} {result['requests']:8} {errors:6} {result['requests'] / result['wall']:7.1f} "
              f"{result['median'] * 1000:10.0f} {result['p90'] * 1000:8.0f} {result['p99'] * 1000:8.0f} "
              f"{result['max'] * 1000:8.0f}")
        if errors:
            print("  errors: " + ", ".join(f"{k} x{n}" for k, n in result["errors"].most_common()))
    label, result = results[0]
    print()
    print(f"{label}: median latency per query (ms)")
    for name, times in sorted(result["by_query"].items(), key=lambda item: -statistics.median(item[1])):
        print(f"  {name:32} {statistics.median(times) * 1000:8.0f}   ({len(times)} requests)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50, help="concurrent clients (default 50)")
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the load test (default 30)")
    parser.add_argument("--max-requests", type=int, default=100_000, help="requests in all, at most (default 100000)")
    parser.add_argument("--batch-size", type=int, default=50_000, help="publish batch size (default 50000)")
    parser.add_argument("--reference", action="store_true",
                        help="also load `oxigraph serve-read-only` on the same store, for comparison")
    parser.add_argument("--skip-publish", action="store_true")
    parser.add_argument("--skip-serve", action="store_true")
    parser.add_argument("--stores", action="store_true",
                        help="also load the whole graph into Oxigraph and Virtuoso and time the named queries on both")
    parser.add_argument("--client", action="store_true",
                        help="also time the remote backend's requests written by hand (before) and by SPARQLWrapper")
    parser.add_argument("--repeats", type=int, default=5,
                        help="runs of each named query with --stores and --client (default 5)")
    args = parser.parse_args(argv)
    if args.stores:
        bench_stores(args.repeats)
    if args.client:
        bench_client(args.repeats)
    if not args.skip_publish:
        bench_publish(args.batch_size)
    if not args.skip_serve:
        bench_serve(args.clients, args.seconds, args.max_requests, args.reference)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
