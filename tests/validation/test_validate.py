"""Validation: the shapes reject the broken entries of tests/fixtures/broken/ with a message
naming the field, accept real cards, and the chosen engine (pyshacl-turbo) reports exactly
what plain pySHACL reports, on the broken entries and on a sample of the real graph; the
whole graph, checked in batches, gets the results of one run over all of it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import paths
from edison_kg import validation
from edison_kg.validation import engine, entries
from edison_kg.store import open as store_open
from edison_kg.store import scan as store_scan
from edison_kg.errors import BadInput, EndpointError
from edison_kg.vocab.ns import EK, ID_IRI

HERE = Path(__file__).resolve().parents[1]
BROKEN = HERE / "fixtures" / "broken"
ENTRIES = HERE / "fixtures" / "entries"
SOURCES = HERE / "fixtures" / "sources"
DATA = paths.DATA_DIR

# fixture -> (field label in the report, words the message must contain)
REJECTED = {
    "level-13.ttl": ("Level", "1 to 12"),
    "level-13.json": ("Level", "1 to 12"),
    "negative-atk.ttl": ("ATK", "0 or more"),
    "negative-atk.json": ("ATK", "0 or more"),
    "passcode-7-digits.ttl": ("passcode", "8 digits"),
    "duplicate-passcode.ttl": ("passcode", "already the passcode of another card (\"Sangan\""),
    "spell-with-atk.ttl": ("ATK", "Spell or Trap Card has no ATK"),
    "spell-with-atk.json": ("ATK", "Spell or Trap Card has no ATK"),
    "no-name.ttl": ("name", "name is missing"),
    "no-name.json": ("name", "name is missing"),
    "trigger-without-condition.ttl": ("activation condition", "activation condition is missing"),
    "precedent-without-source.ttl": ("source", "needs at least one source"),
    "mandatory-can-miss-timing.ttl": ("can miss the timing", "never misses the timing"),
    "trigger-like-on-monster.ttl": ("effect of", "belongs to a Spell or Trap Card"),
    "clause-without-conjunction.ttl": ("joined by", "joined by is missing"),
    "ruling-about-unknown-card.ttl": ("about card", "not in the graph"),
    "misspelt-field.ttl": ("levle", "unknown field"),
}


@pytest.fixture(scope="module")
def store():
    return store_open.open_store(quiet=True)


def _source_line(name: str) -> dict:
    for line in (SOURCES / "edison_cards.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record["name"] == name:
            return record
    raise LookupError(name)


def test_every_broken_fixture_is_listed():
    assert sorted(p.name for p in BROKEN.iterdir()) == sorted(REJECTED)


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_broken_entry_is_rejected_naming_the_field(name, store):
    field, words = REJECTED[name]
    # the broken Turtle fixtures restate cards of the graph: as replacements of them
    report = validation.validate([BROKEN / name], store=store, replaces=True)
    assert not report.conforms
    hits = [r for r in report.results if r.severity == "Violation" and r.field == field and words in r.message]
    assert hits, report.to_text()
    line = next(l for l in report.to_text().splitlines() if words in l)
    assert f"| {field} |" in line


def test_broken_card_results_name_the_card(store):
    report = validation.validate([BROKEN / "level-13.ttl"], store=store, replaces=True)
    assert [(r.card, r.field, r.value) for r in report.results] == [("Sangan", "Level", "13")]
    report = validation.validate([BROKEN / "clause-without-conjunction.ttl"], store=store, replaces=True)
    assert report.to_text().startswith("VIOLATION  Drill Warrior, effect 3, clause 2 | joined by |")


def test_real_card_entries_conform(store, tmp_path):
    sangan_json = tmp_path / "sangan.json"
    sangan_json.write_text(json.dumps(dict(_source_line("Sangan"), replaces=True)), encoding="utf-8")
    for entry in (DATA / "cards" / "sangan.ttl", DATA / "cards" / "drill-warrior.ttl", sangan_json,
                  ENTRIES / "new-card.json"):
        report = validation.validate([entry], store=store)
        assert report.conforms, report.to_text()
        assert report.to_text().endswith("conforms (0 violations, 0 warnings)\n")


def test_json_entry_gets_its_effects_from_the_card_text(store):
    triples = validation.read_entries([ENTRIES / "new-card.json"])
    predicates = {t.predicate.value for t in triples}
    assert EK.hasEffect in predicates and EK.effectKind in predicates


def test_entry_is_checked_with_a_small_context_not_the_whole_graph(store):
    import pyoxigraph as ox

    entry = validation.read_entries([BROKEN / "duplicate-passcode.ttl"])
    data = validation.entry_store(entry, store)
    assert len(data) < len(store) / 50
    sangan = ox.NamedNode(ID_IRI + "card/26202165")
    # the other card with the same passcode comes in with its passcode and classes, nothing more
    assert {q.predicate.value for q in data.quads_for_pattern(sangan, None, None)} == {
        EK.passcode, "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"}
    # an edited card replaces its old triples: Sangan's file checked as an entry has one name
    data = validation.entry_store(validation.read_entries([DATA / "cards" / "sangan.ttl"]), store)
    assert len(list(data.quads_for_pattern(sangan, ox.NamedNode(EK.name), None))) == 1


def test_malformed_turtle_names_file_line_and_column(tmp_path, store):
    bad = tmp_path / "bad.ttl"
    bad.write_text('@prefix ek: <https://w3id.org/edison-kg/ns#> .\n<a> a ek:Card ;\n  ek:name "x"\n  ek:level 3 .\n',
                   encoding="utf-8")
    with pytest.raises(BadInput) as error:
        validation.validate([bad], store=store)
    assert str(error.value).startswith(f"{bad}:4:3: ")


def test_malformed_json_names_file_line_and_column(tmp_path, store):
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "Sangan",\n "level": }\n', encoding="utf-8")
    with pytest.raises(BadInput) as error:
        validation.validate([bad], store=store)
    assert str(error.value) == f"{bad}:2:11: Expecting value"
    array = tmp_path / "array.json"
    array.write_text("[]", encoding="utf-8")
    with pytest.raises(BadInput, match="one JSON object"):
        validation.validate([array], store=store)


def test_missing_file_and_endpoint(store, tmp_path):
    with pytest.raises(BadInput, match="file not found"):
        validation.validate([tmp_path / "nothing.ttl"], store=store)
    from conftest import free_port

    with pytest.raises(EndpointError, match="connection refused") as caught:  # nothing listens there
        validation.validate(None, endpoint=f"http://127.0.0.1:{free_port()}/query")
    assert caught.value.exit_code == 3
    unnamed = tmp_path / "unnamed.ttl"
    unnamed.write_text("@prefix ek: <https://w3id.org/edison-kg/ns#> .\n[] a ek:Card ; ek:level 13 .\n", encoding="utf-8")
    with pytest.raises(BadInput, match="without an IRI"):
        validation.validate([unnamed], store=store)


def _cli(*args) -> subprocess.CompletedProcess:
    script = Path(sys.executable).with_name("edison-kg")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "edison_kg"]
    return subprocess.run(command + ["validate", *map(str, args)], capture_output=True, text=True, timeout=120)


def test_cli_exit_codes(tmp_path):
    rejected = _cli(BROKEN / "level-13.ttl")
    assert rejected.returncode == 1
    assert "Sangan | Level | Level must be a whole number from 1 to 12" in rejected.stdout
    accepted = _cli(ENTRIES / "new-card.json")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "conforms" in accepted.stdout
    bad = tmp_path / "bad.ttl"
    bad.write_text("<a> <b> .\n", encoding="utf-8")
    malformed = _cli(bad)
    assert malformed.returncode == 2
    assert malformed.stderr.startswith(f"edison-kg validate: {bad}:1:")
    assert len(malformed.stderr.strip().splitlines()) == 1 and "Traceback" not in malformed.stderr
    as_json = _cli("--json", BROKEN / "negative-atk.json")
    assert as_json.returncode == 1
    data = json.loads(as_json.stdout)
    assert data["conforms"] is False and data["results"][0]["field"] == "ATK"


def test_report_is_deterministic_and_serializable(store):
    files = [BROKEN / "level-13.ttl", BROKEN / "spell-with-atk.ttl", BROKEN / "precedent-without-source.ttl"]
    first = validation.validate(files, store=store, replaces=True)
    second = validation.validate(list(reversed(files)), store=store, replaces=True)
    assert first.results == second.results
    assert [r.card for r in first.results] == ["Dark Hole", "Sangan", None]
    data = first.to_dict()
    assert data["violations"] == 3 and data["warnings"] == 0
    assert set(data["results"][0]) == {"focus", "card", "field", "message", "severity", "value", "path", "component"}


def _vocabulary():
    import rdflib

    vocabulary = rdflib.Graph()
    for path in store_scan.ontology_files():
        vocabulary.parse(path)
    return vocabulary


def test_shapes_cover_every_class_of_the_vocabulary():
    import rdflib

    vocabulary = _vocabulary()
    shapes = engine.shapes_graph()
    sh = rdflib.Namespace("http://www.w3.org/ns/shacl#")
    classes = {c for c in vocabulary.subjects(rdflib.RDF.type, rdflib.OWL.Class) if str(c).startswith(EK.Card[:-4])}
    targeted = set(shapes.objects(None, sh.targetClass))
    assert classes - targeted == set()
    assert {rdflib.SKOS.Concept, rdflib.SKOS.ConceptScheme} <= targeted


def test_closed_shapes_allow_every_property_of_their_class():
    """A property the vocabulary gives a class (rdfs:domain) must be on that class's field list."""
    import rdflib
    from rdflib.collection import Collection

    vocabulary = _vocabulary()
    shapes = engine.shapes_graph()
    sh = rdflib.Namespace("http://www.w3.org/ns/shacl#")
    for shape in shapes.subjects(sh.closed, rdflib.Literal(True)):
        target = shapes.value(shape, sh.targetClass)
        allowed = set(Collection(shapes, shapes.value(shape, sh.ignoredProperties)))
        subclasses = {target} | set(vocabulary.subjects(rdflib.RDFS.subClassOf, target))
        domain = {p for c in subclasses for p in vocabulary.subjects(rdflib.RDFS.domain, c)}
        assert domain - allowed == set(), f"{shape} does not allow {sorted(domain - allowed)}"


# ---------------------------------------------------------------- the same results as pySHACL

def _key(results) -> set:
    return {(r.focus, r.path, r.component, r.severity) for r in results}


def test_turbo_reports_what_pyshacl_reports_on_the_broken_entries(store):
    """Turbo checks the entry's nodes only (focus nodes); pySHACL checks everything in the
    entry's store and its results are then cut to the entry's nodes. (pySHACL's own focus-node
    mode is not used as the reference: with it, pySHACL 0.40 wrongly reports the card-type
    qualified count on every card.) The .json fixtures give the same triples as their .ttl
    twins, so the Turtle ones are enough here."""
    for name in sorted(n for n in REJECTED if n.endswith(".ttl")):
        entry = validation.read_entries([BROKEN / name])
        data = validation.entry_store(entry, store)
        focus = sorted(entries._subjects(entry), key=str)
        turbo = validation.run_shapes(data, focus_nodes=focus, engine="turbo")
        mine = {node.value for node in focus}
        reference = [r for r in validation.run_shapes(data, engine="pyshacl") if r.focus in mine]
        assert turbo and _key(turbo) == _key(reference), name


def _real_graph_sample(*extra: Path):
    """Every 50th card file with its rulings page, 30 precedents, the rules and sources: ~9k
    triples. Cards and rules the sample leaves out make real violations (a ruling mentions a
    card that is not there), so comparisons cover failing checks as well as passing ones."""
    cards = sorted((DATA / "cards").glob("*.ttl"))[::50]
    rulings = [DATA / "rulings" / p.name for p in cards if (DATA / "rulings" / p.name).exists()]
    ontology = store_scan.ontology_files()
    files = (ontology + cards + rulings + sorted((DATA / "precedents").glob("*.ttl"))[:30]
             + sorted((DATA / "rules").glob("*.ttl")) + [DATA / "sources.ttl"] + list(extra))
    assert len(cards) >= 70
    return store_open.memory_store(files)


def test_turbo_reports_what_pyshacl_reports_on_a_real_graph_sample():
    sample = _real_graph_sample()
    turbo = validation.run_shapes(sample, engine="turbo")
    reference = validation.run_shapes(sample, engine="pyshacl")
    assert len(turbo) > 50
    assert _key(turbo) == _key(reference)
    assert {r.value for r in turbo} == {r.value for r in reference}


def test_batches_report_what_one_run_reports():
    """The sample with every broken Turtle fixture added (a clause that lost its conjunction, a
    misspelt field, ...) and Sangan, whose passcode a fixture repeats, cut into batches of
    ~20 triples: the results, messages included, are those of one run over the whole sample."""
    sample = _real_graph_sample(DATA / "cards" / "sangan.ttl", *sorted(BROKEN.glob("*.ttl")))
    one_run = validation.run_shapes(sample)
    batched = validation.validate_graph(sample, batch_triples=20, workers=2)
    assert len({r.component for r in one_run}) >= 8 and len(one_run) > 60
    assert any("already the passcode of another card" in r.message for r in one_run)
    assert batched == one_run


def test_a_graph_with_blank_nodes_is_checked_in_one_run(tmp_path):
    """A blank node cannot be named as a focus node, so such a graph is not cut into batches."""
    entry = tmp_path / "blank.ttl"
    entry.write_text('@prefix ek: <https://w3id.org/edison-kg/ns#> .\n'
                     '[] a ek:MonsterCard ; ek:name "Nameless Node" ; ek:level 13 .\n', encoding="utf-8")
    ontology = store_scan.ontology_files()
    data = store_open.memory_store(ontology + [entry])
    results = validation.validate_graph(data, batch_triples=1)
    assert results == validation.run_shapes(data)
    assert any(r.focus.startswith("_:") or not r.focus.startswith("http") for r in results)


# ---------------------------------------------------------------- the real graph

def test_whole_graph_conforms():
    """The batched check ``validate()`` runs; that batches report what one run reports is
    shown on a real sample with violations (test_batches_report_what_one_run_reports), so the
    real graph is not checked a second time in one run (26 s)."""
    batches: list[tuple[int, int]] = []
    report = validation.validate(full=True, progress=lambda done, total: batches.append((done, total)))
    assert report.conforms, "\n".join(report.to_text().splitlines()[-30:])
    assert len(batches) > 10 and batches[-1] == (len(batches), len(batches))


def test_graph_lines_find_a_subject_whose_lines_are_apart(tmp_path):
    """The index keeps byte ranges: a subject written in two places (a store writes a subject's
    lines together, another writer may not) gets all its lines back, vocabulary lines left out."""
    from edison_kg.validation.batches import GraphLines
    from edison_kg.validation.engine import ontology_text

    card, other = "<https://w3id.org/edison-kg/id/card/1>", "<https://w3id.org/edison-kg/id/card/2>"
    name = f"<{EK.name}>"
    known = ontology_text().splitlines()[0]
    text = tmp_path / "graph.nt"
    text.write_text(f'{card} {name} "A" .\n{known}\n{other} {name} "A" .\n{card} <{EK.level}> "3" .\n', encoding="utf-8")
    lines = GraphLines(text, ontology_text())
    try:
        assert lines.lines(card.encode()) == [f'{card} {name} "A" .'.encode(), f'{card} <{EK.level}> "3" .'.encode()]
        focus, body = lines.batch([card.encode()])
        assert focus == [card[1:-1]] and f'{other} {name} "A" .' in body  # the other holder of the name
    finally:
        lines.close()
