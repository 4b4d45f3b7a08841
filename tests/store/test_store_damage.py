"""The compiled store is verified, not trusted: every kind of damage to every kind of file
of the store (cut short, removed, overwritten with garbage of the same size) is detected
and the store rebuilt, in a process whose memory stays bounded; processes starting
together on a cold cache wait for one build; a literal over the size limit is one line."""

from __future__ import annotations

import os
import random
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import paths
from edison_kg.store import manifest as store_manifest
from edison_kg.store import open as store_open
from edison_kg.store import parse as store_parse
from edison_kg.errors import BadInput

DATA = Path(__file__).resolve().parents[2] / "data"
MEMORY_CAP = 1 << 30  # no trial may use more than 1 GB
CARDS = 3

# Every kind of file RocksDB keeps in the store, and the manifest beside it. LOG (RocksDB's
# own diary) and LOCK are written by every open and read by none: damage there must not
# stop the store from answering, and nothing needs rebuilding.
KINDS = {
    "table (.sst)": lambda d: max(d.glob("store/*.sst"), key=lambda p: p.stat().st_size),
    "write-ahead log (.log)": lambda d: max(d.glob("store/*.log"), key=lambda p: p.stat().st_size),
    "MANIFEST": lambda d: next(d.glob("store/MANIFEST-*")),
    "CURRENT": lambda d: d / "store" / "CURRENT",
    "OPTIONS": lambda d: next(d.glob("store/OPTIONS-*")),
    "IDENTITY": lambda d: d / "store" / "IDENTITY",
    "manifest.json": lambda d: d / "manifest.json",
}
HARMLESS = {"LOG": lambda d: d / "store" / "LOG", "LOCK": lambda d: d / "store" / "LOCK"}


def truncate(path: Path, rng: random.Random) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def delete(path: Path, rng: random.Random) -> None:
    path.unlink()


def garbage(path: Path, rng: random.Random) -> None:
    """Same size, other bytes: the damage a size check cannot see."""
    size = path.stat().st_size
    path.write_bytes(bytes(rng.randrange(256) for _ in range(max(size, 1)))[:size] if size else b"\x00")


DAMAGES = {"truncate": truncate, "delete": delete, "garbage": garbage}

CHILD = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({cap}, {cap}))  # a runaway stops here, not at 24 GB
from pathlib import Path
from edison_kg.store import open_store
store = open_store(Path(sys.argv[1]), quiet=True)
rows = store.query("SELECT (COUNT(*) AS ?n) WHERE {{ ?c a <https://w3id.org/edison-kg/ns#Card> }}")
print(next(iter(rows))["n"].value)
# peak resident bytes of this process: VmHWM, not ru_maxrss, which keeps the high-water mark
# of the forked test process (a whole suite's) across the exec
status = Path("/proc/self/status")
peak = [int(l.split()[1]) for l in status.read_text().splitlines() if l.startswith("VmHWM:")] if status.exists() else []
print((peak[0] if peak else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024)
"""


def small_data(root: Path) -> Path:
    data = root / "data"
    (data / "cards").mkdir(parents=True)
    for name in ("sangan", "drill-warrior", "bottomless-trap-hole"):
        shutil.copy(DATA / "cards" / f"{name}.ttl", data / "cards")
    shutil.copytree(DATA / "rules", data / "rules")
    return data


def run_child(data: Path, cache: Path) -> tuple[int, str, str, int]:
    """(exit code, stdout, stderr, peak resident memory in bytes) of one process opening the store."""
    env = {**os.environ, "EDISON_KG_CACHE": str(cache)}
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(cap=4 * MEMORY_CAP), str(data)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        out, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    lines = out.decode().split()
    peak = int(lines[-1]) if len(lines) == 2 else 0
    return proc.returncode, lines[0] if lines else "", err.decode(), peak


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A small data folder and its compiled store, built once and copied for each trial."""
    root = tmp_path_factory.mktemp("damage")
    data = small_data(root)
    cache = root / "pristine-cache"
    code, out, err, _ = run_child(data, cache)
    assert code == 0 and out.strip() == str(CARDS), err
    (store_dir,) = cache.glob("store-*")
    return data, store_dir


def trial(pristine, tmp_path, pick, damage, seed) -> tuple[bool, bool, int]:
    """Damage one file of a copy of the store, run a process on it: (detected before the
    run, store sound after it, peak memory)."""
    data, store_dir = pristine
    cache = tmp_path / f"cache-{seed}"
    target = cache / store_dir.name
    shutil.copytree(store_dir, target)
    for pointer in store_dir.parent.glob("current-*"):  # the file naming the current store
        shutil.copy(pointer, cache / pointer.name)
    assert store_manifest.check_store(target) is None
    damage(pick(target), random.Random(seed))
    detected = store_manifest.check_store(target) is not None
    code, out, err, peak = run_child(data, cache)
    assert code == 0, f"exit {code}: {err[-500:]}"
    assert out.strip() == str(CARDS)
    (pointer,) = cache.glob("current-*")
    now = cache / pointer.read_text().strip()  # a rebuilt store is a new folder
    return detected, store_manifest.check_store(now) is None and (now == target or not target.exists()), peak


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_damage_is_detected_and_the_store_rebuilt(pristine, tmp_path, kind, damage):
    seed = hash((kind, damage)) & 0xFFFF
    detected, sound, peak = trial(pristine, tmp_path, KINDS[kind], DAMAGES[damage], seed)
    print(f"damage trial: {damage} {kind}: detected={detected} rebuilt={sound} peak={peak / 1e6:.0f} MB")
    assert detected, f"{damage} of {kind} was not detected"
    assert sound, f"after {damage} of {kind} the store was not rebuilt"
    assert peak < MEMORY_CAP


@pytest.mark.parametrize("kind", sorted(HARMLESS))
def test_garbage_in_the_log_and_lock_files_changes_nothing(pristine, tmp_path, kind):
    detected, sound, peak = trial(pristine, tmp_path, HARMLESS[kind], garbage, 7)
    assert not detected and sound and peak < MEMORY_CAP


def test_a_verified_store_is_not_read_again_but_any_write_to_a_file_is_seen(tmp_path, monkeypatch):
    """The open-time check reads a store file back only when its inode, size, modification or
    change time differ from when its CRC last matched: a file overwritten with garbage, its
    size and modification time set back as they were, is read again and caught (the change
    time cannot be set back)."""
    data = small_data(tmp_path)
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    store_open._OPEN.clear()
    store_open.open_store(data, quiet=True)
    target = store_open.current_generation(data)
    reads = []
    crc_file = store_manifest._crc_file
    monkeypatch.setattr(store_manifest, "_crc_file", lambda path: reads.append(path.name) or crc_file(path))
    files = sorted(store_manifest.Manifest.read(target / "manifest.json").files)
    assert store_manifest.check_store(target) is None and sorted(reads) == files  # just built: written too recently to trust
    monkeypatch.setattr(store_manifest, "RACY_NS", 0)  # as if the files were written long before the check
    reads.clear()
    assert store_manifest.check_store(target) is None and sorted(reads) == files  # read, and now recorded
    reads.clear()
    assert store_manifest.check_store(target) is None and reads == []
    assert store_manifest.check_store(target, reread=True) is None and sorted(reads) == files
    reads.clear()
    table = max(target.glob("store/*.sst"), key=lambda p: p.stat().st_size)
    before = table.stat()
    garbage(table, random.Random(3))
    os.utime(table, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert table.stat().st_size == before.st_size and table.stat().st_mtime_ns == before.st_mtime_ns
    assert store_manifest.check_store(target) == f"damaged: {table.name}" and reads == [table.name]
    (target / store_manifest.VERIFIED).write_text("{not json", encoding="utf-8")  # an unreadable record trusts nothing
    reads.clear()
    assert store_manifest.check_store(target) is not None and sorted(reads) == files


def test_damage_found_while_reading_discards_the_store(tmp_path, monkeypatch):
    """Damage the open-time check could not see (a file changed after it) makes the query
    one line and discards the store; the next open rebuilds it."""
    from edison_kg.sparql import LocalBackend

    data = small_data(tmp_path)
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(paths, "DATA_DIR", data)
    store_open._OPEN.clear()
    backend = LocalBackend()
    assert backend.ask("ASK { ?s ?p ?o }")
    (target,) = (tmp_path / "cache").glob("store-*")
    for table in target.glob("store/*.sst"):
        table.write_bytes(b"\x00" * table.stat().st_size)
    store_open._OPEN.clear()
    with pytest.raises(BadInput) as caught:  # RocksDB's block checksums see the zeroed tables
        backend.select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }")
    assert "rebuilds it" in str(caught.value) and "\n" not in str(caught.value)
    assert not (target / "manifest.json").exists()
    assert len(store_open.open_store(quiet=True)) > 0
    (rebuilt,) = (tmp_path / "cache").glob("store-*")  # a new folder; the damaged one is gone
    assert rebuilt != target and store_manifest.check_store(rebuilt) is None


def test_concurrent_first_runs_wait_for_one_build(tmp_path):
    data = small_data(tmp_path)
    env = {**os.environ, "EDISON_KG_DATA": str(data), "EDISON_KG_CACHE": str(tmp_path / "cache")}
    env.pop("EDISON_KG_ENDPOINT", None)
    procs = [subprocess.Popen([sys.executable, "-m", "edison_kg", "stats", "--json"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env) for _ in range(3)]
    results = [(p.wait(timeout=120), p.stdout.read().decode(), p.stderr.read().decode()) for p in procs]
    assert [code for code, _, _ in results] == [0, 0, 0], [err for _, _, err in results]
    assert len({out for _, out, _ in results}) == 1
    assert not any("building the graph store" in err for _, _, err in results)  # not a terminal: no progress
    assert len(list((tmp_path / "cache").glob("store-*"))) == 1
    assert not list((tmp_path / "cache").glob(".build-*"))


def test_a_literal_over_the_limit_is_one_line_naming_file_and_line(tmp_path, monkeypatch):
    data = small_data(tmp_path)
    big = data / "cards" / "huge.ttl"
    body = "x" * (store_parse.MAX_TERM_BYTES + 10)
    big.write_text('@prefix ek: <https://w3id.org/edison-kg/ns#> .\n\n<urn:x:a> ek:name """' + body + '""" .\n')
    with pytest.raises(BadInput) as caught:
        list(store_parse.parse_files([big]))
    assert str(caught.value).startswith(f"{big}:3:") and "limited" in str(caught.value)
    env = {**os.environ, "EDISON_KG_DATA": str(data), "EDISON_KG_CACHE": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-m", "edison_kg", "stats"], capture_output=True, text=True, env=env)
    assert run.returncode == 2 and "huge.ttl:3:" in run.stderr
    assert "Traceback" not in run.stderr and len(run.stderr.strip().splitlines()) == 1
