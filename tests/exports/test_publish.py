"""``publish`` into a real writable Oxigraph server started on 127.0.0.1: the subset lands
whole (every named query answers the same on both backends), publishing twice leaves the
same graph, a publish interrupted half-way and re-run ends complete, the CLI commands give
the same output embedded and with ``--endpoint``; and the faults of a store that answers
badly (retried 5xx, refused batches), with credentials from the environment only."""

from __future__ import annotations

import json
import math
import subprocess
from pathlib import Path

import pytest

from edison_kg.sparql.named import list_queries
from edison_kg.sparql import LocalBackend, RemoteBackend
from edison_kg.errors import BadInput, EndpointError
from edison_kg.store import memory_store
from edison_kg.vocab.ns import ID_IRI
from edison_kg.exports.publishing import addresses, publish, staging_graph

from conftest import (StandIn, assert_same_answers, cli_finish, cli_process, free_port, need_oxigraph, running,
                      serving, stop, wait_for_port)
from virtual_clock import VirtualClock

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BATCH = 1000  # the subset (~8000 triples) goes in several batches
EVERYTHING = "CONSTRUCT WHERE { ?s ?p ?o }"
ANY_NAMED_GRAPH = "ASK { GRAPH ?g { ?s ?p ?o } }"
NAMED = list_queries()


def oxigraph_serve(port: int, location: Path | None = None) -> list[str]:
    """The command of a writable Oxigraph server (in memory unless ``location`` is given)."""
    args = [need_oxigraph(), "serve", "--bind", f"127.0.0.1:{port}"]
    return args + (["--location", str(location)] if location else [])


@pytest.fixture(scope="module")
def mini_store():
    """Another, smaller real graph: what a store held before a publish."""
    return memory_store([FIXTURES / "queries" / "mini-graph.ttl"], infer=False)


@pytest.fixture(scope="module")
def store_url():
    port = free_port()
    with running(oxigraph_serve(port), port):
        yield f"http://127.0.0.1:{port}/query"


@pytest.fixture
def fresh_url():
    port = free_port()
    with running(oxigraph_serve(port), port):
        yield f"http://127.0.0.1:{port}/query"


@pytest.fixture(scope="module")
def published(store_url, subset_store):
    return publish(store_url, store=subset_store, batch_size=BATCH, quiet=True)


# ---------------------------------------------------------------- the subset, published

def test_publish_sends_the_whole_graph_in_batches(published, subset_store):
    total = len(subset_store)
    assert published["triples_sent"] == total == published["triples_in_store"]
    assert published["batches"] == math.ceil(total / BATCH)
    assert published["replaced_atomically"] is True
    assert published["graph_store"].endswith("/store") and published["update_endpoint"].endswith("/update")
    assert published["seconds"] > 0 and published["triples_per_second"] > 0


@pytest.mark.parametrize("query", NAMED, ids=[q.name for q in NAMED])
def test_named_query_same_after_publish(query, published, subset_store, store_url):
    assert_same_answers(query, LocalBackend(subset_store), RemoteBackend(store_url))


def test_publishing_twice_leaves_the_same_graph(published, store_url, subset_store):
    again = publish(store_url, store=subset_store, batch_size=3000, method="update", quiet=True)
    assert again["triples_in_store"] == published["triples_in_store"] == len(subset_store)
    assert again["batches"] == math.ceil(len(subset_store) / 3000)
    remote = RemoteBackend(store_url)
    assert remote.construct(EVERYTHING) == LocalBackend(subset_store).construct(EVERYTHING)
    assert remote.ask(ANY_NAMED_GRAPH) is False  # no staging graph left behind


def test_publish_replaces_what_the_store_held(fresh_url, subset_store, mini_store):
    publish(fresh_url, store=subset_store, quiet=True)
    summary = publish(fresh_url, store=mini_store, batch_size=40, quiet=True)
    assert summary["triples_in_store"] == len(mini_store) < len(subset_store)
    assert RemoteBackend(fresh_url).construct(EVERYTHING) == LocalBackend(mini_store).construct(EVERYTHING)


def test_publish_into_a_named_graph_leaves_the_default_graph(fresh_url, subset_store, mini_store):
    publish(fresh_url, store=mini_store, quiet=True)
    graph = ID_IRI + "graph/edison-test"
    summary = publish(fresh_url, graph=graph, store=subset_store, batch_size=BATCH, quiet=True)
    assert summary["graph"] == graph and summary["triples_in_store"] == len(subset_store)
    remote = RemoteBackend(fresh_url)
    assert remote.construct(EVERYTHING) == LocalBackend(mini_store).construct(EVERYTHING)
    inside = remote.construct(f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}")
    assert inside == LocalBackend(subset_store).construct(EVERYTHING)


def test_interrupted_publish_rerun_ends_complete(subset_store, mini_store, tmp_path):
    """The server stops after the second batch: the publish fails with one line, the
    store still holds its old graph (the batches sat in the staging graph), and a re-run
    ends with the complete graph."""
    location = tmp_path / "db"
    port = free_port()
    url = f"http://127.0.0.1:{port}/query"
    proc = subprocess.Popen(oxigraph_serve(port, location), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_port(port, proc)
        publish(url, store=mini_store, quiet=True)

        def stop_server_after_two(batches, sent, total):
            if batches == 2:
                stop(proc)

        with pytest.raises(EndpointError) as info:
            publish(url, store=subset_store, batch_size=BATCH, quiet=True, retries=1, backoff=0.05,
                    progress=stop_server_after_two, clock=VirtualClock())
        assert "connection refused (gave up after 2 attempts)" in str(info.value)
        assert f"127.0.0.1:{port}/store" in str(info.value) and "\n" not in str(info.value)
    finally:
        stop(proc)

    port = free_port()
    url = f"http://127.0.0.1:{port}/query"
    with running(oxigraph_serve(port, location), port):
        remote = RemoteBackend(url)
        assert remote.construct(EVERYTHING) == LocalBackend(mini_store).construct(EVERYTHING)
        staged = remote.select("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }").values("n")
        assert staged == [2 * BATCH]
        summary = publish(url, store=subset_store, batch_size=BATCH, quiet=True)
        assert summary["triples_in_store"] == len(subset_store)
        assert remote.construct(EVERYTHING) == LocalBackend(subset_store).construct(EVERYTHING)
        assert remote.ask(ANY_NAMED_GRAPH) is False


# ---------------------------------------------------------------- the command line, embedded and remote

def test_commands_give_the_same_output_embedded_and_remote(subset_env, fresh_url, tmp_path):
    scenario = tmp_path / "rota-call.json"
    example = json.loads((FIXTURES / "contract_examples" / "seed-rota-call-cl2.json").read_text(encoding="utf-8"))
    scenario.write_text(json.dumps(example["scenario"]), encoding="utf-8")

    code, out, err = cli_finish(cli_process(["publish", "--endpoint", fresh_url, "--quiet", "--json"], subset_env))
    assert code == 0, err
    summary = json.loads(out)
    assert summary["triples_sent"] == summary["triples_in_store"] > 5000

    commands = [["card", "Drill Warrior"], ["card", "sangan", "--json"], ["stats"],
                ["query", "banlist"], ["query", "card-effects", "-p", "card=Drill Warrior", "--format", "json"],
                ["ask", str(scenario)]]
    runs = [(cli_process(c, subset_env), cli_process([*c, "--endpoint", fresh_url], subset_env)) for c in commands]
    from_environment = cli_process(["stats"], {**subset_env, "EDISON_KG_ENDPOINT": fresh_url})
    outputs = {}
    for command, (embedded, remote) in zip(commands, runs):
        here, there = cli_finish(embedded), cli_finish(remote)
        assert here[0] == 0, here[2]
        assert here == there, command
        outputs[" ".join(command)] = here[1]
    assert cli_finish(from_environment) == (0, outputs["stats"], "")
    # validate runs the shapes on what the endpoint serves: the same report as embedded
    assert cli_finish(cli_process(["validate", "--endpoint", fresh_url], subset_env)) == cli_finish(cli_process(["validate"], subset_env))
    assert "Drill Warrior" in outputs["card Drill Warrior"] and "Answer: no" in outputs[f"ask {scenario}"]


# ---------------------------------------------------------------- addresses and faults

def test_addresses_found_from_the_query_endpoint():
    assert addresses("http://127.0.0.1:7878/query") == (
        ["http://127.0.0.1:7878/update", "http://127.0.0.1:7878/query"],
        ["http://127.0.0.1:7878/store", "http://127.0.0.1:7878/data", "http://127.0.0.1:7878/query"])
    fuseki = "http://127.0.0.1:3030/edison/sparql"
    assert addresses(fuseki) == (
        ["http://127.0.0.1:3030/edison/update", fuseki],
        ["http://127.0.0.1:3030/edison/store", "http://127.0.0.1:3030/edison/data",
         "http://127.0.0.1:3030/edison/sparql-graph-crud", fuseki])
    virtuoso = "http://127.0.0.1:8890/sparql-auth"
    assert addresses(virtuoso) == ([virtuoso], ["http://127.0.0.1:8890/sparql-graph-crud-auth", virtuoso])
    dataset = "http://127.0.0.1:3030/edison"
    assert addresses(dataset) == ([dataset], [dataset])
    assert staging_graph(None).startswith(ID_IRI) and staging_graph(None) != staging_graph("x:g")


def test_bad_arguments_are_refused_before_anything_is_sent(mini_store):
    for kwargs, message in [({"method": "ftp"}, "unknown publish method"), ({"batch_size": 0}, "at least 1"),
                            ({"graph": "not an iri"}, "not a valid IRI")]:
        with pytest.raises(BadInput, match=message):
            publish("http://127.0.0.1:9/query", store=mini_store, quiet=True, **kwargs)
    with pytest.raises(BadInput, match="not an http"):
        publish("ftp://example.org/sparql", store=mini_store, quiet=True)


class _Store(StandIn):
    """A stand-in store that records requests and fails as planned (status, body) per
    request; the final count query is answered with the number of triples received."""

    plan: list = []
    seen: list = []
    lines = 0

    def _answer(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        type(self).seen.append((self.command, self.path, self.headers.get("Authorization")))
        status, text = self.plan.pop(0) if self.plan else (204, b"")
        if status < 300 and self.path.startswith("/store"):  # PUT replaces, POST adds
            type(self).lines = body.count(b"\n") + (type(self).lines if self.command == "POST" else 0)
        if status < 300 and self.path == "/query":
            status, text = 200, json.dumps({"head": {"vars": ["triples"]}, "results": {"bindings": [
                {"triples": {"type": "literal", "value": str(type(self).lines),
                             "datatype": "http://www.w3.org/2001/XMLSchema#integer"}}]}}).encode()
        self.reply(status, text, "application/sparql-results+json" if status == 200 else "text/plain")

    do_POST = do_PUT = _answer  # noqa: N815 - the http.server API


@pytest.fixture
def stand_in():
    _Store.plan, _Store.seen, _Store.lines = [], [], 0
    with serving(_Store, "/query") as url:
        yield url


def test_transient_faults_are_retried_and_credentials_come_from_the_environment(stand_in, mini_store, monkeypatch):
    monkeypatch.delenv("EDISON_KG_ENDPOINT_TOKEN", raising=False)
    monkeypatch.setenv("EDISON_KG_ENDPOINT_USER", "judge")
    monkeypatch.setenv("EDISON_KG_ENDPOINT_PASSWORD", "s3cret-pw")
    # DROP staging: ok; first batch: 503 twice, then ok
    _Store.plan = [(204, b""), (503, b"busy"), (503, b"busy")]
    summary = publish(stand_in, store=mini_store, batch_size=50, quiet=True, retries=2, backoff=0.01,
                      clock=VirtualClock())
    assert summary["triples_sent"] == len(mini_store) == summary["triples_in_store"]
    methods = [(m, p.split("?")[0]) for m, p, _ in _Store.seen]
    assert methods[:4] == [("POST", "/update"), ("PUT", "/store"), ("PUT", "/store"), ("PUT", "/store")]
    assert methods[-2:] == [("POST", "/update"), ("POST", "/query")]  # MOVE, then the count
    assert {auth for _, _, auth in _Store.seen} == {"Basic anVkZ2U6czNjcmV0LXB3"}  # judge:s3cret-pw
    assert "s3cret" not in json.dumps(summary)


def test_a_refused_batch_fails_at_once_with_the_stores_reason(stand_in, mini_store):
    _Store.plan = [(204, b""), (400, b"Bad Request: invalid N-Triples at line 3\nmore detail")]
    with pytest.raises(EndpointError) as info:
        publish(stand_in, store=mini_store, quiet=True, retries=3, backoff=5)
    message = str(info.value)
    assert "HTTP 400" in message and "invalid N-Triples at line 3" in message and "\n" not in message
    assert info.value.exit_code == 3 and len(_Store.seen) == 2


def test_without_an_update_endpoint_batches_go_straight_to_the_target(stand_in, mini_store):
    _Store.plan = [(404, b"no such service"), (405, b"updates not allowed here")]
    summary = publish(stand_in, store=mini_store, batch_size=50, quiet=True)
    assert summary["replaced_atomically"] is False and summary["triples_in_store"] == len(mini_store)
    assert [p for _, p, _ in _Store.seen[2:4]] == ["/store?default", "/store?default"]
    _Store.plan = [(404, b"no such service"), (405, b"updates not allowed here")]
    with pytest.raises(EndpointError, match="no SPARQL Update endpoint found"):
        publish(stand_in, store=mini_store, method="update", quiet=True)


def test_direct_publish_skips_the_staging_graph(fresh_url, subset_store, mini_store):
    publish(fresh_url, store=subset_store, quiet=True)
    summary = publish(fresh_url, store=mini_store, batch_size=40, atomic=False, quiet=True)
    assert summary["replaced_atomically"] is False and "update_endpoint" not in summary
    assert RemoteBackend(fresh_url).construct(EVERYTHING) == LocalBackend(mini_store).construct(EVERYTHING)
    with pytest.raises(BadInput, match="staging"):
        publish(fresh_url, store=mini_store, method="update", atomic=False, quiet=True)
