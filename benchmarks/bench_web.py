"""The judge's page and the JSON API of ``edison-kg serve``, on loopback.

Run: ``python benchmarks/bench_web.py [--clients 4] [--seconds 10] [--max-requests 5000] [--loads 30]
[--baseline SRC]``.

Starts ``edison-kg serve`` (its default limits, the embedded graph) on a free port of
127.0.0.1 and opens every page once, so the server is warm. With ``--baseline SRC`` (the
source folder of another edison-kg, e.g. ``git worktree add /tmp/before main``), a second
server runs that code over the same data and store, and every measure is taken on both,
one after the other, in the same run. Then:

1. page load: each page, LOADS times, on one keep-alive connection: the HTML, then the CSS
   and scripts it names (what a browser with an empty cache fetches), gzip accepted. With Chromium
   installed (Debian's chromium and chromium-driver), also the browser's own measure at a
   phone's width: from navigation start to the load event, cache disabled, script run.
   Before them, the question page of every stored precedent once (questions and cards the
   server has not seen yet).
2. ``POST /api/read``: the seven situations of tests/test_web_table.py told in words, read
   LOADS times each by one client (a server without the route says so).
3. ``POST /api/ask`` under bounded load: CLIENTS threads, each on its own keep-alive
   connection, post every stored precedent's scenario round and round for SECONDS seconds
   or MAX_REQUESTS requests in all, whichever comes first; then one client alone.

Prints one table: median and 99th percentile of each, beside the targets (page load under
200 ms, ``/api/ask`` under 50 ms), each judged by its 99th percentile. The servers are stopped by their process ids at the end.
Only loopback addresses are used; every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import json
import os
import platform
import re
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from run import stop  # noqa: E402  (benchmarks/run.py)

from edison_kg.sparql import LocalBackend  # noqa: E402
from edison_kg.sparql.named import load_internal# noqa: E402
from edison_kg.web.share import ask_path  # noqa: E402

PAGE_TARGET, ASK_TARGET = 0.200, 0.050   # seconds


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(port: int, source: str | None = None, wait: float = 180.0) -> subprocess.Popen:
    """``edison-kg serve`` of this checkout, or of the source folder ``source`` (over this
    checkout's data, so both read the same compiled store)."""
    env = dict(os.environ)
    if source:
        from edison_kg import paths

        env.update(PYTHONPATH=source, EDISON_KG_DATA=str(paths.DATA_DIR))
    # run from the source folder: ``python -m`` puts the working folder first on the path, ahead of PYTHONPATH
    proc = subprocess.Popen([sys.executable, "-m", "edison_kg", "serve", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=source or str(HERE.parent))
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("edison-kg serve stopped at start")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=wait)
            connection.request("GET", "/static/app.css")
            if connection.getresponse().status == 200:
                connection.close()
                return proc
        except OSError:
            time.sleep(0.2)
    stop(proc)
    raise SystemExit(f"edison-kg serve did not answer within {wait:g} s")


def scenarios() -> list[dict]:
    """Every stored precedent's scenario: real questions of every kind."""
    rows = LocalBackend().select(load_internal("precedent-scenarios").text).rows
    return [json.loads(row["scenario"].value) for row in rows]


# the situations of tests/test_web_table.py, told in words
SITUATIONS = (
    "Opp Normal Summons Gemini Elf. I chain Bottomless Trap Hole. Can I chain Torrential Tribute?",
    "I activate Reinforcement of the Army and chain Call of the Haunted targeting Cyber Dragon in my GY. "
    "The chain resolves. Can my opponent activate Bottomless Trap Hole?",
    "My opponent's Jinzo attacks directly. Can I activate my Set Mirror Force?",
    "During the Damage Step my opponent Special Summons Gemini Elf. Can I activate Torrential Tribute?",
    "I Tribute Dupe Frog to activate Substitoad's effect. Can I activate Dupe Frog's effect?",
    "I activate Dark Hole, destroying my Sangan and my opponent's Witch of the Black Forest. What goes on the chain?",
)


def pages(questions: list[dict]) -> list[tuple[str, str]]:
    rota = next(q for q in questions if q.get("ask") == {"can_activate": "bth"} and "call" in q.get("cards", {}))
    return [("home", "/"),
            ("card search results", "/cards?q=dragon"),
            ("card sheet", "/card/Gorz%20the%20Emissary%20of%20Darkness"),
            ("question with its answer", ask_path(rota)),
            ("empty question builder", "/ask"),
            ("precedent", "/precedent/reinforcement-of-the-army-call-of-the-haunted"),
            ("rule", "/rule/mtt-optional-when"),
            ("precedent list", "/precedents"),
            ("SPARQL page", "/sparql")]


def fetch(connection: http.client.HTTPConnection, path: str, accept: str = "text/html") -> tuple[int, bytes]:
    """GET ``path``: (bytes sent, the body unpacked)."""
    connection.request("GET", path, headers={"Accept": accept, "Accept-Encoding": "gzip"})
    response = connection.getresponse()
    body = response.read()
    if response.status != 200:
        raise SystemExit(f"GET {path}: HTTP {response.status}")
    return len(body), gzip.decompress(body) if response.getheader("Content-Encoding") == "gzip" else body


def assets(html: bytes) -> list[str]:
    """The stylesheet and scripts a page names (each server's own)."""
    return re.findall(r'(?:href|src)="(/static/[^"]+)"', html.decode("utf-8", "replace"))


def page_loads(port: int, listed, loads: int) -> list[dict]:
    rows = []
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    for label, path in listed:
        times, size = [], 0
        for _ in range(loads):
            started = time.perf_counter()
            size, html = fetch(connection, path)
            size += sum(fetch(connection, asset, "*/*")[0] for asset in assets(html))
            times.append(time.perf_counter() - started)
        rows.append(row(f"page load (HTTP, page + CSS/JS): {label}", times, PAGE_TARGET, f"{size / 1024:.1f} KiB gzip"))
    connection.close()
    return rows


def first_views(port: int, questions: list[dict]) -> dict:
    """The question page of every stored precedent, once each: questions the server has not
    answered before, with cards it has not shown before."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    times = []
    for question in questions:
        started = time.perf_counter()
        fetch(connection, ask_path(question))
        times.append(time.perf_counter() - started)
    connection.close()
    return row("question page of every precedent, once each (HTML)", times, None,
               "cold: questions and cards not seen before")


def browser_loads(port: int, listed, loads: int) -> list[dict]:
    browser, driver_path = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    if not (browser and driver_path):
        return []
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return []
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=390,844"):
        options.add_argument(argument)
    options.binary_location = browser
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    rows = []
    try:
        driver.get(f"http://127.0.0.1:{port}/")   # the browser's own start is no page load
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        for label, path in listed:
            times = []
            for _ in range(loads):
                driver.get(f"http://127.0.0.1:{port}{path}")
                duration = driver.execute_script(
                    "const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime;")
                times.append(duration / 1000)
            rows.append(row(f"page load (Chromium, 390 px, no cache): {label}", times, PAGE_TARGET))
    finally:
        driver.quit()
    return rows


def read_loads(port: int, loads: int) -> list[dict]:
    """``POST /api/read`` of each situation, LOADS times, one client."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    times = []
    try:
        for _ in range(loads):
            for text in SITUATIONS:
                started = time.perf_counter()
                connection.request("POST", "/api/read", body=json.dumps({"text": text}).encode("utf-8"),
                                   headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                if response.status == 404:
                    return [row("POST /api/read, 1 client", [], None, "no such route on this server")]
                if response.status != 200:
                    raise SystemExit(f"POST /api/read {text!r}: HTTP {response.status}")
                times.append(time.perf_counter() - started)
    finally:
        connection.close()
    return [row("POST /api/read, 1 client", times, None, f"{len(SITUATIONS)} situations told in words")]


def ask_load(port: int, questions: list[dict], clients: int, seconds: float, max_requests: int) -> tuple[list, dict]:
    bodies = [json.dumps(q).encode("utf-8") for q in questions]
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    issued = [0]
    deadline = time.monotonic() + seconds

    def client(number: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        turn = number * 37
        while time.monotonic() < deadline:
            with lock:
                if issued[0] >= max_requests:
                    break
                issued[0] += 1
            body = bodies[turn % len(bodies)]
            turn += 1
            started = time.perf_counter()
            try:
                connection.request("POST", "/api/ask", body=body, headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                failed = response.status != 200
            except (OSError, http.client.HTTPException):
                failed = True
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            elapsed = time.perf_counter() - started
            with lock:
                if failed:
                    errors[0] += 1
                else:
                    latencies.append(elapsed)
        connection.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    wall = time.perf_counter() - started
    return latencies, {"requests": len(latencies) + errors[0], "errors": errors[0], "wall": wall}


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else float("nan")


def row(measure: str, times: list[float], target: float, note: str = "") -> dict:
    return {"measure": measure, "n": len(times), "median": statistics.median(times) if times else float("nan"),
            "p99": pct(times, 0.99), "target": target, "note": note}


def print_table(rows: list[dict]) -> None:
    print(f"{'measure':66} {'server':>8} {'n':>6} {'median':>9} {'p99':>9} {'target':>8} {'met':>4}  note")
    for r in rows:
        met = "" if r["target"] is None else "yes" if r["p99"] < r["target"] else "no"
        target = "–" if r["target"] is None else f"{r['target'] * 1000:.0f}ms"
        print(f"{r['measure'][:66]:66} {r.get('server', ''):>8} {r['n']:6} {r['median'] * 1000:7.1f}ms "
              f"{r['p99'] * 1000:7.1f}ms {target:>8} {met:>4}  {r['note']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=4, help="concurrent clients posting to /api/ask (default 4)")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of the load test (default 10)")
    parser.add_argument("--max-requests", type=int, default=5000, help="requests in all, at most (default 5000)")
    parser.add_argument("--loads", type=int, default=30, help="loads of each page (default 30)")
    parser.add_argument("--baseline", metavar="SRC", help="source folder of another edison-kg to measure beside this one")
    args = parser.parse_args(argv)
    questions = scenarios()
    listed = pages(questions)
    sources = {"this": None, **({"baseline": args.baseline} if args.baseline else {})}
    ports, procs = {}, []
    try:
        for label, source in sources.items():
            ports[label] = free_port()
            procs.append(start(ports[label], source))
        rows = []

        def each(measure):   # one measure on every server, one after the other; their rows side by side
            taken = [[{**r, "server": label} for r in measure(port)] for label, port in ports.items()]
            rows.extend(r for side_by_side in zip(*taken) for r in side_by_side)

        each(lambda port: [first_views(port, questions)])
        for port in ports.values():
            warm = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            for _, path in listed:
                fetch(warm, path)
            warm.close()
            ask_load(port, questions, 2, 30.0, 2 * len(questions))   # every question once per worker: warm engines
        each(lambda port: page_loads(port, listed, args.loads))
        each(lambda port: browser_loads(port, listed, max(3, args.loads // 3)))
        each(lambda port: read_loads(port, max(3, args.loads // 3)))

        def asks(port):
            latencies, load = ask_load(port, questions, args.clients, args.seconds, args.max_requests)
            alone, single = ask_load(port, questions, 1, args.seconds / 2, args.max_requests // 4)
            return [row(f"POST /api/ask, {args.clients} clients ({load['requests'] / load['wall']:.0f} req/s, "
                        f"{load['errors']} errors)", latencies, ASK_TARGET, f"{len(questions)} questions"),
                    row(f"POST /api/ask, 1 client ({single['requests'] / single['wall']:.0f} req/s, "
                        f"{single['errors']} errors)", alone, ASK_TARGET, f"{len(questions)} questions")]
        each(asks)
    finally:
        for proc in procs:
            stop(proc)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          "each measure is judged by its 99th percentile")
    print_table(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
