"""The graph stage: Turtle in ``ontology/`` and ``data/`` -> a compiled pyoxigraph store.

The Turtle files stay the source of truth. The first run parses them (pyoxigraph, ~20x
faster than rdflib), materializes the inference rules and keeps the store in a cache
directory keyed by a hash of the source files; later runs open it read-only. A changed
source file gives a new key (rebuild). The store is verified, not trusted: its manifest
holds the name, size and CRC-32 of every file of the database, each open reads every file
back against it (~15 ms for the real graph's ~55 MB), and anything else (a file missing,
added, cut short or overwritten, an unreadable manifest) rebuilds it. Building holds a
file lock, so processes starting together on a cold cache wait for one build.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from edison_kg import paths
from edison_kg.errors import BadInput

STORE_FORMAT_VERSION = "2"  # bump when the store layout, its manifest or inference changes

# pyoxigraph stops at a term of 16 MiB with a MemoryError; files larger than this are
# searched for a literal or IRI over it first, so the message names the line.
MAX_TERM_BYTES = 1 << 20
BUILD_LOCK_WAIT = 600.0  # seconds a process waits for another one building the store


def _source_names(data_dir: Path | None) -> list[str]:
    """The graph's Turtle files as path strings, in a stable order (strings: sorting and
    stat'ing thousands of them is several times faster than with Path objects)."""
    ontology = [str(p) for p in ontology_files()]
    data = []
    for folder, _, names in os.walk(Path(data_dir or paths.DATA_DIR)):  # faster than rglob
        data += [os.path.join(folder, name) for name in names if name.endswith(".ttl")]
    return ontology + sorted(data)


def ontology_files() -> list[Path]:
    """The vocabulary's Turtle files (the shapes are not part of the graph)."""
    return sorted(p for p in paths.ONTOLOGY_DIR.glob("*.ttl") if p.name != "shapes.ttl")


def source_files(data_dir: Path | None = None) -> list[Path]:
    """Every Turtle file that goes into the graph, in a stable order."""
    return [Path(name) for name in _source_names(data_dir)]


def inference_files() -> list[Path]:
    return sorted(paths.INFERENCE_DIR.glob("*.rq"))


def sources_key(files: Iterable[Path | str]) -> str:
    """Hash of the sources' names, sizes and modification times (cheap: no file is read)."""
    digest = hashlib.blake2b(digest_size=16)
    digest.update(STORE_FORMAT_VERSION.encode())
    for path in files:
        stat = os.stat(path)
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def store_key(data_dir: Path | None = None) -> str:
    """The key of the compiled store for ``data_dir``: its sources and the inference rules."""
    return sources_key(_source_names(data_dir) + [str(p) for p in inference_files()])


def parse_turtle_error(path: Path, error: Exception) -> BadInput:
    """Turn a parser error into one line naming the file, line and column."""
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    if len(text) > 300:  # the parser may quote what it read: keep the line readable
        text = text[:299] + "…"
    return BadInput(text, where=str(path))


def parse_files(files: Iterable[Path], progress: Callable[[int, int], None] | None = None):
    """Parse Turtle files one after another, yielding their quads; a bad file raises
    BadInput naming it (and the line, where the parser or the term-size check gives one).

    Feeding large batches to bulk insertions is ~50x faster than one bulk load per small file
    (RocksDB writes new table files for each), and streaming keeps memory flat.
    """
    import pyoxigraph as ox

    files = list(files)
    for done, path in enumerate(files, 1):
        try:
            if os.stat(path).st_size > MAX_TERM_BYTES:
                _check_term_sizes(Path(path))
            yield from ox.parse(path=str(path), format=ox.RdfFormat.TURTLE, base_iri=Path(path).resolve().as_uri())
        except SyntaxError as error:  # pyoxigraph raises SyntaxError with line/column
            raise parse_turtle_error(path, error) from None
        except MemoryError:  # pyoxigraph's own buffer limit (a term over 16 MiB)
            raise BadInput("a literal or IRI is larger than the parser's limit of 16 MiB", where=str(path)) from None
        except OSError as error:
            raise BadInput(f"cannot read the file: {error.strerror or error}", where=str(path)) from None
        if progress:
            progress(done, len(files))


def _check_term_sizes(path: Path) -> None:
    """BadInput naming the line of the first literal or IRI over MAX_TERM_BYTES."""
    import re

    data = path.read_bytes()
    # long strings first (they may hold newlines), then any line: a term is never longer
    # than the line it is on unless it is a long string
    for quote in (b'"""', b"'''"):
        for match in re.finditer(re.escape(quote) + rb".*?" + re.escape(quote), data, re.DOTALL):
            if match.end() - match.start() > MAX_TERM_BYTES:
                line = data.count(b"\n", 0, match.start()) + 1
                raise BadInput(f"a literal of {match.end() - match.start():,} bytes starts here; "
                               f"terms are limited to {MAX_TERM_BYTES:,} bytes", where=f"{path}:{line}")
    for line, text in enumerate(data.split(b"\n"), 1):
        if len(text) > MAX_TERM_BYTES:
            raise BadInput(f"a line of {len(text):,} bytes; literals and IRIs are limited to {MAX_TERM_BYTES:,} "
                           "bytes", where=f"{path}:{line}")


BULK_BATCH = 50_000  # quads per bulk insertion: one insertion for all would buffer ~300 MB


def load_files(store, files: Iterable[Path], progress: Callable[[int, int], None] | None = None) -> None:
    """Parse Turtle files into ``store`` in bulk insertions of BULK_BATCH quads."""
    quads = parse_files(files, progress)
    while batch := list(itertools.islice(quads, BULK_BATCH)):
        store.bulk_extend(batch)


def materialize(store) -> int:
    """Run the inference rules (SPARQL UPDATE files under ontology/inference/) in order."""
    count = 0
    for rule in inference_files():
        store.update(rule.read_text(encoding="utf-8"))
        count += 1
    return count


_UNCHECKED = ("LOG", "LOCK")  # RocksDB's own log and lock: written by every open


def store_files(store_dir: Path) -> dict[str, list[int]]:
    """The store's data files: name -> [size, CRC-32 of the content] (RocksDB's log and
    lock files excluded: a read-only open writes them)."""
    import zlib

    files = {}
    for path in sorted(store_dir.iterdir()):
        if path.name in _UNCHECKED or path.name.startswith("LOG.old"):
            continue
        crc, size = 0, 0
        with open(path, "rb") as handle:
            while chunk := handle.read(1 << 20):
                crc = zlib.crc32(chunk, crc)  # ~5 GB/s: the whole real store in ~15 ms
                size += len(chunk)
        files[path.name] = [size, crc]
    return files


@dataclass
class Manifest:
    """What a built store must look like: its sources' key, triple count and data files
    (name -> [size, CRC-32])."""

    key: str
    triples: int
    files: dict[str, list[int]]

    @classmethod
    def read(cls, path: Path) -> "Manifest | None":
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            files = {str(name): [int(v) for v in value] for name, value in dict(raw["files"]).items()}
            if not files or any(len(v) != 2 for v in files.values()):
                return None
            return cls(key=str(raw["key"]), triples=int(raw["triples"]), files=files)
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            return None

    def write(self, path: Path) -> None:
        path.write_text(json.dumps({"key": self.key, "triples": self.triples, "files": self.files}), encoding="utf-8")


def _prune(current: Path, data_dir: Path | None) -> None:
    """Remove older stores built from the same data folder (other data folders keep theirs),
    and what killed builds left behind (called with the build lock held)."""
    marker = str(Path(data_dir or paths.DATA_DIR).resolve())
    (current / "data-dir").write_text(marker, encoding="utf-8")
    for other in current.parent.glob("store-*"):
        if other == current or not other.is_dir():
            continue
        try:
            same = (other / "data-dir").read_text(encoding="utf-8") == marker
        except OSError:
            same = False
        if same:
            shutil.rmtree(other, ignore_errors=True)
    for left in current.parent.glob(".build-*"):
        shutil.rmtree(left, ignore_errors=True)


def build_store(target: Path, files: list[Path], key: str, progress=None) -> None:
    """Build a store in a temporary directory next to ``target`` and move it in place."""
    import pyoxigraph as ox

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".build-", dir=target.parent))
    try:
        store = ox.Store(str(tmp / "store"))
        load_files(store, files, progress)
        materialize(store)
        store.optimize()
        triples = len(store)
        store.flush()
        del store  # closes the database, so the file listing below is final
        Manifest(key=key, triples=triples, files=store_files(tmp / "store")).write(tmp / "manifest.json")
        if target.exists():
            shutil.rmtree(target, ignore_errors=True)
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def check_store(target: Path, key: str) -> str | None:
    """Why the store in ``target`` cannot be trusted (None: every file as built)."""
    manifest = Manifest.read(target / "manifest.json")
    if manifest is None:
        return "no readable manifest"
    if manifest.key != key:
        return "built from other sources"
    try:
        found = store_files(target / "store")
    except OSError as error:
        return f"a file cannot be read ({error.strerror or error})"
    if found != manifest.files:
        changed = sorted(set(found) ^ set(manifest.files)) or sorted(n for n in found if found[n] != manifest.files[n])
        return f"damaged: {', '.join(changed[:3])}"
    return None


def _open_checked(target: Path, key: str):
    """Open a cached store read-only if every file is as built; None when it cannot be trusted."""
    import pyoxigraph as ox

    if check_store(target, key) is not None:
        return None
    try:
        return ox.Store.read_only(str(target / "store"))
    except (OSError, ValueError, RuntimeError):
        return None


def discard_store(data_dir: Path | None = None) -> None:
    """Forget the compiled store for ``data_dir`` and remove its manifest, so that the next
    open rebuilds it (for damage found while reading it)."""
    key = store_key(data_dir)
    for memo in [m for m in _OPEN if m[0] == str(data_dir or paths.DATA_DIR)]:
        _OPEN.pop(memo, None)
    try:
        (paths.cache_dir() / f"store-{key}" / "manifest.json").unlink()
    except OSError:
        pass


def _stderr_progress(done: int, total: int) -> None:
    if done == total or (done % 500 == 0 and sys.stderr.isatty()):
        print(f"\rbuilding the graph store: {done}/{total} files parsed", end="\n" if done == total else "",
              file=sys.stderr)


_OPEN: dict[tuple[str, str], object] = {}


def open_store(data_dir: Path | None = None, *, rebuild: bool = False, quiet: bool = False,
               in_memory: bool = False):
    """Open the compiled store for ``data_dir`` (default: the project's data/), building it if needed.

    Returns a read-only ``pyoxigraph.Store`` holding the ontology, the data and the
    materialized inferences. Opened stores are reused within one process.
    ``in_memory``: a copy of it in memory instead, for long-lived processes (a server, a bot):
    loading takes ~2 s and ~240 MB at the real size, and queries that read thousands of
    rows then run 2-5x faster than on the on-disk store (benchmarks/run.py).
    """
    key = store_key(data_dir)  # sources and inference rules: a changed rule rebuilds too
    memo = (str(data_dir or paths.DATA_DIR), key)
    if in_memory:
        copy = (*memo, "in memory")
        if rebuild or copy not in _OPEN:
            _OPEN[copy] = memory_copy(open_store(data_dir, rebuild=rebuild, quiet=quiet))
        return _OPEN[copy]
    if not rebuild and memo in _OPEN:
        return _OPEN[memo]
    target = paths.cache_dir() / f"store-{key}"
    store = None if rebuild else _open_checked(target, key)
    if store is None:
        with _build_lock():
            # another process may have built it while this one waited for the lock
            store = None if rebuild else _open_checked(target, key)
            if store is None:
                build_store(target, source_files(data_dir), key, progress=None if quiet else _stderr_progress)
                _prune(target, data_dir)
                store = _open_checked(target, key)
        if store is None:
            raise BadInput(f"the store built in {target} could not be opened")
    _OPEN[memo] = store
    return store


def _build_lock():
    """The cache directory's build lock (filelock: flock on POSIX, released if the holder dies)."""
    from filelock import FileLock, Timeout

    folder = paths.cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BadInput(f"cannot create the store cache: {error.strerror or error}", where=str(folder)) from None
    lock = FileLock(str(folder / "build.lock"), timeout=BUILD_LOCK_WAIT)

    class _Held:
        def __enter__(self):
            try:
                lock.acquire()
            except Timeout:
                raise BadInput(f"another edison-kg process has been building the store for over "
                               f"{BUILD_LOCK_WAIT:g} s", where=str(folder)) from None
            except OSError as error:
                raise BadInput(f"cannot take the build lock: {error.strerror or error}", where=str(folder)) from None

        def __exit__(self, *exc):
            lock.release()

    return _Held()


def memory_copy(store):
    """An in-memory copy of a store (its default graph and named graphs)."""
    import pyoxigraph as ox

    copy = ox.Store()
    copy.bulk_extend(store)
    return copy


def memory_store(files: Iterable[Path], *, infer: bool = True):
    """An in-memory store of the given Turtle files (for new entries and tests)."""
    import pyoxigraph as ox

    store = ox.Store()
    store.extend(parse_files(files))
    if infer:
        materialize(store)
    return store
