"""The importer on a small real excerpt of the source files (tests/fixtures/sources/):
Drill Warrior, Bottomless Trap Hole, Sangan, Reinforcement of the Army, Mystical Space
Typhoon, Seven Tools of the Bandit (Counter Trap), Gren Maju Da Eiza (? ATK), Torrential
Tribute, Peten the Dark Clown, Raigeki Break, Amazoness Archer (two rulings pages) and
Advance Draw (a page that repeats its card text), with their edisonrul.ing lines."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest

from edison_kg import rdf, sources
from edison_kg.store import open as store_open
from edison_kg.rdf import iris
from edison_kg.sources import curated, rulings
from edison_kg.sources.importer import REMOVAL_FLOOR
from edison_kg.errors import BadInput
from edison_kg.vocab.ns import EK, ID_IRI, PREFIXES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sources"
CARD = ID_IRI + "card/"


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    data = tmp_path_factory.mktemp("data")
    summary = sources.import_sources(FIXTURES, data, quiet=True)
    return data, summary


def load(path: Path) -> ox.Store:
    store = ox.Store()
    store.load(path=str(path), format=ox.RdfFormat.TURTLE)
    return store


def values(store: ox.Store, subject: str, predicate: str) -> set:
    return {q.object.value for q in store.quads_for_pattern(ox.NamedNode(subject), ox.NamedNode(predicate), None)}


def one(store: ox.Store, subject: str, predicate: str):
    found = values(store, subject, predicate)
    assert len(found) == 1, (subject, predicate, found)
    return found.pop()


def test_summary_counts(imported):
    _, summary = imported
    assert summary["pool_cards"] == 12
    assert summary["hand_made_cards"] == 6            # Yang Zing Creation, Supply Squad, ...
    assert summary["out_of_pool_cards"] == 8          # + Effect Veiler, Amazoness Village
    assert summary["cards_written"] == 20
    assert summary["cards_with_psct"] == 8
    assert summary["status_mismatches"] == 0
    assert summary["card_text_echoes_skipped"] == 1   # Advance Draw's opening paragraph
    assert summary["rulings_files"] == 12             # Raigeki Break's page has no rulings
    assert summary["ruling_references"] == 92
    assert summary["analyzer_failures"] == 0


def test_drill_warrior_card(imported):
    data, _ = imported
    store = load(data / "cards" / "drill-warrior.ttl")
    card = CARD + "03429238"
    assert values(store, card, PREFIXES["rdf"] + "type") == {EK.Card, EK.MonsterCard}
    assert one(store, card, EK.name) == "Drill Warrior"
    assert one(store, card, EK.passcode) == "03429238"
    assert values(store, card, EK.subtype) == {EK.EffectMonster, EK.SynchroMonster}
    assert one(store, card, EK.attribute) == EK.Earth
    assert one(store, card, EK.monsterType) == "Warrior"
    assert one(store, card, EK.level) == "6"
    assert one(store, card, EK.attackPoints) == "2400"
    assert one(store, card, EK.defensePoints) == "2000"
    assert one(store, card, EK.listStatus) == EK.Unlimited
    assert one(store, card, EK.releaseDate) == "2010-02-11"
    assert one(store, card, EK.inEdisonPool) == "true"
    assert one(store, card, EK.konamiDatabaseId) == "8652"
    assert one(store, card, EK.konamiDatabasePage) == \
        "https://www.db.yugioh-card.com/yugiohdb/card_search.action?ope=2&cid=8652"
    assert one(store, card, EK.yugipediaPage) == "https://yugipedia.com/wiki/Drill_Warrior"
    assert one(store, card, EK.ygojsonRecord).endswith("/data/cards/891bd029-c1a6-4672-be79-d553780de885.json")
    assert one(store, card, EK.rulingsPage) == "https://edisonrul.ing/cards/d/drill-warrior.html"
    assert one(store, card, EK.edisonformatPage) == "https://edisonformat.net/card?name=Drill%20Warrior"
    assert "then add 1 monster from your GY to your hand" in one(store, card, EK.psctText)
    assert one(store, card, EK.printedText).startswith('"Drill Synchron" + 1 or more non-Tuner monsters.')
    assert "remove this card from play" in one(store, card, EK.historicalText)
    # set code 0x66 has no constant in the simulator's constants file, but a name
    assert values(store, card, EK.archetype) == {"Warrior"}
    assert values(store, card, EK.cardSource) == {ID_IRI + "source/" + k for k in
                                                  ("babelcdb", "edisonrulings", "ignis-distribution", "lflists",
                                                   "ygojson")}


def test_archetypes_by_name_with_set_code_and_constant(imported):
    """A card names its archetypes; data/archetypes.ttl gives each its set code and the set-code
    constant the scripts use (Bottomless Trap Hole: Trap Hole, 0x4c, SET_TRAP_HOLE)."""
    data, summary = imported
    trap = load(data / "cards" / "bottomless-trap-hole.ttl")
    assert values(trap, CARD + "29401950", EK.archetype) == {"Trap Hole"}
    archetypes = load(data / "archetypes.ttl")
    node = ID_IRI + "archetype/trap-hole"
    assert (one(archetypes, node, EK.name), one(archetypes, node, EK.setCode), one(archetypes, node, EK.setConstant)) \
        == ("Trap Hole", "0x4c", "SET_TRAP_HOLE")
    warrior = ID_IRI + "archetype/warrior"
    assert one(archetypes, warrior, EK.setCode) == "0x66" and values(archetypes, warrior, EK.setConstant) == set()
    written = {q.subject.value for q in archetypes.quads_for_pattern(None, ox.NamedNode(PREFIXES["rdf"] + "type"), None)}
    assert summary["archetypes"] == len(written) and {node, warrior} <= written


def test_a_json_entry_may_name_an_archetype_by_constant_code_or_name():
    from edison_kg.rdf.archetypes import archetype_name, card_archetypes

    entry = {"archetypes": ["SET_LIGHTSWORN", "0x4c", "Gladiator", "Not An Archetype Yet"]}
    assert [archetype_name(a) for a in card_archetypes(entry)] == \
        ["Lightsworn", "Trap Hole", "Gladiator", "Not An Archetype Yet"]


def test_drill_warrior_effects_follow_the_psct(imported):
    data, _ = imported
    store = load(data / "cards" / "drill-warrior.ttl")
    effect = CARD + "03429238/effect/3"
    assert len(values(store, CARD + "03429238", EK.hasEffect)) == 3
    assert one(store, effect, EK.textVersion) == "psct"
    assert one(store, effect, EK.timingWord) == EK.During
    assert one(store, effect + "/clause/2", EK.joinedBy) == EK.Then
    assert one(store, effect + "/clause/2", EK.action) == EK.AddToHandAction
    assert values(store, effect + "/clause/1", EK.joinedBy) == set()


def test_sangan_trigger_and_status(imported):
    data, _ = imported
    store = load(data / "cards" / "sangan.ttl")
    card = CARD + "26202165"
    assert one(store, card, EK.listStatus) == EK.Limited
    effect = card + "/effect/1"
    assert one(store, effect, EK.effectKind) == EK.TriggerEffect
    assert one(store, effect, EK.isOptional) == "false"
    assert one(store, effect + "/condition", EK.eventType) == EK.SentToGraveyardEvent


def test_spell_and_trap_properties(imported):
    data, _ = imported
    expected = {
        "reinforcement-of-the-army": (EK.SpellCard, EK.NormalSpell),
        "mystical-space-typhoon": (EK.SpellCard, EK.QuickPlaySpell),
        "seven-tools-of-the-bandit": (EK.TrapCard, EK.CounterTrap),
        "bottomless-trap-hole": (EK.TrapCard, EK.NormalTrap),
    }
    for slug, (card_class, subtype) in expected.items():
        store = load(data / "cards" / f"{slug}.ttl")
        card = next(iter(store.quads_for_pattern(None, ox.NamedNode(EK.name), None))).subject.value
        assert card_class in values(store, card, PREFIXES["rdf"] + "type"), slug
        assert values(store, card, EK.subtype) == {subtype}, slug
        assert values(store, card, EK.attribute) == set(), slug
    store = load(data / "cards" / "bottomless-trap-hole.ttl")
    assert one(store, CARD + "29401950", EK.listStatus) == EK.SemiLimited


def test_question_mark_atk(imported):
    data, _ = imported
    store = load(data / "cards" / "gren-maju-da-eiza.ttl")
    card = CARD + "36584821"
    assert one(store, card, EK.atkUnknown) == "true"
    assert one(store, card, EK.defUnknown) == "true"
    assert values(store, card, EK.attackPoints) == set()


def test_two_rulings_pages_for_one_card(imported):
    data, _ = imported
    store = load(data / "cards" / "amazoness-archer.ttl")
    card = CARD + "91869203"
    assert one(store, card, EK.rulingsPage) == "https://edisonrul.ing/cards/a/amazoness-archer.html"
    old_page = load(data / "rulings" / "amazon-archer.ttl")
    assert values(old_page, ID_IRI + "ruling/amazon-archer/0", EK.aboutCard) == {card}


def test_out_of_pool_cards(imported):
    data, _ = imported
    veiler = load(data / "cards" / "effect-veiler.ttl")
    assert one(veiler, CARD + "97268402", EK.inEdisonPool) == "false"
    assert values(veiler, CARD + "97268402", EK.listStatus) == set()  # not on the 2010 list
    dyson = load(data / "cards" / "number-9-dyson-sphere.ttl")
    card = CARD + "x-number-9-dyson-sphere"
    assert values(dyson, card, EK.subtype) == {EK.XyzMonster, EK.EffectMonster}
    assert one(dyson, card, EK.provenance) == EK.HandCurated
    assert values(dyson, card, EK.printedText) == set()
    creation = load(data / "cards" / "yang-zing-creation.ttl")
    assert values(creation, CARD + "30398342", EK.subtype) == {EK.ContinuousTrap}


def test_ruling_references(imported):
    data, _ = imported
    store = load(data / "rulings" / "drill-warrior.ttl")
    base = ID_IRI + "ruling/drill-warrior/"
    # a quoted name, and an unquoted one (edisonformat.net style)
    assert values(store, base + "6", EK.mentionsCard) == {CARD + "52624755"}   # Peten the Dark Clown
    assert values(store, base + "10", EK.mentionsCard) == {CARD + "53582587"}  # Torrential Tribute
    assert EK.TopicMissingTiming in values(store, base + "10", EK.topic)
    assert EK.TopicCost in values(store, base + "3", EK.topic)
    assert one(store, base + "8", EK.parentReference) == base + "7"
    assert one(store, base + "10", EK.era) == EK.EdisonCommunityEra
    assert one(store, base + "11", EK.era) == EK.KonamiEra
    assert one(store, base + "11", EK.section) == "edisonformat.com"
    assert values(store, base + "10", PREFIXES["dct"] + "source") == {"https://edisonformat.net/card?name=Drill%20Warrior"}
    assert values(store, base + "10", PREFIXES["rdfs"] + "seeAlso") == {
        "https://edisonformat.net/rules/compendium/missing-the-timing"}
    # facts and addresses only: no literal but the section name
    literals = {q.object.value for q in store if isinstance(q.object, ox.Literal)
                and q.object.datatype.value == PREFIXES["xsd"] + "string"}
    assert literals == {"edisonformat.net", "edisonformat.com"}


def test_card_text_echo_is_skipped(imported):
    data, _ = imported
    store = load(data / "rulings" / "advance-draw.ttl")
    positions = {q.object.value for q in store.quads_for_pattern(None, ox.NamedNode(EK.position), None)}
    assert positions == {"1", "2"}


def test_sources_document_versions(imported):
    data, _ = imported
    store = load(data / "sources.ttl")
    source = ID_IRI + "source/"
    assert one(store, source + "edisonrulings", EK.commit) == "1c43eb150db4043ecf80456f2e3d46d87707de44"
    assert one(store, source + "babelcdb", EK.commit) == "945ca034a0e0c8d2eb271923bd8d54735362f352"
    assert one(store, source + "ygojson", PREFIXES["dct"] + "source") == "https://github.com/iconmaster5326/YGOJSON"
    documents = set(q.subject.value for q in store.quads_for_pattern(None, None, ox.NamedNode(EK.SourceDocument)))
    assert len(documents) == len(curated.SOURCE_DOCUMENTS)


def test_output_loads_with_the_vocabulary(imported):
    data, _ = imported
    files = store_open.source_files(data)
    store = store_open.memory_store(files, infer=False)
    query = "SELECT (COUNT(?c) AS ?n) WHERE { ?c a <%s> }" % EK.Card
    assert int(next(iter(store.query(query)))["n"].value) == 20


def test_rerun_is_byte_identical(imported, tmp_path):
    data, _ = imported
    again = tmp_path / "again"
    summary = sources.import_sources(FIXTURES, again, quiet=True)
    first = {p.relative_to(data): p.read_bytes() for p in data.rglob("*") if p.is_file()}
    second = {p.relative_to(again): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert first == second
    assert summary["files_changed"] == len(second)
    assert sources.import_sources(FIXTURES, again, quiet=True)["files_changed"] == 0


def test_stale_generated_files_go_and_hand_files_stay(tmp_path):
    data = tmp_path / "data"
    (data / "cards").mkdir(parents=True)
    stale = data / "cards" / "old-card.ttl"
    stale.write_text(sources.MARKER + "\n", encoding="utf-8")
    hand = data / "cards" / "custom-card.ttl"
    hand.write_text("# written by hand\n", encoding="utf-8")
    summary = sources.import_sources(FIXTURES, data, quiet=True)
    assert summary["files_removed"] == 1
    assert not stale.exists() and hand.exists()
    assert not list(data.rglob(".*.tmp"))


def test_malformed_line_names_file_and_line(tmp_path):
    src = tmp_path / "src"
    shutil.copytree(FIXTURES, src)
    lines = (src / "edison_cards.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = '{"passcode": 1, "name": \n'
    (src / "edison_cards.jsonl").write_text("".join(lines), encoding="utf-8")
    with pytest.raises(BadInput) as error:
        sources.import_sources(src, tmp_path / "data", quiet=True)
    assert str(error.value).startswith(f"{src / 'edison_cards.jsonl'}:2: malformed JSON line")
    assert not (tmp_path / "data").exists()  # nothing is written before every input is read


def test_a_folder_without_the_source_files_is_refused_naming_them(tmp_path):
    src = tmp_path / "src"
    shutil.copytree(FIXTURES, src)
    (src / "edison_banlist.json").unlink()
    (src / "edisonrulings_cards.jsonl").unlink()
    with pytest.raises(BadInput) as caught:
        sources.import_sources(src, tmp_path / "data", quiet=True)
    assert caught.value.where == str(src)
    assert caught.value.message.startswith("not a sources folder: edisonrulings_cards.jsonl, edison_banlist.json missing")
    assert not (tmp_path / "data").exists()


def _generated(data: Path, names: list[str]) -> list[Path]:
    """Card files as an earlier import wrote them (the marker line makes them the importer's)."""
    (data / "cards").mkdir(parents=True, exist_ok=True)
    made = [data / "cards" / f"{name}.ttl" for name in names]
    for path in made:
        path.write_text(sources.MARKER + "\n", encoding="utf-8")
    return made


def test_dry_run_lists_what_would_be_added_changed_and_removed(imported, tmp_path):
    done, _ = imported
    data = tmp_path / "data"
    shutil.copytree(done, data)
    (data / "cards" / "sangan.ttl").write_text(sources.MARKER + "\n# an older reading\n", encoding="utf-8")
    (data / "rulings" / "sangan.ttl").unlink()
    [gone] = _generated(data, ["a-card-no-longer-in-the-sources"])
    before = {p: p.read_bytes() for p in data.rglob("*") if p.is_file()}
    summary = sources.import_sources(FIXTURES, data, quiet=True, dry_run=True)
    assert (summary["would_add"], summary["would_change"], summary["would_remove"]) == \
        (["rulings/sangan.ttl"], ["cards/sangan.ttl"], ["cards/a-card-no-longer-in-the-sources.ttl"])
    assert {p: p.read_bytes() for p in data.rglob("*") if p.is_file()} == before and gone.exists()


def test_removing_more_than_a_small_share_of_data_needs_force(tmp_path):
    """A sources folder much smaller than the one data/ was imported from would remove most
    of data/: refused, naming how many files and which, unless forced."""
    data = tmp_path / "data"
    stale = _generated(data, [f"old-card-{n}" for n in range(REMOVAL_FLOOR + 1)])
    with pytest.raises(BadInput) as caught:
        sources.import_sources(FIXTURES, data, quiet=True)
    assert caught.value.message.startswith(f"the import would remove {len(stale)} of the {len(stale)} generated files")
    assert "cards/old-card-0.ttl" in caught.value.message and "--force" in caught.value.message
    assert all(p.exists() for p in stale) and not (data / "cards" / "sangan.ttl").exists()
    summary = sources.import_sources(FIXTURES, data, quiet=True, force=True)
    assert summary["files_removed"] == len(stale) and not any(p.exists() for p in stale)
    assert (data / "cards" / "sangan.ttl").exists()


def test_what_a_killed_import_left_is_removed_by_the_next(imported, tmp_path):
    done, _ = imported
    data = tmp_path / "data"
    shutil.copytree(done, data)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()  # a process id no longer running
    left = data / "cards" / f".sangan.ttl.{dead.pid}.tmp"
    left.write_text("half a card", encoding="utf-8")
    running = data / "rulings" / f".sangan.ttl.{os.getpid()}.tmp"   # a running import's: left alone
    running.write_text("being written", encoding="utf-8")
    sources.import_sources(FIXTURES, data, quiet=True)
    assert not left.exists() and running.exists()


def test_card_turtle_of_a_json_entry():
    record = json.loads((FIXTURES / "edison_cards.jsonl").read_text(encoding="utf-8").splitlines()[0])
    text = rdf.card_triples(record).turtle()
    store = ox.Store()
    store.load(text.encode("utf-8"), format=ox.RdfFormat.TURTLE)
    assert one(store, rdf.card_iri(record), EK.name) == record["name"]
    custom = {"name": "Custom Counter", "card_type": "trap", "subtypes": ["Counter"], "passcode": 1234}
    store = ox.Store()
    store.load(rdf.card_triples(custom).turtle().encode("utf-8"), format=ox.RdfFormat.TURTLE)
    assert one(store, CARD + "00001234", EK.subtype) == EK.CounterTrap
    with pytest.raises(BadInput, match="unknown trap subtype 'Quick-Play'"):
        rdf.card_triples(dict(custom, subtypes=["Quick-Play"]))


def test_names_and_addresses():
    assert iris.slugify("Jinzo - Returner") == "jinzo-returner"
    assert iris.slugify("Cú Chulainn the Awakened") == "cu-chulainn-the-awakened"
    assert iris.yugipedia_url('Corruption Cell "A"') == "https://yugipedia.com/wiki/Corruption_Cell_%22A%22"
    assert iris.yugipedia_url("Number 9: Dyson Sphere") == "https://yugipedia.com/wiki/Number_9:_Dyson_Sphere"
    assert iris.passcode_text(3429238) == "03429238"


def test_unquoted_names_need_their_capitals():
    index = rulings.NameIndex([("sangan", ["Sangan"]), ("moon", ["Book of Moon"]),
                               ("fusion", ["Dark Fusion"]), ("spirit", ["Earthbound Spirit"]),
                               ("horse", ["Horseytail"])])
    assert index.find("If Book of Moon is chained to Sangan")[0] == {"moon", "sangan"}
    assert index.find("a book of moon")[0] == set()
    assert index.find("reveal a DARK Fusion Monster")[0] == set()
    assert index.find("chain Earthbound Spirit's Invitation")[0] == set()
    assert index.find("when a Horseytail Token is destroyed")[0] == set()
    assert index.find('"Dark Fusion" can be chained')[0] == {"fusion"}


def test_topics_and_eras():
    assert set(rulings.ruling_topics("Paying 500 Life Points is a cost.")) == {"cost", "life-points"}
    assert rulings.ruling_topics("An optional effect here can miss the timing.") == ["missing-the-timing"]
    com = {"section": "edisonformat.com", "source_url": "https://www.edisonformat.com/rulings"}
    assert rulings.ruling_era(com) == "konami"
    upper_deck = dict(com, refs=["http://web.archive.org/web/2008/http://entertainment.upperdeck.com/x.aspx"])
    assert rulings.ruling_era(upper_deck) == "original-publisher"
    assert rulings.ruling_era({"section": "edisonformat.net", "source_url": "https://edisonformat.net/card?name=X"}) \
        == "edison-community"


def test_a_reader_that_fails_on_most_cards_writes_nothing(tmp_path, monkeypatch):
    """A broken card reader (a syntax error, a bad merge) fails on every card: the import refuses and writes
    nothing, rather than every card without its effects; with force it writes them and says how many failed."""
    from edison_kg import cardtext

    data = tmp_path / "data"
    sources.import_sources(FIXTURES, data, quiet=True)
    before = {p: p.read_bytes() for p in data.rglob("*.ttl")}

    def broken(record):
        raise SyntaxError("unmatched ')'")

    monkeypatch.setattr(cardtext, "read_card", broken)
    with pytest.raises(BadInput) as caught:
        sources.import_sources(FIXTURES, data, quiet=True)
    assert "card reader failed on" in caught.value.message and "nothing was written" in caught.value.message
    assert {p: p.read_bytes() for p in data.rglob("*.ttl")} == before
    summary = sources.import_sources(FIXTURES, data, quiet=True, force=True)
    assert summary["analyzer_failures"] == summary["cards_written"] > 0
