"""The two query backends: the embedded graph and a real SPARQL server (the ``oxigraph``
server started here on 127.0.0.1), compared row for row on every named query; parameter
binding as RDF terms; and endpoint faults (refused, 4xx, 5xx, malformed answers)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from edison_kg import sparql
from edison_kg.sparql import in_memory_wanted
from edison_kg.lookup import run_query
from edison_kg.sparql.named import list_queries, load_query
from edison_kg.sparql import LocalBackend, RemoteBackend, Term, get_backend, inject_values, query_form
from edison_kg.errors import BadInput, EndpointError
from edison_kg.store import memory_store
from edison_kg.vocab.ns import EK, ID_IRI, PREFIXES

from conftest import StandIn, assert_same_answers, free_port, need_oxigraph, running, serving
from virtual_clock import VirtualClock

XSD = PREFIXES["xsd"]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


# ---------------------------------------------------------------- a real server

@pytest.fixture(scope="module")
def server(subset_store, tmp_path_factory):
    """A real Oxigraph SPARQL server on a free port of 127.0.0.1, loaded with the subset
    (inferences included), stopped by its process id at the end."""
    import pyoxigraph as ox

    binary = need_oxigraph()
    tmp = tmp_path_factory.mktemp("oxigraph")
    dump = tmp / "subset.nt"
    subset_store.dump(str(dump), format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    subprocess.run([binary, "load", "--location", str(tmp / "db"), "--file", str(dump)],
                   check=True, capture_output=True)
    port = free_port()
    with running([binary, "serve-read-only", "--location", str(tmp / "db"), "--bind", f"127.0.0.1:{port}"], port):
        yield f"http://127.0.0.1:{port}/query"


# ---------------------------------------------------------------- every named query, both backends

NAMED = list_queries()


@pytest.mark.parametrize("query", NAMED, ids=[q.name for q in NAMED])
def test_named_query_same_on_both_backends(query, subset_store, server):
    assert_same_answers(query, LocalBackend(subset_store), RemoteBackend(server))


def test_the_subset_answers_something(subset_store, server):
    """The comparison above would pass on two empty graphs; the subset is real data."""
    result = run_query("card-effects", {"card": "Drill Warrior"}, backend=RemoteBackend(server))
    assert len(result) >= 3
    banlist = run_query("banlist", {}, backend=RemoteBackend(server)).to_python()
    assert {"status": "forbidden", "name": "Dark Hole"}.items() <= banlist[0].items()


def test_card_sheet_and_stats_same_on_both_backends(subset_store, server):
    from edison_kg.lookup import describe_card, stats

    local, remote = LocalBackend(subset_store), RemoteBackend(server)
    assert describe_card("drill warrior", backend=remote).to_dict() == \
        describe_card("Drill Warrior", backend=local).to_dict()
    assert stats(backend=remote) == stats(backend=local)


def test_values_injection_gives_the_same_rows_as_substitution(subset_store):
    """The remote way of binding (VALUES in the outer group), run on the embedded store."""
    local = LocalBackend(subset_store)
    query = load_query("search-cards")
    text = Term.literal('hole"} } DROP ALL #')  # quotes and braces stay inside the literal
    injected = inject_values(query.text, {"text": text})
    assert local.query(injected) == local.query(query.text, {"text": text})
    for value in ("hole", "Trap"):
        bound = {"text": Term.literal(value)}
        assert local.query(inject_values(query.text, bound)) == local.query(query.text, bound)


# ---------------------------------------------------------------- endpoint faults

def test_refused_connection_is_retried_then_one_line_with_exit_3():
    url = f"http://127.0.0.1:{free_port()}/query"  # nothing listens there
    clock = VirtualClock()
    backend = RemoteBackend(url, retries=2, backoff=0.05, clock=clock)
    with pytest.raises(EndpointError) as info:
        backend.query("ASK { ?s ?p ?o }")
    assert clock.sleeps == [0.05, 0.1]  # two backoffs: 0.05 s, then 0.1 s
    message = str(info.value)
    assert message == f"endpoint {url}: connection refused (gave up after 3 attempts)"
    assert info.value.exit_code == 3


def test_query_rejected_by_the_server_is_not_retried(server):
    clock = VirtualClock()
    backend = RemoteBackend(server, retries=3, backoff=5, clock=clock)  # a retry would wait 5 s
    with pytest.raises(EndpointError) as info:
        backend.query("SELECT * WHERE { ?s ?p }")
    assert clock.sleeps == []
    assert "HTTP 400" in str(info.value) and server in str(info.value)
    assert "\n" not in str(info.value)


def test_wrong_path_on_the_server(server):
    with pytest.raises(EndpointError, match="HTTP 404"):
        RemoteBackend(server.replace("/query", "/nothing-here"), retries=0).query("ASK { ?s ?p ?o }")


class _FaultyEndpoint(StandIn):
    """A stand-in endpoint that fails the way real ones do: 503 a few times, or garbage."""

    plan: list = []
    seen = 0

    def do_POST(self):  # noqa: N802 - the http.server API
        type(self).seen += 1
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.reply(*(self.plan.pop(0) if self.plan else (200, b'{"boolean": true}', "application/sparql-results+json")))


@pytest.fixture
def faulty():
    _FaultyEndpoint.plan, _FaultyEndpoint.seen = [], 0
    with serving(_FaultyEndpoint, "/sparql") as url:
        yield url


def test_5xx_is_retried_and_then_succeeds(faulty):
    _FaultyEndpoint.plan = [(503, b"busy", "text/plain"), (502, b"bad gateway", "text/plain")]
    assert RemoteBackend(faulty, retries=2, backoff=0.01, clock=VirtualClock()).query("ASK { ?s ?p ?o }") is True
    assert _FaultyEndpoint.seen == 3


def test_5xx_every_time_gives_up(faulty):
    _FaultyEndpoint.plan = [(503, b"busy", "text/plain")] * 5
    with pytest.raises(EndpointError, match=r"HTTP 503 .*gave up after 3 attempts"):
        RemoteBackend(faulty, retries=2, backoff=0.01, clock=VirtualClock()).query("ASK { ?s ?p ?o }")
    assert _FaultyEndpoint.seen == 3


def test_malformed_results(faulty):
    _FaultyEndpoint.plan = [(200, b"<html>not SPARQL results</html>", "application/sparql-results+json")]
    with pytest.raises(EndpointError, match="malformed SPARQL JSON results"):
        RemoteBackend(faulty, retries=0).query("SELECT ?s WHERE { ?s ?p ?o }")
    _FaultyEndpoint.plan = [(200, b'{"head": {"vars": ["s"]}}', "application/sparql-results+json")]
    with pytest.raises(EndpointError, match="malformed"):
        RemoteBackend(faulty, retries=0).query("SELECT ?s WHERE { ?s ?p ?o }")


def test_bearer_token_comes_from_the_environment(faulty, monkeypatch):
    seen = {}

    class Recording(_FaultyEndpoint):
        def do_POST(self):  # noqa: N802
            seen["auth"] = self.headers.get("Authorization")
            super().do_POST()

    _FaultyEndpoint.plan = []
    with serving(Recording, "/sparql") as url:
        monkeypatch.setenv("EDISON_KG_ENDPOINT_TOKEN", "s3cret")
        RemoteBackend(url).query("ASK { ?s ?p ?o }")
    assert seen["auth"] == "Bearer s3cret"


def test_in_memory_copy_answers_like_the_on_disk_store(monkeypatch):
    """``$EDISON_KG_IN_MEMORY=1``: the embedded graph is copied into memory once per process
    and every named query answers as on the on-disk store."""
    from edison_kg.store import open as store_open

    monkeypatch.setattr(sparql, "_EMBEDDED", [])
    monkeypatch.setenv("EDISON_KG_IN_MEMORY", "1")
    monkeypatch.delenv("EDISON_KG_ENDPOINT", raising=False)
    in_memory = get_backend()
    assert in_memory.in_memory and in_memory.store is store_open.open_store(in_memory=True)
    assert in_memory.store is not store_open.open_store() and len(in_memory.store) == len(store_open.open_store())
    on_disk = LocalBackend(store_open.open_store())
    for query in list_queries():
        for params in query.examples or [{}]:
            assert run_query(query.name, params, backend=in_memory) == \
                run_query(query.name, params, backend=on_disk), query.name
    monkeypatch.setenv("EDISON_KG_IN_MEMORY", "perhaps")
    with pytest.raises(BadInput, match="EDISON_KG_IN_MEMORY"):
        in_memory_wanted()


def test_get_backend_reads_the_environment(monkeypatch):
    monkeypatch.delenv("EDISON_KG_ENDPOINT", raising=False)
    assert isinstance(get_backend(), LocalBackend)
    monkeypatch.setenv("EDISON_KG_ENDPOINT", "http://127.0.0.1:9/sparql")
    backend = get_backend()
    assert isinstance(backend, RemoteBackend) and backend.url == "http://127.0.0.1:9/sparql"
    assert get_backend("http://example.org/sparql").url == "http://example.org/sparql"
    with pytest.raises(BadInput, match="not an http"):
        get_backend("ftp://example.org/sparql")


# ---------------------------------------------------------------- terms and query text

def test_terms_to_python():
    assert Term.literal("2400", XSD + "integer").to_python() == 2400
    assert Term.literal(True).to_python() is True
    assert Term.literal("false", XSD + "boolean").to_python() is False
    assert str(Term.literal("2010-02-11", XSD + "date").to_python()) == "2010-02-11"
    assert Term.literal("1.5", XSD + "decimal").to_python() == 1.5
    assert Term.literal("abc", XSD + "integer").to_python() == "abc"  # ill-typed stays text
    assert Term.iri(EK.Then).to_python() == EK.Then
    assert Term.literal("Dark Hole") == Term.from_json({"type": "literal", "value": "Dark Hole"})
    assert Term.literal("x", lang="EN") == Term.from_json({"type": "literal", "value": "x", "xml:lang": "en"})


def test_terms_are_serialized_by_the_rdf_library():
    assert Term.literal('a "b" }\n').to_sparql() == '"a \\"b\\" }\\n"'
    assert Term.iri(ID_IRI + "card/03429238").to_sparql() == f"<{ID_IRI}card/03429238>"
    with pytest.raises(BadInput):
        Term.iri("http://example.org/> } DROP ALL {").to_sparql()


def test_query_form():
    assert query_form("# SELECT in a comment\nPREFIX ek: <x:>\nASK { ?s ?p ?o }") == "ASK"
    assert query_form("CONSTRUCT WHERE { ?s ?p ?o }") == "CONSTRUCT"
    with pytest.raises(BadInput, match="updates"):
        query_form("DELETE WHERE { ?s ?p ?o }")


@pytest.mark.parametrize("query, expected", [
    ("SELECT ?x WHERE { ?x ?p ?o }", "SELECT ?x WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?o }"),
    ("SELECT * { ?x ?p '{' }", "SELECT * { VALUES (?x) { (<x:a>) }  ?x ?p '{' }"),
    ('# { a comment\nPREFIX a: <x:{>\nASK { ?x a:p "}" }', '# { a comment\nPREFIX a: <x:{>\nASK { VALUES (?x) { (<x:a>) }  ?x a:p "}" }'),
    ("CONSTRUCT { ?x ?p ?o } WHERE { ?x ?p ?o }", "CONSTRUCT { ?x ?p ?o } WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?o }"),
    ("CONSTRUCT WHERE { ?x ?p ?o }", "CONSTRUCT WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?o }"),
    # a sub-select that projects ?x gets the values too; one that does not is left alone
    ("SELECT ?x (COUNT(?y) AS ?n) WHERE { { SELECT ?x ?y WHERE { ?x ?p ?y } } { SELECT (1 AS ?z) WHERE { ?x ?q ?w } } } GROUP BY ?x",
     "SELECT ?x (COUNT(?y) AS ?n) WHERE { VALUES (?x) { (<x:a>) }  { SELECT ?x ?y WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?y } }"
     " { SELECT (1 AS ?z) WHERE { ?x ?q ?w } } } GROUP BY ?x"),
    ("SELECT ?x WHERE { ?x ?p ?o FILTER EXISTS { SELECT * WHERE { ?x ?q 'SELECT' } } }",
     "SELECT ?x WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?o FILTER EXISTS { SELECT * WHERE { VALUES (?x) { (<x:a>) }  ?x ?q 'SELECT' } } }"),
    ("SELECT ?x (IF(?n < 3, 1, 0) AS ?y) WHERE { ?x ?p ?n }", "SELECT ?x (IF(?n < 3, 1, 0) AS ?y) WHERE { VALUES (?x) { (<x:a>) }  ?x ?p ?n }"),
])
def test_values_block_opens_the_outer_where_group(query, expected):
    assert inject_values(query, {"x": Term.iri("x:a")}) == expected


def test_no_where_group_to_bind():
    with pytest.raises(BadInput, match="no WHERE group"):
        inject_values("DESCRIBE <x:a>", {"x": Term.iri("x:a")})


def test_local_backend_forms_and_errors():
    store = memory_store([FIXTURES / "queries" / "mini-graph.ttl"], infer=False)
    local = LocalBackend(store)
    assert local.ask("ASK { ?c <%s> \"Dark Hole\" }" % EK.name) is True
    triples = local.construct("CONSTRUCT WHERE { ?c <%s> ?n }" % EK.name)
    assert len(triples) == 5 and triples == sorted(triples, key=lambda t: t.subject.value)
    result = local.select("SELECT ?n WHERE { ?c <%s> ?n } ORDER BY ?n" % EK.name)
    assert result.values("n")[0] == "Bottomless Trap Hole"
    with pytest.raises(BadInput, match="does not parse"):
        local.query("SELECT ?n WHERE { ?c ?p }")
    with pytest.raises(BadInput, match="expected an ASK"):
        local.ask("SELECT ?n WHERE { ?c ?p ?n }")
