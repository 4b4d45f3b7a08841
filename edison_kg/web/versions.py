"""The versions of the store ``serve`` answers from: it follows the store's current version.

The compiled store lives in generation folders with a pointer file naming the current one
(``edison_kg.store.open``); a command that finds the data edited (``validate``, ``card``, any
command that opens the store) makes a new generation and points at it. Each request reads
the pointer (one small file); when it names a generation the server has not copied yet,
the server copies it (a RocksDB checkpoint in its own folder of the cache: hard links,
milliseconds) and answers that request and the ones after it from the copy. So:

- the first request after an update sees the new graph, with no restart;
- a request sees one version whole: its version is pinned when it begins and every call it
  makes to the workers names that version, however long the request takes;
- a version is removed only when it is no longer current and no request reads it; the
  workers read the server's copies, never the generations, which a later update or a
  rebuild removes (``_make_current`` keeps only the one before the current).

A store given by its folder (``serve(store_dir=...)``) is served as it is, not followed.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from edison_kg import paths
from edison_kg.files import write_whole
from edison_kg.store import current_generation, open_store
from edison_kg.store.open import open_current, pointer_file

LOG = logging.getLogger("edison_kg.serve")   # the server's log: serve() shows it on stderr


@dataclass(frozen=True)
class Version:
    store_dir: str                  # the folder the workers open read-only
    triples: int                    # size of its default graph, for the service description
    generation: str | None = None   # the generation of the data folder it copies (None: not followed)


def serve_folder() -> Path:
    """A new folder of the cache for this server's copies of the store (``serve-PID-*``);
    those left behind by servers that were killed are removed first."""
    base = paths.cache_dir()
    base.mkdir(parents=True, exist_ok=True)
    for old in base.glob("serve-*"):
        pid = old.name.split("-")[1]
        if pid.isdigit() and not paths.process_running(int(pid)):
            shutil.rmtree(old, ignore_errors=True)
    return Path(tempfile.mkdtemp(prefix=f"serve-{os.getpid()}-", dir=base))


def snapshot(store) -> Path:
    """A private copy of ``store`` in a new serve folder (the copy is its ``store``): a RocksDB
    checkpoint (hard links: milliseconds) that outlives the generation it was taken from."""
    folder = serve_folder()
    try:
        store.backup(str(folder / "store"))
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return folder


class Versions:
    """The current version, the requests reading each version, and the copies to remove."""

    def __init__(self, first: Version, *, data_dir: Path | None = None, folder: Path | None = None):
        self.current = first
        self.data_dir = data_dir        # None: the one version is served as it is
        self.folder = folder            # this server's copies (removed with it)
        self._readers: Counter[Version] = Counter()
        self._seen = first.generation   # the last generation the pointer named
        self._made = 0
        self._following: asyncio.Future | None = None   # the copy being made of a new version
        self._pointer = pointer_file(data_dir) if data_dir is not None else None
        self._signature = None          # the pointer file's (inode, modification time, size) last seen

    @classmethod
    def fixed(cls, store_dir: str, triples: int) -> Versions:
        return cls(Version(store_dir, triples))

    @classmethod
    def following(cls, data_dir: Path | None = None) -> Versions:
        """The data folder's store, opened (built or brought up to date if needed) and copied,
        followed from then on."""
        data_dir = Path(data_dir or paths.DATA_DIR)
        store = open_store(data_dir)
        generation = current_generation(data_dir)
        folder = snapshot(store)
        first = Version(str(folder / "store"), len(store), generation.name if generation else None)
        versions = cls(first, data_dir=data_dir, folder=folder)
        versions._name_current()
        return versions

    @property
    def current_file(self) -> str | None:
        """The file naming the current version's folder (None: not followed), which a worker
        started later (in place of one stopped at the time limit) opens before its first call."""
        return str(self.folder / "current") if self.folder is not None else None

    def _name_current(self) -> None:
        write_whole(Path(self.current_file), self.current.store_dir.encode("utf-8"))

    # ------------------------------------------------------------ per request

    async def pin(self) -> Version:
        """The version a request reads from start to end (``release`` it when done): the
        store's current one, copied first if the pointer names a new one."""
        if self.data_dir is not None:
            if self._pointer_changed() and self._following is None:
                named = current_generation(self.data_dir)
                if named is not None and named.name != self._seen:
                    self._following = asyncio.ensure_future(self._follow(named.name))
            if self._following is not None:   # one copy, which the requests arriving meanwhile wait for
                await asyncio.shield(self._following)
        version = self.current
        self._readers[version] += 1
        return version

    def _pointer_changed(self) -> bool:
        """Has the pointer file been replaced since the last look? (a stat: a few microseconds,
        where reading it costs several times that)"""
        try:
            stat = os.stat(self._pointer)
            signature = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        except OSError:
            signature = None
        changed, self._signature = signature != self._signature, signature
        return changed

    def release(self, version: Version) -> None:
        self._readers[version] -= 1
        if self._readers[version] <= 0:
            del self._readers[version]
            if version != self.current:
                self._remove(version)

    # ------------------------------------------------------------ following

    async def _follow(self, generation: str) -> None:
        try:
            made = await asyncio.to_thread(self._copy_current)
        finally:
            self._seen, self._following = generation, None
            self._signature = None   # the next request reads the pointer again: it may have moved on meanwhile
        if made is None:
            return
        before, self.current = self.current, made
        self._name_current()
        LOG.info(f"the store changed; now serving {made.triples} triples")
        if not self._readers[before]:
            self._readers.pop(before, None)
            self._remove(before)

    def _copy_current(self) -> Version | None:
        """A copy of the store's current generation, or None (one line on stderr) when it cannot
        be opened or copied: the server goes on with the version it has."""
        opened = open_current(self.data_dir)
        if opened is None:
            LOG.warning("the store's new version cannot be opened; still serving the one before "
                        "(the next command that opens the store repairs it)")
            return None
        generation, store = opened
        if generation.name == self.current.generation:
            return None
        self._made += 1
        target = self.folder / f"store-{self._made}"
        try:
            store.backup(str(target))
            return Version(str(target), len(store), generation.name)
        except (OSError, RuntimeError, ValueError) as error:
            shutil.rmtree(target, ignore_errors=True)
            LOG.warning(f"cannot copy the store's new version ({error}); still serving the one before")
            return None

    def _remove(self, version: Version) -> None:
        """Remove a copy no request reads any more (a worker may hold it open still: the files
        stay readable to it until it lets the version go)."""
        if self.folder is not None and Path(version.store_dir).parent == self.folder:
            shutil.rmtree(version.store_dir, ignore_errors=True)

    def close(self) -> None:
        """Remove this server's copies."""
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)


class PinVersion:
    """ASGI middleware: each request gets its version (``request.state.version``) when it
    begins and releases it when its answer is sent."""

    def __init__(self, app, versions: Versions):
        self.app, self.versions = app, versions

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        version = await self.versions.pin()
        scope.setdefault("state", {})["version"] = version
        try:
            await self.app(scope, receive, send)
        finally:
            self.versions.release(version)
