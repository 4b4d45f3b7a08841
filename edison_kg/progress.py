"""Progress of long work, reported to whoever asked for it: the one way the package tells how
far a build, a validation, a publish, an export or an import has come. Library code never
draws a bar or prints: it calls ``report`` (so much of so much done) and ``note`` (a step
finished, in words), and they reach the reporter the caller installed with ``reporting`` (the
CLI installs one that draws bars and writes lines on standard error); with none installed,
or inside ``silenced()`` (a call asked to be quiet), they do nothing.

A reporter is any object with ``report(task, done, total, unit)`` and ``note(message)``.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol


class Reporter(Protocol):
    def report(self, task: str, done: int, total: int, unit: str) -> None: ...

    def note(self, message: str) -> None: ...


_REPORTER: ContextVar[Reporter | None] = ContextVar("edison_kg_reporter", default=None)


@contextmanager
def reporting(reporter: Reporter | None):
    """Send the progress of the work done inside to ``reporter`` (None: to no one)."""
    token = _REPORTER.set(reporter)
    try:
        yield reporter
    finally:
        _REPORTER.reset(token)


def silenced():
    """No progress reported inside (a call made with ``quiet=True``)."""
    return reporting(None)


def report(task: str, done: int, total: int, unit: str = "") -> None:
    """``done`` of ``total`` ``unit`` of ``task`` are done ("building the graph store", 3000,
    6308, "files")."""
    reporter = _REPORTER.get()
    if reporter is not None:
        reporter.report(task, done, total, unit)


def note(message: str) -> None:
    """A step of the work finished, in words ("export: wrote csv (0.4 s)")."""
    reporter = _REPORTER.get()
    if reporter is not None:
        reporter.note(message)


def reporter_for(task: str, unit: str = ""):
    """``report`` for one task, as the ``progress(done, total)`` callback that stages take."""
    return lambda done, total: report(task, done, total, unit)
