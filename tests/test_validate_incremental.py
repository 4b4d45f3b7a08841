"""Incremental whole-graph validation: after each edit, addition and removal of a data file,
``validate()`` rechecks only what the change can affect and its report is the report of a
full run over the same files (same results, same order, same text), which is itself the
report of one run of the engine over the whole graph.

The graph is a temporary copy of a real subset of data/ (ten cards with their rulings, every
rule, precedent and source document): the precedents about cards outside the subset give
real violations to keep, and the changes are real card files edited, added and removed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from edison_kg import paths
from edison_kg import validation
from edison_kg.store import open as store_open
from edison_kg.store import scan as store_scan
from edison_kg.validation import incremental
from edison_kg.validation.engine import run_shapes
from edison_kg.validation.report import build_report

from conftest import subset_data_files

REAL = paths.DATA_DIR


@pytest.fixture()
def data(tmp_path, monkeypatch):
    """A data folder with a copy of the subset and a store cache of its own."""
    root = tmp_path / "data"
    for path in subset_data_files():
        target = root / path.relative_to(REAL)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    monkeypatch.setattr(paths, "DATA_DIR", root)
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    return root


def _write(path, text: str) -> None:
    """Write a data file with a modification time that surely differs from the last one."""
    path.write_text(text, encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))


def _same_as_full(report) -> None:
    """The report equals a full run over the same graph and one run of the engine over it."""
    store = store_open.open_store(quiet=True)
    full = validation.validate(store=store)
    assert report.results == full.results
    assert report.to_text() == full.to_text()
    assert json.dumps(report.to_dict()) == json.dumps(full.to_dict())
    one_run = build_report(run_shapes(store), [store], "the whole graph")
    assert report.to_text() == one_run.to_text()


def _card_twin(text: str, passcode: str, new: str) -> str:
    """A card file's text for another card: its IRIs and passcode changed, its name kept."""
    return text.replace(f"card/{passcode}", f"card/{new}").replace(f'ek:passcode "{passcode}"', f'ek:passcode "{new}"')


def test_edit_add_remove_give_the_full_runs_report(data):
    first = validation.validate()
    assert first.work == "full run"
    assert first.violations > 10  # precedents about cards the subset leaves out
    assert validation.validate().work.startswith("nothing changed")
    _same_as_full(first)

    # an edit that introduces a violation, then the edit that fixes it
    sangan = data / "cards" / "sangan.ttl"
    original = sangan.read_text(encoding="utf-8")
    _write(sangan, original.replace("ek:level 3 ;", "ek:level 13 ;"))
    broken = validation.validate()
    assert broken.work.startswith("1 file changed") and "nodes rechecked" in broken.work
    assert any(r.card == "Sangan" and r.field == "Level" for r in broken.results)
    _same_as_full(broken)
    _write(sangan, original)
    fixed = validation.validate()
    assert fixed.work.startswith("1 file changed")
    assert fixed.to_text() == first.to_text()
    _same_as_full(fixed)

    # an added card that precedents involve: their "not in the graph" violations go
    missing = next(r.value for r in first.results if r.field == "involves card" and r.value)
    passcode = re.search(r"card/(\d{8})", missing).group(1)
    added_file = next(p for p in sorted((REAL / "cards").glob("*.ttl"))
                      if f"<https://w3id.org/edison-kg/id/card/{passcode}> a " in p.read_text(encoding="utf-8"))
    _write(data / "cards" / added_file.name, added_file.read_text(encoding="utf-8"))
    added = validation.validate()
    assert added.work.startswith("1 file changed")
    assert not any(passcode in (r.value or "") and r.field == "involves card" for r in added.results)
    assert len(added.results) < len(first.results)
    _same_as_full(added)

    # a removed card: the precedents about it now point at nothing
    (data / "cards" / "dark-hole.ttl").unlink()
    removed = validation.validate()
    assert removed.work.startswith("1 file changed")
    dark_hole = "https://w3id.org/edison-kg/id/card/53129443"
    assert any(r.field == "involves card" and r.value == dark_hole for r in removed.results)
    _same_as_full(removed)

    # a name made not unique across two files, then unique again
    twin = data / "cards" / "sangan-twin.ttl"
    _write(twin, _card_twin(original, "26202165", "26202166"))
    clash = validation.validate()
    assert clash.work.startswith("1 file changed")
    clashes = [r for r in clash.results if "is already the name of another card" in r.message]
    assert {r.focus.rsplit("/", 1)[-1] for r in clashes} == {"26202165", "26202166"}
    _same_as_full(clash)
    twin.unlink()
    unique = validation.validate()
    assert not any("is already the name" in r.message for r in unique.results)
    assert unique.to_text() == removed.to_text()
    _same_as_full(unique)

    # several changes at once: an edit, an addition and a removal
    _write(sangan, original.replace('ek:passcode "26202165"', 'ek:passcode "2620216"'))
    _write(data / "cards" / "dark-hole.ttl", (REAL / "cards" / "dark-hole.ttl").read_text(encoding="utf-8"))
    (data / "cards" / added_file.name).unlink()
    several = validation.validate()
    assert several.work.startswith("3 files changed")
    assert any(r.card == "Sangan" and r.field == "passcode" for r in several.results)
    _same_as_full(several)


def test_what_a_change_rechecks(data):
    """An edited card rechecks that card with its effects, clauses and conditions (and the holders
    of its name and passcode: itself), not its rulings or the precedents about it."""
    validation.validate()
    sangan = data / "cards" / "sangan.ttl"
    _write(sangan, sangan.read_text(encoding="utf-8").replace("ek:attackPoints 1000", "ek:attackPoints 1100"))
    outcome = incremental.whole_graph(lambda scan: store_open.open_store(quiet=True, scan=scan))
    card = "<https://w3id.org/edison-kg/id/card/26202165>"
    assert card in outcome.rechecked
    assert "<https://w3id.org/edison-kg/id/card/26202165/effect/1>" in outcome.rechecked
    assert all(node.startswith(card[:-1]) for node in outcome.rechecked), sorted(outcome.rechecked)
    # a card that changes kind (Monster -> Spell): what links to it is checked again too
    _write(sangan, sangan.read_text(encoding="utf-8").replace("a ek:Card , ek:MonsterCard", "a ek:Card , ek:SpellCard"))
    outcome = incremental.whole_graph(lambda scan: store_open.open_store(quiet=True, scan=scan))
    assert "<https://w3id.org/edison-kg/id/ruling/sangan/0>" in outcome.rechecked
    _same_as_full(validation.validate())


def test_validate_and_the_store_update_share_one_scan(data, monkeypatch):
    """After an edit, validation stats the sources once: the store is brought up to date with
    validation's own scan (an edit made in place included), not a second one."""
    from edison_kg.store import scan as scanning

    validation.validate()
    sangan = data / "cards" / "sangan.ttl"
    # written in place: the folder's stats do not change, so only a scan of the files sees it
    _write(sangan, sangan.read_text(encoding="utf-8").replace("ek:attackPoints 1000", "ek:attackPoints 1200"))
    scans = []
    full_scan = scanning.full_scan
    counted = lambda folder: scans.append(folder) or full_scan(folder)  # noqa: E731
    monkeypatch.setattr(incremental, "full_scan", counted)
    monkeypatch.setattr(store_scan, "full_scan", counted)
    report = validation.validate()
    assert len(scans) == 1 and report.work.startswith("1 file changed")
    assert store_open.open_store(quiet=True).query(
        "ASK { <https://w3id.org/edison-kg/id/card/26202165> <https://w3id.org/edison-kg/ns#attackPoints> 1200 }")


def test_a_file_saved_unchanged_is_not_a_change(data):
    validation.validate()
    sangan = data / "cards" / "sangan.ttl"
    _write(sangan, sangan.read_text(encoding="utf-8"))
    assert validation.validate().work.startswith("nothing changed")


def test_changed_shapes_or_a_damaged_state_make_a_full_run(data, monkeypatch):
    first = validation.validate()
    monkeypatch.setattr(incremental, "STATE_VERSION", "changed")  # what the stamp of the shapes holds
    again = validation.validate()
    assert again.work == "full run" and again.to_text() == first.to_text()
    state = incremental.state_path(data)
    state.write_bytes(b"not a database")
    damaged = validation.validate()
    assert damaged.work == "full run" and damaged.to_text() == first.to_text()
    assert validation.validate().work.startswith("nothing changed")
    assert validation.validate(full=True).work == "full run"


def test_a_change_that_reaches_most_of_the_graph_is_a_full_run(data):
    validation.validate()
    sources = data / "sources.ttl"  # every card and ruling links to the source documents
    _write(sources, sources.read_text(encoding="utf-8").replace("a ek:SourceDocument", "a ek:Rule"))
    for rules in sorted((data / "rules").glob("*.ttl")):   # and every precedent to the rules it follows
        _write(rules, rules.read_text(encoding="utf-8").replace("ek:statement", "rdfs:comment"))
    report = validation.validate()
    assert report.work == "full run"
    assert any("source document" in r.message for r in report.results)


def test_cli_full_flag_and_json(data, tmp_path):
    env = dict(os.environ, EDISON_KG_DATA=str(data), EDISON_KG_CACHE=os.environ["EDISON_KG_CACHE"])
    env = {k: v for k, v in env.items() if not k.startswith("EDISON_KG_ENDPOINT")}
    command = [sys.executable, "-m", "edison_kg", "validate", "--quiet", "--json"]
    full = subprocess.run(command + ["--full"], capture_output=True, text=True, env=env, timeout=300)
    reused = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert full.returncode == reused.returncode == 1, full.stderr
    assert json.loads(full.stdout) == json.loads(reused.stdout)
    assert json.loads(full.stdout)["violations"] > 10
