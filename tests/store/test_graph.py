"""The compiled store: built from the Turtle, reused, rebuilt when a source changes or the
cache is damaged; bad Turtle is one line naming the file."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import paths
from edison_kg.store import open as store_open
from edison_kg.errors import BadInput

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture()
def small_data(tmp_path, monkeypatch):
    """A data folder of three real cards and the rules, with its own cache."""
    data = tmp_path / "data"
    (data / "cards").mkdir(parents=True)
    for name in ("sangan", "drill-warrior", "bottomless-trap-hole"):
        shutil.copy(DATA / "cards" / f"{name}.ttl", data / "cards")
    shutil.copytree(DATA / "rules", data / "rules")
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    store_open._OPEN.clear()
    return data


def count_cards(store) -> int:
    rows = store.query("SELECT (COUNT(*) AS ?n) WHERE { ?c a <https://w3id.org/edison-kg/ns#Card> }")
    return int(next(iter(rows))["n"].value)


def test_store_is_built_once_and_reused(small_data):
    store = store_open.open_store(small_data, quiet=True)
    assert count_cards(store) == 3
    store_open._OPEN.clear()
    built = list((paths.cache_dir()).glob("store-*"))
    assert len(built) == 1
    tables = sorted((p.name, p.stat().st_mtime_ns) for p in (built[0] / "store").iterdir())
    store_open.open_store(small_data, quiet=True)
    assert list((paths.cache_dir()).glob("store-*")) == built
    assert sorted((p.name, p.stat().st_mtime_ns) for p in (built[0] / "store").iterdir()) == tables


def test_inference_rules_are_materialized(small_data):
    store = store_open.open_store(small_data, quiet=True)
    ask = """ASK { <https://w3id.org/edison-kg/id/card/29401950/effect/1>
                   <https://w3id.org/edison-kg/ns#canMissTiming> true }"""
    assert store.query(ask)  # Bottomless Trap Hole's "when" activation can miss the timing


def test_changed_source_rebuilds(small_data):
    before = count_cards(store_open.open_store(small_data, quiet=True))
    shutil.copy(DATA / "cards" / "cyber-dragon.ttl", small_data / "cards")
    store_open._OPEN.clear()
    assert count_cards(store_open.open_store(small_data, quiet=True)) == before + 1


def test_damaged_cache_is_rebuilt(small_data):
    store_open.open_store(small_data, quiet=True)
    store_open._OPEN.clear()
    (store_dir,) = paths.cache_dir().glob("store-*/store")
    victim = max(store_dir.glob("*.sst"), key=lambda p: p.stat().st_size)
    victim.write_bytes(victim.read_bytes()[:100])  # truncated
    assert count_cards(store_open.open_store(small_data, quiet=True)) == 3


def test_bad_turtle_names_the_file(small_data):
    bad = small_data / "cards" / "broken.ttl"
    bad.write_text("@prefix ek: <https://w3id.org/edison-kg/ns#> .\n<a> ek:name \"x\" ;\n  ek:level .\n")
    with pytest.raises(BadInput) as caught:
        store_open.open_store(small_data, quiet=True)
    assert "broken.ttl" in str(caught.value)
    env = {"EDISON_KG_DATA": str(small_data), "EDISON_KG_CACHE": str(small_data.parent / "cache2"), "PATH": ""}
    run = subprocess.run([sys.executable, "-m", "edison_kg", "stats"], capture_output=True, text=True, env=env)
    assert run.returncode == 2 and "broken.ttl" in run.stderr and "Traceback" not in run.stderr


def _stderr_on_a_terminal(args: list[str], env: dict) -> str:
    """What a command writes to standard error when that is a terminal (a pseudo-terminal)."""
    import os
    import pty

    master, slave = pty.openpty()
    try:
        run = subprocess.run([sys.executable, "-m", "edison_kg", *args], stdout=subprocess.PIPE, stderr=slave,
                             env=env, timeout=120)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal's other end is closed: all read
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    assert run.returncode == 0
    return b"".join(chunks).decode(errors="replace")


def test_build_progress_shows_on_a_terminal_only_and_never_under_json(small_data, tmp_path):
    env = {"EDISON_KG_DATA": str(small_data), "PATH": "", "COLUMNS": "100"}
    shown = _stderr_on_a_terminal(["stats"], dict(env, EDISON_KG_CACHE=str(tmp_path / "c1")))
    assert "building the graph store" in shown
    assert _stderr_on_a_terminal(["stats", "--json"], dict(env, EDISON_KG_CACHE=str(tmp_path / "c2"))) == ""
    piped = subprocess.run([sys.executable, "-m", "edison_kg", "stats"], capture_output=True, text=True,
                           env=dict(env, EDISON_KG_CACHE=str(tmp_path / "c3")))
    assert piped.returncode == 0 and piped.stderr == ""
