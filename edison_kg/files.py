"""Writing files so that a reader never sees half of one: the one way the package writes a
file whole (the store's manifest and pointer, the data files of the import)."""

from __future__ import annotations

import os
from pathlib import Path


def write_whole(path: Path, data: bytes) -> None:
    """Write a file under another name, then rename it into place: a reader sees
    the old content or the new, never part of it (OSError when it cannot be written)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
