"""Incremental store updates and the flat staleness check: after card files are edited,
added, removed or renamed, the next open changes only what they changed, and the store then
holds exactly the triples a fresh build of the same files holds (inferences included)."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from edison_kg import paths
from edison_kg.store import manifest as store_manifest
from edison_kg.store import open as store_open
from edison_kg.errors import BadInput

DATA = Path(__file__).resolve().parents[2] / "data"
CARDS = ("sangan", "drill-warrior", "bottomless-trap-hole", "cyber-dragon")
CAN_MISS = ("ASK { <https://w3id.org/edison-kg/id/card/29401950/effect/1> "
            "<https://w3id.org/edison-kg/ns#canMissTiming> true }")


@pytest.fixture()
def data(tmp_path, monkeypatch):
    """Four real cards with their rulings and the rules, every folder dated a minute back
    (a folder changed just before a scan is looked at again: not what these tests are about)."""
    folder = tmp_path / "data"
    for part in ("cards", "rulings"):
        (folder / part).mkdir(parents=True)
        for name in CARDS:
            if (DATA / part / f"{name}.ttl").exists():
                shutil.copy(DATA / part / f"{name}.ttl", folder / part)
    shutil.copytree(DATA / "rules", folder / "rules")
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("EDISON_KG_RESCAN", raising=False)
    store_open._OPEN.clear()
    age(folder)
    return folder


def age(folder: Path, seconds: float = 60) -> None:
    """Date every folder and file under ``folder`` ``seconds`` back."""
    past = time.time() - seconds
    for path in [folder, *folder.rglob("*")]:
        os.utime(path, (past, past))


def quads(store) -> set:
    return set(store)


def fresh_build(data: Path, tmp_path: Path) -> set:
    """Every triple of a store built from scratch from ``data`` in a cache of its own."""
    cache = tmp_path / f"fresh-{time.monotonic_ns()}"
    old = os.environ["EDISON_KG_CACHE"]
    os.environ["EDISON_KG_CACHE"] = str(cache)
    try:
        return quads(store_open.open_store(data, quiet=True))
    finally:
        os.environ["EDISON_KG_CACHE"] = old
        store_open._OPEN.clear()


def generations(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob("store-*"))


def reopen(data: Path, **options):
    store_open._OPEN.clear()
    return store_open.open_store(data, quiet=True, **options)


def current(tmp_path: Path) -> Path:
    (pointer,) = (tmp_path / "cache").glob("current-*")
    return tmp_path / "cache" / pointer.read_text().strip()


def replace_text(path: Path, old: str, new: str) -> None:
    """Rewrite a file as import-sources does: a new file renamed over the old one."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text.replace(old, new), encoding="utf-8")
    os.replace(tmp, path)


def test_edit_add_remove_rename_update_the_store_to_what_a_fresh_build_gives(data, tmp_path):
    store = store_open.open_store(data, quiet=True)
    assert store.query(CAN_MISS)
    built = current(tmp_path)

    # edit (by rename): Bottomless Trap Hole's effect made mandatory -> it no longer misses the timing
    replace_text(data / "cards" / "bottomless-trap-hole.ttl", "ek:isOptional true", "ek:isOptional false")
    store = reopen(data)
    assert not store.query(CAN_MISS)
    updated = current(tmp_path)
    assert updated != built and (updated / "pack-1.bin").exists()  # an update, not a new build
    assert quads(store) == fresh_build(data, tmp_path)

    # add, remove, rename
    shutil.copy(DATA / "cards" / "jinzo.ttl", data / "cards")
    (data / "rulings" / "sangan.ttl").unlink()
    os.rename(data / "cards" / "drill-warrior.ttl", data / "cards" / "drill-warrior-renamed.ttl")
    store = reopen(data)
    assert quads(store) == fresh_build(data, tmp_path)
    assert len(store) == store_manifest.Manifest.read(current(tmp_path) / "manifest.json").triples
    assert (current(tmp_path) / "pack-2.bin").exists()
    assert len(generations(tmp_path)) <= 2  # the one before is kept for readers, older ones go

    # and back: the store is what the first build was
    replace_text(data / "cards" / "bottomless-trap-hole.ttl", "ek:isOptional false", "ek:isOptional true")
    (data / "cards" / "jinzo.ttl").unlink()
    shutil.copy(DATA / "rulings" / "sangan.ttl", data / "rulings")
    os.rename(data / "cards" / "drill-warrior-renamed.ttl", data / "cards" / "drill-warrior.ttl")
    store = reopen(data)
    assert store.query(CAN_MISS)
    assert quads(store) == fresh_build(data, tmp_path)


def test_a_triple_two_files_assert_stays_until_both_drop_it(data, tmp_path):
    line = '<https://w3id.org/edison-kg/id/card/test> <https://w3id.org/edison-kg/ns#name> "Shared" .\n'
    for name in ("a", "b"):
        (data / "cards" / f"{name}.ttl").write_text(line, encoding="utf-8")
    ask = 'ASK { <https://w3id.org/edison-kg/id/card/test> <https://w3id.org/edison-kg/ns#name> "Shared" }'
    assert store_open.open_store(data, quiet=True).query(ask)
    (data / "cards" / "a.ttl").unlink()
    store = reopen(data)
    assert store.query(ask) and quads(store) == fresh_build(data, tmp_path)
    (data / "cards" / "b.ttl").unlink()
    store = reopen(data)
    assert not store.query(ask) and quads(store) == fresh_build(data, tmp_path)


def test_an_edit_in_place_is_seen_once_its_folder_changes_or_on_a_rescan(data, tmp_path):
    """Rewriting a file in place changes the file, not its folder: the flat check does not see
    it (docs/store.md: "What the staleness check sees"); a rescan, or any change to the folder, does."""
    store_open.open_store(data, quiet=True)
    path = data / "cards" / "bottomless-trap-hole.ttl"
    inode = path.stat().st_ino
    text = path.read_text(encoding="utf-8").replace("ek:isOptional true", "ek:isOptional false")
    with open(path, "r+", encoding="utf-8") as handle:  # in place, as some editors save
        handle.write(text)
        handle.truncate()
    assert path.stat().st_ino == inode
    assert reopen(data).query(CAN_MISS)  # not seen: no folder changed
    store = reopen(data, rescan=True)
    assert not store.query(CAN_MISS)
    assert quads(store) == fresh_build(data, tmp_path)

    with open(path, "r+", encoding="utf-8") as handle:  # back, in place, then the folder touched
        handle.write(text.replace("ek:isOptional false", "ek:isOptional true"))
        handle.truncate()
    os.utime(data / "cards")
    assert reopen(data).query(CAN_MISS)


def test_the_flat_check_stats_folders_and_hand_written_files_not_generated_ones(data, tmp_path, monkeypatch):
    store_open.open_store(data, quiet=True)
    store_open._OPEN.clear()
    calls = []
    real = os.stat
    monkeypatch.setattr(os, "stat", lambda path, *a, **k: calls.append(str(path)) or real(path, *a, **k))
    store_open.open_store(data, quiet=True)
    files = {c for c in calls if c.startswith(str(data)) and c.endswith(".ttl")}
    assert files == {str(p) for p in (data / "rules").glob("*.ttl")}
    assert any(c == str(data / "cards") for c in calls)


def test_a_rules_file_edited_in_place_is_seen_on_the_next_open(data, tmp_path):
    """An editor that saves in place changes no folder; a rules or precedent file is written
    by hand, so the flat check stats it itself: a triple taken out is gone at the next open."""
    ask = ('ASK { ?rule <https://w3id.org/edison-kg/ns#ruleId> "chain-same-name-limit" ; '
           '<https://w3id.org/edison-kg/ns#sourcePassage> ?passage }')
    assert store_open.open_store(data, quiet=True).query(ask)
    path = data / "rules" / "yugioh-chain.ttl"
    text = path.read_text(encoding="utf-8")
    passage = '    ek:sourcePassage "Accumulated Fortune; Chain Strike; Miraculous Rebirth; Mystical Wind Typhoon" .'
    assert passage in text
    edited = text.replace("ek:sourceDocument src:edisonformat-net ;\n" + passage, "ek:sourceDocument src:edisonformat-net .")
    assert edited != text
    with open(path, "r+", encoding="utf-8") as handle:  # in place, as VS Code or nano save
        handle.write(edited)
        handle.truncate()
    store = reopen(data)
    assert not store.query(ask)
    assert quads(store) == fresh_build(data, tmp_path)


def test_a_touched_file_with_the_same_content_changes_no_store(data, tmp_path):
    store_open.open_store(data, quiet=True)
    built = current(tmp_path)
    path = data / "cards" / "sangan.ttl"
    tmp = path.with_name(".sangan.tmp")
    shutil.copy(path, tmp)
    os.replace(tmp, path)  # same bytes, new file
    reopen(data)
    assert current(tmp_path) == built


def test_bad_turtle_in_an_edit_leaves_the_store_as_it_was(data, tmp_path):
    store_open.open_store(data, quiet=True)
    built = current(tmp_path)
    before = quads(reopen(data))
    replace_text(data / "cards" / "sangan.ttl", "ek:isOptional false ;", "ek:isOptional ;")
    with pytest.raises(BadInput) as caught:
        reopen(data)
    assert "sangan.ttl" in str(caught.value)
    assert current(tmp_path) == built and generations(tmp_path) == [built]
    assert store_manifest.check_store(built) is None
    replace_text(data / "cards" / "sangan.ttl", "ek:isOptional ;", "ek:isOptional false ;")
    assert quads(reopen(data)) == before


def test_a_changed_inference_rule_rebuilds(data, tmp_path, monkeypatch):
    store_open.open_store(data, quiet=True)
    built = current(tmp_path)
    rules = tmp_path / "inference"
    shutil.copytree(paths.INFERENCE_DIR, rules)
    (rules / "20-summon-then.rq").unlink()
    monkeypatch.setattr(paths, "INFERENCE_DIR", rules)
    reopen(data)
    assert current(tmp_path) != built and not (current(tmp_path) / "pack-1.bin").exists()


def test_the_parallel_build_equals_the_one_in_process(data, tmp_path):
    from edison_kg.store import update
    from edison_kg.store.scan import full_scan

    scan = full_scan(data)
    for workers in (1, 2):
        folder = tmp_path / f"build-{workers}"
        folder.mkdir()
        update.PARALLEL_BYTES, saved = 0, update.PARALLEL_BYTES
        try:
            update.build_store(folder, scan, workers=workers)
        finally:
            update.PARALLEL_BYTES = saved
    import pyoxigraph as ox

    one, two = (set(ox.Store.read_only(str(tmp_path / f"build-{w}" / "store"))) for w in (1, 2))
    assert one == two and len(one) > 1000


def test_an_edit_the_rules_do_not_read_keeps_their_triples_and_equals_a_fresh_build(data, tmp_path, monkeypatch):
    from edison_kg.store import update

    store_open.open_store(data, quiet=True)
    ran = []
    real = update.infer
    monkeypatch.setattr(update, "infer", lambda store: ran.append(1) or real(store))
    replace_text(data / "cards" / "sangan.ttl", 'ek:name "Sangan"', 'ek:name "Sangan (renamed)"')
    store = reopen(data)
    assert ran == [] and store.query(CAN_MISS)  # a name: no rule reads it
    assert quads(store) == fresh_build(data, tmp_path)  # (a build runs the rules)
    ran.clear()
    replace_text(data / "cards" / "bottomless-trap-hole.ttl", "ek:isOptional true", "ek:isOptional false")
    store = reopen(data)
    assert ran == [] and not store.query(CAN_MISS)  # the rules ran again for that effect only
    assert quads(store) == fresh_build(data, tmp_path)


BATTLE_FADER = "https://w3id.org/edison-kg/id/card/19665973/effect/1"
FOLLOWS = f"ASK {{ <{BATTLE_FADER}> <https://w3id.org/edison-kg/ns#followsSummonInSequence> true }}"


def test_the_rules_run_again_only_for_the_effects_a_change_reaches(data, tmp_path, monkeypatch):
    """A clause edited two links away from its effect (the Special Summon "then" of Battle
    Fader): the rules run for that effect alone, and the store equals a fresh build after
    the edit and after it is undone."""
    from edison_kg.store import reach, update

    shutil.copy(DATA / "cards" / "battle-fader.ttl", data / "cards")
    age(data)
    assert reopen(data).query(FOLLOWS)
    whole, rooted = [], []
    real_infer, real_for = update.infer, reach.infer_for
    monkeypatch.setattr(update, "infer", lambda store: whole.append(1) or real_infer(store))
    monkeypatch.setattr(reach, "infer_for", lambda store, shapes, roots: rooted.append(
        sorted(r.value for r in roots)) or real_for(store, shapes, roots))
    fader = data / "cards" / "battle-fader.ttl"
    replace_text(fader, "ek:action ek:SpecialSummonAction", "ek:action ek:DestroyAction")
    store = reopen(data)
    assert whole == [] and rooted == [[BATTLE_FADER]] and not store.query(FOLLOWS)
    assert quads(store) == fresh_build(data, tmp_path)
    replace_text(fader, "ek:action ek:DestroyAction", "ek:action ek:SpecialSummonAction")
    assert reopen(data).query(FOLLOWS) and quads(reopen(data)) == fresh_build(data, tmp_path)


def test_a_change_reaching_more_roots_than_the_limit_runs_the_rules_over_the_whole_store(data, tmp_path,
                                                                                         monkeypatch):
    """Past the limit of roots (0 here) the rules run over the whole store, with the rules'
    triples taken out after the change was made: still a fresh build's store."""
    from edison_kg.store import reach, update

    shutil.copy(DATA / "cards" / "battle-fader.ttl", data / "cards")
    age(data)
    reopen(data)
    monkeypatch.setattr(reach, "LIMIT", 0)
    whole = []
    real_infer = update.infer
    monkeypatch.setattr(update, "infer", lambda store: whole.append(1) or real_infer(store))
    replace_text(data / "cards" / "battle-fader.ttl", "ek:action ek:SpecialSummonAction", "ek:action ek:DestroyAction")
    store = reopen(data)
    assert whole == [1] and not store.query(FOLLOWS)
    assert quads(store) == fresh_build(data, tmp_path)


@pytest.mark.parametrize("pattern, readable", [
    ("?x ek:a ?y", True),
    ("?x ?p ?y", False),                 # any predicate
    ("?x !ek:a ?y", False),              # any predicate but one
    ("?x ek:a ?y ; ?p ?z", False),
    ("?x unknown:a ?y", False),          # a prefix the rule does not declare
])
def test_the_rules_named_iris_are_none_when_a_rule_can_match_any_predicate(tmp_path, monkeypatch, pattern,
                                                                            readable):
    from edison_kg.store.reach import rule_iris

    (tmp_path / "10-rule.rq").write_text("PREFIX ek: <https://w3id.org/edison-kg/ns#>\n"
                                         f"INSERT {{ ?x ek:b true }} WHERE {{ {pattern} }}\n", encoding="utf-8")
    monkeypatch.setattr(paths, "INFERENCE_DIR", tmp_path)
    found = rule_iris()
    assert (found is not None) == readable
    if readable:
        assert found == {"https://w3id.org/edison-kg/ns#a", "https://w3id.org/edison-kg/ns#b"}


@pytest.mark.parametrize("where, placed", [
    ("?x ek:a ?y . ?y ek:c ?z", {"a": [(True, [])], "c": [(True, [("a", True)])]}),
    ("?y ek:a ?x", {"a": [(False, [])]}),                       # the root as object
    ("?x ek:a/ek:c ?z", {"a": [(True, [])], "c": [(True, [("a", True)])]}),
    ("?x ek:a ?y OPTIONAL { ?y ek:c ?z }", {"a": [(True, [])], "c": [(True, [("a", True)])]}),
    ("?x ek:a ?y FILTER NOT EXISTS { ?y ek:c ?z }", {"a": [(True, [])], "c": [(True, [("a", True)])]}),
    ("?x ek:a ?y OPTIONAL { ?y ek:c ?z . ?z ek:d ?w }", None),  # ?z reached through an optional part only
    ("?x ek:a ?y . ?w ek:c ?z", None),                          # not linked to the root
    # the sub-select's ?y is its own: ?z is not linked to the root through it
    ("?x ek:a ?w . { SELECT ?w WHERE { ?w ek:d ?y } } ?y ek:c ?z", None),
    ("?x ek:a ?w . { SELECT ?w ?y WHERE { ?w ek:d ?y } } ?y ek:c ?z",
     {"a": [(True, [])], "d": [(True, [("a", True)])], "c": [(True, [("a", True), ("d", True)])]}),
    ("?x ?p ?y", None),                                         # any predicate
    ("?x ek:a* ?y", None),                                      # any number of links
    ("?x ek:b ?y", None),                                       # it reads what it writes
])
def test_where_a_rules_patterns_sit_from_its_root(tmp_path, monkeypatch, where, placed):
    from edison_kg.store import reach

    (tmp_path / "10-rule.rq").write_text("PREFIX ek: <https://w3id.org/edison-kg/ns#>\n"
                                         f"INSERT {{ ?x ek:b true }} WHERE {{ {where} }}\n", encoding="utf-8")
    monkeypatch.setattr(paths, "INFERENCE_DIR", tmp_path)
    shapes = reach.rule_shapes()
    if placed is None:
        assert shapes is None
        return
    ek = "https://w3id.org/edison-kg/ns#"
    (shape,) = shapes
    assert shape.root == "x" and shape.writes == {ek + "b"}
    assert shape.walks == {ek + p: [(near, [(ek + step, forward) for step, forward in path]) for near, path in walks]
                           for p, walks in placed.items()}


def test_what_is_read_over_the_whole_graph_is_kept_with_its_generation(data, tmp_path, monkeypatch):
    import orjson

    from edison_kg.lookup.rules import rule_index
    from edison_kg.sparql.local import LocalBackend

    monkeypatch.setattr(paths, "DATA_DIR", data)
    first = rule_index(LocalBackend())
    assert "mtt-then-after-that" in {ident for ident, _ in first.values()}
    (kept,) = (current(tmp_path) / "results").glob("rule-index-*.json")
    # a fresh process (a new backend) reads the kept file, not the graph: it gets what the file holds
    rows = orjson.loads(kept.read_bytes()) + [["urn:kept", "kept-only", "Only in the kept file"]]
    kept.write_bytes(orjson.dumps(rows))
    store_open._OPEN.clear()
    assert rule_index(LocalBackend())["urn:kept"] == ("kept-only", "Only in the kept file")
    # an edit makes a new generation: the index is read from the graph again, as it now is
    replace_text(data / "cards" / "bottomless-trap-hole.ttl", "ek:isOptional true", "ek:isOptional false")
    age(data)
    store_open._OPEN.clear()
    again = rule_index(LocalBackend())
    assert "urn:kept" not in again and again == first
    assert (current(tmp_path) / "results").is_dir() and current(tmp_path) != kept.parent.parent
