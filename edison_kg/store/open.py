"""The graph stage: Turtle in ``ontology/`` and ``data/`` -> a compiled pyoxigraph store.

The Turtle files stay the source of truth. The first run parses them (in worker processes,
loaded by threads), materializes the inference rules and keeps the store in a cache
directory, one folder per generation and a pointer file naming the current one; later runs
open it read-only. Each open checks the sources with a flat check (the folders' stats, not
every file's: edison_kg/store/scan.py). After files were edited, added or removed, the next
open brings the store up to date: only those files are parsed and their triples changed, on
a hard-linked copy of the store (RocksDB tables never change), and the copy replaces the old
one by rewriting the pointer (edison_kg/store/update.py). The store is verified, not trusted:
its manifest holds the name, size and CRC-32 of every file of the database, each open reads
back against it every file whose inode, size, modification or change time is not the one
recorded when its CRC-32 last matched (``verified.json``: any write moves a file's change
time, which cannot be set back), and anything else (a file missing, added, cut short or
overwritten, an unreadable manifest) rebuilds it. Building holds a file lock, so processes
starting together on a cold cache wait for one build.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterable

from edison_kg import paths
from edison_kg.errors import BadInput
from edison_kg.files import write_whole
from edison_kg.progress import reporter_for
from edison_kg.store import update
from edison_kg.store.infer import infer
from edison_kg.store.manifest import Manifest, check_store, scan_record
from edison_kg.store.parse import parse_files
from edison_kg.store.scan import Scan, full_scan, ontology_files

BUILD_LOCK_WAIT = 600.0  # seconds a process waits for another one building the store


def _source_names(data_dir: Path | None) -> list[str]:
    """The graph's Turtle files as path strings, in a stable order (strings: sorting and
    stat'ing thousands of them is several times faster than with Path objects)."""
    ontology = [str(p) for p in ontology_files()]
    data = []
    for folder, _, names in os.walk(Path(data_dir or paths.DATA_DIR)):  # faster than rglob
        data += [os.path.join(folder, name) for name in names if name.endswith(".ttl")]
    return ontology + sorted(data)


def source_files(data_dir: Path | None = None) -> list[Path]:
    """Every Turtle file that goes into the graph, in a stable order."""
    return [Path(name) for name in _source_names(data_dir)]


def materialize(store) -> int:
    """Run the inference rules (SPARQL UPDATE files under ontology/inference/) in order;
    returns the number of triples they added."""
    return len(infer(store))


# ------------------------------------------------------------------ generations

def _dir_id(data_dir: Path) -> str:
    """The cache's name for a data folder: its stores are store-ID-N, the current one named
    by the file current-ID."""
    return hashlib.blake2b(str(data_dir.resolve()).encode(), digest_size=8).hexdigest()


def _pointer(data_dir: Path) -> Path:
    return paths.cache_dir() / f"current-{_dir_id(data_dir)}"


def current_generation(data_dir: Path) -> Path | None:
    """The folder of the current store of ``data_dir`` (None: none built yet)."""
    try:
        name = _pointer(data_dir).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    if not name.startswith("store-") or "/" in name or os.sep in name:
        return None
    return paths.cache_dir() / name


def _new_generation(data_dir: Path) -> Path:
    base = paths.cache_dir()
    base.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f"store-{_dir_id(data_dir)}-", dir=base))


def _make_current(data_dir: Path, target: Path, keep_previous: bool = False) -> None:
    """Point ``data_dir``'s pointer at ``target`` (atomically), then remove its older stores
    (``keep_previous``: but the one before, which a process may still read) and what killed
    builds left behind (called with the build lock held)."""
    pointer = _pointer(data_dir)
    before = current_generation(data_dir)
    (target / "data-dir").write_text(str(data_dir.resolve()), encoding="utf-8")
    write_whole(pointer, target.name.encode())
    keep = {target, before} if keep_previous else {target}
    for other in paths.cache_dir().glob(f"store-{_dir_id(data_dir)}-*"):
        if other not in keep and other.is_dir():
            shutil.rmtree(other, ignore_errors=True)
    for other in paths.cache_dir().glob("store-*"):  # stores of the layout before generations
        if "-" not in other.name[len("store-"):] and other.is_dir():
            try:
                same = (other / "data-dir").read_text(encoding="utf-8") == str(data_dir.resolve())
            except OSError:
                same = False
            if same:
                shutil.rmtree(other, ignore_errors=True)
    for left in paths.cache_dir().glob(".build-*"):
        shutil.rmtree(left, ignore_errors=True)


def _open_checked(target: Path | None, verified: bool = False, reread: bool = False):
    """Open a cached store read-only if every file is as built; None when it cannot be trusted.
    ``verified``: its files were just written or checked by this process (under the lock);
    ``reread``: read every file back, trusting no recorded signature."""
    import pyoxigraph as ox

    if target is None or (not verified and check_store(target, reread=reread) is not None):
        return None
    try:
        return ox.Store.read_only(str(target / "store"))
    except (OSError, ValueError, RuntimeError):
        return None


def pointer_file(data_dir: Path | None = None) -> Path:
    """The file that names ``data_dir``'s current generation; it is replaced whole (a new file
    renamed over it) when another generation becomes current."""
    return _pointer(Path(data_dir or paths.DATA_DIR))


def open_current(data_dir: Path | None = None):
    """The current generation of ``data_dir``'s store as it stands, opened read-only and checked
    against its manifest, never built nor brought up to date here (for a process that follows
    the store other commands keep up to date: ``serve``): (its folder, the store), or None
    when there is none sound."""
    target = current_generation(Path(data_dir or paths.DATA_DIR))
    store = _open_checked(target)
    return None if store is None else (target, store)


def discard_store(data_dir: Path | None = None) -> None:
    """Forget the compiled store for ``data_dir`` and remove its manifest, so that the next
    open rebuilds it (for damage found while reading it)."""
    data_dir = Path(data_dir or paths.DATA_DIR)
    opened = {m[1] for m in _OPEN if m[0] == str(data_dir) and len(m) == 2}
    for memo in [m for m in _OPEN if m[0] == str(data_dir)]:
        _OPEN.pop(memo, None)
    target = current_generation(data_dir)
    # a process still reading an older store (one an update replaced) says nothing of the current one
    if target is not None and (not opened or target.name in opened):
        try:
            (target / "manifest.json").unlink()
        except OSError:
            pass


# ------------------------------------------------------------------ opening

_OPEN: dict[tuple, object] = {}
_KEYS: dict[str, str] = {}  # data folder -> content key of the store last opened for it


def open_store(data_dir: Path | None = None, *, rebuild: bool = False, quiet: bool = False,
               in_memory: bool = False, rescan: bool = False, scan: Scan | None = None):
    """Open the compiled store for ``data_dir`` (default: the project's data/), building or
    updating it if needed.

    Returns a read-only ``pyoxigraph.Store`` holding the ontology, the data and the
    materialized inferences. Opened stores are reused within one process while the flat
    check sees no change. ``rescan``: stat every source file even when no folder changed
    (finds files rewritten in place) and read every store file back (also
    ``EDISON_KG_RESCAN=1``). ``scan``: a full scan of the sources the caller took itself
    (edison_kg.store.scan.full_scan, before it read them): the store is brought up to date
    with it, as with ``rescan``, instead of stat'ing every file again. ``in_memory``: a copy of
    it in memory instead, for long-lived processes (a server, a bot): loading takes ~2 s and
    ~240 MB at the real size, and queries that read thousands of rows then run 2-5x faster
    than on the on-disk store (benchmarks/run.py).
    """
    data_dir = Path(data_dir or paths.DATA_DIR)
    reread = rescan or os.environ.get("EDISON_KG_RESCAN", "") not in ("", "0")
    rescan = reread or scan is not None
    if in_memory:
        disk = open_store(data_dir, rebuild=rebuild, quiet=quiet, rescan=reread, scan=scan)
        copy = (str(data_dir), "in memory", id(disk))
        if rebuild or copy not in _OPEN:
            for old in [m for m in _OPEN if m[:2] == copy[:2]]:
                _OPEN.pop(old, None)
            _OPEN[copy] = memory_copy(disk)
        return _OPEN[copy]
    target = current_generation(data_dir)
    manifest = Manifest.read(target / "manifest.json") if target else None
    if not rebuild and not rescan and manifest is not None and manifest.fresh():
        memo = (str(data_dir), target.name)
        if memo in _OPEN:
            return _OPEN[memo]
        store = _open_checked(target)
        if store is not None:
            return _remember(data_dir, target, manifest, store)
    with _build_lock():
        # another process may have built or updated it while this one waited for the lock
        target = current_generation(data_dir)
        manifest = Manifest.read(target / "manifest.json") if target else None
        store = None
        if not rebuild and not rescan and manifest is not None and manifest.fresh():
            store = _open_checked(target)
        if store is None:
            target = _bring_up_to_date(data_dir, target, manifest, rebuild=rebuild, quiet=quiet, scan=scan,
                                       reread=reread)
            manifest = Manifest.read(target / "manifest.json")
            store = _open_checked(target, verified=True)
        if store is None or manifest is None:
            raise BadInput(f"the store built in {target} could not be opened")
    return _remember(data_dir, target, manifest, store)


def _remember(data_dir: Path, target: Path, manifest: Manifest, store):
    for old in [m for m in _OPEN if m[0] == str(data_dir) and len(m) == 2]:
        _OPEN.pop(old, None)
    _OPEN[(str(data_dir), target.name)] = store
    _KEYS[str(data_dir)] = manifest.key
    return store


def kept_results_dir(data_dir: Path | None = None) -> Path | None:
    """Where results read from ``data_dir``'s store over the whole graph are kept: a folder in
    the generation this process opened, so they go with it and never outlive a change of the
    graph (an update or a rebuild is a new generation). None: this process has no such store
    open (in memory only, or never opened)."""
    data_dir = Path(data_dir or paths.DATA_DIR)
    opened = [m[1] for m in _OPEN if m[0] == str(data_dir) and len(m) == 2]
    return paths.cache_dir() / opened[-1] / "results" if opened else None


def _bring_up_to_date(data_dir: Path, target: Path | None, manifest: Manifest | None, *, rebuild: bool,
                      quiet: bool, scan: Scan | None = None, reread: bool = False) -> Path:
    """The current store of ``data_dir`` made to match its sources (build lock held): the same
    store with a new scan record when no file's content changed, an updated copy when some
    did, a new build when there is no sound store to start from. ``scan``: the sources'
    scan to use (default: one taken now). Returns its folder."""
    scan = scan if scan is not None else full_scan(data_dir)
    if not rebuild and manifest is not None and target is not None and check_store(target, reread=reread) is None:
        fresh = _new_generation(data_dir)
        try:
            result = update.update_store(target, manifest, scan, fresh)
        except BaseException:
            shutil.rmtree(fresh, ignore_errors=True)
            raise
        if result is update.UNCHANGED:
            shutil.rmtree(fresh, ignore_errors=True)
            manifest.scan = scan_record(scan)
            manifest.write(target / "manifest.json")
            return target
        if result:
            _make_current(data_dir, fresh, keep_previous=True)
            return fresh
        shutil.rmtree(fresh, ignore_errors=True)
    fresh = _new_generation(data_dir)
    try:
        update.build_store(fresh, scan, progress=None if quiet else reporter_for("building the graph store", "files"))
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    _make_current(data_dir, fresh)
    return fresh


def store_key(data_dir: Path | None = None) -> str:
    """The key of the compiled store's content for ``data_dir`` (its sources' names, sizes
    and CRC-32s, and the inference rules): the same content gives the same key. Opens (and
    if needed updates) the store."""
    data_dir = Path(data_dir or paths.DATA_DIR)
    open_store(data_dir, quiet=True)
    return _KEYS[str(data_dir)]


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
