"""What a built store must look like, and the check that it does: the manifest (its sources'
content key, triple count and every data file's size and CRC-32), and ``check_store``, which
reads back each file whose stats moved since its CRC-32 last matched (``verified.json``)."""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from edison_kg.files import write_whole
from edison_kg.store.checksum import crc32
from edison_kg.store.scan import RACY_NS, Scan, flat_fresh, inference_files

STORE_FORMAT_VERSION = "4"  # bump when the store layout, its manifest or inference changes


_UNCHECKED = ("LOG", "LOCK")  # RocksDB's own log and lock: written by every open


VERIFIED = "verified.json"  # the stats of the store's files when their CRC-32s last matched


def signature(st: os.stat_result) -> list[int]:
    """What a write to a file always changes: its inode (a new file), size, modification
    and change time (the change time cannot be set back: any write or utime moves it)."""
    return [st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def store_files(store_dir: Path, reuse=None, signatures: dict | None = None) -> dict[str, list[int]]:
    """The store's data files: name -> [size, CRC-32 of the content] (RocksDB's log and
    lock files excluded: a read-only open writes them). ``reuse(name, stat)``: the entry of
    a file known not to have changed, or None to read it. ``signatures``: filled with each
    file's ``signature``, taken before it is read."""
    files = {}
    for entry in sorted(os.scandir(store_dir), key=lambda e: e.name):
        name = entry.name
        if name in _UNCHECKED or name.startswith("LOG.old"):
            continue
        st = entry.stat()
        if signatures is not None:
            signatures[name] = signature(st)
        kept = reuse(name, st) if reuse else None
        files[name] = list(kept) if kept is not None else _crc_file(Path(entry.path))
    return files


def _crc_file(path: Path) -> list[int]:
    crc, size = 0, 0
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            crc = crc32(chunk, crc)  # the whole real store in ~10-20 ms
            size += len(chunk)
    return [size, crc]


@dataclass
class Manifest:
    """What a built store must look like: its sources' key, triple count and data files
    (name -> [size, CRC-32]); the flat check's record (``scan``: folders, fixed files, time)
    and the CRC-32 of the side files an update reads (``side``)."""

    key: str
    triples: int
    files: dict[str, list[int]]
    scan: dict = field(default_factory=dict)
    side: dict[str, list[int]] = field(default_factory=dict)

    @classmethod
    def read(cls, path: Path) -> "Manifest | None":
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if raw.get("format") != STORE_FORMAT_VERSION:
                return None
            files = {str(name): [int(v) for v in value] for name, value in dict(raw["files"]).items()}
            if not files or any(len(v) != 2 for v in files.values()):
                return None
            scan = dict(raw["scan"])
            for part in ("folders", "fixed"):
                if not isinstance(scan.get(part), dict):
                    return None
            by_hand = scan.get("by_hand")  # None: recorded before hand-written files were stat'ed
            scan["by_hand"] = None if by_hand is None else {str(k): [int(x) for x in v] for k, v in dict(by_hand).items()}
            int(scan["started"])
            side = {str(k): [int(x) for x in v] for k, v in dict(raw.get("side", {})).items()}
            return cls(key=str(raw["key"]), triples=int(raw["triples"]), files=files, scan=scan, side=side)
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            return None

    def write(self, path: Path) -> None:
        """Write it whole under another name, then rename: a reader sees the old or the new."""
        write_whole(path, json.dumps({"format": STORE_FORMAT_VERSION, "key": self.key, "triples": self.triples,
                                      "files": self.files, "scan": self.scan, "side": self.side}).encode())

    def fresh(self) -> bool:
        """Whether the flat check sees no change since this store's last scan."""
        if not isinstance(self.scan.get("by_hand"), dict):
            return False  # recorded before the flat check stat'ed them: one full scan records them
        return flat_fresh(self.scan["folders"], self.scan["fixed"], int(self.scan["started"]), self.scan["by_hand"])


def scan_record(scan: Scan) -> dict:
    return {"folders": scan.folders, "fixed": scan.fixed, "started": scan.started, "by_hand": scan.by_hand}


def content_key(sources: Iterable[tuple[str, int, int]]) -> str:
    """The key of a store's content: its sources' names, sizes and CRC-32s (name, size, crc),
    and the rules' (one serialization of the sorted rows, hashed: fast at 80,000 files)."""
    import orjson

    digest = hashlib.blake2b(digest_size=16)
    digest.update(STORE_FORMAT_VERSION.encode())
    digest.update(orjson.dumps(sorted(sources)))
    for rule in inference_files():
        digest.update(f"{rule}\0".encode() + rule.read_bytes())
    return digest.hexdigest()


def check_store(target: Path, key: str | None = None, *, reread: bool = False) -> str | None:
    """Why the store in ``target`` cannot be trusted (None: every file as built). A file is
    read back against its CRC-32 unless its ``signature`` is the one recorded when it last
    matched (``verified.json``; ``reread``: read every file); when all match, the files read
    are recorded, so an unchanged store is not read again on the next open."""
    manifest = Manifest.read(target / "manifest.json")
    if manifest is None:
        return "no readable manifest"
    if key is not None and manifest.key != key:
        return "built from other sources"
    verified = {} if reread else _verified(target)
    started = time.time_ns()
    signatures: dict[str, list[int]] = {}

    def reuse(name, st):
        return manifest.files.get(name) if verified.get(name) == signature(st) else None

    try:
        found = store_files(target / "store", reuse, signatures)
    except OSError as error:
        return f"a file cannot be read ({error.strerror or error})"
    if found != manifest.files:
        changed = sorted(set(found) ^ set(manifest.files)) or sorted(n for n in found if found[n] != manifest.files[n])
        return f"damaged: {', '.join(changed[:3])}"
    # a file changed within RACY_NS of this check could be written again with the same stats
    settled = {name: sig for name, sig in signatures.items() if sig[3] < started - RACY_NS}
    if settled != verified:
        try:
            write_whole(target / VERIFIED, json.dumps({"format": STORE_FORMAT_VERSION, "files": settled}).encode())
        except OSError:
            pass  # a cache that cannot be written: the next check reads the files again
    return None


def _verified(target: Path) -> dict[str, list[int]]:
    """The signatures ``check_store`` last recorded ({} when none can be read)."""
    try:
        raw = json.loads((target / VERIFIED).read_text(encoding="utf-8"))
        if raw.get("format") != STORE_FORMAT_VERSION:
            return {}
        return {str(name): [int(v) for v in sig] for name, sig in dict(raw["files"]).items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}
