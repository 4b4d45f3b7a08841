"""Versioned release folders of the graph, and the changelog between two of them.

``export(out)`` writes, from the compiled store::

    release/
      edison-kg.ttl        the whole graph, sorted Turtle
      edison-kg.nt.gz      the whole graph, sorted N-Triples, gzip
      edison-kg.jsonld     the whole graph as JSON-LD that reads as plain JSON
      context.jsonld       its published @context
      csv/<table>.csv      flat tables (cards, effects, clauses, rulings, precedents, rules, ...)
      edison-kg.sqlite     the same tables in one SQLite database, with keys, indexes and views
      rulings.json         ruling references and precedents keyed by card passcode
      description.ttl      DCAT/VoID: title, version, sources and commits, counts, files
      SHA256SUMS           checksum of every file

Everything is written into a temporary folder next to ``out`` and renamed into place at
the end, so a failure (a full disk, a bad argument) leaves no half-written release; the
folders of an export that was killed are removed by the next export to the same place. The
same graph gives byte-identical files: triples and rows are sorted, gzip and SQLite carry
no clock, and the only date inside the files is the release date (``release_date``, or
else the newest date of the graph's source documents).

``diff(old, new)`` compares two release folders through their tables (SQLite, else CSV).
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import tempfile
import time
from contextlib import contextmanager
from datetime import date
from pathlib import Path

from edison_kg import paths
from edison_kg.sparql.named import load_internal
from edison_kg.errors import BadInput
from edison_kg.progress import note
from edison_kg.exports import description, jsonld, rdf, rulings, tables
from edison_kg.exports.changes import Changes, compare

FORMATS = ("turtle", "ntriples", "jsonld", "csv", "sqlite", "rulings")
SLICES = ("all", "edison")
FILES = {"turtle": "edison-kg.ttl", "ntriples": "edison-kg.nt.gz", "jsonld": "edison-kg.jsonld",
         "csv": "csv", "sqlite": "edison-kg.sqlite", "rulings": "rulings.json"}
TITLE = "edison-kg: Yu-Gi-Oh! Edison format cards, effects and rulings"

__all__ = ["export", "diff", "Changes", "FORMATS", "SLICES"]


def project_version() -> str:
    """The package's version (installed metadata, else pyproject.toml)."""
    try:
        from importlib.metadata import PackageNotFoundError, version
        return version("edison-kg")
    except (ImportError, PackageNotFoundError):
        pass
    try:
        import tomllib
        with open(paths.PROJECT_DIR / "pyproject.toml", "rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, KeyError, ValueError):
        return "0"


# ---------------------------------------------------------------- arguments

def _formats(formats) -> list[str]:
    if not formats:
        return list(FORMATS)
    if isinstance(formats, str):
        formats = [formats]
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise BadInput(f"unknown export format {unknown[0]!r}; the formats are {', '.join(FORMATS)}")
    return [f for f in FORMATS if f in formats]   # one order, whatever the order given


def _slice(value: str) -> str:
    if value not in SLICES:
        raise BadInput(f"unknown slice {value!r}; the slices are {', '.join(SLICES)} "
                       "(edison: only Edison pool cards and what hangs off them)")
    return value


def _release_date(value: str | None) -> str | None:
    if value is None:
        return None
    try:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            raise ValueError
        return date.fromisoformat(value).isoformat()
    except ValueError:
        raise BadInput(f"the release date {value!r} is not a date written YYYY-MM-DD") from None


def _target(out, force: bool) -> Path:
    target = Path(out).expanduser().absolute()
    if target == Path(target.anchor) or target in (paths.PROJECT_DIR, paths.DATA_DIR, Path.home()):
        raise BadInput("refusing to write a release over this folder; choose a folder of its own", where=str(out))
    _recover(target)
    _remove_leftovers(target)
    if target.exists() and not target.is_dir():
        raise BadInput("the output path is a file, not a folder", where=str(out))
    if target.is_dir() and any(target.iterdir()):
        if not force:
            raise BadInput("the output folder is not empty; use --force to replace it", where=str(out))
        if not (target / description.CHECKSUMS).is_file():
            # --force replaces a release, never a folder of something else
            raise BadInput(f"the output folder is not empty and is not a release (no {description.CHECKSUMS}); "
                           "refusing to replace it, even with --force", where=str(out))
    return target


# ---------------------------------------------------------------- writing

def _write_error(error: OSError, out) -> BadInput:
    name = Path(error.filename).name if getattr(error, "filename", None) else ""
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        what = "the disk is full" if error.errno != errno.EFBIG else "a file size limit was reached"
        return BadInput(f"{what} while writing {name or 'the release'}; no release was written", where=str(out))
    return BadInput(f"cannot write the release ({error.strerror or error}{': ' + name if name else ''}); "
                    "no release was written", where=str(out))


def _leftovers(target: Path) -> list[Path]:
    """The staging folders of exports to ``target`` that were killed before they could
    remove them (``.NAME.partial-PID-*``, ``.NAME.old-PID-*``, and the names without a
    process id of earlier versions): those whose process is gone."""
    found = []
    for kind in ("partial", "old"):
        for path in target.parent.glob(f".{target.name}.{kind}-*"):
            pid = path.name[len(f".{target.name}.{kind}-"):].split("-", 1)[0]
            if path.is_dir() and not (pid.isdigit() and paths.process_running(int(pid))):
                found.append(path)
    return sorted(found)


def _recover(target: Path) -> None:
    """An export killed between moving the old release aside and moving the new one in
    left no ``target``: the old release goes back in place."""
    if target.exists() or not target.parent.is_dir():
        return
    moved = [p for p in _leftovers(target) if p.name.startswith(f".{target.name}.old-")
             and (p / description.CHECKSUMS).is_file()]
    if moved:
        try:
            os.replace(max(moved, key=lambda p: p.stat().st_mtime), target)
        except OSError:
            pass


def _remove_leftovers(target: Path) -> None:
    """What killed exports to ``target`` left behind goes, whether or not this run then
    writes a release (a refused run cleans up too)."""
    for left in _leftovers(target):
        shutil.rmtree(left, ignore_errors=True)


@contextmanager
def _staging(target: Path, out):
    """A temporary folder next to ``target`` that becomes ``target`` if the block succeeds;
    removed (and ``target`` left as it was) if anything fails. What killed exports to the
    same folder left behind is removed first."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _remove_leftovers(target)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.partial-{os.getpid()}-", dir=target.parent))
    except OSError as error:
        raise _write_error(error, out) from None
    try:
        yield tmp
        _publish(tmp, target)
    except OSError as error:
        raise _write_error(error, out) from None
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def _publish(tmp: Path, target: Path) -> None:
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o777 & ~umask)   # mkdtemp makes it private; a release is not
    if not target.exists():
        os.replace(tmp, target)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-{os.getpid()}-", dir=target.parent))
    os.replace(target, old)
    try:
        os.replace(tmp, target)
    except OSError:
        os.replace(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


class _Progress:
    """Each step of the export, with the time since it began (edison_kg.progress)."""

    def __init__(self, quiet: bool):
        self.quiet = quiet
        self.start = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.quiet:
            note(f"export: {message} ({time.perf_counter() - self.start:.1f} s)")


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else path.stat().st_size


def export(out, *, formats=None, slice: str = "all", release_date: str | None = None, force: bool = False,
           quiet: bool = False, store=None) -> dict:
    """Write a release folder ``out`` and return a summary (counts, files, bytes, seconds).

    ``formats``: any of FORMATS (default all); the description and SHA256SUMS are always
    written. ``slice``: "all", or "edison" for the Edison pool cards only. ``release_date``:
    YYYY-MM-DD, default the newest date of the graph's source documents. ``force``: replace
    an existing release. ``store``: the graph (default: the compiled store of data/).
    """
    formats, slice, release_date = _formats(formats), _slice(slice), _release_date(release_date)
    target = _target(out, force)
    say = _Progress(quiet)
    if store is None:
        from edison_kg.store import open_store
        store = open_store(quiet=quiet)

    graph = None
    if slice == "edison" or {"turtle", "ntriples", "jsonld"} & set(formats):
        graph = rdf.read_graph(store)
        say(f"read the graph: {len(graph):,} triples")
    if slice == "edison":
        outside = {row[0].value for row in store.query(load_internal("export-slice-outside").text)}
        graph = graph.without(outside)
        store = graph.store()
        say(f"Edison slice: {len(outside):,} nodes left out, {len(graph):,} triples kept")

    if release_date is None:
        row = next(iter(store.query(load_internal("export-version-date").text)))
        if row[0] is None:
            raise BadInput("the graph has no dated source document to date the release; give --release-date YYYY-MM-DD")
        release_date = row[0].value
    release = description.Release(TITLE + (" (Edison pool)" if slice == "edison" else ""), project_version(),
                                  release_date, slice, len(store))
    table_set = None
    if {"csv", "sqlite", "rulings"} & set(formats):
        table_set = tables.read_tables(store)
        say(f"read {len(table_set)} tables")

    with _staging(target, out) as tmp:
        for fmt in formats:
            try:
                _write(fmt, tmp, graph, table_set, release)
            except OSError as error:
                error.filename = error.filename or FILES[fmt]   # a failed write() names no file
                raise
            say(f"wrote {FILES[fmt]} ({_size(tmp / FILES[fmt]) / 1e6:.1f} MB)")
        description.write_description(store, release, tmp)
        description.write_checksums(tmp)
        files = sorted(p.relative_to(tmp).as_posix() for p in tmp.rglob("*") if p.is_file())
        size = _size(tmp)
        say(f"wrote {description.DESCRIPTION} and {description.CHECKSUMS}")
    say(f"release ready in {target}")

    stats = next(iter(store.query(load_internal("stats").text)))
    return {"out": str(target), "slice": slice, "version": release.version, "release_date": release_date,
            "formats": ", ".join(formats), "triples": len(store),
            "cards": int(stats["cards"].value), "effects": int(stats["effects"].value),
            "rulings": int(stats["rulingReferences"].value), "precedents": int(stats["precedents"].value),
            "files": len(files), "bytes": size, "seconds": round(time.perf_counter() - say.start, 1)}


def _write(fmt: str, folder: Path, graph, table_set, release) -> None:
    path = folder / FILES[fmt]
    if fmt == "turtle":
        rdf.write_turtle(graph.triples, path)
    elif fmt == "ntriples":
        rdf.write_ntriples(graph, path)
    elif fmt == "jsonld":
        jsonld.write_jsonld(graph.triples, folder, path.name)
    elif fmt in ("csv", "sqlite"):
        rows = [tables.info_table(release.as_dict()), *table_set.values()]
        (tables.write_csv if fmt == "csv" else tables.write_sqlite)(rows, path)
    elif fmt == "rulings":
        rulings.write_rulings(table_set, release.as_dict(), path)


def diff(old_dir, new_dir) -> Changes:
    """Cards, effects, rulings, precedents and rules added, removed and changed (which fields)
    between two release folders."""
    return compare(Path(old_dir), Path(new_dir))
