"""``edison-kg serve`` under abuse: a query past the worker's memory cap fails alone (the
server and the other queries go on), a client that goes away mid-request costs at most a
line on stderr, an oversize GET gets 414 and an oversize POST 413 (not a reset
connection), and query texts that would crash the native parser or its sort get 400 or
their answer instead of killing a worker."""

from __future__ import annotations

import json
import queue
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import free_port, stop, wait_for_port

MEMORY_MB = 512
# a cross product sorted: every row must be held before the first comes out
HUNGRY = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } ORDER BY ?c ?f ?i LIMIT 1"


class Lines:
    """A server's stderr, line by line as it writes them (a thread reads the pipe)."""

    def __init__(self, stream):
        self.written: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream) -> None:
        for line in iter(stream.readline, b""):
            self.written.put(line.decode("utf-8", "replace"))

    def taken(self) -> list[str]:
        """The lines written and not taken yet."""
        lines = []
        while not self.written.empty():
            lines.append(self.written.get_nowait())
        return lines

    def wait_for(self, count: int, words: str, wait: float = 30.0) -> list[str]:
        """The lines written until ``count`` of them hold ``words``: each line is an event
        waited for (``wait`` only bounds a server that never writes it)."""
        lines = []
        while sum(words in line for line in lines) < count:
            try:
                lines.append(self.written.get(timeout=wait))
            except queue.Empty:
                raise AssertionError(f"the server wrote {lines!r}, not {count} lines with {words!r}") from None
        return lines


@pytest.fixture(scope="module")
def limited(subset_env):
    """A server over the subset with a small memory cap per worker; its stderr line by line."""
    port = free_port()
    args = [sys.executable, "-m", "edison_kg", "serve", "--port", str(port), "--timeout", "30",
            "--max-memory", str(MEMORY_MB)]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=subset_env)
    try:
        log = Lines(proc.stderr)
        wait_for_port(port, proc, timeout=60)
        url = f"http://127.0.0.1:{port}/sparql"
        assert http(url, timeout=60)[0] == 200
        yield url, port, log
    finally:
        stop(proc)


def http(url: str, *, query: str | None = None, data: bytes | None = None, content_type: str | None = None,
         timeout: float = 60) -> tuple[int, bytes]:
    if query is not None:
        url += "?" + urllib.parse.urlencode({"query": query})
    request = urllib.request.Request(url, data=data, headers={"Content-Type": content_type} if content_type else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_a_query_past_the_memory_cap_fails_alone(limited):
    url, _, _ = limited
    status, body = http(url, data=HUNGRY.encode(), content_type="application/sparql-query")
    assert status == 500 and f"memory limit of {MEMORY_MB} MB" in body.decode()
    # the server goes on, and its replaced worker answers
    for _ in range(3):
        status, body = http(url, query="ASK { ?s ?p ?o }")
        assert status == 200 and json.loads(body)["boolean"] is True


def test_a_client_that_goes_away_costs_one_line(limited):
    url, port, log = limited
    log.taken()   # what the server wrote before
    with socket.create_connection(("127.0.0.1", port)) as conn:  # a query asked, the answer not awaited
        conn.sendall(b"GET /sparql?query=ASK%7B%3Fs%20%3Fp%20%3Fo%7D HTTP/1.1\r\nHost: x\r\n\r\n")
    for _ in range(3):  # a body promised and never sent, then the connection closed
        with socket.create_connection(("127.0.0.1", port)) as conn:
            conn.sendall(b"POST /sparql HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-query\r\n"
                         b"Content-Length: 1000\r\n\r\nSELECT")
    added = log.wait_for(3, "went away")
    assert http(url, query="ASK { ?s ?p ?o }")[0] == 200
    added += log.taken()
    assert not any("Traceback" in line or "Exception" in line for line in added)
    lines = [line for line in added if line.strip()]
    assert len(lines) <= 3 and all("went away" in line for line in lines)


def test_a_long_get_is_414_and_a_big_post_413(limited):
    url, _, _ = limited
    long_query = "ASK { ?s ?p ?o } #" + "x" * 2_000_000
    status, body = http(url, query=long_query)
    assert status == 414 and b"POST" in body
    status, body = http(url, data=long_query.encode(), content_type="application/sparql-query")
    assert status == 413
    assert http(url, query="ASK { ?s ?p ?o }")[0] == 200


def test_texts_that_would_crash_the_parser_or_its_sort(limited):
    url, _, _ = limited
    deep = "SELECT * WHERE { ?s ?p ?o FILTER(" + "(" * 100_000 + "?o" + ")" * 100_000 + ") }"
    status, body = http(url, data=deep.encode(), content_type="application/sparql-query")
    assert status == 400 and b"deeper than" in body
    mixed = "SELECT ?o (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?o ORDER BY ?o"
    status, body = http(url, data=mixed.encode(), content_type="application/sparql-query")
    assert status == 200 and len(json.loads(body)["results"]["bindings"]) > 100
