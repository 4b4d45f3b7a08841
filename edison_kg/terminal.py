"""Output for people: tables, progress bars, and text wrapped to the terminal's width.

Tables and progress bars are drawn by rich, imported only when one is drawn, so
``edison-kg --help`` and the first answer of ``ask`` never pay for it. Wrapping is the
standard library's. Machines read ``--json`` (or a query's csv/tsv/json), never this.
"""

from __future__ import annotations

import atexit
import io
import os
import re
import shutil
import sys
import textwrap

DEFAULT_WIDTH = 100   # a pipe or a log has no width of its own
MIN_WIDTH = 40


def width(stream=None) -> int:
    """The width to write for: ``$COLUMNS``, else the terminal's, else DEFAULT_WIDTH."""
    stream = stream or sys.stdout
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return max(MIN_WIDTH, int(columns))
    try:
        if stream.isatty():
            return max(MIN_WIDTH, shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns)
    except (AttributeError, ValueError, OSError):
        pass
    return DEFAULT_WIDTH


_LEADING = re.compile(r"^( *(?:[-*] |\d+\. )?)")


def wrap(text: str, columns: int) -> str:
    """Every line of ``text`` cut to ``columns``; a line's continuation is indented under its
    text after a "- " or "1. " marker, else two more than the line. A word longer than the
    line (an address) stays whole."""
    out = []
    for line in text.split("\n"):
        if len(line) <= columns:
            out.append(line)
            continue
        lead = _LEADING.match(line).group(1)
        hang = len(lead) if lead.strip() else len(lead) + 2   # under a marker's text, else 2 in
        out.extend(textwrap.wrap(line, columns, subsequent_indent=" " * hang, break_long_words=False,
                                 break_on_hyphens=False, replace_whitespace=False, drop_whitespace=True)
                   or [line])
    return "\n".join(out)


def table(columns: list[str], rows: list[list[str]], *, footer: str | None = None,
          columns_width: int | None = None, cell_width: int = 60, cell_lines: int = 3) -> str:
    """A table for people: a header and the rows, fitted to the width; a long cell wraps
    inside its column, over at most ``cell_lines`` lines of ``cell_width`` (then "…").
    ``footer`` is a line under it, such as "(3 rows)"."""
    from rich import box
    from rich.console import Console
    from rich.table import Table

    console = Console(file=io.StringIO(), width=columns_width or width(), color_system=None,
                      markup=False, emoji=False, highlight=False, soft_wrap=False)
    grid = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for column in columns:
        # wrapping, not cutting: rich drops whole columns when none may wrap
        grid.add_column(column, overflow="fold", max_width=cell_width, min_width=min(len(column), 10))
    most = cell_width * cell_lines
    for row in rows:
        grid.add_row(*(cell if len(cell) <= most else cell[: most - 1] + "…" for cell in row))
    console.print(grid)
    text = "\n".join(line.rstrip() for line in console.file.getvalue().splitlines())
    return text + "\n" + (footer + "\n" if footer else "")


class ProgressBar:
    """A progress bar on standard error while it is a terminal; nothing in a pipe or a log,
    or when ``quiet``. Call it with (done, total); it closes itself when done reaches total."""

    def __init__(self, label: str, *, quiet: bool = False, unit: str = ""):
        self.label, self.unit = label, unit
        self.enabled = not quiet and _is_terminal(sys.stderr)
        self._progress = self._task = None

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self._progress is None:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            columns = [TextColumn(self.label), BarColumn(), MofNCompleteColumn()]
            if self.unit:
                columns.append(TextColumn(self.unit))
            # no refresh thread: the bar is redrawn by each call, and closed at exit if a
            # failure stopped the calls half-way (the terminal gets its cursor back)
            self._progress = Progress(*columns, TimeElapsedColumn(), console=Console(file=sys.stderr),
                                      auto_refresh=False)
            self._progress.start()
            atexit.register(self.close)
            self._task = self._progress.add_task(self.label, total=total)
        self._progress.update(self._task, completed=done, total=total, refresh=True)
        if done >= total:
            self.close()

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


class TerminalReporter:
    """The CLI's reporter of progress (edison_kg.progress): a bar on standard error for each
    task while it is a terminal, and each step's line on standard error."""

    def __init__(self):
        self._bars: dict[str, ProgressBar] = {}

    def report(self, task: str, done: int, total: int, unit: str = "") -> None:
        bar = self._bars.get(task)
        if bar is None:
            bar = self._bars[task] = ProgressBar(task, unit=unit)
        bar(done, total)
        if done >= total:
            self._bars.pop(task, None)

    def note(self, message: str) -> None:
        print(message, file=sys.stderr, flush=True)
