"""Remote endpoints that misbehave at the transport level, played by real socket servers
on 127.0.0.1 that the tests start and stop: a reply that drips, is cut short, never
comes, is not HTTP, is 429 with Retry-After, or a port where nothing listens. Each ends
within the request's deadline as one line (exit 3 from the command line), and credentials
written in the endpoint URL never appear in a message.

The requests keep a virtual clock (tests/virtual_clock.py): the backoffs and Retry-After
waits are checked as recorded, and a server that stalls lets virtual time pass, so a
deadline rings without waiting for it. The command-line runs keep the system's clock."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading

import pytest

from edison_kg.exports import publish
from edison_kg.sparql.http import redact
from edison_kg.sparql import RemoteBackend
from edison_kg.errors import BadInput, EndpointError

from conftest import free_port
from virtual_clock import Stalling, VirtualClock

ASK_TRUE = json.dumps({"head": {}, "boolean": True}).encode()
SELECT_ONE = json.dumps({"head": {"vars": ["n"]}, "results": {"bindings": [
    {"n": {"type": "literal", "value": "7", "datatype": "http://www.w3.org/2001/XMLSchema#integer"}}]}}).encode()


def http_reply(body: bytes, status: str = "200 OK", headers: dict | None = None,
               content_type: str = "application/sparql-results+json") -> bytes:
    head = [f"HTTP/1.1 {status}", f"Content-Type: {content_type}", f"Content-Length: {len(body)}",
            "Connection: close", *(f"{k}: {v}" for k, v in (headers or {}).items())]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


class Misbehaving:
    """A socket server on 127.0.0.1 that handles each connection with ``behaviour(conn,
    request_bytes, number, stopping)``; it records the requests and stops when the block
    ends. With a ``clock``, the behaviour's waits (``stopping.wait``) pass on that virtual clock."""

    def __init__(self, behaviour, clock: VirtualClock | None = None):
        self.behaviour = behaviour
        self.clock = clock
        self.requests: list[bytes] = []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port = self.listener.getsockname()[1]
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/sparql"

    def _serve(self) -> None:
        while not self.stopping.is_set():
            try:
                conn, _ = self.listener.accept()
            except (socket.timeout, OSError):
                continue
            threading.Thread(target=self._handle, args=(conn, len(self.requests)), daemon=True).start()

    def _handle(self, conn: socket.socket, number: int) -> None:
        with conn:
            conn.settimeout(10)
            data = b""
            try:
                while b"\r\n\r\n" not in data:
                    chunk = conn.recv(65536)
                    if not chunk:
                        return
                    data += chunk
                head, _, rest = data.partition(b"\r\n\r\n")
                length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                               if line.lower().startswith(b"content-length:")), 0)
                while len(rest) < length:
                    rest += conn.recv(65536)
                self.requests.append(head + b"\r\n\r\n" + rest)
                waits = Stalling(self.clock, self.stopping) if self.clock else self.stopping
                self.behaviour(conn, data, number, waits)
            except OSError:
                pass  # the client gave up first: what these tests want

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopping.set()
        self.thread.join(timeout=5)
        self.listener.close()


def drip(conn, request, number, stopping):
    """Headers at once, then the body one byte every 0.2 s: each read succeeds, the reply never ends."""
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/sparql-results+json\r\nContent-Length: 100000\r\n\r\n")
    while not stopping.wait(0.2):
        conn.sendall(b" ")


def drip_headers(conn, request, number, stopping):
    for byte in b"HTTP/1.1 200 OK\r\nX-Slow: " + b"a" * 10_000:
        if stopping.wait(0.1):
            return
        conn.sendall(bytes([byte]))


def cut_short(conn, request, number, stopping):
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/sparql-results+json\r\nContent-Length: 5000\r\n\r\n{\"head\"")


def hang(conn, request, number, stopping):
    stopping.wait(30)


def not_http(conn, request, number, stopping):
    conn.sendall(b"SSH-2.0-OpenSSH_9.6\r\n\x00\x01\x02 garbage that is no HTTP status line\r\n\r\n")


def too_many_then_answer(conn, request, number, stopping):
    if number < 2:
        conn.sendall(http_reply(b"slow down", "429 Too Many Requests", {"Retry-After": "1"}, "text/plain"))
    else:
        conn.sendall(http_reply(ASK_TRUE))


def too_many_for_long(conn, request, number, stopping):
    conn.sendall(http_reply(b"come back tomorrow", "429 Too Many Requests", {"Retry-After": "3600"}, "text/plain"))


def deep_json(conn, request, number, stopping):
    conn.sendall(http_reply(b'{"head": {"vars": ["n"]}, "results": {"bindings": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"))


def answer_select(conn, request, number, stopping):
    conn.sendall(http_reply(SELECT_ONE))


def one_line_error(call) -> EndpointError:
    with pytest.raises(EndpointError) as caught:
        call()
    message = str(caught.value)
    assert "\n" not in message and len(message) < 400 and caught.value.exit_code == 3
    return caught.value


# ---------------------------------------------------------------- the deadline

@pytest.mark.parametrize("behaviour", [drip, drip_headers, hang], ids=["drip", "drip-headers", "hang"])
def test_a_reply_that_never_ends_stops_at_the_deadline(behaviour):
    clock = VirtualClock()
    with Misbehaving(behaviour, clock) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=1, retries=3, backoff=0.05, clock=clock)
                               .ask("ASK { ?s ?p ?o }"))
    # one deadline for the request and its retries: the first attempt, cut when the 1 s set at
    # its start ran out, and no retry after, where a per-read timeout of 60 s would have let
    # the drip go on for ever and the hang last 4 x 60 s
    assert clock.rung() == [(0.0, 1.0)] and clock.sleeps == []
    assert "no complete answer within 1 s" in str(error)


def test_the_deadline_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("EDISON_KG_ENDPOINT_TIMEOUT", "0.5")
    clock = VirtualClock()
    with Misbehaving(hang, clock) as server:
        backend = RemoteBackend(server.url, clock=clock)
        assert backend.timeout == 0.5
        assert "within 0.5 s" in str(one_line_error(lambda: backend.ask("ASK { ?s ?p ?o }")))
    monkeypatch.setenv("EDISON_KG_ENDPOINT_TIMEOUT", "soon")
    with pytest.raises(BadInput, match="EDISON_KG_ENDPOINT_TIMEOUT must be a number"):
        RemoteBackend("http://127.0.0.1:1/sparql")


# ---------------------------------------------------------------- other transport faults

def test_a_reply_cut_short_is_retried_then_one_line():
    with Misbehaving(cut_short) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=5, retries=2, backoff=0.01,
                                                     clock=VirtualClock())
                               .ask("ASK { ?s ?p ?o }"))
        assert len(server.requests) == 3
    assert "cut short" in str(error) and "gave up after 3 attempts" in str(error)


def test_a_reply_that_is_not_http_is_one_line_and_not_retried():
    with Misbehaving(not_http) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=5, retries=3, backoff=0.01)
                               .ask("ASK { ?s ?p ?o }"))
        assert len(server.requests) == 1
    assert "not HTTP" in str(error)


def test_429_is_retried_after_what_retry_after_asks():
    clock = VirtualClock()
    with Misbehaving(too_many_then_answer) as server:
        assert RemoteBackend(server.url, timeout=10, retries=3, backoff=0.01, clock=clock).ask("ASK { ?s ?p ?o }") is True
        assert len(server.requests) == 3
    assert clock.sleeps == [1, 1]  # two waits of the 1 s asked, not the 0.01 s backoff


def test_429_asking_past_the_deadline_gives_up_at_once():
    clock = VirtualClock()
    with Misbehaving(too_many_for_long) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=5, retries=3, clock=clock)
                               .ask("ASK { ?s ?p ?o }"))
        assert clock.sleeps == [] and len(server.requests) == 1
    assert "HTTP 429" in str(error) and "retry after 3600 s" in str(error)


def test_nothing_listening_is_retried_then_one_line():
    url = f"http://127.0.0.1:{free_port()}/sparql"
    error = one_line_error(lambda: RemoteBackend(url, timeout=5, retries=1, backoff=0.01, clock=VirtualClock())
                           .ask("ASK { ?s ?p ?o }"))
    assert str(error) == f"endpoint {url}: connection refused (gave up after 2 attempts)"


def test_a_hostile_reply_is_one_line_not_a_recursion_error():
    with Misbehaving(deep_json) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=5, retries=0)
                               .select("SELECT ?n WHERE { ?s ?p ?n }"))
    assert "malformed SPARQL JSON results" in str(error)


# ---------------------------------------------------------------- credentials

def test_credentials_in_the_url_are_sent_but_never_shown():
    with Misbehaving(answer_select) as server:
        url = server.url.replace("http://", "http://editor:pa%24%24word@")
        rows = RemoteBackend(url, timeout=5).select("SELECT ?n WHERE { ?s ?p ?n }").rows
        assert rows[0]["n"].value == "7"
        sent = server.requests[0].decode()
    assert "Authorization: Basic ZWRpdG9yOnBhJCR3b3Jk" in sent  # editor:pa$$word
    assert "pa%24%24word" not in sent.split("\r\n")[0] and "editor" not in sent.split("\r\n")[0]
    clock = VirtualClock()
    with Misbehaving(hang, clock) as server:
        url = server.url.replace("http://", "http://editor:pa%24%24word@")
        error = one_line_error(lambda: RemoteBackend(url, timeout=0.5, clock=clock).ask("ASK { ?s ?p ?o }"))
    assert "word" not in str(error) and "editor" not in str(error)
    assert f"127.0.0.1:{server.port}" in str(error)
    with pytest.raises(BadInput) as caught:
        RemoteBackend("ftp://editor:secret@example.org/sparql")
    assert "secret" not in str(caught.value)


# ---------------------------------------------------------------- the command line and publish

def run_cli(*args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("EDISON_KG_ENDPOINT")}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "edison_kg", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("behaviour", [drip, hang, not_http, cut_short], ids=["drip", "hang", "not-http", "cut"])
def test_every_transport_fault_is_one_line_and_exit_3_on_the_command_line(behaviour):
    with Misbehaving(behaviour) as server:
        url = server.url.replace("http://", "http://me:hunter2@")
        run = run_cli("stats", "--endpoint", url, "--timeout", "0.5")
    assert run.returncode == 3, run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and "Traceback" not in run.stderr
    assert run.stderr.startswith(f"edison-kg stats: endpoint http://127.0.0.1:{server.port}/sparql: ")
    assert "hunter2" not in run.stderr


def test_a_bad_timeout_is_one_line_and_exit_2():
    run = run_cli("query", "banlist", "--endpoint", "http://127.0.0.1:1/sparql", "--timeout", "-3")
    assert run.returncode == 2 and "the timeout must be a number of seconds above 0" in run.stderr


def test_publish_uses_the_same_deadline_and_redaction(subset_store):
    clock = VirtualClock()
    with Misbehaving(drip, clock) as server:
        url = server.url.replace("http://", "http://me:hunter2@")
        error = one_line_error(lambda: publish(url, store=subset_store, quiet=True, timeout=1,
                                               retries=1, backoff=0.01, clock=clock))
        assert clock.rung() == [(0.0, 1.0)] and clock.sleeps == []  # cut at the deadline, no retry after
    assert "hunter2" not in str(error) and "within 1 s" in str(error)


def test_redact_keeps_everything_but_the_credentials():
    assert redact("https://u:p@host:8890/sparql?x=1") == "https://host:8890/sparql?x=1"
    assert redact("http://host/sparql") == "http://host/sparql"


def moved(conn, request, number, stopping):
    conn.sendall(http_reply(b"", "301 Moved Permanently", {"Location": "https://u:pw@example.org/sparql"}))


def test_a_redirect_names_the_new_address_without_its_credentials():
    with Misbehaving(moved) as server:
        error = one_line_error(lambda: RemoteBackend(server.url, timeout=5).ask("ASK { ?s ?p ?o }"))
        assert len(server.requests) == 1
    assert "HTTP 301" in str(error) and "https://example.org/sparql" in str(error) and "pw" not in str(error)
