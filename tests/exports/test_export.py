"""Release folders (edison_kg.exports): round trips of the Turtle, N-Triples and JSON-LD
files to the source graph, the CSV and SQLite tables against SPARQL counts, byte-identical
re-exports, the Edison slice, bad input (formats, folders, a write that fails part-way)
and the changelog between two releases.

The full graph is exported once (every format) and checked against the compiled store;
the other tests export a small real subset (a few cards with their ruling pages, the
rules, two precedents, the sources) held in memory.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest
import rdflib

from edison_kg import paths
from edison_kg import progress
from edison_kg.exports import release as export
from edison_kg.terminal import TerminalReporter
from edison_kg.errors import BadInput
from edison_kg.exports import description, jsonld, tables
from edison_kg.store import memory_store, open_store
from edison_kg.vocab.ns import EK, ID_IRI, PREFIXES
from edison_kg.sparql.named import load_internal

XSD = PREFIXES["xsd"]
DRILL_WARRIOR = ID_IRI + "card/03429238"
SANGAN = ID_IRI + "card/26202165"
EFFECT_VEILER = ID_IRI + "card/97268402"          # a card outside the Edison pool
AMAZONESS_VILLAGE = ID_IRI + "card/00712559"       # outside the pool too

SUBSET_CARDS = ("drill-warrior", "drill-synchron", "sangan", "bottomless-trap-hole", "soul-taker",
                "amazoness-village", "amazoness-swords-woman", "effect-veiler")
SUBSET_PRECEDENTS = ("amazoness-village-soul-taker", "drill-warrior-then-bottomless-trap-hole",
                     "cannon-soldier-effect-veiler")


def subset_files() -> list[Path]:
    data = paths.DATA_DIR
    files = sorted(p for p in paths.ONTOLOGY_DIR.glob("*.ttl") if p.name != "shapes.ttl")
    for slug in SUBSET_CARDS:
        files.append(data / "cards" / f"{slug}.ttl")
        files += [p for p in (data / "rulings" / f"{slug}.ttl",) if p.exists()]
    files += sorted((data / "rules").glob("*.ttl"))
    files += [data / "precedents" / f"{slug}.ttl" for slug in SUBSET_PRECEDENTS]
    return files + [data / "archetypes.ttl", data / "sources.ttl"]


def source_triples(store) -> set:
    """The store's triples, read by pyoxigraph itself (not through the exporter)."""
    dump = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    return set(ox.parse(dump, format=ox.RdfFormat.N_TRIPLES))


def jsonld_triples(folder: Path) -> set:
    """The JSON-LD file read by pyoxigraph with the release's context put inline (pyoxigraph
    does not fetch remote contexts)."""
    document = json.loads((folder / "edison-kg.jsonld").read_text(encoding="utf-8"))
    document["@context"] = json.loads((folder / "context.jsonld").read_text(encoding="utf-8"))["@context"]
    return set(ox.parse(json.dumps(document), format=ox.RdfFormat.JSON_LD))


def csv_rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def file_bytes(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def subset_store():
    return memory_store(subset_files())


@pytest.fixture(scope="module")
def subset_release(subset_store, tmp_path_factory):
    out = tmp_path_factory.mktemp("subset") / "release"
    summary = export.export(out, store=subset_store, quiet=True)
    return out, summary


# ---------------------------------------------------------------- the full graph, once

@pytest.fixture(scope="module")
def full_store():
    return open_store(quiet=True)


@pytest.fixture(scope="module")
def full_release(full_store, tmp_path_factory):
    out = tmp_path_factory.mktemp("full") / "release"
    summary = export.export(out, quiet=True)
    return out, summary


def test_full_export_tables_hold_every_card_effect_and_ruling(full_store, full_release):
    out, summary = full_release
    stats = next(iter(full_store.query(load_internal("stats").text)))
    expected = {"cards": int(stats["cards"].value), "effects": int(stats["effects"].value),
                "clauses": int(stats["clauses"].value), "rulings": int(stats["rulingReferences"].value),
                "precedents": int(stats["precedents"].value), "rules": int(stats["rules"].value)}
    assert expected["cards"] > 3700 and expected["rulings"] > 10000
    assert {k: summary[k] for k in ("cards", "effects", "rulings", "precedents")} == \
        {k: expected[k] for k in ("cards", "effects", "rulings", "precedents")}
    assert summary["triples"] == len(full_store)

    connection = sqlite3.connect(out / "edison-kg.sqlite")
    try:
        for table, count in expected.items():
            assert connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == count, table
            assert len(csv_rows(out / "csv" / f"{table}.csv")) == count, table
        assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
        # the views answer real questions
        can_miss = sum(1 for _ in full_store.quads_for_pattern(
            None, ox.NamedNode(EK.canMissTiming), ox.Literal("true", datatype=ox.NamedNode(XSD + "boolean"))))
        assert can_miss > 100
        assert connection.execute("SELECT COUNT(*) FROM can_miss_timing").fetchone()[0] == can_miss
        drill = connection.execute(
            "SELECT effect_number, effect_kind, timing_word FROM effects_with_card "
            "WHERE card_name = 'Drill Warrior' ORDER BY effect_number").fetchall()
        assert drill == [(1, "ignition", "none"), (2, "ignition", "none"), (3, "trigger", "during")]
        assert connection.execute("SELECT COUNT(*) FROM rulings_by_topic WHERE topic = 'missing-the-timing'"
                                  ).fetchone()[0] > 0
        info = dict(connection.execute("SELECT key, value FROM release_info"))
        assert info["slice"] == "all" and info["release_date"] == summary["release_date"]
    finally:
        connection.close()


def test_full_export_round_trips_to_the_source_graph(full_store, full_release):
    out, _ = full_release
    source = source_triples(full_store)
    assert len(source) == len(full_store)
    assert set(ox.parse(path=str(out / "edison-kg.ttl"), format=ox.RdfFormat.TURTLE)) == source
    lines = gzip.decompress((out / "edison-kg.nt.gz").read_bytes()).decode("utf-8").splitlines()
    assert lines == sorted(lines) and len(lines) == len(source)
    assert set(ox.parse("\n".join(lines), format=ox.RdfFormat.N_TRIPLES)) == source
    assert jsonld_triples(out) == source


def test_full_export_description_and_checksums(full_store, full_release):
    out, summary = full_release
    graph = rdflib.Graph().parse(out / "description.ttl", format="turtle")
    void, dct, dcat = rdflib.Namespace(description.VOID), rdflib.Namespace(PREFIXES["dct"]), \
        rdflib.Namespace(description.DCAT)
    dataset = rdflib.URIRef(f"{ID_IRI}dataset/all/{summary['release_date']}")
    assert (dataset, rdflib.RDF.type, dcat.Dataset) in graph
    assert int(graph.value(dataset, void.triples)) == len(full_store)
    assert str(graph.value(dataset, dct.issued)) == summary["release_date"]
    assert str(graph.value(dataset, dcat.version)) == summary["version"]
    cards = [p for p in graph.objects(dataset, void.classPartition)
             if graph.value(p, void["class"]) == rdflib.URIRef(EK.Card)]
    assert len(cards) == 1 and int(graph.value(cards[0], void.entities)) == summary["cards"]
    # every source is named, the datasets with the commit they were read at
    babelcdb = rdflib.URIRef(ID_IRI + "source/babelcdb")
    assert (dataset, dct.source, babelcdb) in graph
    assert len(str(graph.value(babelcdb, rdflib.URIRef(EK.commit)))) == 40
    files = {str(graph.value(d, dct.identifier)) for d in graph.objects(dataset, dcat.distribution)}
    assert {"edison-kg.ttl", "edison-kg.sqlite", "csv/cards.csv", "rulings.json"} <= files

    listed = {}
    for line in (out / "SHA256SUMS").read_text(encoding="utf-8").splitlines():
        digest, name = line.split("  ", 1)
        listed[name] = digest
    on_disk = {n for n in file_bytes(out) if n != "SHA256SUMS"}
    assert set(listed) == on_disk
    for name in ("description.ttl", "csv/cards.csv", "edison-kg.nt.gz"):
        assert hashlib.sha256((out / name).read_bytes()).hexdigest() == listed[name]


def test_full_export_rulings_file_is_keyed_by_passcode(full_release):
    out, summary = full_release
    document = json.loads((out / "rulings.json").read_text(encoding="utf-8"))
    assert document["release"]["release_date"] == summary["release_date"]
    assert sum(len(card.get("rulings", [])) for card in document["cards"].values()) == summary["rulings"]
    assert len(document["precedents"]) == summary["precedents"]
    drill = document["cards"]["03429238"]
    assert drill["name"] == "Drill Warrior" and drill["rulings"]
    assert "drill-warrior-then-bottomless-trap-hole" in drill["precedents"]
    precedent = document["precedents"]["drill-warrior-then-bottomless-trap-hole"]
    assert "03429238" in precedent["cards"] and precedent["verdict"] and precedent["principle"]
    assert all(rule in document["rules"] for rule in precedent["principle"])
    assert isinstance(precedent["scenario"], dict) and precedent["scenario"]["game"] == "yugioh-edison"
    assert document["sources"]["edisonrulings"]["commit"]


def test_context_has_a_short_key_for_every_property(full_store):
    context, _ = jsonld.load_context()
    used = {row[0].value for row in full_store.query("SELECT DISTINCT ?p WHERE { ?s ?p ?o }")}
    missing = sorted(p for p in used if p not in context.forward and p != PREFIXES["rdf"] + "type")
    assert missing == [], f"add these properties to ontology/export-context.jsonld: {missing}"


# ---------------------------------------------------------------- a small real subset

def test_json_ld_reads_as_plain_json(subset_release):
    out, _ = subset_release
    document = json.loads((out / "edison-kg.jsonld").read_text(encoding="utf-8"))
    assert document["@context"] == "context.jsonld"
    nodes = {node["id"]: node for node in document["@graph"]}
    drill = nodes["card:03429238"]
    assert drill["name"] == "Drill Warrior" and drill["passcode"] == "03429238"
    # concepts by their notations, as in every other output; the context keeps their IRIs
    assert drill["type"] == ["Card", "MonsterCard"] and drill["attribute"] == "EARTH"
    assert drill["level"] == 6 and drill["attackPoints"] == 2400 and drill["inEdisonPool"] is True
    assert drill["subtypes"] == ["Effect", "Synchro"] and drill["listStatus"] == "unlimited"
    assert drill["archetypes"] == ["Warrior"]
    effects = drill["effects"]
    assert [e["effectNumber"] for e in effects] == [1, 2, 3]
    third = effects[2]
    assert third["effectKind"] == "trigger" and third["timingWord"] == "during"
    assert third["condition"]["eventTypes"] == ["phase_entered"]
    assert [c["joinedBy"] for c in third["clauses"] if "joinedBy" in c] == ["then"]
    rulings = drill["rulings"]   # the references on its page sit inside the card
    assert rulings and all(r["id"].startswith("ruling:drill-warrior/") and "era" in r for r in rulings)
    assert [r["position"] for r in rulings] == sorted(r["position"] for r in rulings)
    assert any("topics" in r for r in rulings) and not any("aboutCard" in r for r in rulings)
    assert not any(n["id"].startswith("ruling:drill-warrior/") for n in document["@graph"])


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # rdflib's own JSON-LD parser internals
def test_subset_round_trips_through_rdflib(subset_store, subset_release):
    out, _ = subset_release
    source = rdflib.Graph().parse(data=subset_store.dump(format=ox.RdfFormat.N_TRIPLES,
                                                         from_graph=ox.DefaultGraph()).decode(), format="nt")
    turtle = rdflib.Graph().parse(out / "edison-kg.ttl", format="turtle")
    # rdflib resolves "@context": "context.jsonld" against the file, as any JSON-LD processor does
    from_jsonld = rdflib.Graph().parse(out / "edison-kg.jsonld", format="json-ld")
    assert len(source) > 3000
    for graph in (turtle, from_jsonld):
        assert set(graph) == set(source)   # no blank nodes: isomorphic means equal


def test_export_is_byte_identical_twice(subset_store, subset_release, tmp_path):
    out, _ = subset_release
    again = export.export(tmp_path / "again", store=subset_store, quiet=True)
    assert again["files"] > 20
    assert file_bytes(tmp_path / "again") == file_bytes(out)
    # another release date changes the description and the release tables, not the graph files
    dated = export.export(tmp_path / "dated", store=subset_store, quiet=True, release_date="2010-04-25",
                          formats=["turtle", "sqlite"])
    assert dated["release_date"] == "2010-04-25"
    assert (tmp_path / "dated" / "edison-kg.ttl").read_bytes() == (out / "edison-kg.ttl").read_bytes()
    assert '"2010-04-25"^^xsd:date' in (tmp_path / "dated" / "description.ttl").read_text(encoding="utf-8")


def test_release_date_defaults_to_the_newest_source_date(subset_store, subset_release):
    _, summary = subset_release
    is_source = ox.NamedNode(PREFIXES["rdf"] + "type"), ox.NamedNode(EK.SourceDocument)
    dates = [q.object.value for q in subset_store.quads_for_pattern(None, ox.NamedNode(PREFIXES["dct"] + "date"), None)
             if ox.Quad(q.subject, *is_source) in subset_store]
    assert len(dates) >= 2 and summary["release_date"] == max(dates)


def test_csv_is_rfc_4180(subset_release):
    out, _ = subset_release
    raw = (out / "csv" / "cards.csv").read_bytes()
    assert raw.startswith(b"card_id,passcode,card_name,") and b"\r\n" in raw
    rows = {row["card_id"]: row for row in csv_rows(out / "csv" / "cards.csv")}
    drill = rows["03429238"]
    assert drill["card_name"] == "Drill Warrior" and drill["atk"] == "2400" and drill["in_edison_pool"] == "true"
    assert "\n" in drill["psct_text"]      # multi-line card text survives quoting
    assert rows["97268402"]["in_edison_pool"] == "false"
    subtypes = {(r["card_id"], r["subtype"]) for r in csv_rows(out / "csv" / "card_subtypes.csv")}
    assert ("03429238", "Synchro") in subtypes
    effects = [r for r in csv_rows(out / "csv" / "effects.csv") if r["card_id"] == "03429238"]
    assert [r["effect_id"] for r in effects] == ["03429238/effect/1", "03429238/effect/2", "03429238/effect/3"]


def test_one_vocabulary_in_every_format(subset_store, subset_release):
    """Drill Warrior's Attribute, its third effect's kind and timing word, and a ruling's era
    and topics read the same in JSON-LD, CSV, SQLite, the rulings file, the card sheet's
    JSON and a named query's output: the concepts' notations."""
    from edison_kg.lookup import describe_card, run_query
    from edison_kg.sparql import LocalBackend

    out, _ = subset_release
    backend = LocalBackend(subset_store)
    nodes = {n["id"]: n for n in json.loads((out / "edison-kg.jsonld").read_text(encoding="utf-8"))["@graph"]}
    jsonld_drill = nodes["card:03429238"]
    jsonld_effect = jsonld_drill["effects"][2]
    csv_drill = {r["card_id"]: r for r in csv_rows(out / "csv" / "cards.csv")}["03429238"]
    csv_effect = {r["effect_id"]: r for r in csv_rows(out / "csv" / "effects.csv")}["03429238/effect/3"]
    connection = sqlite3.connect(out / "edison-kg.sqlite")
    try:
        sql_drill = connection.execute("SELECT attribute FROM cards WHERE card_id = '03429238'").fetchone()
        sql_effect = connection.execute("SELECT effect_kind, timing_word FROM effects "
                                        "WHERE effect_id = '03429238/effect/3'").fetchone()
    finally:
        connection.close()
    sheet = describe_card("Drill Warrior", backend=backend).to_dict()
    [row] = [r for r in run_query("card-effects", {"card": "Drill Warrior"}, backend=backend,
                                          plain=True).to_python() if r["number"] == 3]
    attributes = {jsonld_drill["attribute"], csv_drill["attribute"], sql_drill[0], sheet["attribute"]}
    kinds = {jsonld_effect["effectKind"], csv_effect["effect_kind"], sql_effect[0], sheet["effects"][2]["kind"],
             row["kind"]}
    words = {jsonld_effect["timingWord"], csv_effect["timing_word"], sql_effect[1],
             sheet["effects"][2]["timing_word"], row["timingWord"]}
    assert (attributes, kinds, words) == ({"EARTH"}, {"trigger"}, {"during"})

    rulings_file = json.loads((out / "rulings.json").read_text(encoding="utf-8"))["cards"]["03429238"]["rulings"]
    jsonld_rulings = {r["id"].split(":", 1)[1]: r for r in jsonld_drill["rulings"]}
    csv_topics: dict[str, set] = {}
    for r in csv_rows(out / "csv" / "ruling_topics.csv"):
        csv_topics.setdefault(r["ruling_id"], set()).add(r["topic"])
    eras = {r["ruling_id"]: r["era"] for r in csv_rows(out / "csv" / "rulings.csv")}
    sheet_rulings = {r["iri"].rsplit("ruling/", 1)[1]: r for r in sheet["rulings"]}
    assert len(rulings_file) > 3
    for ruling in rulings_file:
        rid = ruling["id"]
        assert ruling["era"] == eras[rid] == jsonld_rulings[rid]["era"] == sheet_rulings[rid]["era"]
        assert set(ruling["topics"]) == csv_topics.get(rid, set()) == set(jsonld_rulings[rid].get("topics", [])) \
            == set(sheet_rulings[rid]["topics"])
    assert {r["era"] for r in rulings_file} <= {"konami", "original-publisher", "edison-community"}


def test_the_context_keeps_the_concept_iris_beside_their_notations(subset_release):
    out, _ = subset_release
    context = json.loads((out / "context.jsonld").read_text(encoding="utf-8"))["@context"]
    assert context["EARTH"] == "ek:Earth" and context["Special Summon"] == "ek:SpecialSummonMonster"
    # the same notation under two keys is two concepts: a term of each key's own context
    assert "battle" not in context
    assert context["eventCause"]["@context"]["battle"] == "ek:ByBattle"
    assert context["topics"]["@context"]["battle"] == "ek:TopicBattle"
    # a notation that is also a class name ("Effect") is scoped too, so "type" reads as before
    assert context["subtypes"]["@context"]["Effect"] == "ek:EffectMonster" and "Effect" not in context


def test_sqlite_names_cards_alike_searches_text_and_explains_release_dates(subset_release):
    out, _ = subset_release
    connection = sqlite3.connect(out / "edison-kg.sqlite")
    try:
        objects = [r[0] for r in connection.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'cards_fts%'")]
        for name in objects:
            columns = [c[1] for c in connection.execute(f'PRAGMA table_info("{name}")')]
            assert "name" not in columns, f"{name}: a card's name is card_name"
        assert "card_name" in [c[1] for c in connection.execute('PRAGMA table_info("card_ruling_counts")')]
        found = [r[0] for r in connection.execute(
            "SELECT card_name FROM cards_fts WHERE cards_fts MATCH 'drill' ORDER BY rank")]
        assert set(found) == {"Drill Warrior", "Drill Synchron"}
        by_text = [r[0] for r in connection.execute(
            "SELECT card_name FROM cards_fts WHERE cards_fts MATCH 'psct_text: \"Standby Phase\"'")]
        assert "Drill Warrior" in by_text
        archetypes = connection.execute("SELECT card_id, archetype, set_code, set_constant FROM card_archetypes "
                                        "ORDER BY card_id, archetype").fetchall()
        assert ("03429238", "Warrior", "0x66", None) in archetypes
        assert ("29401950", "Trap Hole", "0x4c", "SET_TRAP_HOLE") in archetypes   # Bottomless Trap Hole
        info = dict(connection.execute("SELECT key, value FROM release_info"))
        assert info["edison_cutoff"] == "2010-04-25" and "first dated TCG print" in info["card_release_dates"]
    finally:
        connection.close()


def test_table_queries_match_the_sqlite_schema(subset_store):
    read = tables.read_tables(subset_store)
    tables.check_schema(list(read.values()))
    assert set(read) | {tables.RELEASE_INFO} == set(tables.schema_columns())


def test_edison_slice_keeps_only_pool_cards(subset_store, tmp_path):
    out = tmp_path / "edison"
    summary = export.export(out, store=subset_store, slice="edison", quiet=True,
                            formats=["turtle", "csv", "jsonld"])
    assert summary["slice"] == "edison"
    turtle = (out / "edison-kg.ttl").read_text(encoding="utf-8")
    assert "<card/03429238>" in turtle
    assert "card/97268402" not in turtle and "card/00712559" not in turtle
    cards = {r["card_id"]: r for r in csv_rows(out / "csv" / "cards.csv")}
    assert "97268402" not in cards and all(r["in_edison_pool"] == "true" for r in cards.values())
    # a precedent about pool cards stays, without its link to the card outside the pool
    links = {(r["precedent_id"], r["card_id"]) for r in csv_rows(out / "csv" / "precedent_cards.csv")}
    assert any(p == "amazoness-village-soul-taker" for p, _ in links)
    assert not any(c in ("00712559", "97268402") for _, c in links)
    graph = set(ox.parse(path=str(out / "edison-kg.ttl"), format=ox.RdfFormat.TURTLE))
    assert jsonld_triples(out) == graph
    outside = {ox.NamedNode(EFFECT_VEILER), ox.NamedNode(AMAZONESS_VILLAGE)}
    assert not any(t.subject in outside or t.object in outside for t in graph)


def test_progress_goes_to_stderr_unless_quiet(subset_store, tmp_path, capsys):
    """The export reports its steps to the reporter the CLI installs, which writes them on
    standard error; asked to be quiet, it reports none."""
    with progress.reporting(TerminalReporter()):
        export.export(tmp_path / "loud", store=subset_store, formats=["csv"])
        captured = capsys.readouterr()
        assert captured.out == "" and "export: wrote csv" in captured.err
        export.export(tmp_path / "quiet", store=subset_store, formats=["csv"], quiet=True)
        assert capsys.readouterr().err == ""


# ---------------------------------------------------------------- bad input

def test_unknown_format_slice_or_date(subset_store, tmp_path):
    with pytest.raises(BadInput, match="unknown export format 'xml'; the formats are turtle"):
        export.export(tmp_path / "a", store=subset_store, formats=["csv", "xml"])
    with pytest.raises(BadInput, match="unknown slice 'goat'"):
        export.export(tmp_path / "a", store=subset_store, slice="goat")
    with pytest.raises(BadInput, match="not a date written YYYY-MM-DD"):
        export.export(tmp_path / "a", store=subset_store, release_date="2010-13-01")
    assert not (tmp_path / "a").exists()


def test_output_folder_rules(subset_store, tmp_path):
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(BadInput, match="not empty; use --force"):
        export.export(busy, store=subset_store, formats=["csv"], quiet=True)
    with pytest.raises(BadInput, match="is not a release"):
        export.export(busy, store=subset_store, formats=["csv"], quiet=True, force=True)
    assert (busy / "notes.txt").read_text(encoding="utf-8") == "mine"
    a_file = tmp_path / "file.txt"
    a_file.write_text("x", encoding="utf-8")
    with pytest.raises(BadInput, match="is a file"):
        export.export(a_file, store=subset_store, quiet=True)

    release = tmp_path / "release"
    export.export(release, store=subset_store, formats=["csv"], quiet=True)
    with pytest.raises(BadInput, match="use --force"):
        export.export(release, store=subset_store, formats=["rulings"], quiet=True)
    export.export(release, store=subset_store, formats=["rulings"], quiet=True, force=True)
    assert (release / "rulings.json").is_file() and not (release / "csv").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["busy", "file.txt", "release"]  # nothing left over


@pytest.mark.skipif(sys.platform == "win32", reason="file size limits (RLIMIT_FSIZE) are POSIX")
def test_a_write_that_fails_leaves_no_release(tmp_path):
    """The export runs in a child process whose files may not grow past 64 kB (a real
    write failure from the OS, like a full disk): a clear message, and no folder left."""
    out = tmp_path / "release"
    script = (
        "import json, resource, signal, sys\n"
        "from pathlib import Path\n"
        "from edison_kg.exports import release as export\n"
        "from edison_kg.errors import EdisonError\n"
        "from edison_kg.store import memory_store\n"
        "store = memory_store([Path(p) for p in json.loads(sys.argv[2])])\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))\n"
        "try:\n"
        "    export.export(sys.argv[1], store=store, quiet=True)\n"
        "except EdisonError as error:\n"
        "    print(error)\n"
        "    sys.exit(error.exit_code)\n"
    )
    files = json.dumps([str(p) for p in subset_files()])
    result = subprocess.run([sys.executable, "-c", script, str(out), files], capture_output=True, text=True,
                            timeout=120, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    assert result.returncode == 2, result.stderr
    assert "a file size limit was reached while writing edison-kg.ttl" in result.stdout
    assert "no release was written" in result.stdout
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- diff

def changed_store():
    """The subset with real-looking edits: Drill Warrior's ATK and subtypes, a topic taken off
    one of its rulings, Sangan gone (with its effects and rulings)."""
    store = memory_store(subset_files())
    card, integer = ox.NamedNode(DRILL_WARRIOR), ox.NamedNode(XSD + "integer")
    store.remove(ox.Quad(card, ox.NamedNode(EK.attackPoints), ox.Literal("2400", datatype=integer)))
    store.add(ox.Quad(card, ox.NamedNode(EK.attackPoints), ox.Literal("2500", datatype=integer)))
    store.add(ox.Quad(card, ox.NamedNode(EK.subtype), ox.NamedNode(EK.TunerMonster)))
    topics = sorted((q.subject.value, q.object.value) for q in store.quads_for_pattern(None, ox.NamedNode(EK.topic), None)
                    if q.subject.value.startswith(ID_IRI + "ruling/drill-warrior/"))
    ruling, topic = topics[0]
    store.remove(ox.Quad(ox.NamedNode(ruling), ox.NamedNode(EK.topic), ox.NamedNode(topic)))
    sangan = ox.NamedNode(SANGAN)
    doomed = [sangan] + [q.object for q in store.quads_for_pattern(sangan, ox.NamedNode(EK.hasEffect), None)]
    doomed += [q.subject for q in store.quads_for_pattern(None, ox.NamedNode(EK.aboutCard), sangan)]
    for node in doomed:
        for quad in list(store.quads_for_pattern(node, None, None)) + list(store.quads_for_pattern(None, None, node)):
            store.remove(quad)
    return store, ruling[len(ID_IRI + "ruling/"):]


def test_diff_reports_added_removed_and_changed_fields(subset_store, subset_release, tmp_path):
    old, _ = subset_release
    store, ruling = changed_store()
    new = tmp_path / "new"
    export.export(new, store=store, quiet=True, formats=["csv"])   # the old one is read from SQLite
    changes = export.diff(old, new)
    data = changes.to_dict()
    drill = [c for c in data["cards"]["changed"] if c["id"] == "03429238"]
    assert len(drill) == 1 and drill[0]["label"] == "Drill Warrior"
    assert drill[0]["fields"]["atk"] == {"old": "2400", "new": "2500"}
    assert "Tuner" in drill[0]["fields"]["subtypes"]["new"] and "Tuner" not in drill[0]["fields"]["subtypes"]["old"]
    assert [c["id"] for c in data["cards"]["removed"]] == ["26202165"]
    assert data["cards"]["added"] == []
    assert {e["id"] for e in data["effects"]["removed"]} and \
        all(e["id"].startswith("26202165/") for e in data["effects"]["removed"])
    assert all(r["label"] == "Sangan" for r in data["rulings"]["removed"]) and data["rulings"]["removed"]
    assert [(r["id"], list(r["fields"])) for r in data["rulings"]["changed"]] == [(ruling, ["topics"])]
    text = changes.to_text()
    assert "cards: 0 added, 1 removed, 1 changed" in text
    assert "  - 26202165  Sangan" in text and "      atk: '2400' -> '2500'" in text
    assert "precedents: no changes" in text

    back = export.diff(new, old).to_dict()
    assert [c["id"] for c in back["cards"]["added"]] == ["26202165"]
    assert export.diff(old, old).empty


def test_diff_reads_a_release_from_before_the_card_name_rename(subset_release, tmp_path):
    """Releases before this one called the cards' column "name": a diff across the rename
    compares the names, it does not report every card changed."""
    out, _ = subset_release
    older = tmp_path / "older"
    shutil.copytree(out / "csv", older / "csv")
    cards_csv = older / "csv" / "cards.csv"
    text = cards_csv.read_text(encoding="utf-8")
    cards_csv.write_text(text.replace("card_id,passcode,card_name,", "card_id,passcode,name,", 1), encoding="utf-8")
    assert export.diff(older, out).to_dict()["cards"] == {"added": [], "removed": [], "changed": []}
    rows = csv_rows(cards_csv)
    for row in rows:
        if row["card_id"] == "03429238":
            row["atk"] = "2500"
    with open(cards_csv, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]), lineterminator="\r\n")
        writer.writeheader()
        writer.writerows(rows)
    [drill] = export.diff(older, out).to_dict()["cards"]["changed"]
    assert (drill["label"], list(drill["fields"])) == ("Drill Warrior", ["atk"])


def test_diff_needs_release_folders(subset_release, tmp_path):
    old, _ = subset_release
    with pytest.raises(BadInput, match="no such release folder"):
        export.diff(old, tmp_path / "missing")
    (tmp_path / "empty").mkdir()
    with pytest.raises(BadInput, match="no tables in this folder"):
        export.diff(tmp_path / "empty", old)


def test_what_killed_exports_left_is_removed_by_the_next(subset_store, tmp_path):
    """A killed export leaves its staging folder (``.NAME.partial-PID-*``), or the old
    release moved aside (``.NAME.old-PID-*``): the next export to the same folder puts
    the old release back, then removes what the dead processes left."""
    release = tmp_path / "release"
    export.export(release, store=subset_store, formats=["csv"], quiet=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()  # a process id that is no longer running
    staged = tmp_path / f".release.partial-{dead.pid}-abcd"
    (staged / "csv").mkdir(parents=True)
    (staged / "csv" / "cards.csv").write_text("half a file")
    legacy = tmp_path / ".release.partial-k2j4x9"   # the name before process ids were in it
    legacy.mkdir()
    moved = tmp_path / f".release.old-{dead.pid}-efgh"
    os.replace(release, moved)                       # killed between the two renames
    live = tmp_path / f".release.partial-{os.getpid()}-live"  # a running export's: left alone
    live.mkdir()
    with pytest.raises(BadInput, match="--force"):   # the old release is back in place, so it asks
        export.export(release, store=subset_store, formats=["rulings"], quiet=True)
    assert (release / "SHA256SUMS").is_file() and not moved.exists()
    # a run that refuses still removes what the dead exports left
    assert sorted(p.name for p in tmp_path.iterdir()) == [live.name, "release"]
    export.export(release, store=subset_store, formats=["rulings"], quiet=True, force=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == [live.name, "release"]
    assert (release / "rulings.json").is_file()
