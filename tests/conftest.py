"""Shared by the tests that talk to real SPARQL servers on 127.0.0.1: the small real subset
of the graph, free ports, starting a server process and stopping it by its process id with
bounded waits, and the row-for-row comparison of a named query on two backends."""

from __future__ import annotations

import http.server
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from edison_kg import paths

# The small real subset: these cards (their card and rulings files), every rule, precedent
# and source document.
SUBSET_CARDS = ("Drill Warrior", "Bottomless Trap Hole", "Sangan", "Dark Hole", "Solemn Judgment",
                "Call of the Haunted", "Reinforcement of the Army", "Torrential Tribute", "Dupe Frog",
                "Cyber Dragon")


def card_slug(name: str) -> str:
    """A card file is named after its card: "Drill Warrior" -> drill-warrior."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def subset_data_files() -> list[Path]:
    """The data files of the subset (under data/): cards and rulings of SUBSET_CARDS, every
    rule, precedent and source document."""
    data = paths.DATA_DIR
    files = []
    for name in SUBSET_CARDS:
        card = data / "cards" / f"{card_slug(name)}.ttl"
        assert card.exists(), f"no card file {card.name}"
        files += [card] + [p for p in (data / "rulings" / f"{card_slug(name)}.ttl",) if p.exists()]
    files += sorted((data / "rules").glob("*.ttl")) + sorted((data / "precedents").glob("*.ttl"))
    return files + [p for p in (data / "sources.ttl",) if p.exists()]


def subset_files() -> list[Path]:
    """The ontology and the subset's data files: what a store of the subset is built from."""
    ontology = sorted(p for p in paths.ONTOLOGY_DIR.glob("*.ttl") if p.name != "shapes.ttl")
    return ontology + subset_data_files()


@pytest.fixture(scope="session")
def subset_store():
    from edison_kg.store import memory_store

    return memory_store(subset_files())


@pytest.fixture(scope="session")
def subset_env(tmp_path_factory):
    """Environment for an ``edison-kg`` process whose embedded graph is the subset: a data
    folder holding copies of the subset's files and a store cache of its own."""
    root = tmp_path_factory.mktemp("subset")
    for path in subset_data_files():
        target = root / "data" / path.relative_to(paths.DATA_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    env = {k: v for k, v in os.environ.items() if not k.startswith("EDISON_KG_ENDPOINT")}
    env.update(EDISON_KG_DATA=str(root / "data"), EDISON_KG_CACHE=str(root / "cache"), PYTHONUNBUFFERED="1")
    return env


# ---------------------------------------------------------------- server processes

def cli_process(args: list[str], env: dict) -> subprocess.Popen:
    """``edison-kg ARGS`` started in a child process (several run side by side)."""
    return subprocess.Popen([sys.executable, "-m", "edison_kg", *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def cli_finish(proc: subprocess.Popen) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=120)
    return proc.returncode, out, err


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server stopped: {proc.stderr.read().decode(errors='replace')}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the server did not start")


def stop(proc, timeout: float = 10.0) -> None:
    """Stop a process by its id: SIGTERM, a bounded wait, then SIGKILL."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextmanager
def running(args: list[str], port: int, *, env: dict | None = None, timeout: float = 15.0):
    """A server process started with ``args``, ready once ``port`` accepts connections,
    stopped by its process id when the block ends."""
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    try:
        wait_for_port(port, proc, timeout)
        yield proc
    finally:
        stop(proc)


class StandIn(http.server.BaseHTTPRequestHandler):
    """The base of a stand-in HTTP endpoint played by a test: one call sends a whole reply,
    and nothing is logged."""

    def reply(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@contextmanager
def serving(handler: type[StandIn], path: str):
    """A stand-in endpoint on a free port of 127.0.0.1, in a thread, for the block: its URL
    with ``path``."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}{path}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def oxigraph_binary() -> str | None:
    local = Path(sys.executable).parent / "oxigraph"
    return str(local) if local.exists() else shutil.which("oxigraph")


def need_oxigraph() -> str:
    binary = oxigraph_binary()
    if binary is None:
        pytest.skip("the oxigraph server (PyPI package 'oxigraph', in the test extra) is not installed")
    return binary


# ---------------------------------------------------------------- comparing backends

def assert_same_answers(query, local, remote) -> None:
    """A named query run with each of its examples gives the same rows on both backends."""
    from edison_kg.lookup import run_query
    from edison_kg.sparql import QueryResult

    for params in query.examples or [{}]:
        here = run_query(query.name, params, backend=local)
        there = run_query(query.name, params, backend=remote)
        assert here == there
        if isinstance(here, QueryResult):
            assert here.columns == there.columns


# ---------------------------------------------------------------- the web page's server

@pytest.fixture(scope="session")
def web_server():
    """``edison-kg serve`` over the real graph on a free port of 127.0.0.1, for the web page
    and API tests: (base URL, the first line it printed). Stopped by its process id."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("EDISON_KG_ENDPOINT")}
    env["PYTHONUNBUFFERED"] = "1"
    args = [sys.executable, "-m", "edison_kg", "serve", "--port", str(port), "--timeout", "30"]
    # the store may be compiled first (a cold cache): the port listens once it is open
    with running(args, port, env=env, timeout=180) as proc:
        first_line = proc.stderr.readline().decode("utf-8", "replace")
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 120
        while True:  # the first answer waits until a worker has opened the store
            try:
                import urllib.request

                urllib.request.urlopen(base + "/static/app.css", timeout=60).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        yield base, first_line


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per page-test module."""
    from judge_browser import start_browser
    driver = start_browser()
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture()
def page(browser, web_server, tmp_path):
    """The browser with helpers: open a path, find, click, wait, and a screenshot to tmp_path."""
    from judge_browser import Page
    base, _ = web_server
    return Page(browser, base, tmp_path)
