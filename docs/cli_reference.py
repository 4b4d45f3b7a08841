"""Writes docs/cli.md, the command reference, from the ``--help`` of ``edison-kg`` and of every
command (``edison_kg.cli.reference``, at a fixed width). Run it after changing a help text:
``python docs/cli_reference.py`` (tests/test_docs.py fails while docs/cli.md is stale).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from edison_kg.cli import reference  # noqa: E402  (the project's own package, from this checkout)


if __name__ == "__main__":
    (HERE / "cli.md").write_text(reference(), encoding="utf-8")
    print(f"wrote {HERE / 'cli.md'}")
