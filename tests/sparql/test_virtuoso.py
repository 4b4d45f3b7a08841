"""Virtuoso as a second real store: the whole graph published into a Virtuoso server and
into an Oxigraph server (both started here on 127.0.0.1), and every named query, with
each of its examples, answering row for row the same on the embedded graph, on Oxigraph
and on Virtuoso. Virtuoso's own ways are met by the queries and by ``publish``: its Graph
Store at ``/sparql-graph-crud``, a graph named in ``default-graph-uri`` (a query without
it sees every graph of the server, Virtuoso's own included), its ASK answered as a table,
booleans kept as 1/0."""

from __future__ import annotations

import json
import math
import urllib.parse
from pathlib import Path

import pytest

from edison_kg import paths
from edison_kg.lookup import run_query
from edison_kg.sparql.named import INTERNAL_DIR, list_queries, load_internal
from edison_kg.sparql import http as transport
from edison_kg.sparql import LocalBackend, QueryResult, RemoteBackend
from edison_kg.errors import EndpointError
from edison_kg.sparql.terms import Term
from edison_kg.sparql.text import query_form
from edison_kg.vocab.ns import ID_IRI, NS_IRI
from edison_kg.exports.publishing import publish

from conftest import StandIn, cli_finish, cli_process, free_port, need_oxigraph, running, serving
from virtuoso_server import need_virtuoso, running_virtuoso

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GRAPH = ID_IRI + "graph/edison"          # the whole graph, in Virtuoso
SUBSET_GRAPH = ID_IRI + "graph/subset"   # the small subset, published by the update method
EVERYTHING = "CONSTRUCT WHERE { ?s ?p ?o }"
NAMED = list_queries()


def with_graph(endpoint: str, graph: str) -> str:
    """The query endpoint whose default graph is ``graph`` (the SPARQL protocol's parameter)."""
    return endpoint + "?" + urllib.parse.urlencode({"default-graph-uri": graph})


@pytest.fixture(scope="module")
def virtuoso(tmp_path_factory):
    need_virtuoso()
    with running_virtuoso(tmp_path_factory.mktemp("virtuoso") / "db") as server:
        server.open_for_updates()
        yield server


@pytest.fixture(scope="module")
def whole_store():
    from edison_kg.store import open_store

    return open_store(quiet=True)


@pytest.fixture(scope="module")
def published(virtuoso, whole_store):
    """The whole graph in Virtuoso, by the Graph Store protocol straight into its graph (the
    final MOVE would be ~40% of the time; the staged publish is tested on the subset)."""
    return publish(virtuoso.sparql, graph=GRAPH, store=whole_store, quiet=True, atomic=False)


@pytest.fixture(scope="module")
def oxigraph_url(whole_store):
    """The whole graph in an in-memory Oxigraph server (straight into its default graph)."""
    port = free_port()
    with running([need_oxigraph(), "serve", "--bind", f"127.0.0.1:{port}"], port):
        url = f"http://127.0.0.1:{port}/query"
        publish(url, store=whole_store, quiet=True, atomic=False)
        yield url


# ---------------------------------------------------------------- the whole graph, three stores

def test_publish_into_virtuoso(published, whole_store, virtuoso):
    total = len(whole_store)
    assert published["triples_sent"] == total == published["triples_in_store"]
    assert published["graph"] == GRAPH and published["replaced_atomically"] is False
    assert published["graph_store"] == virtuoso.base + "/sparql-graph-crud"
    assert published["batches"] == math.ceil(total / 50000)


@pytest.mark.parametrize("query", NAMED, ids=[q.name for q in NAMED])
def test_named_query_same_on_three_stores(query, whole_store, published, oxigraph_url, virtuoso):
    embedded = LocalBackend(whole_store)
    oxigraph = RemoteBackend(oxigraph_url)
    in_virtuoso = RemoteBackend(with_graph(virtuoso.sparql, GRAPH))
    for params in query.examples or [{}]:
        here = run_query(query.name, params, backend=embedded)
        if isinstance(here, QueryResult):
            assert here.rows, f"{query.name} {params}: no rows to compare"
        for backend in (oxigraph, in_virtuoso):
            there = run_query(query.name, params, backend=backend)
            assert type(there) is type(here)
            if isinstance(here, QueryResult):
                assert there.columns == here.columns, backend.name
                assert len(there.rows) == len(here.rows), backend.name
                for number, (mine, theirs) in enumerate(zip(here.rows, there.rows)):
                    assert theirs == mine, f"{backend.name}: row {number} of {query.name} {params}"
            else:
                assert there == here, backend.name


# The queries the package runs itself (exports, card and rule sheets, the timing engine's
# facts), each with the bindings it is given in use. Left out: graph-triples (it reads a named
# graph, which only a staged publish makes), service-description (a constant document about
# the server, run on an empty store) and default-graph (all 401,875 triples of the graph:
# test_publish_into_virtuoso counts them in Virtuoso).
CARD = Term.iri(ID_IRI + "card/26202165")  # Sangan
INTERNAL_BINDINGS = {
    "card-by-name": {"name": Term.literal("Sangan")},
    "card-graph": {"card": CARD},
    "card-sheet": {"card": CARD},
    "card-sheet-archetypes": {"card": Term.iri(ID_IRI + "card/29401950")},  # Bottomless Trap Hole: "Trap Hole"
    "card-sheet-effects": {"card": CARD},
    "card-sheet-rulings": {"card": CARD},
    "concepts": {"scheme": Term.iri(NS_IRI + "EffectKinds")},
    "precedent-details": {"precedent": Term.iri(ID_IRI + "precedent/amazoness-village-soul-taker")},
    "precedent-sheet": {"precedent": Term.iri(ID_IRI + "precedent/amazoness-village-soul-taker")},
    "rule-sheet": {"rule": Term.iri(ID_IRI + "rule/bt-start-before-flip")},
    "rule-sources": {"rule": Term.iri(ID_IRI + "rule/bt-start-before-flip")},
    "timing-card": {"card": CARD},
    "timing-clauses": {"card": CARD},
    "timing-conditions": {"card": Term.iri(ID_IRI + "card/29401950")},  # Bottomless Trap Hole: a condition
    "timing-effects": {"card": CARD},
}
INTERNAL = sorted(p.stem for p in (paths.QUERIES_DIR / INTERNAL_DIR).glob("*.rq")
                  if p.stem not in ("graph-triples", "service-description", "default-graph"))


def _answer(backend, query: str, bindings: dict):
    """What a query answers, in a form to compare: a SELECT's columns and rows (its order
    kept when it has one), a CONSTRUCT's set of triples (blank nodes by their place)."""
    text = load_internal(query).text
    if query_form(text) == "CONSTRUCT":
        return {tuple(None if term.kind == "bnode" else term for term in triple)
                for triple in backend.construct(text, bindings)}
    result = backend.select(text, bindings)
    rows = [tuple(row.get(column) for column in result.columns) for row in result.rows]
    return result.columns, rows if "ORDER BY" in text.upper() else sorted(rows, key=repr)


@pytest.mark.parametrize("query", INTERNAL)
def test_internal_query_same_on_three_stores(query, whole_store, published, oxigraph_url, virtuoso):
    bindings = INTERNAL_BINDINGS.get(query, {})
    here = _answer(LocalBackend(whole_store), query, bindings)
    assert here and (isinstance(here, set) or here[1]), f"{query}: nothing to compare"
    for backend in (RemoteBackend(oxigraph_url), RemoteBackend(with_graph(virtuoso.sparql, GRAPH))):
        there = _answer(backend, query, bindings)
        if isinstance(here, set):
            assert there == here, f"{query} on {backend.name}: {len(there ^ here)} triples differ"
            continue
        assert there[0] == here[0] and len(there[1]) == len(here[1]), f"{query} on {backend.name}"
        for number, (mine, theirs) in enumerate(zip(here[1], there[1])):
            assert theirs == mine, f"{backend.name}: row {number} of {query}"


def test_without_the_graph_virtuoso_answers_from_all_its_graphs(published, virtuoso, whole_store):
    """Why the endpoint names the graph: Virtuoso's default graph is every graph it holds."""
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    everything = RemoteBackend(virtuoso.sparql).select(count).values("n")[0]
    assert everything > len(whole_store)
    assert RemoteBackend(with_graph(virtuoso.sparql, GRAPH)).select(count).values("n") == [len(whole_store)]


# ---------------------------------------------------------------- the update method, and again

def test_update_method_twice_leaves_the_same_graph(virtuoso, subset_store):
    """INSERT DATA in batches small enough for Virtuoso's SPARQL parser, into a graph of
    its own; a second publish replaces the first (MOVE), no staging graph is left."""
    for batch in (2000, 3000):
        summary = publish(virtuoso.sparql, graph=SUBSET_GRAPH, store=subset_store, method="update",
                          batch_size=batch, quiet=True)
        assert summary["triples_in_store"] == summary["triples_sent"] == len(subset_store)
        assert summary["replaced_atomically"] is True
        assert summary["update_endpoint"] == virtuoso.sparql  # no /update: the endpoint itself
    remote = RemoteBackend(with_graph(virtuoso.sparql, SUBSET_GRAPH))
    assert remote.construct(EVERYTHING) == LocalBackend(subset_store).construct(EVERYTHING)
    staged = RemoteBackend(virtuoso.sparql).ask(
        f"ASK {{ GRAPH ?g {{ ?s ?p ?o }} FILTER (STRSTARTS(STR(?g), \"{ID_IRI}staging/\")) }}")
    assert staged is False


def test_a_batch_too_large_for_virtuoso_says_so(virtuoso, subset_store):
    with pytest.raises(EndpointError) as info:
        publish(virtuoso.sparql, graph=ID_IRI + "graph/too-large", store=subset_store, method="update",
                batch_size=100000, quiet=True, retries=0)
    message = str(info.value)
    assert "memory exhausted" in message and "try a smaller --batch-size" in message and "\n" not in message


# ---------------------------------------------------------------- the command line

def test_commands_give_the_same_output_embedded_and_on_virtuoso(subset_env, virtuoso, tmp_path):
    scenario = tmp_path / "rota-call.json"
    example = json.loads((FIXTURES / "contract_examples" / "seed-rota-call-cl2.json").read_text(encoding="utf-8"))
    scenario.write_text(json.dumps(example["scenario"]), encoding="utf-8")
    graph = ID_IRI + "graph/cli"
    code, out, err = cli_finish(cli_process(["publish", "--endpoint", virtuoso.sparql, "--graph", graph,
                                   "--quiet", "--json"], subset_env))
    assert code == 0, err
    assert json.loads(out)["triples_in_store"] > 5000
    endpoint = with_graph(virtuoso.sparql, graph)
    commands = [["card", "Drill Warrior"], ["card", "sangan", "--json"], ["stats"], ["query", "banlist"],
                ["query", "card-is-legal", "-p", "card=Sangan"], ["rule", "mtt-optional-when"],
                ["precedent", "r-axe-of-despair-no-monster-left-to-tribute"], ["ask", str(scenario)]]
    runs = [(cli_process(c, subset_env), cli_process([*c, "--endpoint", endpoint], subset_env)) for c in commands]
    for command, (embedded, remote) in zip(commands, runs):
        here, there = cli_finish(embedded), cli_finish(remote)
        assert here[0] == 0, here[2]
        assert there == here, command
    # validate runs the shapes on what the endpoint serves: the same report as embedded
    assert cli_finish(cli_process(["validate", "--endpoint", endpoint], subset_env)) == cli_finish(cli_process(["validate"], subset_env))


# ---------------------------------------------------------------- credentials: Virtuoso's digest endpoints

def test_publish_and_query_with_digest_credentials(virtuoso, subset_store, monkeypatch):
    """The authenticated endpoints take only digest credentials (basic ones get a bare 401):
    from the URL, or from the environment; never shown in a message."""
    monkeypatch.delenv("EDISON_KG_ENDPOINT_TOKEN", raising=False)
    monkeypatch.delenv("EDISON_KG_ENDPOINT_USER", raising=False)
    graph = ID_IRI + "graph/with-credentials"
    with_password = virtuoso.sparql.replace("http://", "http://dba:dba@") + "-auth"
    summary = publish(with_password, graph=graph, store=subset_store, batch_size=5000, quiet=True)
    assert summary["graph_store"] == virtuoso.base + "/sparql-graph-crud-auth"
    assert summary["endpoint"] == virtuoso.sparql + "-auth"  # the credentials left out
    assert summary["triples_in_store"] == len(subset_store) and summary["replaced_atomically"] is True
    # one large batch first, to a server not known to want digest: Virtuoso refuses a large
    # body with basic credentials by resetting the connection, so its challenge is fetched first
    monkeypatch.setattr(transport, "_DIGEST_HOSTS", set())
    straight = publish(with_password, graph=graph, store=subset_store, batch_size=len(subset_store),
                       atomic=False, quiet=True, retries=0)
    assert straight["batches"] == 1 and straight["triples_in_store"] == len(subset_store)
    monkeypatch.setenv("EDISON_KG_ENDPOINT_USER", "dba")
    monkeypatch.setenv("EDISON_KG_ENDPOINT_PASSWORD", "dba")
    remote = RemoteBackend(with_graph(virtuoso.sparql + "-auth", graph))
    assert remote.construct(EVERYTHING) == LocalBackend(subset_store).construct(EVERYTHING)

    monkeypatch.setenv("EDISON_KG_ENDPOINT_PASSWORD", "not-the-password")
    with pytest.raises(EndpointError) as info:
        remote.ask("ASK { ?s ?p ?o }")
    assert "HTTP 401" in str(info.value) and "not-the-password" not in str(info.value)
    monkeypatch.delenv("EDISON_KG_ENDPOINT_USER")
    wrong = virtuoso.sparql.replace("http://", "http://dba:wrong-pw@") + "-auth"
    with pytest.raises(EndpointError) as info:
        publish(wrong, graph=graph, store=subset_store, quiet=True)
    assert "HTTP 401" in str(info.value) and "wrong-pw" not in str(info.value) and "\n" not in str(info.value)


def test_virtuoso_has_no_default_graph_to_replace(virtuoso, subset_store):
    """Refused at the first request, before any batch, with what to do instead."""
    with pytest.raises(EndpointError) as info:
        publish(virtuoso.sparql, store=subset_store, quiet=True, retries=0)
    message = str(info.value)
    assert "publish into a named graph (--graph IRI)" in message and "\n" not in message
    staged = RemoteBackend(virtuoso.sparql).ask(
        f"ASK {{ GRAPH ?g {{ ?s ?p ?o }} FILTER (STRSTARTS(STR(?g), \"{ID_IRI}staging/\")) }}")
    assert staged is False


# ---------------------------------------------------------------- Virtuoso's replies, played without it

XSD_NS = "http://www.w3.org/2001/XMLSchema#"


class _Replies(StandIn):
    """Answers as Virtuoso 7.2 does: ASK as a table of ``__ASK_RETVAL``, booleans as 1/0, and
    501 to a PUT where it has no Graph Store; records the requests."""

    seen: list = []

    def do_POST(self):  # noqa: N802 - the http.server API
        query = urllib.parse.parse_qs(self.rfile.read(int(self.headers["Content-Length"])).decode()).get("query", [""])[0]
        type(self).seen.append(("POST", self.path))
        if query.startswith("ASK"):
            rows = [{"__ASK_RETVAL": {"type": "typed-literal", "datatype": XSD_NS + "integer", "value": "1"}}]
            body = {"head": {"link": [], "vars": ["__ASK_RETVAL"]},
                    "results": {"bindings": rows if "true" in query else []}}
        else:
            body = {"head": {"link": [], "vars": ["b"]}, "results": {"bindings": [
                {"b": {"type": "typed-literal", "datatype": XSD_NS + "boolean", "value": v}} for v in ("1", "0")]}}
        self.reply(200, json.dumps(body).encode(), "application/sparql-results+json")

    def do_PUT(self):  # noqa: N802
        type(self).seen.append(("PUT", self.path))
        self.rfile.read(int(self.headers["Content-Length"]))
        self.reply(501, b"Not Implemented", "text/plain")


@pytest.fixture
def replies():
    _Replies.seen = []
    with serving(_Replies, "/sparql") as url:
        yield url


def test_virtuoso_ask_table_and_boolean_digits_read_as_everywhere(replies):
    remote = RemoteBackend(replies)
    assert remote.ask("ASK { FILTER (true) }") is True
    assert remote.ask("ASK { FILTER (false) }") is False
    assert remote.select("SELECT ?b WHERE { }").values("b") == [True, False]
    assert [row["b"].value for row in remote.select("SELECT ?b WHERE { }").rows] == ["true", "false"]


def test_501_is_passed_over_at_once_not_retried(replies):
    from edison_kg.sparql.http import HttpStatus, send

    with pytest.raises(HttpStatus) as info:
        send("PUT", replies.replace("/sparql", "/store?default"), b"", {}, timeout=10, retries=3)
    assert info.value.code == 501 and _Replies.seen == [("PUT", "/store?default")]
