"""Named queries: every one runs on the real graph with its own examples and returns the
rows the rulings say it should (real cards); parameters, bad input and output formats."""

from __future__ import annotations

import csv
import io
import json

import pytest

from edison_kg.lookup import notations, render, run_query
from edison_kg.lookup.queries import resolve_iri
from edison_kg.sparql.named import list_queries, load_internal, load_query, parse_params
from edison_kg.sparql import LocalBackend, QueryResult, Term
from edison_kg.errors import BadInput, QueryNotFound, UnknownCard
from edison_kg.vocab.schemes import TIMING_WORDS
from edison_kg.vocab.ns import EK, ID_IRI

SANGAN = ID_IRI + "card/26202165"
DRILL_WARRIOR = ID_IRI + "card/03429238"
BOTTOMLESS = ID_IRI + "card/29401950"
DARK_HOLE = ID_IRI + "card/53129443"


@pytest.fixture(scope="module")
def graph():
    """The real graph (the compiled store of ontology/ and data/)."""
    return LocalBackend()


def run(graph, name, **params):
    result = run_query(name, params, backend=graph)
    return result.to_python() if isinstance(result, QueryResult) else result


def pick(rows, **match):
    return [r for r in rows if all(r.get(k) == v for k, v in match.items())]


# ---------------------------------------------------------------- what each named query answers

def check_banlist(graph):
    rows = run(graph, "banlist")
    assert rows[0]["status"] == "forbidden"
    assert pick(rows, name="Dark Hole", status="forbidden", passcode="53129443")
    assert pick(rows, name="Sangan", status="limited")
    assert pick(rows, name="Bottomless Trap Hole", status="semi-limited")
    counts = {s: len(pick(rows, status=s)) for s in ("forbidden", "limited", "semi-limited")}
    assert counts == {"forbidden": 43, "limited": 70, "semi-limited": 19}  # the 2010-03-01 list


def check_can_miss_timing(graph):
    rows = run(graph, "can-miss-timing")
    # optional "when" effects (seeds 000-002): Bottomless Trap Hole's activation, Peten, Jinzo - Returner
    assert pick(rows, name="Bottomless Trap Hole", number=1, kind="card-activation")
    assert pick(rows, name="Peten the Dark Clown", kind="trigger")
    assert pick(rows, name="Jinzo - Returner", kind="trigger")
    assert not pick(rows, name="Sangan")  # mandatory "if": never misses


def check_cannot_miss_timing(graph):
    rows = run(graph, "cannot-miss-timing")
    assert pick(rows, name="Sangan", number=1, optional=False)
    assert pick(rows, name="Drill Warrior", number=3, timingWord="during")
    assert not pick(rows, name="Bottomless Trap Hole")


def check_card_effects(graph):
    rows = run(graph, "card-effects", card="Drill Warrior")
    assert [(r["number"], r["kind"]) for r in rows] == [(1, "ignition"), (2, "ignition"), (3, "trigger")]
    assert rows[2]["timingWord"] == "during" and rows[2]["canMissTiming"] is False
    assert {r["card"] for r in rows} == {DRILL_WARRIOR}


def check_card_clauses(graph):
    rows = run(graph, "card-clauses", card="drill warrior")
    third = [(r["index"], r["action"], r["conjunction"], r["sequential"]) for r in pick(rows, number=3)]
    assert third == [(1, "special_summon", None, None), (2, "add_to_hand", "then", True)]
    second = pick(rows, number=2)
    assert second[1]["conjunction"] == "and if you do" and second[1]["sequential"] is False


def check_card_rulings(graph):
    rows = run(graph, "card-rulings", card="Sangan")
    assert len(rows) >= 8
    assert [r["position"] for r in rows] == sorted(r["position"] for r in rows)
    assert {r["era"] for r in rows} >= {"edison-community", "konami"}
    timing = [r for r in rows if "missing-the-timing" in (r["topics"] or "")]
    assert timing and all(r["addresses"].startswith("https://") for r in timing)
    assert any("Horn of Heaven" in (r["mentions"] or "") for r in rows)


def check_card_precedents(graph):
    rows = run(graph, "card-precedents", card="Drill Warrior")
    by_id = {r["precedent"].rsplit("/", 1)[-1]: r for r in rows}
    then = by_id["drill-warrior-then-bottomless-trap-hole"]
    assert then["verdict"] == "no" and then["reason"] == "sequential-conjunction"
    assert "mtt-optional-when" in then["rules"].split(", ")
    assert "drill-warrior-and-if-you-do-jinzo-returner" in by_id


def check_card_triples(graph):
    triples = run_query("card-triples", {"card": "Sangan"}, backend=graph)
    facts = {(t.subject.value, t.predicate.value, t.object.value) for t in triples}
    assert (SANGAN, EK.name, "Sangan") in facts
    assert (SANGAN + "/effect/1", EK.effectOf, SANGAN) in facts
    assert any(s.startswith(SANGAN + "/effect/1/clause/") for s, _, _ in facts)


def check_card_is_legal(graph):
    assert run(graph, "card-is-legal", card="Sangan") is True
    assert run(graph, "card-is-legal", card="Dark Hole") is False      # Forbidden
    assert run(graph, "card-is-legal", card="Effect Veiler") is False  # released after Edison


def check_cards_by_archetype(graph):
    """An archetype by its name or its set-code constant; the name is what the card says."""
    by_constant = run(graph, "cards-by-archetype", archetype="set_trap_hole")
    names = {r["name"] for r in by_constant}
    assert {"Bottomless Trap Hole", "Trap Hole", "Acid Trap Hole"} <= names
    assert {(r["archetypeName"], r["setConstant"], r["setCode"]) for r in by_constant} == \
        {("Trap Hole", "SET_TRAP_HOLE", "0x4c")}
    by_name = run(graph, "cards-by-archetype", archetype="lightsworn")
    assert "Lumina, Lightsworn Summoner" in {r["name"] for r in by_name}
    assert {r["archetypeName"] for r in by_name} == {"Lightsworn"}


def check_conjunctions(graph):
    rows = {r["conjunction"]: r for r in run(graph, "conjunctions")}
    assert set(rows) == {"and", "also", "and if you do", "then", "also, after that", "next sentence"}
    assert (rows["then"]["requiresFirstPart"], rows["then"]["sequential"]) == (True, True)
    assert (rows["next sentence"]["requiresFirstPart"], rows["next sentence"]["sequential"]) == (False, True)
    assert rows["next sentence"]["clauses"] > 0
    assert (rows["and if you do"]["requiresFirstPart"], rows["and if you do"]["sequential"]) == (True, False)
    assert rows["then"]["clauses"] > 0


def check_continuous_trap_trigger_like(graph):
    rows = run(graph, "continuous-trap-trigger-like")
    assert pick(rows, name="Solemn Wishes", number=1)
    assert pick(rows, name="Backfire")
    assert not pick(rows, name="Amazoness Village")  # trigger-like, but of a Field Spell


def check_effect_kind_counts(graph):
    rows = {r["kind"]: r for r in run(graph, "effect-kind-counts")}
    assert {"trigger", "trigger-like", "ignition", "card-activation", "continuous"} <= set(rows)
    assert rows["ignition"]["effects"] == rows["ignition"]["optionalEffects"]  # "You can ..."
    assert rows["continuous"]["optionalEffects"] == 0


def check_effects_by_conjunction(graph):
    rows = run(graph, "effects-by-conjunction", conjunction="then")
    assert pick(rows, name="Drill Warrior", number=3, before="special_summon", after="add_to_hand")
    assert {r["conjunction"] for r in rows} == {EK.Then}


def check_effects_by_event(graph):
    rows = run(graph, "effects-by-event", event="sent_to_gy")
    assert pick(rows, name="Sangan", number=1, kind="trigger", optional=False, timingWord="if")
    assert pick(rows, name="Peten the Dark Clown", optional=True)


def check_effects_by_kind(graph):
    rows = run(graph, "effects-by-kind", kind="trigger-like")
    assert pick(rows, name="Solemn Wishes", number=1)
    assert pick(rows, name="Amazoness Village", number=2)
    assert {r["kind"] for r in rows} == {EK.TriggerLikeEffect}


def check_effects_with_cost(graph):
    rows = run(graph, "effects-with-cost")
    assert pick(rows, name="Cannon Soldier", cost="Tribute 1 monster")
    assert pick(rows, name="Solemn Judgment", cost="Pay half your LP")
    assert pick(rows, name="Peten the Dark Clown")  # banishing itself is its cost (seed 001)


def check_monsters_by_stats(graph):
    rows = run(graph, "monsters-by-stats", type="Warrior", attribute="EARTH", level="4")
    names = {r["name"] for r in rows}
    assert {"Big Shield Gardna", "Elemental HERO Wildheart", "Axe Raider"} <= names
    assert all((r["type"], r["attribute"], r["level"]) == ("Warrior", EK.Earth, 4) for r in rows)
    level_8 = run(graph, "monsters-by-stats", level="8")  # the others left out: any value
    assert pick(level_8, name="Blue-Eyes White Dragon", type="Dragon")


def check_one_piece_resolution_order(graph):
    rows = run(graph, "one-piece-resolution-order")
    ids = {r["ruleId"] for r in rows}
    assert {"8-6", "8-6-1", "8-6-2", "8-6-3"} <= ids
    assert len(rows) == len({tuple(sorted((k, str(v)) for k, v in r.items())) for r in rows})


def check_precedents_for_rule(graph):
    rows = run(graph, "precedents-for-rule", rule="mtt-optional-when")
    drill = pick(rows, precedent=ID_IRI + "precedent/drill-warrior-then-bottomless-trap-hole")
    assert drill and drill[0]["cards"] == "Bottomless Trap Hole, Drill Warrior"
    assert pick(rows, precedent=ID_IRI + "precedent/substitoad-dupe-frog-cost", reason="cost")


def check_rules_by_game(graph):
    rows = run(graph, "rules-by-game", game="one-piece")
    assert pick(rows, ruleId="8-6-1") and all(r["game"] == EK.OnePiece for r in rows)
    edison = run(graph, "rules-by-game")  # the default: Yu-Gi-Oh! Edison
    rule = pick(edison, ruleId="mtt-optional-when")
    assert rule and "missing-the-timing" in rule[0]["concerns"]


def check_rulings_by_era(graph):
    rows = run(graph, "rulings-by-era", era="konami")
    assert pick(rows, name="Sangan", rulings=6)
    assert [r["rulings"] for r in rows] == sorted((r["rulings"] for r in rows), reverse=True)
    assert pick(run(graph, "rulings-by-era"), name="Sangan", rulings=2)  # default: edison-community


def check_rulings_by_topic(graph):
    rows = run(graph, "rulings-by-topic", topic="missing-the-timing")
    assert pick(rows, name="Sangan", ruling=ID_IRI + "ruling/sangan/4", era="konami")
    assert all(r["topic"] == EK.TopicMissingTiming for r in rows)


def check_rulings_mentioning(graph):
    rows = run(graph, "rulings-mentioning", card="Bottomless Trap Hole")
    assert rows and all(r["card"] == BOTTOMLESS and r["onCard"] != "Bottomless Trap Hole" for r in rows)
    horn = run(graph, "rulings-mentioning", card="Horn of Heaven")
    assert pick(horn, onCard="Sangan", ruling=ID_IRI + "ruling/sangan/6")


def check_search_cards(graph):
    rows = run(graph, "search-cards", text="HOLE")
    names = {r["name"] for r in rows}
    assert {"Dark Hole", "Bottomless Trap Hole"} <= names
    assert all("hole" in n.lower() for n in names)
    assert pick(rows, name="Dark Hole", cardType="spell", status="forbidden", inPool=True)


def check_summon_negation(graph):
    rows = run(graph, "summon-negation")
    assert {"Solemn Judgment", "Horn of Heaven", "Black Horn of Heaven"} <= {r["name"] for r in rows}


def check_summon_then(graph):
    rows = run(graph, "summon-then")
    assert pick(rows, name="Drill Warrior", number=3, summon="special_summon", conjunction="then", after="add_to_hand")
    assert all(r["conjunction"] in ("then", "also, after that", "next sentence") for r in rows)
    # "... If you Special Summon a monster from the Graveyard with this effect, destroy this card."
    assert pick(rows, name="Summon Cloud", number=1, conjunction="next sentence", after="destroy")


CHECKS = {name[len("check_"):].replace("_", "-"): fn for name, fn in globals().items() if name.startswith("check_")}
NAMED = list_queries()


def test_every_named_query_is_checked():
    assert sorted(CHECKS) == sorted(q.name for q in NAMED)
    assert len(NAMED) >= 18


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_named_query_on_real_cards(graph, name):
    CHECKS[name](graph)


@pytest.mark.parametrize("query", NAMED, ids=[q.name for q in NAMED])
def test_header_examples_and_defaults_run(graph, query):
    assert query.title and query.description and query.title != query.name
    for param in query.parameters:
        assert param.description, f"{query.name}: parameter {param.name} has no meaning"
    if any(p.required for p in query.parameters):
        assert query.examples, f"{query.name} takes a required parameter: give an example"
    for params in query.examples or [{}]:
        result = run_query(query.name, params, backend=graph, plain=True)
        if not isinstance(result, bool):
            assert len(result) > 0, f"{query.name} {params}: the example finds nothing"
        _check_rendered(result, query, params, graph)


def _check_rendered(result, query, params, graph):
    """Every format gives every row, in the one vocabulary: no concept IRI, and no column
    repeating a parameter that was given."""
    if isinstance(result, bool):
        assert json.loads(render(result, "json")) is result
        assert render(result, "table") == ("true\n" if result else "false\n")
        return
    rows = len(result)
    if isinstance(result, QueryResult):
        concepts = set(notations(graph))
        given = {p.name for p in query.parameters if params.get(p.name) or p.default}
        assert not given & set(result.columns), f"{query.name}: parameters repeated in every row"
        assert not [t.value for row in result.rows for t in row.values() if t.value in concepts], \
            f"{query.name}: a concept given as its IRI, not its notation"
    assert len(json.loads(render(result, "json"))) == rows
    assert len(list(csv.reader(io.StringIO(render(result, "csv"))))) == rows + 1
    assert len(render(result, "tsv").splitlines()) == rows + 1
    assert render(result, "table").rstrip().endswith(f"({rows} {'row' if rows == 1 else 'rows'})")


def test_query_output_gives_notations_and_no_echoed_parameters(graph):
    """What `edison-kg query` prints: effects-by-kind for kind=flip gives no "kind" column
    (every row would say flip), and its timing words are notations; banlist's statuses too."""
    raw = run_query("effects-by-kind", {"kind": "flip"}, backend=graph)
    assert "kind" in raw.columns and raw.rows[0]["kind"].value == EK.FlipEffect
    plain = run_query("effects-by-kind", {"kind": "flip"}, backend=graph, plain=True)
    assert plain.columns == [c for c in raw.columns if c != "kind"] and len(plain) == len(raw) > 50
    assert {r["timingWord"] for r in plain.to_python()} <= set(TIMING_WORDS)
    # the notation goes back in as the parameter
    banlist = run_query("banlist", {}, backend=graph, plain=True).to_python()
    assert {r["status"] for r in banlist} == {"forbidden", "limited", "semi-limited"}
    drill = run_query("card-effects", {"card": "Drill Warrior"}, backend=graph, plain=True).to_python()
    kind = next(r["kind"] for r in drill if r["number"] == 3)
    assert kind == "trigger" and "card" not in drill[0]
    same_kind = run_query("effects-by-kind", {"kind": kind}, backend=graph, plain=True).to_python()
    assert any(r["name"] == "Drill Warrior" and r["number"] == 3 for r in same_kind)


# ---------------------------------------------------------------- parameters

def test_iri_parameters_accept_iris_prefixed_names_notations_and_card_names(graph):
    query = load_query("effects-by-conjunction")
    param = query.parameter("conjunction")
    for value in ("then", "Then", "ek:Then", f"<{EK.Then}>", EK.Then):
        assert resolve_iri(param, value, query, graph) == EK.Then
    card = load_query("card-effects").parameter("card")
    for value in ("Drill Warrior", "drill-warrior", "DRILL WARRIOR", "03429238", "3429238", "id:card/03429238"):
        assert resolve_iri(card, value, query, graph) == DRILL_WARRIOR


def test_bad_parameters_say_what_is_wrong(graph):
    with pytest.raises(BadInput, match=r"unknown parameter colour for query banlist; it takes no parameters"):
        run_query("banlist", {"colour": "red"}, backend=graph)
    with pytest.raises(BadInput, match=r"query card-effects needs --param card="):
        run_query("card-effects", {}, backend=graph)
    with pytest.raises(BadInput, match=r"level: 'four' is not a whole number"):
        run_query("monsters-by-stats", {"level": "four"}, backend=graph)
    with pytest.raises(BadInput, match=r"kind: 'trigger-ish' is not one of .*trigger-like"):
        run_query("effects-by-kind", {"kind": "trigger-ish"}, backend=graph)
    with pytest.raises(UnknownCard, match=r"closest: Drill Warrior"):
        run_query("card-effects", {"card": "Dril Warior"}, backend=graph)
    with pytest.raises(BadInput, match="given twice"):
        parse_params(["card=Sangan", "card=Dark Hole"])
    with pytest.raises(BadInput, match="NAME=VALUE"):
        parse_params(["Sangan"])
    assert parse_params(["card=Jinzo - Returner", "x= a=b "]) == {"card": "Jinzo - Returner", "x": "a=b"}


def test_string_parameters_are_terms_not_query_text(graph):
    rows = run(graph, "search-cards", text='" ) } } SELECT * WHERE { ?s ?p ?o } #')
    assert rows == []


def test_unknown_query_suggests_close_names():
    with pytest.raises(QueryNotFound, match=r"no named query 'banlst'; did you mean banlist"):
        load_query("banlst")
    with pytest.raises(QueryNotFound, match="card-effects"):
        load_query("effects")


def test_query_file_that_does_not_parse(tmp_path):
    path = tmp_path / "broken.rq"
    path.write_text("# title: Broken\nPREFIX ek: <https://w3id.org/edison-kg/ns#>\nSELECT ?c WHERE {\n  ?c ek:name \n}\n")
    with pytest.raises(BadInput) as info:
        load_query(str(path))
    assert str(info.value).startswith(f"{path}:5: the query does not parse: error at 5:1")


def test_query_file_runs_with_its_parameters(graph, tmp_path):
    path = tmp_path / "level.rq"
    path.write_text(
        "# title: Names of monsters of a Level\n"
        "# param: level (integer) — the Level\n"
        "PREFIX ek: <https://w3id.org/edison-kg/ns#>\n"
        "SELECT ?level ?name WHERE { ?c ek:level ?level ; ek:name ?name } ORDER BY ?name\n")
    result = run_query(str(path), {"level": "12"}, backend=graph)
    assert "Five-Headed Dragon" in result.values("name") and set(result.values("level")) == {12}


def test_parameters_must_be_projected(tmp_path):
    path = tmp_path / "hidden.rq"
    path.write_text("# title: Hidden\n# param: level (integer) — a Level\n"
                    "SELECT ?c WHERE { ?c <https://w3id.org/edison-kg/ns#level> ?level }\n")
    with pytest.raises(BadInput, match=r"add \?level to the SELECT clause"):
        load_query(str(path))


def test_internal_queries_are_not_listed():
    names = {q.name for q in NAMED}
    assert "card-names" not in names and "stats" not in names
    assert load_internal("card-names").form == "SELECT"


# ---------------------------------------------------------------- output formats

def sample():
    xsd = "http://www.w3.org/2001/XMLSchema#"
    return QueryResult(["name", "level", "text"], [
        {"name": Term.literal("Jinzo - Returner"), "level": Term.literal("4", xsd + "integer"),
         "text": Term.literal('When this card is sent to the GY, "Jinzo"\nmay return, 1, 2')},
        {"name": Term.iri(DARK_HOLE)},
    ])


def test_csv_is_rfc_4180():
    text = render(sample(), "csv")
    assert text.startswith("name,level,text\r\n")
    assert '"When this card is sent to the GY, ""Jinzo""\nmay return, 1, 2"' in text
    assert list(csv.reader(io.StringIO(text))) == [
        ["name", "level", "text"],
        ["Jinzo - Returner", "4", 'When this card is sent to the GY, "Jinzo"\nmay return, 1, 2'],
        [DARK_HOLE, "", ""],
    ]


def test_json_is_a_list_of_objects():
    data = json.loads(render(sample(), "json"))
    assert data[0]["level"] == 4 and data[1] == {"name": DARK_HOLE, "level": None, "text": None}
    assert json.loads(render(True, "json")) is True


def test_tsv_escapes_tabs_and_newlines():
    lines = render(sample(), "tsv").splitlines()
    assert lines[0] == "name\tlevel\ttext"
    assert lines[1].split("\t")[2] == 'When this card is sent to the GY, "Jinzo"\\nmay return, 1, 2'
    assert len(lines) == 3


def test_table_for_people():
    text = render(sample(), "table")
    assert "id:card/53129443" in text and text.rstrip().endswith("(2 rows)")
    assert render(QueryResult(["x"], []), "table") == "(no results)\n"
    with pytest.raises(BadInput, match="unknown format"):
        render(sample(), "xml")


def test_parameter_values_are_bounded_before_they_reach_the_graph(graph):
    """Values too long, not text, or holding control characters: one short line, never the
    whole value echoed."""
    with pytest.raises(BadInput) as caught:
        run_query("card-effects", {"card": "x" * 5000}, backend=graph)
    assert "5,000 characters long; at most 1,000" in str(caught.value) and len(str(caught.value)) < 200
    with pytest.raises(BadInput, match="control characters"):
        run_query("search-cards", {"text": "hole\x00"}, backend=graph)
    with pytest.raises(BadInput, match="a value is text, not list"):
        run_query("search-cards", {"text": ["hole"]}, backend=graph)
    with pytest.raises(BadInput) as caught:
        run_query("monsters-by-stats", {"level": "9" * 900 + "x"}, backend=graph)
    assert "is not a whole number" in str(caught.value) and len(str(caught.value)) < 200
