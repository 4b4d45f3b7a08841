"""The JSON API and the pages over plain HTTP (urllib), against ``edison-kg serve`` over the real
graph: every API route and its errors (the CLI's messages and JSON paths, 400, 404), the
OpenAPI document naming every route, answers exactly as ``Answer.to_dict()``, the SPARQL
endpoint unchanged for SPARQL clients and a page for browsers, links that reopen questions."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

import pytest

from edison_kg import paths, timing
from edison_kg.errors import BadInput
from edison_kg.web.share import ask_path

ROTA_CALL = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "rota-call-cl2.json").read_text(encoding="utf-8"))
BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


def http(url: str, *, data: bytes | None = None, accept: str | None = None, method: str | None = None,
         headers: dict | None = None) -> tuple[int, object, bytes]:
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={**({"Accept": accept} if accept else {}), **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def api(base: str, path: str, body=None) -> tuple[int, object]:
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode("utf-8"))
    status, headers, raw = http(base + path, data=data, headers={"Content-Type": "application/json"} if data else None)
    assert headers.get("Content-Type", "").startswith("application/json"), (path, headers)
    return status, json.loads(raw)


@pytest.fixture(scope="module")
def base(web_server):
    return web_server[0]


def test_serve_prints_the_address_of_the_page(web_server):
    url, first_line = web_server
    assert first_line.startswith(f"edison-kg serve: open {url}/ in a browser")
    assert f"SPARQL endpoint at {url}/sparql" in first_line


# ---------------------------------------------------------------- POST /api/ask and /api/history

def test_ask_answers_exactly_as_the_package(base):
    status, answer = api(base, "/api/ask", ROTA_CALL)
    assert status == 200
    assert answer == timing.ask(ROTA_CALL).to_dict()
    assert (answer["answer"], answer["reason"]) == ("no", "chain-link-2-or-higher")
    assert answer["precedent_statements"][0]["title"]


@pytest.mark.parametrize("scenario, where", [
    ({"cards": {}, "ask": {"can_activate": "x"}}, "$.ask.can_activate"),
    ({"cards": {"x": {"name": "No Such Card At All"}}, "ask": {"last_thing": True}}, "$.cards.x.name"),
    ({"cards": {"bth": {"name": "Bottomless Trap Hole"}}, "steps": [{"resolve": 1}], "ask": {"last_thing": True}},
     "$.steps[0].resolve"),
    ({"cards": {"bth": {"name": "Bottomless Trap Hole"}}, "steps": [{"events": [{"event": "exploded"}]}],
      "ask": {"last_thing": True}}, "$.steps[0].events[0].event"),
])
def test_a_bad_scenario_is_400_with_the_clis_message_and_json_path(base, scenario, where):
    status, error = api(base, "/api/ask", scenario)
    assert status == 400
    with pytest.raises(BadInput) as raised:
        timing.ask(scenario)
    assert error == {"error": raised.value.message, "where": where}
    assert raised.value.where == where
    # and the command says the same, in one line
    done = subprocess.run([sys.executable, "-m", "edison_kg", "ask", "-"], input=json.dumps(scenario),
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.strip() == f"edison-kg ask: {where}: {error['error']}"


def test_malformed_and_oversized_bodies(base):
    status, error = api(base, "/api/ask", b'{"cards": ')
    assert status == 400 and error["where"] == "$" and error["error"].startswith("malformed JSON: ")
    status, error = api(base, "/api/ask", b"[1, 2]")
    assert (status, error) == (400, {"error": "a scenario must be a JSON object", "where": "$"})
    status, error = api(base, "/api/ask", b"x" * 1_100_000)
    assert status == 413 and "larger than" in error["error"]


def test_history_gives_the_moments_and_chain_links(base):
    status, history = api(base, "/api/history", ROTA_CALL)
    assert status == 200
    assert [m["context"] for m in history["moments"]] == ["activation", "activation", "resolution", "resolution"]
    assert [(l["card"], l["link"], l["resolved_at"]) for l in history["links"]] == [("rota", 1, 3), ("call", 2, 2)]
    assert history["moments"][1]["events"][1] == {"event": "targeted", "card": "mon", "player": "A",
                                                  "from": "graveyard", "by": "call"}


def test_link_makes_an_address_that_reopens_the_question(base):
    status, link = api(base, "/api/link", ROTA_CALL)
    assert status == 200 and link["url"] == base + link["path"] and link["path"] == ask_path(ROTA_CALL)
    status, _, page = http(link["url"], accept=BROWSER_ACCEPT)
    assert status == 200 and b'id="verdict">NO<' in page
    status, error = api(base, "/api/link", {"cards": {}, "ask": {"can_activate": "x"}})
    assert status == 400 and error["where"] == "$.ask.can_activate"


# ---------------------------------------------------------------- cards, precedents, rules

def test_card_search(base):
    status, found = api(base, "/api/cards?q=Gorz")
    assert status == 200 and found["cards"][0]["name"] == "Gorz the Emissary of Darkness"
    assert found["cards"][0]["match"] == "prefix"
    _, found = api(base, "/api/cards?q=" + urllib.parse.quote("Chaos Emperor"))
    assert found["cards"][0]["name"] == "Chaos Emperor Dragon - Envoy of the End"
    _, found = api(base, "/api/cards?limit=3&q=" + urllib.parse.quote("reinforcment of the army"))
    assert found["cards"][0]["name"] == "Reinforcement of the Army" and found["cards"][0]["match"] == "fuzzy"
    assert len(found["cards"]) <= 3
    assert api(base, "/api/cards") == (400, {"error": "give the search text as ?q=TEXT", "where": "q"})
    status, error = api(base, "/api/cards?q=x&limit=500")
    assert status == 400 and error["where"] == "limit"


def test_card_by_name_and_passcode(base):
    status, card = api(base, "/api/card/Sangan")
    assert status == 200 and card["name"] == "Sangan" and card["passcode"] == "26202165"
    assert card["effects"][0]["in_words"].startswith("mandatory")
    assert api(base, "/api/card/26202165")[1]["name"] == "Sangan"
    status, error = api(base, "/api/card/Sangann")
    assert status == 404 and error["error"].startswith("no card named 'Sangann' in the graph; closest: Sangan")


def test_precedents_one_and_all(base):
    status, listed = api(base, "/api/precedents")
    assert status == 200 and len(listed) == len({p["id"] for p in listed}) > 300
    status, sheet = api(base, "/api/precedent/reinforcement-of-the-army-call-of-the-haunted")
    assert status == 200 and sheet["verdict"] == "no" and sheet["scenario"]["ask"] == {"can_activate": "bth"}
    assert sheet["ask_path"] == ask_path(sheet["scenario"])
    status, error = api(base, "/api/precedent/reinforcement-of-the-army-call-of-the-haunte")
    assert status == 404 and "closest: reinforcement-of-the-army-call-of-the-haunted" in error["error"]


def test_rules(base):
    status, rule = api(base, "/api/rule/mtt-chain-link-2")
    assert status == 200 and rule["title"].startswith("A condition met while a chain resolves")
    assert rule["sources"][0]["address"] == "https://edisonformat.net/rules/compendium/missing-the-timing"
    assert any(p["id"] == "reinforcement-of-the-army-call-of-the-haunted" for p in rule["precedents"])
    assert api(base, "/api/rule/op-8-6-1")[1]["id"] == "8-6-1"
    status, error = api(base, "/api/rule/mtt-chain-link-3")
    assert status == 404 and "closest: mtt-chain-link-2" in error["error"]


def test_openapi_describes_every_api_route(base):
    from edison_kg.web import web_routes

    status, document = api(base, "/api/openapi.json")
    assert status == 200 and document["openapi"].startswith("3.1")
    routes = {(r.path.replace(":path}", "}"), m.lower()) for r in web_routes(None, None) if r.path.startswith("/api/")
              for m in r.methods - {"HEAD"}}
    described = {(path, method) for path, ops in document["paths"].items() for method in ops}
    assert routes == described
    assert document["components"]["schemas"]["Scenario"]["type"] == "object"
    ask = document["paths"]["/api/ask"]["post"]
    assert ask["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Scenario"}
    assert document["servers"] == [{"url": base}]


# ---------------------------------------------------------------- pages

def test_pages_answer_and_unknown_ids_are_404(base):
    for path in ("/", "/cards?q=hole", "/card/Dark%20Hole", "/precedents", "/rule/mtt-optional-when",
                 "/precedent/dark-hole-mystical-space-typhoon", "/ask"):
        status, headers, body = http(base + path, accept=BROWSER_ACCEPT)
        assert status == 200 and headers["Content-Type"].startswith("text/html"), path
        assert b"<main>" in body
    for path in ("/card/Nothing%20Like%20It", "/precedent/nothing", "/rule/nothing"):
        status, _, body = http(base + path)
        assert status == 404 and b'class="error"' in body, path


def test_a_question_page_and_a_broken_link(base):
    status, _, body = http(base + ask_path(ROTA_CALL))
    text = body.decode("utf-8")
    assert status == 200 and 'id="verdict">NO<' in text and 'data-reason="chain-link-2-or-higher"' in text
    assert 'id="chain-picture"' in text and text.count('class="chain-link') == 2
    status, _, body = http(base + "/ask?s=not-a-question")
    assert status == 400 and b"the link was cut or changed" in body
    bad = {"cards": {"x": {"name": "Nothing Like It"}}, "ask": {"last_thing": True}}
    status, _, body = http(base + ask_path(bad))
    assert status == 400 and b'data-where="$.cards.x.name"' in body


def test_static_files_and_compression(base):
    status, headers, body = http(base + "/static/builder.js", headers={"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and "max-age" in headers["Cache-Control"]
    assert b"CompressionStream" in gzip.decompress(body)
    assert http(base + "/static/../serve.py")[0] == 404
    assert http(base + "/static/missing.css")[0] == 404


# ---------------------------------------------------------------- the SPARQL endpoint

QUERY = "PREFIX ek: <https://w3id.org/edison-kg/ns#> SELECT ?name WHERE { ?c ek:name ?name } ORDER BY ?name LIMIT 3"


def test_sparql_clients_get_what_they_got(base):
    url = base + "/sparql?" + urllib.parse.urlencode({"query": QUERY})
    for accept, media in ((None, "application/sparql-results+json"), ("*/*", "application/sparql-results+json"),
                          ("application/sparql-results+json", "application/sparql-results+json"),
                          ("text/csv", "text/csv"), ("application/sparql-results+xml", "application/sparql-results+xml")):
        status, headers, _ = http(url, accept=accept)
        assert status == 200 and headers["Content-Type"].startswith(media), accept
    status, headers, _ = http(base + "/sparql", accept="text/turtle")
    assert status == 200 and headers["Content-Type"].startswith("text/turtle")   # the service description


def test_a_browser_gets_the_sparql_page(base):
    status, headers, body = http(base + "/sparql", accept=BROWSER_ACCEPT)
    assert status == 200 and headers["Content-Type"].startswith("text/html") and b'<option value="banlist"' in body
    url = base + "/sparql?" + urllib.parse.urlencode({"query": QUERY})
    status, _, body = http(url, accept=BROWSER_ACCEPT)
    assert status == 200 and b"3 rows" in body and body.count(b"<tr>") == 4
    status, _, body = http(base + "/sparql?named=card-effects", accept=BROWSER_ACCEPT)
    assert status == 200 and b"VALUES" in body and b"<tbody><tr>" in body
    status, _, body = http(base + "/sparql?" + urllib.parse.urlencode({"query": "SELECT ?x WHERE { ?x"}),
                           accept=BROWSER_ACCEPT)
    assert status == 400 and b"the query does not parse" in body
    status, _, body = http(base + "/sparql?" + urllib.parse.urlencode({"query": "DELETE WHERE { ?a ?b ?c }"}),
                           accept=BROWSER_ACCEPT)
    assert status == 403 and b"read-only" in body
    status, _, body = http(base + "/sparql?named=..%2Fsecret", accept=BROWSER_ACCEPT)
    assert status == 404 and b"no named query" in body


# ---------------------------------------------------------------- the contract's schemas

def test_the_schemas_are_served_as_the_command_prints_them(base):
    from edison_kg import schemas

    for name in schemas.NAMES:
        status, served = api(base, f"/api/schema/{name}.json")
        assert status == 200 and served == schemas.schema(name)
        printed = subprocess.run([sys.executable, "-m", "edison_kg", "schema", name, "--json"], capture_output=True,
                                 text=True)
        assert printed.returncode == 0 and json.loads(printed.stdout) == served


def test_the_openapi_scenario_is_the_contracts_schema_and_its_references_resolve(base):
    from edison_kg import schemas

    status, document = api(base, "/api/openapi.json")
    components = document["components"]["schemas"]
    contract = schemas.schema("scenario")
    assert components["Scenario"]["properties"].keys() == contract["properties"].keys()
    assert components["ScenarioEvent"]["properties"]["event"] == contract["$defs"]["event"]["properties"]["event"]
    text = json.dumps(document)
    refs = {part.split('"')[0] for part in text.split('"$ref": "')[1:]}
    assert refs and all(ref.startswith("#/components/schemas/") and ref.rsplit("/", 1)[1] in components
                        for ref in refs)


@pytest.mark.parametrize("body, where, words", [
    ({"cards": {"x": {"name": "Sangan", "controler": "A"}}, "ask": {"last_thing": True}}, "$.cards.x",
     "did you mean 'controller'?"),
    ({"cards": {}, "ask": {"triggers": True, "last_thing": True}}, "$.ask", "several questions"),
    (b"[" * 200_000, "$", "nests deeper than 16 levels"),
    (b"\xff\xfe{}", "$", "not UTF-8 text"),
])
def test_ask_refuses_what_the_schema_refuses_with_400_and_the_json_path(base, body, where, words):
    for route in ("/api/ask", "/api/history", "/api/link"):
        status, error = api(base, route, body)
        assert status == 400 and error["where"] == where and words in error["error"], (route, error)


# ---------------------------------------------------------------- a situation told in words

SITUATION = "Opp Normal Summons Gemini Elf. I chain Bottomless Trap Hole. Can I chain Torrential Tribute?"


def test_read_gives_the_packages_reading(base):
    status, reading = api(base, "/api/read", {"text": SITUATION})
    assert status == 200
    assert reading == timing.read_situation(SITUATION).to_dict()
    assert set(reading) == {"scenario", "notes"} and reading["scenario"]["ask"] == {"can_activate": "torrential_tribute"}
    status, answer = api(base, "/api/ask", reading["scenario"])   # what it read is a question the engine answers
    assert status == 200 and answer["answer"] == "yes"


@pytest.mark.parametrize("body, where, words", [
    ({"text": ""}, None, "the situation is empty"),
    ({"text": "hello there"}, None, "could be read as a situation"),
    ({"text": "Opp Normal Summons Gemini Elf. Can I chain Xyzzy Dragonoid?"}, None, "closest: XYZ-Dragon Cannon"),
    ({"text": "Opp Normal Summons Gemini Elf."}, None, "no question"),
    ({"words": SITUATION}, "$", '{"text": "what happened, and the question"}'),
    ({"text": SITUATION, "game": "x"}, "$.game", 'only "text"'),
    ({"text": 7}, "$.text", "must be the situation as a string"),
    (b"not json", "$", "send the situation as JSON"),
])
def test_read_refuses_bad_input_with_400_and_one_plain_message(base, body, where, words):
    status, error = api(base, "/api/read", body)
    assert status == 400 and words in error["error"] and error["where"] == where, error
    assert "\n" not in error["error"]


def test_the_home_page_reads_words_into_the_builder(base):
    status, _, body = http(base + "/")
    assert status == 200 and b'<form class="words" id="words-form" action="/ask" method="get">' in body
    status, _, body = http(base + "/ask?" + urllib.parse.urlencode({"words": SITUATION}))
    text = body.decode("utf-8")
    assert status == 200 and 'id="words-notes" open' in text and "Torrential Tribute" in text
    data = json.loads(text.split('<script type="application/json" id="builder-data">')[1].split("</script>")[0])
    assert data["scenario"] == timing.read_situation(SITUATION).to_dict()["scenario"]
    assert data["cards"]["torrential_tribute"]["card_type"] == "Trap"   # the builder knows each card
    status, _, body = http(base + "/ask?" + urllib.parse.urlencode({"words": "Opp Normal Summons Gemini Elf."}))
    assert status == 400 and b'id="words-error">no question' in body and b"Opp Normal Summons Gemini Elf.</textarea>" in body


def test_a_card_brief_says_what_each_clause_causes(base):
    status, card = api(base, "/api/card/Substitoad")
    assert status == 200
    cost = [c for c in card["effects"][0]["clauses"] if c["part"] == "cost"]
    assert [(c["event"], c["text"]) for c in cost] == [("tributed", "tribute 1 monster")]
    status, card = api(base, "/api/card/Call%20of%20the%20Haunted")
    first = card["effects"][0]["clauses"][0]
    assert (first["event"], first["subject"]) == ("special_summon", "target")


def test_a_refused_question_is_said_in_the_builders_words(base):
    scenario = {"cards": {"bth": {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone"}},
                "steps": [{"activate": "bth", "effect": 9}], "ask": {"last_thing": True}}
    status, _, body = http(base + ask_path(scenario))
    text = body.decode("utf-8")
    assert status == 400 and "Step 1 (Bottomless Trap Hole is activated): " in text and "there is no effect 9" in text
    status, error = api(base, "/api/ask", scenario)   # the API keeps its own message and JSON path
    assert status == 400 and error["where"] == "$.steps[0].effect" and not error["error"].startswith("Step 1")
    status, _, body = http(base + ask_path({"cards": {"s": {"name": "Sangan"}}, "ask": {}}))
    assert status == 400 and b"The question: choose what to ask" in body


def test_the_sparql_page_takes_a_named_querys_parameters(base):
    status, _, body = http(base + "/sparql?named=card-clauses", accept=BROWSER_ACCEPT)
    text = body.decode("utf-8")
    assert status == 200 and 'name="p.card" value="Drill Warrior"' in text   # the example's value, as a field
    status, _, body = http(base + "/sparql?" + urllib.parse.urlencode({"named": "card-clauses", "p.card": "Substitoad"}),
                           accept=BROWSER_ACCEPT)
    text = body.decode("utf-8")
    assert status == 200 and "tribute 1 monster" in text and "Drill Warrior" not in text.split('id="sparql-results"')[1]
    assert 'name="p.card" value="Substitoad"' in text
    status, _, body = http(base + "/sparql?" + urllib.parse.urlencode({"named": "card-clauses", "p.card": "Nothing Like It"}),
                           accept=BROWSER_ACCEPT)
    assert status == 404 and b'value="Nothing Like It"' in body   # the page keeps what was typed
