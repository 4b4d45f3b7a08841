"""Whole-graph validation that reuses the last run's results where a change cannot alter them.

A run keeps, in one SQLite file of the cache directory per data folder, every data file's
size, modification time and content hash, what the shapes' dependencies need to know of the
file (its subjects, their classes, the unique values it holds, the sub-nodes it links to)
and every result by its focus node, with a stamp of the shapes, the vocabulary, the inference
rules and the engine. The next run compares the data folder with it (file stats, then the
hash of a file whose stats changed) and rechecks only the nodes whose results can change:

- the subjects of every changed file, before and after the change, and the sub-nodes they
  linked to (``ek:hasEffect``, ``ek:hasClause``, ...), each with its whole group: the nodes
  joined to it by those part links, which the shapes read together (effect numbers, clause
  indexes, ``^ek:hasEffect``);
- the other holders of every unique value (name, passcode, rule id) the change touched,
  before or after: the graph-spanning SPARQL constraints of the shapes compare only those;
- the nodes that link to a node whose classes changed (``sh:class`` reads the classes of the
  linked node; a removed card leaves its rulings pointing at nothing), and the holders of
  that node's unique values (the uniqueness constraints ask ``?other a ek:Card``).

Those are every way a result of one node reads another node (the batches of
``batches.GraphLines`` give a node exactly that context, and tests/validation/test_validate.py proves
that the batches report what one run reports; the inference rules of ontology/inference/
read an effect's own group and the vocabulary only, and add no classes), so the results
of every other node are reused as they are; tests/validation/test_validate_incremental.py proves the
reports equal after edits, additions and removals. The unit kept is the focus node's
results; the unit rechecked is a group. Changed shapes, vocabulary, inference rules or engine (the stamp),
triples about the vocabulary's own nodes, blank nodes, or a change that reaches more than
a quarter of the graph make a full run, as ``validate --full`` does.

The files are stat'ed before the store is opened: a file edited in between is seen as
changed by the next run, never recorded as checked.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterable

import orjson

from edison_kg import paths
from edison_kg.store.scan import inference_files, ontology_files
from edison_kg.store import parse_turtle_error
from edison_kg.store.scan import Scan, full_scan
from edison_kg.validation.batches import BATCH_TRIPLES, PART_LINKS, UNIQUE_KEYS, run_batches, validate_graph
from edison_kg.validation.engine import RDF_TYPE, RawResult, ontology_subjects, raw_key

STATE_VERSION = "2"  # bump when what the state holds, or what a result depends on, changes
MAX_SHARE = 0.25     # a change reaching more of the graph's nodes than this makes a full run
BATCH_NODES = BATCH_TRIPLES // 10  # nodes hold ~10 triples each: batches the size of a full run's


@dataclass
class Outcome:
    """The whole graph's results and how they were had."""

    results: list[RawResult]
    store: object | None            # the store the results' names are read from (None: not opened)
    work: str
    rechecked: set[str] = field(default_factory=set)  # N-Triples terms of the nodes checked again


def whole_graph(open_store: Callable[[Scan | None], object], data_dir: Path | None = None, *, full: bool = False,
                progress=None) -> Outcome:
    """Validate the graph of ``data_dir`` (default: data/), reusing the stored results of what
    no change can affect. ``open_store(scan)`` gives the compiled store (opened only when
    needed); whenever this run reads files it passes its own scan of the sources, so that the
    store, whose own check only stats folders, is brought up to date with exactly the files
    this run found changed (a file rewritten in place among them), and no file is stat'ed
    twice; otherwise None. ``full``: check everything and record the results anew."""
    data_dir = Path(data_dir or paths.DATA_DIR)
    state_file = state_path(data_dir)
    scan = full_scan(data_dir)  # before the store is opened (see the module's docstring)
    now = data_stats(scan)
    current = stamp()
    state = None if full else _State.open(state_file)
    if state is None or state.meta.get("stamp") != current or state.meta.get("special") == "1":
        return _full(lambda: open_store(scan), state_file, now, current, progress)
    recorded = state.stats()
    added = sorted(name for name in now if name not in recorded)
    removed = sorted(name for name in recorded if name not in now)
    touched: dict[str, str] = {}
    modified = []
    restated = (name for name, (size, mtime, _) in now.items()
                if (had := recorded.get(name)) is not None and (had[0] != size or had[1] != mtime))
    for name in sorted(restated):
        digest = _hash(Path(name).read_bytes())
        if digest == recorded[name][2]:
            touched[name] = digest  # same content (a checkout, a save without an edit)
        else:
            modified.append(name)
    if not (added or removed or modified):
        results = state.results()
        if touched:
            state.update(stats={n: (*now[n][:2], touched[n]) for n in touched})
        store = open_store(None) if results else None  # names are read from the graph
        return Outcome(results, store, f"nothing changed: {len(results)} results reused")

    old = state.summaries(removed + modified)
    new = {}
    for name in added + modified:
        content = Path(name).read_bytes()
        new[name] = (_hash(content), summarize(name, content))
    summaries = list(old.values()) + [s for _, s in new.values()]
    total = int(state.meta.get("subjects", "0"))
    # what a full run records of a file that did not change is what is recorded already: no
    # file is read once the store is open (the module's docstring)
    kept_files = (state, {**touched, **{n: digest for n, (digest, _) in new.items()}}, new)
    if any(s["x"] for s in summaries):
        return _full(lambda: open_store(scan), state_file, now, current, progress, kept_files)
    store = open_store(scan)
    nodes = _affected(store, summaries, limit=int(MAX_SHARE * total) + 1)
    if nodes is None:
        return _full(lambda: store, state_file, now, current, progress, kept_files)
    groups, dropped = nodes
    plan = _plan(groups)
    results = run_batches((_store_batch(store, subjects) for subjects in plan), len(plan),
                          progress=progress, first_reads_ontology=False)
    rechecked = dropped | {s for group in groups for s in group}
    before = state.results()
    stats = {n: (*now[n][:2], touched[n]) for n in touched}
    stats.update({n: (*now[n][:2], digest) for n, (digest, _) in new.items()})
    subjects = total - sum(len(s["s"]) for s in old.values()) + sum(len(s["s"]) for _, s in new.values())
    state.update(stats=stats, summaries={n: s for n, (_, s) in new.items()}, removed=removed,
                 rechecked=rechecked, results=results, subjects=subjects)
    kept = [r for r in before if f"<{r.focus}>" not in rechecked]
    changed = len(added) + len(removed) + len(modified)
    return Outcome(sorted(set(kept) | set(results), key=raw_key), store,
                   f"{changed} file{'s' if changed != 1 else ''} changed: {len(rechecked)} nodes rechecked, "
                   f"{len(kept)} results reused", rechecked)


def _full(open_store: Callable[[], object], state_file: Path, now: dict, current: str, progress,
          kept_files: tuple | None = None) -> Outcome:
    """Check the whole graph and record it all. Every file is read (or, in ``kept_files``
    (state, hashes of the files whose stats changed, new summaries), taken from the state)
    before the store is opened."""
    meta = {"stamp": current, "special": "0", "subjects": 0}

    def files():  # read one by one as they are written: memory stays flat
        done = set()
        if kept_files is not None:
            state, digests, new = kept_files
            for name, (digest, summary) in new.items():
                done.add(name)
                yield name, (*now[name][:2], digest, summary)
            for name, digest, text in state.rows():
                if name in now and name not in done:
                    done.add(name)
                    yield name, (*now[name][:2], digests.get(name, digest), json.loads(text))
        for name in now:
            if name not in done:
                content = Path(name).read_bytes()
                yield name, (*now[name][:2], _hash(content), summarize(name, content))

    def counted():
        for name, row in files():
            meta["special"] = "1" if row[3]["x"] else meta["special"]
            meta["subjects"] += len(row[3]["s"])
            yield name, row

    with _Writer(state_file) as writer:
        writer.add_files(counted())
        store = open_store()
        results = validate_graph(store, progress=progress)
        for stale in state_file.parent.glob("validate-*.nt"):  # the batches files earlier versions kept
            stale.unlink(missing_ok=True)
        writer.finish(meta, results)
    return Outcome(results, store, "full run")


# ------------------------------------------------------------------ what a file holds

def summarize(name: str, content: bytes) -> dict:
    """What the dependencies of the shapes need of a data file: its subjects (``s``), their
    classes (``t``), the unique values it holds (``u``), the nodes it part-links to (``p``),
    and whether it has what only a full run checks (``x``: blank nodes, vocabulary nodes)."""
    import pyoxigraph as ox

    rdf_type = f"<{RDF_TYPE}>"
    vocabulary = ontology_subjects()
    subjects: set[str] = set()
    types: dict[str, set[str]] = {}
    unique: set[tuple[str, str]] = set()
    parts: set[str] = set()
    special = False
    try:
        quads = ox.parse(content, format=ox.RdfFormat.TURTLE, base_iri=Path(name).resolve().as_uri())
        for quad in quads:
            s, p, o = str(quad.subject), str(quad.predicate), quad.object
            subjects.add(s)
            if isinstance(quad.subject, ox.BlankNode) or isinstance(o, ox.BlankNode) or s in vocabulary:
                special = True
            if p == rdf_type:
                types.setdefault(s, set()).add(str(o))
            elif p in PART_LINKS and isinstance(o, ox.NamedNode):
                parts.add(str(o))
            elif p in UNIQUE_KEYS and not isinstance(o, ox.NamedNode):
                unique.add((p, str(o)))
    except SyntaxError as error:
        raise parse_turtle_error(Path(name), error) from None
    return {"s": sorted(subjects), "t": {s: sorted(t) for s, t in sorted(types.items())},
            "u": sorted(unique), "p": sorted(parts), "x": special}


def _hash(content: bytes) -> str:
    return hashlib.blake2b(content, digest_size=16).hexdigest()


def data_stats(scan: Scan) -> dict[str, list[int]]:
    """The data folder's Turtle files of a store scan: name -> [size, modification time in
    ns, inode] (the scan's own lists; the ontology's files, also in it, are part of the stamp)."""
    files = dict(scan.files)
    for name in ontology_files():
        files.pop(str(name), None)
    return files


def stamp() -> str:
    """What every result depends on besides the data: the shapes, the vocabulary, the
    inference rules, the engine's version and this module's way of reusing results."""
    from importlib.metadata import PackageNotFoundError, version

    digest = hashlib.blake2b(digest_size=16)
    try:
        engine = version("pyshacl-turbo")
    except PackageNotFoundError:
        engine = "?"
    digest.update(f"{STATE_VERSION}\0{engine}\0{BATCH_TRIPLES}\n".encode())
    for path in [paths.SHAPES_FILE] + ontology_files() + inference_files():
        digest.update(f"{path.name}\0".encode() + path.read_bytes() + b"\0")
    return digest.hexdigest()


def state_path(data_dir: Path) -> Path:
    """The state file of a data folder (each folder its own)."""
    key = hashlib.blake2b(str(Path(data_dir).resolve()).encode(), digest_size=8).hexdigest()
    return paths.cache_dir() / f"validate-{key}.sqlite"


# ------------------------------------------------------------------ what a change reaches

def _affected(store, summaries: list[dict], limit: int):
    """(groups of subjects to check again, every node whose stored results go), or None when
    the change reaches more than ``limit`` nodes (a full run is then as quick)."""
    import pyoxigraph as ox

    default = ox.DefaultGraph()
    seeds: set[str] = set()
    values: set[tuple[str, str]] = set()
    before: dict[str, set] = {}
    after: dict[str, set] = {}
    for summary in summaries:
        seeds.update(summary["s"])
        seeds.update(summary["p"])
        values.update(tuple(v) for v in summary["u"])
        # a subject's classes as the changed files give them, before (the old versions of
        # removed and edited files) and after
        side = before if summary.get("old") else after
        for subject, types in summary["t"].items():
            side.setdefault(subject, set()).update(types)
    retyped = {s for s in set(before) | set(after) if before.get(s) != after.get(s)}
    for node in retyped:
        term = _term(node)
        for quad in store.quads_for_pattern(None, None, term, default):
            seeds.add(str(quad.subject))
        for key in UNIQUE_KEYS:
            for quad in store.quads_for_pattern(term, _term(key), None, default):
                if not isinstance(quad.object, ox.NamedNode):
                    values.add((key, str(quad.object)))
    for key, value in values:
        for quad in store.quads_for_pattern(None, _term(key), _term(value), default):
            seeds.add(str(quad.subject))
    if len(seeds) > limit:
        return None
    groups = _groups(store, seeds, limit)
    if groups is None:
        return None
    return groups, seeds


def _groups(store, seeds: set[str], limit: int):
    """The seeds' groups in the store: subjects joined by part links, either way, never through
    the vocabulary's nodes. A node that lost all its triples (its file removed) still leads to
    the nodes that link to it as a part: their checks read its triples."""
    import pyoxigraph as ox

    default = ox.DefaultGraph()
    vocabulary = ontology_subjects()
    seen: set[str] = set()
    groups = []
    count = 0
    for seed in sorted(seeds):
        if seed in seen:
            continue
        group, frontier = [], [seed]
        while frontier:
            node = frontier.pop()
            if node in seen or node in vocabulary or node.startswith("_:"):
                continue
            seen.add(node)
            term = _term(node)
            out = list(store.quads_for_pattern(term, None, None, default))
            if out:  # a node without triples is no focus node (but what links to it reads it)
                group.append(node)
            for quad in out:
                if str(quad.predicate) in PART_LINKS and isinstance(quad.object, ox.NamedNode):
                    frontier.append(str(quad.object))
            for quad in store.quads_for_pattern(None, None, term, default):
                if str(quad.predicate) in PART_LINKS:
                    frontier.append(str(quad.subject))
        if group:
            count += len(group)
            if count > limit:
                return None
            groups.append(sorted(group))
    return groups


def _plan(groups: list[list[str]]) -> list[list[str]]:
    """Groups packed into batches of about BATCH_NODES nodes (a group never split)."""
    out, current = [], []
    for group in groups:
        current += group
        if len(current) >= BATCH_NODES:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def _store_batch(store, subjects: list[str]) -> tuple[list[str], str]:
    """(focus IRIs, N-Triples) of a batch read from the store: the subjects' triples with the
    context ``GraphLines.batch`` gives them (the classes of the nodes they link to, the other
    holders of their unique values and those holders' classes)."""
    import pyoxigraph as ox

    default = ox.DefaultGraph()
    rdf_type = ox.NamedNode(RDF_TYPE)
    mine = set(subjects)
    body: list = []
    context: set = set()

    def add_types(node) -> None:
        if str(node) not in mine:
            context.update(q.triple for q in store.quads_for_pattern(node, rdf_type, None, default))

    for subject in subjects:
        for quad in store.quads_for_pattern(_term(subject), None, None, default):
            body.append(quad.triple)
            if isinstance(quad.object, ox.NamedNode):
                add_types(quad.object)
            elif str(quad.predicate) in UNIQUE_KEYS:
                for held in store.quads_for_pattern(None, quad.predicate, quad.object, default):
                    if str(held.subject) not in mine:
                        context.add(held.triple)
                        add_types(held.subject)
    text = ox.serialize(body + sorted(context, key=str), format=ox.RdfFormat.N_TRIPLES).decode("utf-8")
    return [s[1:-1] for s in subjects], text


_TERMS: dict[str, object] = {}


def _term(text: str):
    """The pyoxigraph term of an N-Triples term (``<iri>``, ``"literal"^^<type>``)."""
    import pyoxigraph as ox

    term = _TERMS.get(text)
    if term is None:
        if text.startswith("<") and text.endswith(">"):
            term = ox.NamedNode(text[1:-1])
        else:
            term = next(iter(ox.parse(f"<urn:x:s> <urn:x:p> {text} .", format=ox.RdfFormat.N_TRIPLES))).object
        if len(_TERMS) < 100_000:
            _TERMS[text] = term
    return term


# ------------------------------------------------------------------ the stored state

class _State:
    """The SQLite file: ``meta`` (stamp, generation, ...), ``files`` (name, size, mtime, hash,
    summary as JSON), ``results`` (focus node, result as JSON). A full run writes a new file
    and moves it in place; an incremental run updates it in one transaction, only if no other
    run wrote it since it was read (its generation), so it is never half-written or mixed."""

    def __init__(self, path: Path, db: sqlite3.Connection, meta: dict):
        self.path, self.db, self.meta = path, db, meta
        self._stats: dict[str, tuple] = {}

    @classmethod
    def open(cls, path: Path) -> "_State | None":
        if not path.is_file():
            return None
        try:
            db = sqlite3.connect(str(path), timeout=30, isolation_level=None)
            meta = dict(db.execute("SELECT key, value FROM meta"))
            if meta.get("version") != STATE_VERSION:
                db.close()
                return None
            return cls(path, db, meta)
        except sqlite3.Error:  # unreadable or damaged: a full run writes a new one
            return None

    def stats(self) -> dict[str, list]:
        """name -> (size, mtime, hash) of every recorded file (one JSON row: reading 80,000 rows
        one by one takes several times longer)."""
        try:
            (text,) = self.db.execute("SELECT data FROM scan").fetchone()
            self._stats = orjson.loads(text)
            if not isinstance(self._stats, dict):
                raise ValueError
        except (TypeError, ValueError, sqlite3.Error):  # damaged: every file looks new (a full run's worth)
            self._stats = {}
        return self._stats

    def summaries(self, names: list[str]) -> dict[str, dict]:
        out = {}
        for name in names:
            for (text,) in self.db.execute("SELECT summary FROM files WHERE name = ?", (name,)):
                out[name] = dict(json.loads(text), old=True)
        return out

    def results(self) -> list[RawResult]:
        return sorted((RawResult(focus=focus, **json.loads(text)) for focus, text in
                       self.db.execute("SELECT focus, result FROM results")), key=raw_key)

    def update(self, *, stats: dict, summaries: dict | None = None, removed: list[str] = (),
               rechecked: set[str] = frozenset(), results: list[RawResult] = (), subjects: int | None = None) -> None:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            (generation,) = self.db.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
            if generation != self.meta.get("generation"):
                self.db.execute("ROLLBACK")  # another run wrote it meanwhile: its record stands
                return
            for name, (size, mtime, digest) in stats.items():
                self.db.execute("UPDATE files SET size = ?, mtime = ?, hash = ? WHERE name = ?", (size, mtime, digest, name))
            recorded = dict(self._stats)
            recorded.update(stats)
            for name in removed:
                recorded.pop(name, None)
            self.db.execute("UPDATE scan SET data = ?", (orjson.dumps(recorded),))
            for name, summary in (summaries or {}).items():
                size, mtime, digest = stats[name]
                self.db.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?)",
                                (name, size, mtime, digest, json.dumps(summary)))
            self.db.executemany("DELETE FROM files WHERE name = ?", [(n,) for n in removed])
            self.db.executemany("DELETE FROM results WHERE focus = ?", [(n[1:-1],) for n in rechecked])
            self.db.executemany("INSERT INTO results VALUES (?, ?)", _result_rows(results))
            token = uuid.uuid4().hex
            self.db.execute("UPDATE meta SET value = ? WHERE key = 'generation'", (token,))
            if subjects is not None:
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('subjects', ?)", (str(subjects),))
            self.db.execute("COMMIT")
            self.meta["generation"] = token
        except sqlite3.Error:  # a state that cannot be written only costs time next run
            try:
                self.db.execute("ROLLBACK")
            except sqlite3.Error:
                pass

    def rows(self):
        """(name, hash, summary as JSON) of every recorded file, one by one."""
        yield from self.db.execute("SELECT name, hash, summary FROM files")


class _Writer:
    """A new state file, written next to its place and moved there once complete (never a
    half-written one, whatever stops the writing: a cache that cannot be written only costs
    time)."""

    def __init__(self, path: Path):
        self.path = path
        self.tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        self.db = None
        self.stats: dict[str, tuple] = {}

    def __enter__(self):
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.tmp.unlink(missing_ok=True)
            self.db = sqlite3.connect(str(self.tmp))
            self.db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
            self.db.execute("CREATE TABLE files (name TEXT PRIMARY KEY, size INTEGER, mtime INTEGER, hash TEXT, "
                            "summary TEXT)")
            self.db.execute("CREATE TABLE results (focus TEXT, result TEXT)")
            self.db.execute("CREATE INDEX results_focus ON results (focus)")
            self.db.execute("CREATE TABLE scan (data TEXT)")
        except (OSError, sqlite3.Error):
            self._close()
        return self

    def add_files(self, files: Iterable[tuple[str, tuple]]) -> None:
        def rows():
            for name, (size, mtime, digest, summary) in files:
                self.stats[name] = (size, mtime, digest)
                yield name, size, mtime, digest, json.dumps(summary)

        rows = rows()
        if self.db is None:
            for _ in rows:  # still read: what they tell (the meta) is wanted
                pass
            return
        try:
            self.db.executemany("INSERT INTO files VALUES (?, ?, ?, ?, ?)", rows)
        except sqlite3.Error:
            self._close()

    def finish(self, meta: dict, results: list[RawResult]) -> None:
        if self.db is None:
            return
        try:
            self.db.executemany("INSERT INTO results VALUES (?, ?)", _result_rows(results))
            self.db.execute("INSERT INTO scan VALUES (?)", (orjson.dumps(self.stats),))
            self.db.executemany("INSERT INTO meta VALUES (?, ?)",
                                [(k, str(v)) for k, v in dict(meta, version=STATE_VERSION,
                                                               generation=uuid.uuid4().hex).items()])
            self.db.commit()
            self.db.close()
            self.db = None
            os.replace(self.tmp, self.path)
        except (OSError, sqlite3.Error):
            pass

    def _close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    def __exit__(self, *exc):
        self._close()
        self.tmp.unlink(missing_ok=True)


def _result_rows(results) -> list[tuple[str, str]]:
    rows = []
    for r in results:
        data = asdict(r)
        rows.append((data.pop("focus"), json.dumps(data)))
    return rows
