"""Which source files changed since the store was built, at a cost that does not grow with
their number.

The flat check (every open) stats the folders of data/ (a folder's modification time
changes when an entry in it is added, removed or renamed, and so when a file is replaced
by a rename, as import-sources, git, sed -i and most editors write), the few ontology files
and the inference rules, and each hand-written file of data/ (the rules and precedents: a
few hundred, ~1 ms; an editor may save them in place, which no folder shows). The thousands
of generated card and ruling files are not stat'ed one by one. Only when one of them changed
does the full scan stat every file to find which ones did. A folder or file changed within RACY_NS of a scan cannot be told
from one changed just after it (timestamps are coarse): it is looked at again next time.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from edison_kg import paths

RACY_NS = 2_000_000_000  # a timestamp this close to the scan may hide a later change


def ontology_files() -> list[Path]:
    """The vocabulary's Turtle files (the shapes are not part of the graph)."""
    return sorted(p for p in paths.ONTOLOGY_DIR.glob("*.ttl") if p.name != "shapes.ttl")


def inference_files() -> list[Path]:
    return sorted(paths.INFERENCE_DIR.glob("*.rq"))


def _stat(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


@dataclass
class Scan:
    """One look at the sources: every Turtle file (path -> [size, mtime_ns, inode]), the
    folders of data/ and the fixed files (ontology, rules) the flat check stats, and the
    hand-written files of data/ (``written_by_hand``), which it stats too."""

    files: dict[str, list[int]] = field(default_factory=dict)
    folders: dict[str, list[int]] = field(default_factory=dict)
    fixed: dict[str, list[int] | None] = field(default_factory=dict)
    started: int = 0
    by_hand: dict[str, list[int]] = field(default_factory=dict)


def written_by_hand(data_dir: str, folder: str) -> bool:
    """Whether the Turtle files directly in ``folder`` (under ``data_dir``) are written by hand:
    all but those of the folders import-sources writes (paths.GENERATED_FOLDERS) and data/'s
    own files, which it writes too."""
    if folder == data_dir:
        return False
    top = os.path.relpath(folder, data_dir).split(os.sep)[0]
    return top not in paths.GENERATED_FOLDERS


def fixed_files() -> list[str]:
    """Files the flat check stats one by one: few, and any change there matters."""
    return [str(p) for p in ontology_files()] + [str(p) for p in inference_files()] + \
        [str(paths.ONTOLOGY_DIR), str(paths.INFERENCE_DIR)]


def full_scan(data_dir: Path) -> Scan:
    """Stat every folder and Turtle file of ``data_dir`` (and the ontology)."""
    scan = Scan(started=time.time_ns())
    for name in fixed_files():
        scan.fixed[name] = _stat(name)
    for name in (str(p) for p in ontology_files()):
        scan.files[name] = _stat(name) or [0, 0, 0]
    root = str(data_dir)
    pending = [root]
    found: dict[str, list[int]] = {}
    while pending:
        folder = pending.pop()
        try:
            st = os.stat(folder)
            entries = list(os.scandir(folder))
        except OSError:
            continue
        scan.folders[folder] = [st.st_mtime_ns, st.st_ino, st.st_dev]
        by_hand = written_by_hand(root, folder)
        for entry in entries:
            try:
                if entry.is_dir():
                    pending.append(entry.path)
                elif entry.name.endswith(".ttl"):
                    est = entry.stat()
                    found[entry.path] = [est.st_size, est.st_mtime_ns, est.st_ino]
                    if by_hand:
                        scan.by_hand[entry.path] = found[entry.path]
            except OSError:
                continue
    for name in sorted(found):
        scan.files[name] = found[name]
    return scan


def flat_fresh(folders: dict[str, list[int]], fixed: dict[str, list[int] | None], started: int,
               by_hand: dict[str, list[int]]) -> bool:
    """Whether nothing the flat check can see changed since a scan that recorded these (a
    hand-written file added or removed changes its folder; one rewritten in place, itself)."""
    if sorted(fixed) != sorted(fixed_files()):  # an ontology file or rule added or removed
        return False
    for folder, recorded in folders.items():
        try:
            st = os.stat(folder)
        except OSError:
            return False
        if [st.st_mtime_ns, st.st_ino, st.st_dev] != recorded or st.st_mtime_ns >= started - RACY_NS:
            return False
    for name, recorded in fixed.items():
        if _stat(name) != recorded or (recorded and recorded[1] >= started - RACY_NS):
            return False
    for name, recorded in by_hand.items():
        if _stat(name) != recorded or recorded[1] >= started - RACY_NS:
            return False
    return True


def changed_files(old: dict[str, list[int]], new: dict[str, list[int]], started_old: int) -> list[str]:
    """Paths added, removed or with other stats (``old``'s lists begin [size, mtime_ns,
    inode], as ``new``'s are; a file racy at the old scan counts as changed: its content
    decides). One pass over the files, no copies: this runs on every update."""
    racy = started_old - RACY_NS
    changed = [name for name in old if name not in new]
    for name, now in new.items():
        before = old.get(name)
        if before is None or before[0] != now[0] or before[1] != now[1] or before[2] != now[2] or before[1] >= racy:
            changed.append(name)
    return sorted(changed)
