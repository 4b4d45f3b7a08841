"""``edison-kg serve`` started on a free port of 127.0.0.1 over the subset, queried with
SPARQLWrapper (through the remote backend, every named query) and with plain HTTP
(urllib): content negotiation, GET and POST, the service description, updates refused,
the time limit and the row limit."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from edison_kg.sparql.named import list_queries
from edison_kg.sparql import LocalBackend, RemoteBackend
from edison_kg.errors import EndpointError
from edison_kg.web import RESULT_TYPES, classify, negotiate

from conftest import SUBSET_CARDS, assert_same_answers, free_port, running

TIMEOUT = 1.0   # seconds a query may run on the test server
MAX_ROWS = 500  # rows an answer may hold on the test server
NAMES = "PREFIX ek: <https://w3id.org/edison-kg/ns#> SELECT ?card ?name WHERE { ?card ek:name ?name } ORDER BY ?name"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"  # a cross product: hours
NAMED = list_queries()


@pytest.fixture(scope="module")
def server(subset_env):
    """(the endpoint's address, the server process)."""
    port = free_port()
    args = [sys.executable, "-m", "edison_kg", "serve", "--port", str(port),
            "--timeout", str(TIMEOUT), "--max-rows", str(MAX_ROWS)]
    with running(args, port, env=subset_env, timeout=60) as proc:
        url = f"http://127.0.0.1:{port}/sparql"
        # the port listens at once; the answer waits until the store is open and a worker is up
        assert http(url, timeout=60)[0] == 200
        yield url, proc
    # stopped by SIGTERM: the server removed its copy of the store
    assert not list(Path(subset_env["EDISON_KG_CACHE"]).glob("serve-*"))


@pytest.fixture(scope="module")
def endpoint(server):
    return server[0]


def http(url: str, *, query: str | None = None, accept: str | None = None, data: bytes | None = None,
         content_type: str | None = None, method: str | None = None, timeout: float = 30) -> tuple[int, str, bytes]:
    """(status, content type, body) of one plain HTTP request."""
    if query is not None:
        url += "?" + urllib.parse.urlencode({"query": query})
    headers = {k: v for k, v in (("Accept", accept), ("Content-Type", content_type)) if v}
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read()


def worker_processes(server_pid: int) -> set[int]:
    """The server's worker processes (spawned by multiprocessing; its resource tracker is not one)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
            command = (stat.parent / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue   # a process that ended meanwhile
        if parent == server_pid and b"spawn_main" in command:
            found.add(int(stat.parent.name))
    return found


def stopped_processes(pids: set[int], wait: float = 30.0) -> set[int]:
    """Those of ``pids`` that have ended, once at least one has: waits on the processes' own
    exit events (pidfd), not on the clock (``wait`` only bounds a server that never stops one)."""
    import select

    handles, ended = {}, set()
    for pid in pids:
        try:
            handles[os.pidfd_open(pid)] = pid
        except ProcessLookupError:
            ended.add(pid)
    try:
        if not ended:
            select.select(list(handles), [], [], wait)
        ready, _, _ = select.select(list(handles), [], [], 0)
        return ended | {handles[fd] for fd in ready}
    finally:
        for fd in handles:
            os.close(fd)


# ---------------------------------------------------------------- SPARQLWrapper

@pytest.mark.parametrize("query", NAMED, ids=[q.name for q in NAMED])
def test_named_query_same_through_serve(query, endpoint, subset_store):
    """The remote backend (SPARQLWrapper, POST, JSON results; N-Triples for CONSTRUCT)."""
    assert_same_answers(query, LocalBackend(subset_store), RemoteBackend(endpoint))


def test_in_memory_workers_answer_like_the_store(subset_env, subset_store):
    """``serve --in-memory``: the workers copy the store into memory and answer the same."""
    port = free_port()
    args = [sys.executable, "-m", "edison_kg", "serve", "--port", str(port), "--in-memory"]
    with running(args, port, env=subset_env, timeout=60):
        url = f"http://127.0.0.1:{port}/sparql"
        assert http(url, timeout=60)[0] == 200
        for query in [q for q in NAMED if q.name in ("can-miss-timing", "card-triples", "card-is-legal")]:
            assert_same_answers(query, LocalBackend(subset_store), RemoteBackend(url))


def test_sparqlwrapper_get_with_xml_and_csv(endpoint, subset_store):
    from SPARQLWrapper import CSV, GET, XML, SPARQLWrapper

    expected = [row["name"].value for row in LocalBackend(subset_store).select(NAMES)]
    sparql = SPARQLWrapper(endpoint)
    sparql.setMethod(GET)
    sparql.setQuery(NAMES)
    sparql.setReturnFormat(XML)
    document = sparql.queryAndConvert()  # a DOM of SPARQL XML results
    names = [b.getElementsByTagName("literal")[0].firstChild.data
             for b in document.getElementsByTagName("binding") if b.getAttribute("name") == "name"]
    assert names == expected and "Drill Warrior" in names
    sparql.setReturnFormat(CSV)
    rows = list(csv.DictReader(io.StringIO(sparql.queryAndConvert().decode("utf-8"))))
    assert [r["name"] for r in rows] == expected


# ---------------------------------------------------------------- plain HTTP

@pytest.mark.parametrize("accept, media", [
    ("application/sparql-results+json", "application/sparql-results+json"),
    ("application/sparql-results+xml", "application/sparql-results+xml"),
    ("text/csv", "text/csv"),
    ("text/tab-separated-values", "text/tab-separated-values"),
    (None, "application/sparql-results+json"),
    ("text/html;q=0.5,application/xhtml+xml;q=0.5,*/*", "application/sparql-results+json"),
    ("text/csv;q=0.5, application/sparql-results+xml", "application/sparql-results+xml"),
])
def test_content_negotiation(endpoint, subset_store, accept, media):
    expected = [row["name"].value for row in LocalBackend(subset_store).select(NAMES)]
    status, content_type, body = http(endpoint, query=NAMES, accept=accept)
    assert status == 200 and content_type.split(";")[0] == media
    text = body.decode("utf-8")
    if media.endswith("json"):
        names = [b["name"]["value"] for b in json.loads(text)["results"]["bindings"]]
    elif media.endswith("xml"):
        ns = {"r": "http://www.w3.org/2005/sparql-results#"}
        names = [e.text for e in ET.fromstring(body).findall(".//r:binding[@name='name']/r:literal", ns)]
    elif media == "text/csv":
        names = [row["name"] for row in csv.DictReader(io.StringIO(text))]
    else:
        lines = text.splitlines()
        assert lines[0] == "?card\t?name"
        names = [json.loads(line.split("\t")[1]) for line in lines[1:]]  # "..." literals, JSON-compatible escapes
    assert names == expected


def test_a_browser_gets_the_results_as_a_page(endpoint, subset_store):
    """An Accept header that prefers text/html to every results format (a browser's) gets the
    SPARQL page with the same rows as a table; one that names a results format does not."""
    expected = [row["name"].value for row in LocalBackend(subset_store).select(NAMES)]
    status, content_type, body = http(endpoint, query=NAMES, accept="text/html,application/xhtml+xml,*/*;q=0.8")
    assert status == 200 and content_type.startswith("text/html")
    cells = ET.fromstring(body.decode("utf-8").split('<div class="table-wrap">')[1].split("</div>")[0])
    assert [row.findall("td")[1].text for row in cells.find("tbody")] == expected
    status, content_type, _ = http(endpoint, query=NAMES, accept="application/sparql-results+json,text/html")
    assert content_type.split(";")[0] == "application/sparql-results+json"


def test_post_form_and_post_body_answer_like_get(endpoint):
    _, _, by_get = http(endpoint, query=NAMES)
    form = urllib.parse.urlencode({"query": NAMES}).encode()
    assert http(endpoint, data=form, content_type="application/x-www-form-urlencoded") == (
        200, "application/sparql-results+json", by_get)
    assert http(endpoint, data=NAMES.encode(), content_type="application/sparql-query") == (
        200, "application/sparql-results+json", by_get)
    assert http(endpoint.replace("/sparql", "/query"), query=NAMES)[2] == by_get


def test_construct_in_turtle_and_ntriples(endpoint, subset_store):
    import pyoxigraph as ox

    query = ("PREFIX ek: <https://w3id.org/edison-kg/ns#> "
             "CONSTRUCT { ?c ek:name ?n } WHERE { ?c ek:name ?n }")
    expected = {(t.subject.value, t.predicate.value, t.object.value) for t in LocalBackend(subset_store).construct(query)}
    for accept, fmt in ((None, ox.RdfFormat.TURTLE), ("application/n-triples", ox.RdfFormat.N_TRIPLES)):
        status, content_type, body = http(endpoint, query=query, accept=accept)
        assert status == 200 and content_type.split(";")[0] == fmt.media_type
        got = {(t.subject.value, t.predicate.value, t.object.value) for t in ox.parse(body, format=fmt)}
        assert got == expected and len(got) == len(SUBSET_CARDS)


def test_service_description(endpoint, subset_store):
    import pyoxigraph as ox

    status, content_type, body = http(endpoint)
    assert status == 200 and content_type.startswith("text/turtle")
    graph = ox.Store()
    graph.extend(ox.parse(body, format=ox.RdfFormat.TURTLE))
    row = next(iter(graph.query(
        "PREFIX sd: <http://www.w3.org/ns/sparql-service-description#> PREFIX void: <http://rdfs.org/ns/void#> "
        "SELECT ?endpoint ?triples (COUNT(?format) AS ?formats) WHERE { ?s a sd:Service ; sd:endpoint ?endpoint ; "
        "sd:resultFormat ?format ; sd:supportedLanguage sd:SPARQL11Query ; "
        "sd:defaultDataset/sd:defaultGraph/void:triples ?triples } GROUP BY ?endpoint ?triples")))
    assert row["endpoint"].value == endpoint
    assert int(row["triples"].value) == len(subset_store)
    assert int(row["formats"].value) == 8


# ---------------------------------------------------------------- refusals and limits

def test_updates_are_refused(endpoint, subset_store):
    update = "DELETE WHERE { ?s ?p ?o }"
    base = endpoint.rsplit("/", 1)[0]
    refusals = [
        http(endpoint, data=urllib.parse.urlencode({"update": update}).encode(),
             content_type="application/x-www-form-urlencoded"),
        http(endpoint, data=update.encode(), content_type="application/sparql-update"),
        http(endpoint, query=update),
        http(base + "/update", data=update.encode(), content_type="application/sparql-update"),
        http(base + "/store?default", data=b"<x:a> <x:b> <x:c> .\n", content_type="application/n-triples", method="PUT"),
    ]
    for status, content_type, body in refusals:
        assert (status, content_type.split(";")[0]) == (403, "text/plain")
        assert b"read-only" in body
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    assert RemoteBackend(endpoint).select(count).values("n") == [len(subset_store)]


def test_service_calls_are_refused(endpoint):
    status, _, body = http(endpoint, query=f"SELECT * WHERE {{ SERVICE <{endpoint}> {{ ?s ?p ?o }} }}")
    assert status == 403 and b"SERVICE" in body
    # the word inside a string is no SERVICE call
    assert http(endpoint, query='ASK { FILTER("SERVICE" != "") }')[0] == 200


def test_a_slow_query_is_cancelled_at_the_time_limit(server, subset_env):
    endpoint, proc = server
    # the compiled store goes away, as when the data is edited and the graph rebuilt while
    # serving: the worker started in place of the cancelled one reads the server's own copy
    for store in Path(subset_env["EDISON_KG_CACHE"]).glob("store-*"):
        shutil.rmtree(store)
    workers = worker_processes(proc.pid)
    assert workers
    status, _, body = http(endpoint, query=SLOW)   # hours of work: answered only because it was cancelled
    assert status == 503 and b"time limit of 1 s" in body
    # cancelled, not left running: the worker that ran it is stopped (its exit, as the
    # process reports it), the others untouched
    assert len(stopped_processes(workers)) == 1
    # the worker was replaced: the server goes on answering
    assert http(endpoint, query="ASK { ?s ?p ?o }")[2] == b'{"head":{},"boolean":true}'
    with pytest.raises(EndpointError, match="HTTP 503.*time limit"):
        RemoteBackend(endpoint, retries=0).query(SLOW)
    assert RemoteBackend(endpoint).ask("ASK { ?s ?p ?o }") is True


def test_an_answer_over_the_row_limit_is_refused_not_cut(endpoint):
    query = "SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT "
    status, _, body = http(endpoint, query=query + str(MAX_ROWS))
    assert status == 200 and len(json.loads(body)["results"]["bindings"]) == MAX_ROWS
    for over in (query + str(MAX_ROWS + 1), "SELECT * WHERE { ?s ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }"):
        status, _, body = http(endpoint, query=over)
        assert status == 422 and f"more than {MAX_ROWS} rows".encode() in body


def test_bad_requests(endpoint):
    assert http(endpoint, query="SELECT * WHERE { ?s ?p }")[:2] == (400, "text/plain; charset=utf-8")
    assert http(endpoint, query=NAMES, accept="image/png")[0] == 406
    assert http(endpoint, data=b"query=x", content_type="text/plain")[0] == 415
    assert http(endpoint, data=b"", content_type="application/sparql-query")[0] == 400


# ---------------------------------------------------------------- pure parts

def test_negotiate_prefers_quality_then_specificity_then_order():
    assert negotiate(None, RESULT_TYPES) == "application/sparql-results+json"
    assert negotiate("text/*;q=0.9, text/csv;q=0.1, text/xml;q=0", RESULT_TYPES) == "text/tab-separated-values"
    assert negotiate("application/sparql-results+xml;q=0.9, application/json", RESULT_TYPES) == "application/json"
    assert negotiate("*/*, text/csv;q=0", {"text/csv": "CSV"}) is None
    assert negotiate("text/turtle", RESULT_TYPES) is None


def test_classify_reads_past_prologue_comments_and_strings():
    assert classify("# SELECT\nPREFIX ek: <x:>\nINSERT DATA { <x:a> <x:b> 'SELECT' }") == ("update", False)
    assert classify("BASE <x:> SELECT * { ?s ?p 'DELETE' }") == ("query", False)
    assert classify("SELECT * { SERVICE <http://h/> { ?s ?p ?o } }") == ("query", True)


def test_a_busy_port_is_one_line_and_exit_2(endpoint, subset_env):
    port = urllib.parse.urlsplit(endpoint).port
    done = subprocess.run([sys.executable, "-m", "edison_kg", "serve", "--port", str(port)], env=subset_env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == f"edison-kg serve: cannot listen on 127.0.0.1:{port}: Address already in use"
