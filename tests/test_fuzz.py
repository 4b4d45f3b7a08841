"""Property-based fuzzing (hypothesis, fixed seed) of every text that reaches a parser
through the query paths: SPARQL query texts, named-query parameters, endpoint replies,
Turtle files, the text ``serve`` reads, and the scenario contract and card entries
(mutations of the real ones: nothing their schema refuses may be answered). Every example
must end in an answer or in BadInput / EndpointError with one readable line: never another
exception (a traceback), never a native crash (which would end this process), never a hang
(faulthandler ends the process after HANG_SECONDS and prints where it was).

CI runs a bounded number of examples (FUZZ_EXAMPLES, default 60 per target);
``benchmarks/fuzz.py`` runs the same properties far longer and prints the counts.
"""

from __future__ import annotations

import faulthandler
import json
import os
import string
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from edison_kg.sparql import check_query_text, total_order
from edison_kg.store import open_store, parse_files  # noqa: E402
from edison_kg.lookup import run_query
from edison_kg.sparql.named import list_queries, parse_params
from edison_kg.web import GRAPH_TYPES, RESULT_TYPES, classify, negotiate
from edison_kg.sparql import LocalBackend, RemoteBackend  # noqa: E402
from edison_kg.errors import BadInput, EndpointError  # noqa: E402

EXAMPLES = int(os.environ.get("EDISON_KG_FUZZ_EXAMPLES", "60"))
HANG_SECONDS = float(os.environ.get("EDISON_KG_FUZZ_HANG_SECONDS", "60"))
SEED = int(os.environ.get("EDISON_KG_FUZZ_SEED", "20100301"))  # default: the Edison F&L list's date
MAX_MESSAGE = 700
COUNTS: Counter = Counter()
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, print_blob=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much, HealthCheck.function_scoped_fixture])

XSD = "http://www.w3.org/2001/XMLSchema#"
EX = "http://example.org/"


@pytest.fixture(scope="module", autouse=True)
def report():
    """The outcome counts, printed (pytest -s) and written where ``benchmarks/fuzz.py`` asks."""
    yield
    summary = dict(sorted(COUNTS.items()))
    print("\nfuzz outcomes:", json.dumps(summary))
    target = os.environ.get("EDISON_KG_FUZZ_REPORT")
    if target:
        Path(target).write_text(json.dumps(summary, indent=1), encoding="utf-8")


@contextmanager
def watched(target: str):
    """One example: a hang ends the process with a traceback; the outcome is counted."""
    faulthandler.dump_traceback_later(HANG_SECONDS, exit=True)
    try:
        yield
    except (BadInput, EndpointError) as error:
        message = str(error)
        assert "\n" not in message and 0 < len(message) <= MAX_MESSAGE, message[:2000]
        COUNTS[f"{target}: refused with one line"] += 1
    else:
        COUNTS[f"{target}: answered"] += 1
    finally:
        faulthandler.cancel_dump_traceback_later()


@pytest.fixture(scope="module")
def tiny():
    """A small graph whose values mix every kind of term (numbers that sort differently as
    text, strings of digits, dates, language strings, booleans, IRIs, blank nodes), so that
    fuzzed queries stay fast and reach the sorts that crashed."""
    import pyoxigraph as ox

    store = ox.Store()
    p, q = ox.NamedNode(EX + "p"), ox.NamedNode(EX + "q")
    values = [ox.Literal(str(i), datatype=ox.NamedNode(XSD + "integer")) for i in range(12)]
    values += [ox.Literal(str(i * 7 % 100)) for i in range(12)]
    values += [ox.Literal("2010-0%d-01" % (i + 1), datatype=ox.NamedNode(XSD + "date")) for i in range(3)]
    values += [ox.Literal("x", language="en"), ox.Literal("1.5", datatype=ox.NamedNode(XSD + "decimal")),
               ox.Literal("true", datatype=ox.NamedNode(XSD + "boolean")), ox.BlankNode("b1"),
               ox.NamedNode(EX + "o"), ox.Literal("NaN", datatype=ox.NamedNode(XSD + "double"))]
    for i, value in enumerate(values):
        subject = ox.NamedNode(f"{EX}s{i % 9}")
        store.add(ox.Quad(subject, p if i % 2 else q, value))
    return store


# ---------------------------------------------------------------- query texts

VARS = st.sampled_from(["?s", "?p", "?o", "?x", "?n", "$y", "?s_1"])
IRIS = st.sampled_from([f"<{EX}p>", f"<{EX}q>", f"<{EX}s1>", "ex:p", "ex:q", "<>", "<relative>", "rdf:type"])
LITERALS = st.one_of(
    st.sampled_from(['"x"', "'y'", '"""long\nstring"""', '"5"', '"x"@en', '"2010-01-01"^^xsd:date', "true",
                     '"9"^^xsd:integer', "1.5", "-3e2", "0", '"NaN"^^xsd:double', '""']),
    st.integers(-10**6, 10**6).map(str),
    st.text(alphabet=string.printable, max_size=12).map(json.dumps),
)
TERMS = st.one_of(VARS, IRIS, LITERALS, st.sampled_from(["[]", "_:b", "()", "(1 2)"]))
FUNCTIONS = st.sampled_from(["STR", "LANG", "DATATYPE", "isNumeric", "isIRI", "BOUND", "STRLEN", "UCASE", "ABS",
                             "YEAR", "xsd:integer", "xsd:date", "COALESCE", "CONCAT", "SHA1", "ex:unknown"])
OPERATORS = st.sampled_from(["+", "-", "*", "/", "=", "!=", "<", ">", "<=", ">=", "&&", "||"])


def expressions():
    return st.recursive(
        TERMS,
        lambda inner: st.one_of(
            st.tuples(FUNCTIONS, st.lists(inner, min_size=1, max_size=3)).map(lambda t: f"{t[0]}({', '.join(t[1])})"),
            st.tuples(inner, OPERATORS, inner).map(" ".join),
            inner.map(lambda e: f"({e})"),
            inner.map(lambda e: f"!{e}"),
            st.tuples(inner, inner, inner).map(lambda t: f"IF({t[0]}, {t[1]}, {t[2]})"),
        ),
        max_leaves=12,
    )


PATHS = st.one_of(IRIS, VARS, st.tuples(IRIS, st.sampled_from(["*", "+", "?", "/ex:q", "|ex:q"])).map("".join),
                  IRIS.map(lambda i: "^" + i))


def patterns():
    triple = st.tuples(st.one_of(VARS, IRIS, st.just("[]")), PATHS, TERMS).map(lambda t: " ".join(t) + " .")
    return st.recursive(
        triple,
        lambda inner: st.one_of(
            st.lists(inner, min_size=1, max_size=3).map(" ".join),
            inner.map(lambda p: f"OPTIONAL {{ {p} }}"),
            st.tuples(inner, inner).map(lambda t: f"{{ {t[0]} }} UNION {{ {t[1]} }}"),
            st.tuples(inner, expressions()).map(lambda t: f"{t[0]} FILTER({t[1]})"),
            st.tuples(inner, expressions()).map(lambda t: f"{t[0]} BIND({t[1]} AS ?b)"),
            st.tuples(inner, inner).map(lambda t: f"{t[0]} MINUS {{ {t[1]} }}"),
            inner.map(lambda p: f"GRAPH ?g {{ {p} }}"),
            st.tuples(VARS, st.lists(TERMS, max_size=3)).map(lambda t: f"VALUES {t[0]} {{ {' '.join(t[1])} }}"),
            inner.map(lambda p: f"{{ SELECT * WHERE {{ {p} }} LIMIT 3 }}"),
        ),
        max_leaves=4,
    )


ORDER = st.lists(st.one_of(VARS, expressions().map(lambda e: f"({e})"),
                           st.tuples(st.sampled_from(["ASC", "DESC"]), expressions()).map(lambda t: f"{t[0]}({t[1]})")),
                 min_size=1, max_size=3).map(lambda c: " ORDER BY " + " ".join(c))


@st.composite
def query_texts(draw):
    prologue = draw(st.sampled_from(["", f"PREFIX ex: <{EX}> PREFIX xsd: <{XSD}> "
                                         "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> "]))
    where = draw(patterns())
    form = draw(st.sampled_from(["select", "aggregate", "ask", "construct", "describe"]))
    if form == "select":
        head = "SELECT " + draw(st.sampled_from(["", "DISTINCT ", "REDUCED "])) + draw(
            st.one_of(st.just("*"), st.lists(VARS, min_size=1, max_size=3, unique=True).map(" ".join),
                      expressions().map(lambda e: f"({e} AS ?e)")))
        text = f"{head} WHERE {{ {where} }}"
    elif form == "aggregate":
        key = draw(VARS)
        text = (f"SELECT {key} (COUNT(*) AS ?c) (SAMPLE(?o) AS ?any) WHERE {{ {where} }} GROUP BY {key}"
                + draw(st.sampled_from(["", " HAVING(COUNT(*) > 1)"])))
    elif form == "ask":
        text = f"ASK {{ {where} }}"
    elif form == "construct":
        text = f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ {where} }}"
    else:
        text = f"DESCRIBE ?s WHERE {{ {where} }}"
    if form in ("select", "aggregate") and draw(st.booleans()):
        text += draw(ORDER)
    if draw(st.booleans()):
        text += f" LIMIT {draw(st.integers(0, 50))}"
    text = prologue + text
    mutation = draw(st.sampled_from(["none", "none", "cut", "insert", "nest", "chain", "repeat"]))
    if mutation == "cut":
        at = draw(st.integers(0, len(text)))
        text = text[:at]
    elif mutation == "insert":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=8)) + text[at:]
    elif mutation == "nest":  # the depth that segfaulted: up to 100,000 brackets
        depth = draw(st.sampled_from([10, 63, 65, 500, 6_000, 100_000]))
        opening, closing = draw(st.sampled_from([("(", ")"), ("{", "}"), ("[", "]")]))
        text = f"SELECT * WHERE {{ ?s ?p ?o FILTER({opening * depth}?o{closing * depth}) }}"
    elif mutation == "chain":  # the chain length that segfaulted
        length = draw(st.sampled_from([10, 999, 1_001, 20_000]))
        operator = draw(st.sampled_from([" + ", " || ", " UNION ", " . ", "/"]))
        text = f"SELECT * WHERE {{ ?s ?p ?o FILTER(?o = {operator.join(['1'] * length)}) }}"
    elif mutation == "repeat":
        text = text * draw(st.integers(2, 40))
    return text


@seed(SEED)
@FUZZ
@given(text=st.one_of(query_texts(), st.text(max_size=200)))
def test_query_texts(tiny, text):
    with watched("query text"):
        LocalBackend(tiny).query(text)


# ---------------------------------------------------------------- named queries and parameters

NAMED = [q for q in list_queries()]
HOSTILE_VALUES = st.one_of(
    st.text(max_size=40),
    st.sampled_from(['"} } DROP ALL #', "<http://x> } ", "ek:", "id:card/", "x" * 5000, "9" * 5000, "-0",
                     "LIGHT", "trigger", "Drill Warrior", "<>", "< >", "http://a b", "urn:", "\x00", "ek:a b",
                     "<http://example.org/\u00e9>", "1e999", " 12 ", "\ud800".encode("utf-8", "surrogatepass")
                     .decode("utf-8", "replace")]),
)


@seed(SEED)
@FUZZ
@given(data=st.data())
def test_named_query_parameters(subset_store, data):
    query = data.draw(st.sampled_from(NAMED))
    names = [p.name for p in query.parameters] + ["unknown", "card"]
    if query.examples and data.draw(st.booleans()):  # a real example, one of its values changed
        params = dict(data.draw(st.sampled_from(query.examples)))
        if params and data.draw(st.booleans()):
            params[data.draw(st.sampled_from(sorted(params)))] = data.draw(HOSTILE_VALUES)
    else:
        params = data.draw(st.dictionaries(st.sampled_from(names), HOSTILE_VALUES, max_size=3))
    with watched("named query parameters"):
        run_query(query.name, params, backend=LocalBackend(subset_store))


@seed(SEED)
@FUZZ
@given(items=st.lists(st.one_of(st.text(max_size=30), st.tuples(st.sampled_from(["card", "kind", " x ", "", "=a"]),
                                                                st.text(max_size=20)).map("=".join)), max_size=4))
def test_command_line_parameters(items):
    with watched("-p NAME=VALUE"):
        parse_params(items)


# ---------------------------------------------------------------- endpoint replies

JSON_TERMS = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["uri", "literal", "bnode", "typed-literal", "triple", "x"]),
                           "value": st.one_of(st.text(max_size=20), st.sampled_from(["http://a/b", "a b", ""]))},
                          optional={"datatype": st.sampled_from([XSD + "integer", XSD + "date", XSD + "boolean",
                                                                 "not an iri", ""]),
                                    "xml:lang": st.sampled_from(["en", "", "x y"])}),
    st.none(), st.integers(), st.text(max_size=5))
WELL_FORMED = st.lists(st.dictionaries(st.sampled_from(["n", "s", "o"]), JSON_TERMS, max_size=3), max_size=4).map(
    lambda rows: json.dumps({"head": {"vars": ["n", "s", "o"]}, "results": {"bindings": rows}}).encode())
JSON_REPLIES = st.one_of(
    WELL_FORMED,
    st.booleans().map(lambda b: json.dumps({"head": {}, "boolean": b}).encode()),
    st.binary(max_size=200),
    st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=10)),
                 lambda inner: st.one_of(st.lists(inner, max_size=3),
                                         st.dictionaries(st.sampled_from(["head", "vars", "results", "bindings",
                                                                          "type", "value", "datatype", "xml:lang",
                                                                          "boolean", "n"]), inner, max_size=4)),
                 max_leaves=15).map(lambda v: json.dumps(v).encode()),
    st.sampled_from([b"[" * 100_000, b'{"boolean": "yes"}', b'\xff\xfe{"head": {}}',
                     b'{"head": {"vars": [1]}, "results": {"bindings": [{"n": {"type": "literal"}}]}}',
                     b'{"head": {"vars": ["n"]}, "results": {"bindings": [{"n": {"type": "uri", "value": "a b"}}]}}',
                     b'{"head": {"vars": ["n"]}, "results": {"bindings": [{"n": {"type": "typed-literal", '
                     b'"value": "x", "datatype": 5}}]}}']),
)
RDF_REPLIES = st.one_of(
    st.binary(max_size=200),
    st.text(max_size=200).map(str.encode),
    st.sampled_from([b"<http://a> <http://p> " + b"(" * 50_000 + b")" * 50_000 + b" .",
                     b'<http://a> <http://p> "unterminated .', b"<http://a> <http://p> <b> .",
                     b"@prefix : <http://x/> . :a :b [ :c [ :d [ :e 1 ] ] ] .",
                     b'<http://a> <http://p> "x"^^<http://www.w3.org/2001/XMLSchema#integer> .']),
)


@seed(SEED)
@FUZZ
@given(body=JSON_REPLIES, form=st.sampled_from(["SELECT", "ASK"]))
def test_endpoint_json_replies(body, form):
    with watched("endpoint SPARQL JSON reply"):
        RemoteBackend("http://127.0.0.1:1/sparql")._read_json(body, form)


@seed(SEED)
@FUZZ
@given(body=RDF_REPLIES, content_type=st.sampled_from(["text/turtle", "application/n-triples", ""]))
def test_endpoint_rdf_replies(body, content_type):
    with watched("endpoint RDF reply"):
        RemoteBackend("http://127.0.0.1:1/sparql")._read_triples(body, content_type)


# ---------------------------------------------------------------- Turtle files

TRIPLES = st.lists(st.tuples(st.sampled_from(["<urn:x:a>", "_:b", "[]", "ek:A"]),
                             st.sampled_from(["ek:name", "a", "<urn:x:p>", "ek:level"]),
                             st.one_of(LITERALS, st.sampled_from(["ek:Card", "<urn:x:o>", "( 1 2 )", "[ ek:level 4 ]"]))
                             ).map(lambda t: " ".join(t) + " ."), max_size=6).map(
    lambda lines: "@prefix ek: <https://w3id.org/edison-kg/ns#> .\n" + "\n".join(lines))
TURTLE = st.one_of(
    TRIPLES,
    st.text(max_size=300),
    st.lists(st.sampled_from(["@prefix ek: <https://w3id.org/edison-kg/ns#> .", "<urn:x:a>", "ek:name", '"x"',
                              '"""a\nb"""', ";", ",", ".", "[", "]", "(", ")", "1", "true", "_:b", "@base <x> .",
                              "ek:level", "\"x\"@en", "^^", "<urn:x:b>", "\n", "# comment\n"]),
             max_size=40).map(" ".join),
)


@seed(SEED)
@FUZZ
@given(text=TURTLE)
def test_turtle_files(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("ttl") / "entry.ttl"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with watched("Turtle file"):
        list(parse_files([path]))


# ---------------------------------------------------------------- what serve reads

@seed(SEED)
@FUZZ
@given(text=st.one_of(query_texts(), st.text(max_size=200)), accept=st.text(max_size=60))
def test_serve_request_text(text, accept):
    with watched("serve request text"):
        classify(text)
        negotiate(accept, RESULT_TYPES)
        negotiate(accept, GRAPH_TYPES)
        check_query_text(text)
        total_order(text)


# ---------------------------------------------------------------- the scenario contract

def _real_scenarios() -> list[dict]:
    root = Path(__file__).resolve().parent.parent
    found = []
    for path in sorted((root / "docs" / "examples").glob("*.json")) + \
            sorted((root / "tests" / "fixtures" / "contract_examples").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.append(data.get("scenario", data))
    return found


SCENARIOS = _real_scenarios()
HOSTILE_JSON = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 10**12), st.floats(allow_nan=False), st.text(max_size=20),
    st.sampled_from(["x" * 5_000_000, "", " ", "A", "B", "hand", "graveyard", "drawn", "main1", "ko", "\u0000",
                     "\ud800", "drill", "bth", "ghost", 0, -1, 2**63, 1.5, [], {}, [[]], [{}], {"event": "drawn"}]),
    st.lists(st.text(max_size=5), max_size=3),
)


def _places(node, parents=()):
    """Every (container, key) of a JSON value, where a mutation can change it."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield node, key
            yield from _places(value)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield node, i
            yield from _places(value)


def _nested(depth: int):
    value: object = "x"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


@st.composite
def mutated_json(draw, sources: list[dict]):
    """A real input with one to three mutations: a key dropped or misspelt, a value of
    another type, a deep nesting, a huge string."""
    raw = json.loads(json.dumps(draw(st.sampled_from(sources))))
    for _ in range(draw(st.integers(1, 3))):
        places = list(_places(raw))
        if not places:
            break
        container, key = draw(st.sampled_from(places))
        action = draw(st.sampled_from(["drop", "rename", "value", "value", "deep", "add"]))
        if action == "drop":
            del container[key]
        elif action == "rename" and isinstance(key, str):
            at = draw(st.integers(0, len(key)))
            new = draw(st.sampled_from([key[:at] + key[at + 1:], key[:at] + "x" + key[at:], key.upper(), key + " "]))
            container[new] = container.pop(key)
        elif action == "deep":
            container[key] = _nested(draw(st.sampled_from([20, 200, 900])))
        elif action == "add" and isinstance(container, dict):
            container[draw(st.text(max_size=12))] = draw(HOSTILE_JSON)
        else:
            container[key] = draw(HOSTILE_JSON)
    return raw


def _scenario_validator():
    from jsonschema import Draft202012Validator

    from edison_kg import schemas

    return Draft202012Validator(schemas.schema("scenario"))


@seed(SEED)
@FUZZ
@given(raw=mutated_json(SCENARIOS))
def test_scenarios_the_schema_refuses_are_never_answered(raw):
    from edison_kg import timing
    from edison_kg.timing.contract import conforms

    refused = not _scenario_validator().is_valid(raw)
    assert not (refused and conforms(raw)), "the fast validator passed what the reference refuses"
    with watched("scenario"):
        timing.ask(raw)
        assert not refused, "the engine answered a scenario the schema refuses"


@st.composite
def scenario_bytes(draw):
    """A scenario's JSON text: mutated, cut, with bad bytes, or nested very deep."""
    text = json.dumps(draw(mutated_json(SCENARIOS))).encode("utf-8")
    action = draw(st.sampled_from(["none", "cut", "bytes", "deep", "huge"]))
    if action == "cut":
        text = text[:draw(st.integers(0, len(text)))]
    elif action == "bytes":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\x00", b"\xed\xa0\x80", b"\"", b"\\"])) + text[at:]
    elif action == "deep":
        depth = draw(st.sampled_from([17, 1_000, 100_000]))
        text = b'{"cards": ' + b"[" * depth + b"]" * depth + b', "ask": {"triggers": true}}'
    elif action == "huge":
        text = b'{"cards": {"x": {"text": "' + b"a" * 1_200_000 + b'"}}, "ask": {"triggers": true}}'
    return text


@seed(SEED)
@FUZZ
@given(data=scenario_bytes())
def test_scenario_files(tmp_path_factory, data):
    from edison_kg import timing

    path = tmp_path_factory.mktemp("scenario") / "scenario.json"
    path.write_bytes(data)
    with watched("scenario file"):
        raw = timing.read_scenario(str(path))
        refused = not _scenario_validator().is_valid(raw)
        timing.ask(raw)
        assert not refused, "the engine answered a scenario the schema refuses"


# ---------------------------------------------------------------- card entries

def _card_entries() -> list[dict]:
    root = Path(__file__).resolve().parent
    lines = (root / "fixtures" / "sources" / "edison_cards.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads((root / "fixtures" / "entries" / "new-card.json").read_text(encoding="utf-8"))] + \
        [dict(json.loads(line), replaces=True) for line in lines[:4]]


CARD_ENTRIES = _card_entries()


@pytest.fixture(scope="module")
def graph_store():
    return open_store(quiet=True)


@seed(SEED)
@FUZZ
@given(record=mutated_json(CARD_ENTRIES))
def test_card_entries_the_schema_refuses_never_conform(tmp_path_factory, graph_store, record):
    from edison_kg.validation.entries import check_record, unknown_keys
    from edison_kg import validation

    path = tmp_path_factory.mktemp("entry") / "card.json"
    try:
        path.write_text(json.dumps(record), encoding="utf-8", errors="surrogatepass")
    except RecursionError:   # deeper than json.dumps writes: the scenario files reach that depth
        return
    refused = isinstance(record, dict) and bool(check_record(record) + unknown_keys(record))
    with watched("card entry"):
        report = validation.validate([path], store=graph_store)
        assert all("\n" not in r.message and len(r.message) <= MAX_MESSAGE for r in report.results)
        assert not (refused and report.conforms), "a card entry the schema refuses conforms"
