"""Where the project's data lives: ontology/, data/, queries/ and the store cache.

The Turtle in ``data/`` is the source of truth. Paths can be moved with environment
variables so a user can point the tool at their own copy of the graph.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = Path(os.environ.get("EDISON_KG_HOME", PACKAGE_DIR.parent))
ONTOLOGY_DIR = PROJECT_DIR / "ontology"
DATA_DIR = Path(os.environ.get("EDISON_KG_DATA", PROJECT_DIR / "data"))
QUERIES_DIR = PROJECT_DIR / "queries"
SHAPES_FILE = ONTOLOGY_DIR / "shapes.ttl"
INFERENCE_DIR = ONTOLOGY_DIR / "inference"
# The folders of data/ that `import-sources` writes (each file replaced by a rename); every
# other Turtle file of data/ is written by hand, often in place (edison_kg/store/scan.py).
GENERATED_FOLDERS = ("cards", "rulings")


def cache_dir() -> Path:
    """The directory that holds compiled stores (``EDISON_KG_CACHE`` or the user cache)."""
    explicit = os.environ.get("EDISON_KG_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "edison-kg"


def process_running(pid: int) -> bool:
    """Whether process ``pid`` still runs: what a leftover file named after the process that
    wrote it (an import's ``.NAME.PID.tmp``, an export's ``.NAME.partial-PID-*``) is judged by."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return pid < 1 << 22  # another user's process; an impossible pid is not running
    return True
