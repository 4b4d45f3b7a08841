"""Building a store, and bringing one up to date with the files that changed.

A generation folder holds the RocksDB store, ``manifest.json`` (edison_kg.store.manifest),
``sources.json`` (every source file: its stats when scanned, where its content as parsed is
kept in the ``pack-N.bin`` files, its CRC-32 and triple count; and the triples more than one
file asserts, with how many), ``inferred.nt`` (what the inference rules added) and the packs.

An update parses the old content (from the pack) and the new content of each changed file
only, changes the triples the files' differences give (a triple another file still asserts
stays). When a changed triple has a predicate a rule names (reach.rule_iris), the rules run
again: for the effects the change reaches alone, their earlier triples taken out
(edison_kg/store/reach.py), or, when that cannot be told, over the whole store with all
their triples taken out. The result is the store a fresh build gives
(tests/store/test_store_update.py compares every triple). It works on a copy
of the store (``Store.backup``: hard links to RocksDB's immutable tables) in a new folder,
so the current store is never touched; a failure leaves it as it was.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import orjson

from edison_kg import paths
from edison_kg.errors import BadInput
from edison_kg.files import write_whole
from edison_kg.store.checksum import crc32
from edison_kg.store import reach
from edison_kg.store.infer import infer
from edison_kg.store.manifest import Manifest, content_key, scan_record, store_files
from edison_kg.store.parse import convert, parse_bytes
from edison_kg.store.scan import Scan, changed_files, inference_files

UNCHANGED = object()  # update_store: no source's content changed
REBUILD_SHARE = 0.3  # past this share of the sources' bytes changed, a new build is faster
PARALLEL_BYTES = 4 << 20  # below this a build parses in the process itself (workers cost ~0.1 s)
BATCHES_PER_WORKER = 4  # batches of files per worker process: loading starts with the first
LOADERS = 2  # threads bulk-loading N-Triples at once (pyoxigraph releases the GIL)


def rules_digest() -> str:
    digest = hashlib.blake2b(digest_size=16)
    for rule in inference_files():
        digest.update(f"{rule.name}\0".encode() + rule.read_bytes() + b"\0")
    return digest.hexdigest()


def _batches(files: list[str], sizes: list[int], count: int) -> list[list[str]]:
    """``files`` cut into ``count`` runs of about equal bytes (in order)."""
    total = sum(sizes) or 1
    batches: list[list[str]] = [[]]
    done = 0
    for name, size in zip(files, sizes):
        if done >= total * len(batches) / count and len(batches) < count:
            batches.append([])
        batches[-1].append(name)
        done += size
    return [b for b in batches if b]


def _converted(files: list[str], sizes: list[int], workers: int):
    """(N-Triples, records) per batch of files, in order; parsed by worker processes when
    the sources are large enough for it to pay."""
    if workers <= 1 or sum(sizes) < PARALLEL_BYTES:
        for batch in _batches(files, sizes, max(1, min(8, len(files) // 50))):
            yield convert(batch)
        return
    yield from _in_workers(_batches(files, sizes, workers * BATCHES_PER_WORKER), workers)


def _in_workers(batches: list[list[str]], workers: int):
    """``convert`` of each batch in ``workers`` parser processes (plain subprocesses, not
    multiprocessing: that would import the caller's main script again in each), as they
    come."""
    import pickle
    import queue
    import struct
    import subprocess
    import sys
    import threading

    env = dict(os.environ)
    root = str(paths.PACKAGE_DIR.parent)  # also when run from a checkout
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    results: queue.Queue = queue.Queue()
    procs = []

    def read(proc, count):
        try:
            for _ in range(count):
                head = proc.stdout.read(8)
                if len(head) < 8:
                    raise EOFError
                results.put(pickle.loads(proc.stdout.read(struct.unpack("<Q", head)[0])))
        except (EOFError, pickle.UnpicklingError, struct.error, OSError):
            err = proc.stderr.read().decode(errors="replace").strip().splitlines()
            results.put(("error", "a parser process failed: " + (err[-1] if err else "no output"), None))

    try:
        for share in (batches[i::workers] for i in range(workers)):
            if not share:
                continue
            proc = subprocess.Popen([sys.executable, "-c", "from edison_kg.store.parse import worker_main; "
                                     "worker_main()"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, env=env)
            procs.append(proc)
            proc.stdin.write(pickle.dumps(share))
            proc.stdin.close()
            threading.Thread(target=read, args=(proc, len(share)), daemon=True).start()
        for _ in range(len(batches)):
            result = results.get()
            yield result
            if result[0] == "error":
                return
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
            proc.stdout.close()
            proc.stderr.close()


def _free_cores() -> int:
    """Parser processes worth starting: the cores other processes leave free (on a busy
    machine the build parses in its own process: measured faster there, benchmarks/bench_store.py)."""
    cores = os.cpu_count() or 1
    try:
        busy = round(os.getloadavg()[0])
    except OSError:
        busy = 0
    return max(1, min(4, cores - busy))


def build_store(folder: Path, scan: Scan, progress=None, workers: int | None = None) -> None:
    """Build the store of every file of ``scan`` into ``folder`` (a new, empty folder)."""
    import pyoxigraph as ox

    names = list(scan.files)
    sizes = [scan.files[n][0] for n in names]
    workers = workers if workers is not None else _free_cores()
    store = ox.Store(str(folder / "store"))
    entries: dict[str, list[int]] = {}
    parsed = 0
    with open(folder / "pack-0.bin", "wb") as pack, ThreadPoolExecutor(LOADERS) as loaders:
        loading = []
        offset = 0
        for result in _converted(names, sizes, workers):
            if result[0] == "error":
                for job in loading:
                    job.cancel()
                raise BadInput(result[1], where=result[2])
            text, records = result
            if text:
                # lenient: the N-Triples are the parser's own output, checked as it read the Turtle
                loading.append(loaders.submit(store.bulk_load, input=text, format=ox.RdfFormat.N_TRIPLES,
                                              lenient=True))
            for path, data, crc, count in records:
                pack.write(data)
                entries[path] = [*scan.files[path], 0, offset, len(data), crc, count]
                offset += len(data)
                parsed += count
            if progress:
                progress(len(entries), len(names))
        for job in loading:
            job.result()
    asserted = len(store)
    shared = _shared_triples(folder, entries, ["pack-0.bin"]) if asserted != parsed else {}
    # compacted into one sorted run: queries on the loads' overlapping tables are ~2x slower
    # (the rules' queries too, so they run after it)
    store.optimize()
    inferred = infer(store)
    store.flush()
    del store  # closes the database, so the file listing below is final
    _finish(folder, scan, entries, ["pack-0.bin"], shared, inferred, None, asserted + len(inferred))


def _shared_triples(folder: Path, entries: dict, packs: list[str]) -> dict:
    """The triples more than one file asserts, with how many (read back from the packs:
    only when the triple count says some file repeats another's triple)."""
    counts: Counter = Counter()
    for path, entry in entries.items():
        counts.update(set(parse_bytes(path, _pack_read(folder, packs, entry))))
    return {q: n for q, n in counts.items() if n > 1}


def _pack_read(folder: Path, packs: list[str], entry: list[int]) -> bytes | None:
    """A file's content as it was parsed (None: the pack is damaged or gone)."""
    _, _, _, pack, offset, length, crc, _ = entry
    try:
        with open(folder / packs[pack], "rb") as handle:
            handle.seek(offset)
            data = handle.read(length)
    except (OSError, IndexError):
        return None
    return data if len(data) == length and crc32(data) == crc else None


def _finish(folder: Path, scan: Scan, entries: dict, packs: list[str], shared: dict, inferred: list | bytes,
            reuse, triples: int) -> None:
    """Write the side files and the manifest of the store built or updated in ``folder``
    (``inferred``: the rules' quads, or the N-Quads kept when they did not run again;
    ``reuse``: as for ``store_files``)."""
    import pyoxigraph as ox

    if isinstance(inferred, bytes):  # the rules did not run again: their triples as kept
        inferred_text = inferred
    else:
        inferred_text = ox.serialize(inferred, format=ox.RdfFormat.N_QUADS) if inferred else b""
    shared_rows = [[ox.serialize([q], format=ox.RdfFormat.N_QUADS).decode(), n] for q, n in shared.items()]
    sources = orjson.dumps({"files": entries, "packs": packs, "shared": shared_rows, "rules": rules_digest()})
    side = {}
    for name, data in (("sources.json", sources), ("inferred.nt", inferred_text)):
        (folder / name).write_bytes(data)
        side[name] = [len(data), crc32(data)]
    key = content_key((path, e[5], e[6]) for path, e in entries.items())
    Manifest(key=key, triples=triples, files=store_files(folder / "store", reuse), scan=scan_record(scan),
             side=side).write(folder / "manifest.json")


def _side(folder: Path, manifest, name: str) -> bytes | None:
    try:
        data = (folder / name).read_bytes()
    except OSError:
        return None
    return data if manifest.side.get(name) == [len(data), crc32(data)] else None


def update_store(target: Path, manifest, scan: Scan, fresh: Path):
    """Bring the store in ``target`` up to date with ``scan`` in the new folder ``fresh``.

    Returns UNCHANGED when no file's content changed (``target``'s side files then hold the
    new stats), True when ``fresh`` holds the updated store, None when an update cannot be
    made (a damaged side file, blank nodes in a changed file, changed rules, too much
    changed): then a new build is needed. Bad Turtle raises BadInput before anything is
    written."""
    import pyoxigraph as ox

    raw = _side(target, manifest, "sources.json")
    try:
        side = orjson.loads(raw) if raw is not None else None
        old, packs = side["files"], list(side["packs"])
    except (ValueError, KeyError, TypeError):
        return None
    if side.get("rules") != rules_digest():
        return None
    changed = changed_files(old, scan.files, int(manifest.scan["started"]))
    entries = dict(old)  # the lists of changed files are replaced, never changed in place
    delta: Counter = Counter()
    fresh_data: dict[str, bytes] = {}
    moved = 0
    for path in changed:
        before, now = old.get(path), scan.files.get(path)
        before_data = _pack_read(target, packs, before) if before else b""
        if before_data is None:
            return None
        data = None
        if now is not None:
            try:
                with open(path, "rb") as handle:
                    data = handle.read()
            except FileNotFoundError:
                now = None  # removed since the scan
            except OSError as error:
                raise BadInput(f"cannot read the file: {error.strerror or error}", where=path) from None
        if before and data is not None and crc32(data) == before[6] and len(data) == before[5]:
            entries[path] = [*now, *before[3:]]  # same content (touched, or copied back): only the stats are new
            continue
        old_quads = set(parse_bytes(path, before_data)) if before else set()
        new_quads = set(parse_bytes(path, data)) if data is not None else set()
        if any(isinstance(q.subject, ox.BlankNode) or isinstance(q.object, ox.BlankNode)
               for q in old_quads ^ new_quads):
            return None  # a blank node cannot be matched to the store's: its label is the parse's
        for q in old_quads - new_quads:
            delta[q] -= 1
        for q in new_quads - old_quads:
            delta[q] += 1
        moved += len(before_data) + len(data or b"")
        if data is None:
            entries.pop(path, None)
        else:
            fresh_data[path] = data
            entries[path] = [*now, len(packs), 0, len(data), crc32(data), len(new_quads)]
    live = sum(e[5] for e in entries.values()) or 1
    if not fresh_data and len(entries) == len(old) and not delta:
        _rewrite_sources(target, manifest, side, entries)
        return UNCHANGED
    pack_bytes = sum((target / p).stat().st_size for p in packs if (target / p).exists())
    if moved > REBUILD_SHARE * live or pack_bytes > 2 * live + (64 << 20):
        return None
    inferred_raw = _side(target, manifest, "inferred.nt")
    if inferred_raw is None:
        return None
    shared = {next(iter(ox.parse(input=row.encode(), format=ox.RdfFormat.N_QUADS))): int(n) for row, n in side["shared"]}

    source = ox.Store.read_only(str(target / "store"))
    source.backup(str(fresh / "store"))  # hard links to the tables, copies of the rest
    del source
    store = ox.Store(str(fresh / "store"))
    triples = manifest.triples
    named = reach.rule_iris()
    changed_quads = [q for q, change in delta.items() if change]
    # no changed triple has a predicate the rules name: what they add stays as it was
    rerun = named is None or any(q.predicate.value in named for q in changed_quads)
    # else, unless a changed triple is of a kind the rules write (it may be one they added),
    # the rules run again only for the nodes the change reaches (edison_kg/store/reach.py)
    shapes = reach.rule_shapes() if rerun else None
    if shapes is not None and any(q.predicate.value in s.writes for s in shapes for q in changed_quads):
        shapes = None
    old_inferred = list(ox.parse(input=inferred_raw, format=ox.RdfFormat.N_QUADS)) if rerun else []
    if rerun and shapes is None:
        for q in old_inferred:
            store.remove(q)
            triples -= 1
    adding = []
    for q, change in delta.items():
        if not change:
            continue
        before_count = shared.get(q) or (1 if q in store else 0)
        after = before_count + change
        if after < 0:
            del store  # closed before the caller removes its folder
            return None  # the record does not match the store: build anew
        if before_count and not after:
            store.remove(q)
            triples -= 1
        elif after and not before_count:
            adding.append(q)
        if after > 1:
            shared[q] = after
        else:
            shared.pop(q, None)
    store.extend(adding)
    triples += len(adding)
    inferred = inferred_raw
    if rerun:
        roots = reach.affected_roots(store, changed_quads, shapes) if shapes is not None else None
        if shapes is not None:  # the rules' triples still stand: take out those made again
            for q in old_inferred:
                if roots is None or q.subject in roots:
                    store.remove(q)
                    triples -= 1
        if roots is None:
            made = infer(store)
            inferred = made
        else:
            made = reach.infer_for(store, shapes, roots)
            inferred = [q for q in old_inferred if q.subject not in roots] + made
        triples += len(made)
    store.flush()
    del store

    for name in packs:  # the packs stay as they were: link them, and add one for the new content
        try:
            os.link(target / name, fresh / name)
        except OSError:
            shutil.copy2(target / name, fresh / name)
    new_pack = f"pack-{len(packs)}.bin"
    with open(fresh / new_pack, "wb") as pack:
        offset = 0
        for path, data in fresh_data.items():
            pack.write(data)
            entries[path][4] = offset
            offset += len(data)
    known = {}  # the CRC-32s of the target's files, just checked, for their hard links here
    for name, entry in manifest.files.items():
        try:
            known[name] = ((target / "store" / name).stat().st_ino, entry)
        except OSError:
            pass

    def reuse(name, st):
        inode, entry = known.get(name, (None, None))
        return entry if st.st_ino == inode and st.st_size == entry[0] else None

    _finish(fresh, scan, entries, packs + [new_pack], shared, inferred, reuse, triples)
    return True


def _rewrite_sources(target: Path, manifest, side: dict, entries: dict) -> None:
    """New stats for unchanged content: the side file and its CRC in the manifest (written
    by the caller) replaced whole."""
    text = orjson.dumps(dict(side, files=entries))
    write_whole(target / "sources.json", text)
    manifest.side["sources.json"] = [len(text), crc32(text)]
