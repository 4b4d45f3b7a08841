"""Card entries (edison_kg.validation.entries): the card entry's JSON Schema comes from the vocabulary and
passes every real line of edison_cards.jsonl; what it refuses is a violation of the report
naming the card and the field (exit 1), listed once; replacing a card of the graph needs
``"replaces": true`` (a Turtle entry: ``--replaces``); only input that cannot be read is exit 2, in one line on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from edison_kg import paths, schemas
from edison_kg.validation.entries import check_record, entry_store, read_entries, unknown_keys
from edison_kg import validation
from edison_kg.store import open as store_open
from edison_kg.errors import BadInput

HERE = Path(__file__).resolve().parents[1]
NEW_CARD = json.loads((HERE / "fixtures" / "entries" / "new-card.json").read_text(encoding="utf-8"))
SOURCE_LINES = [json.loads(line) for line in
                (HERE / "fixtures" / "sources" / "edison_cards.jsonl").read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def store():
    return store_open.open_store(quiet=True)


def entry(tmp_path, name="card.json", **changes) -> Path:
    record = dict(NEW_CARD)
    for key, value in changes.items():
        if value is ...:
            record.pop(key, None)
        else:
            record[key] = value
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "edison_kg", "validate", *map(str, args)], capture_output=True,
                          text=True, timeout=120)


def test_the_schema_is_draft_2020_12_with_the_vocabularys_values():
    schema = schemas.schema("card-entry")
    Draft202012Validator.check_schema(schema)
    properties = schema["properties"]
    assert set(properties["attribute"]["enum"]) == {"DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE", None}
    assert "Spellcaster" in properties["race"]["enum"] and "Counter" in properties["subtypes"]["items"]["enum"]
    assert {"unlimited", "limited", "semi-limited", "forbidden"} <= set(properties["edison_status"]["enum"])
    assert schema["additionalProperties"] is False and "replaces" in properties


def test_every_real_jsonl_line_and_the_new_card_pass_the_schema():
    validator = Draft202012Validator(schemas.schema("card-entry"))
    for record in SOURCE_LINES + [NEW_CARD]:
        assert [e.message for e in validator.iter_errors(record)] == [], record["name"]
        assert check_record(record) == [] and unknown_keys(record) == []


@pytest.mark.parametrize("changes, field, words", [
    ({"atack": 1200}, "atack", "unknown field 'atack'; did you mean 'atk'?"),
    ({"archetypes": "x"}, "archetypes", "archetypes must be a list, not 'x'"),
    ({"in_edison_pool": "yes"}, "in_edison_pool", "in_edison_pool must be true or false, not 'yes'"),
    ({"race": ...}, "race", "monster Type is missing"),
    ({"race": None}, "race", "monster Type is missing"),
    ({"race": "Wizard"}, "race", "'Wizard' is not a known value"),
    ({"level": "4"}, "level", "level must be a whole number or null, not '4'"),
    ({"subtypes": ["Effect", "Quick-Play"]}, "subtypes", "subtypes[1] 'Quick-Play' is not a known value"),
    ({"card_type": "spel"}, "card_type", "did you mean 'spell'?"),
    ({"card_type": ...}, "card_type", "card_type is missing"),
    ({"tcg_release": "2010"}, "tcg_release", "a date YYYY-MM-DD"),
    ({"text": "x" * 20_000}, "text", "longer than 10000"),
])
def test_a_bad_field_is_a_violation_naming_card_and_field(tmp_path, store, changes, field, words):
    report = validation.validate([entry(tmp_path, **changes)], store=store)
    assert not report.conforms
    hits = [r for r in report.results if r.field == field and words in r.message and r.severity == "Violation"]
    assert hits, report.to_text()
    assert hits[0].card == "Rapid Warrior" and f"Rapid Warrior | {field} |" in report.to_text()


def test_the_cli_says_violations_with_exit_1_and_nothing_on_stderr(tmp_path):
    run = cli("--json", entry(tmp_path, atack=5, archetypes="x"))
    assert run.returncode == 1 and run.stderr == ""
    data = json.loads(run.stdout)
    assert sorted(r["field"] for r in data["results"]) == ["archetypes", "atack"]


def test_a_card_of_the_graph_is_replaced_only_when_the_entry_says_so(tmp_path, store):
    sangan = next(r for r in SOURCE_LINES if r["name"] == "Sangan")
    path = tmp_path / "sangan.json"
    path.write_text(json.dumps(sangan), encoding="utf-8")
    report = validation.validate([path], store=store)
    assert [(r.card, r.field) for r in report.results] == [("Sangan", "passcode")]
    assert '"replaces": true' in report.results[0].message
    path.write_text(json.dumps(dict(sangan, replaces=True)), encoding="utf-8")
    assert validation.validate([path], store=store).conforms


def test_a_turtle_entry_for_a_card_of_the_graph_needs_replaces_unless_it_is_the_graphs_own_file(tmp_path, store):
    """A copy of the graph's Sangan file, edited and checked as a new entry: the card is the
    graph's, so it is a violation naming it until --replaces; the data folder's own file is
    the graph's card and passes as it is."""
    own = paths.DATA_DIR / "cards" / "sangan.ttl"
    copy = tmp_path / "sangan.ttl"
    copy.write_text(own.read_text(encoding="utf-8").replace("ek:attackPoints 1000", "ek:attackPoints 1100"),
                    encoding="utf-8")
    report = validation.validate([copy], store=store)
    assert [(r.focus, r.field) for r in report.results] == [("https://w3id.org/edison-kg/id/card/26202165", "card")]
    assert "--replaces" in report.results[0].message and not report.conforms
    assert validation.validate([copy], store=store, replaces=True).conforms
    assert validation.validate([own], store=store).conforms
    run = cli("--json", copy)
    assert run.returncode == 1 and json.loads(run.stdout)["results"][0]["field"] == "card"
    assert cli("--replaces", copy).returncode == 0


def test_a_problem_is_listed_once(tmp_path, store):
    # a Level the schema refuses is not also the shapes' missing Level
    pooled = dict(next(r for r in SOURCE_LINES if r["name"] == "Sangan"), level="3", replaces=True)
    path = tmp_path / "sangan.json"
    path.write_text(json.dumps(pooled), encoding="utf-8")
    report = validation.validate([path], store=store)
    assert [(r.field, r.component) for r in report.results] == [("level", "JSONSchema:type")]
    # a non-number Level breaks its datatype and both bounds: one line
    ttl = tmp_path / "level.ttl"
    ttl.write_text('@prefix ek: <https://w3id.org/edison-kg/ns#> .\n'
                   '<https://w3id.org/edison-kg/id/card/00000001> a ek:MonsterCard ; ek:name "Z" ;'
                   ' ek:inEdisonPool false ; ek:level "x"^^<http://www.w3.org/2001/XMLSchema#integer> .\n', encoding="utf-8")
    report = validation.validate([ttl], store=store)
    lines = report.to_text().splitlines()
    assert len([line for line in lines if "| Level |" in line]) == 1, report.to_text()
    run = cli(ttl)
    assert run.returncode == 1 and run.stderr == ""   # no rdflib warning, no traceback


@pytest.mark.parametrize("make, words", [
    (lambda p: p.write_text("", encoding="utf-8"), "nothing to check"),
    (lambda p: p.write_text("# only a comment\n", encoding="utf-8"), "nothing to check"),
    (lambda p: p.write_bytes(b"\xff\xfe<a> <b> <c> ."), "not UTF-8 text"),
])
def test_a_turtle_file_that_cannot_be_read_is_one_line(tmp_path, make, words):
    path = tmp_path / "entry.ttl"
    make(path)
    with pytest.raises(BadInput, match=words):
        read_entries([path])
    run = cli(path)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1 and words in run.stderr


@pytest.mark.parametrize("data, words", [
    (b"\xff\xfe{}", "not UTF-8 text"),
    (b'{"name": ' + b"[" * 50_000, "nests deeper than 8 levels"),
    (json.dumps(dict(NEW_CARD, text="x" * 5_000_000)).encode(), "larger than 1,000,000 bytes"),
    (b'{"name": "x",}', "Expecting property name"),
])
def test_a_json_file_that_cannot_be_read_is_one_line(tmp_path, data, words):
    path = tmp_path / "entry.json"
    path.write_bytes(data)
    run = cli(path)
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and words in run.stderr and "Traceback" not in run.stderr


def test_a_directory_says_so(tmp_path):
    folder = tmp_path / "cards.json"
    folder.mkdir()
    run = cli(folder)
    assert run.returncode == 2 and "is a directory" in run.stderr


def test_validate_py_keeps_the_entry_functions_it_exported():
    # the entry code moved: the names callers used on edison_kg.validate still work
    assert validation.read_entries is read_entries and validation.entry_store is entry_store
