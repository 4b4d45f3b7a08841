"""``edison-kg serve`` under abuse: a query past the worker's memory cap fails alone (the
server and the other queries go on), a client that goes away mid-request costs at most a
line on stderr, an oversize GET gets 414 and an oversize POST 413 (not a reset
connection), and query texts that would crash the native parser or its sort get 400 or
their answer instead of killing a worker."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import free_port, stop, wait_for_port

MEMORY_MB = 512
# a cross product sorted: every row must be held before the first comes out
HUNGRY = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } ORDER BY ?c ?f ?i LIMIT 1"


@pytest.fixture(scope="module")
def limited(subset_env, tmp_path_factory):
    """A server over the subset with a small memory cap per worker; its stderr in a file."""
    log = tmp_path_factory.mktemp("serve") / "stderr.txt"
    port = free_port()
    args = [sys.executable, "-m", "edison_kg", "serve", "--port", str(port), "--timeout", "30",
            "--max-memory", str(MEMORY_MB)]
    with open(log, "wb") as err:
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=err, env=subset_env)
        try:
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
    before = log.read_text(errors="replace")
    for _ in range(3):  # a body promised and never sent, then the connection closed
        with socket.create_connection(("127.0.0.1", port)) as conn:
            conn.sendall(b"POST /sparql HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-query\r\n"
                         b"Content-Length: 1000\r\n\r\nSELECT")
    with socket.create_connection(("127.0.0.1", port)) as conn:  # a query asked, the answer not awaited
        conn.sendall(b"GET /sparql?query=ASK%7B%3Fs%20%3Fp%20%3Fo%7D HTTP/1.1\r\nHost: x\r\n\r\n")
    assert http(url, query="ASK { ?s ?p ?o }")[0] == 200
    time.sleep(0.5)
    added = log.read_text(errors="replace")[len(before):]
    assert "Traceback" not in added and "Exception" not in added
    lines = added.strip().splitlines()
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
