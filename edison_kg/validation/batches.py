"""The whole graph, checked in batches of subjects, each with the context its shapes read.

The engine runs in one thread and its cost per triple grows with the size of the data it
is given, but it releases the GIL. So the whole graph is cut into batches of about
BATCH_TRIPLES triples, each checked with the context its shapes read, on every core at
once, and the cost grows linearly with the graph (benchmarks/bench_validate.py).
tests/validation/test_validate.py proves the batches report what one run reports.
"""

from __future__ import annotations

import gc
import os
import tempfile
from pathlib import Path
from typing import Iterable

from edison_kg.vocab.ns import EK
from edison_kg.validation.engine import OWNER_LINKS, RDF_TYPE, RawResult, ontology_context, ontology_text, raw_key, run_turbo

BATCH_TRIPLES = 5000
# links from a node to the nodes that belong to it: a card and its effects, clauses and
# event patterns go into one batch (the shapes compare a card's effect numbers, an effect's
# clause indexes, a clause's owner)
PART_LINKS = tuple(f"<{iri}>" for iri in OWNER_LINKS + (EK.effectOf,))
# values that must be unique across the graph: the other holders of the same value come along
UNIQUE_KEYS = tuple(f"<{iri}>" for iri in (EK.name, EK.passcode, EK.ruleId))


def validate_graph(store, *, batch_triples: int = BATCH_TRIPLES, workers: int | None = None,
                   progress=None) -> list[RawResult]:
    """Check a whole graph (a pyoxigraph Store) in batches, on ``workers`` threads (default:
    one per core). ``progress(done, total)`` is called as batches finish."""
    with _graph_batches(store, batch_triples) as (total, batches):
        return run_batches(batches, total, workers=workers, progress=progress)


def run_batches(batches: Iterable[tuple[list[str] | None, str]], total: int, *, workers: int | None = None,
                progress=None, first_reads_ontology: bool = True) -> list[RawResult]:
    """Run the engine on (focus IRIs, N-Triples) batches on ``workers`` threads; the first batch
    gets the whole vocabulary (it checks the vocabulary's nodes), the others what they read of it."""
    from collections import deque
    from concurrent.futures import ThreadPoolExecutor

    workers = workers or os.cpu_count() or 1
    results: set[RawResult] = set()
    done = 0

    def finished(future) -> None:
        nonlocal done
        results.update(future.result())
        done += 1
        if progress:
            progress(done, total)

    with ThreadPoolExecutor(workers) as pool:
        running: deque = deque()
        for number, (focus, body) in enumerate(batches):  # read while the first ones run
            vocabulary = ontology_text() if number == 0 and first_reads_ontology else ontology_context()
            running.append(pool.submit(run_turbo, vocabulary + body, focus))
            while running and (len(running) > 2 * workers or running[0].done()):  # memory stays flat
                finished(running.popleft())
        while running:
            finished(running.popleft())
    return sorted(results, key=raw_key)


class _Batches:
    """(number of batches, iterator of (focus IRIs or None for all, N-Triples)) of a store,
    cut from its N-Triples text, written to a scratch file that the batches read back."""

    def __init__(self, store, size: int):
        self.store, self.size = store, size
        self.lines: GraphLines | None = None

    def __enter__(self):
        import pyoxigraph as ox

        self.scratch = tempfile.TemporaryDirectory(prefix="edison-kg-validate-")
        text = Path(self.scratch.name) / "graph.nt"
        self.store.dump(str(text), format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        collecting = gc.isenabled()
        gc.disable()  # hundreds of thousands of new keys and lists, no cycles: no need to rescan them
        try:
            self.lines = GraphLines(text, ontology_text())
        finally:
            if collecting:
                gc.enable()
        if self.lines.blank_nodes:  # a blank node has no name to give as a focus node: one run
            return 1, iter([(None, text.read_text(encoding="utf-8"))])
        plan = self.lines.batches(self.size)
        return len(plan), (self.lines.batch(subjects) for subjects in plan)

    def __exit__(self, *exc):
        if self.lines is not None:
            self.lines.close()
        self.scratch.cleanup()


def _graph_batches(store, size: int) -> _Batches:
    return _Batches(store, size)


class GraphLines:
    """A graph's N-Triples file indexed by subject, with what the batches need to find their
    context (the holders of unique values, the part links). The lines stay in the file: the
    index keeps where each subject's lines are (byte ranges; a store writes a subject's lines
    together), so memory grows with the nodes, not with the triples, and a batch reads its
    lines back, and the class lines of the nodes it links to."""

    def __init__(self, path: Path, ontology: str):
        self.known = {line.encode("utf-8") for line in ontology.splitlines() if line}
        # subject -> [number of lines, start, end, start, end, ...] (its data lines only)
        self.ranges: dict[bytes, list[int]] = {}
        self.holders: dict[tuple[bytes, bytes], list[tuple[bytes, bytes]]] = {}
        self.parts: list[tuple[bytes, bytes]] = []
        self.ontology_subjects = {line.split(b" ", 1)[0] for line in self.known}
        self.blank_nodes = False
        names: dict[bytes, bytes] = {}  # one bytes object per node, shared by the index's entries
        parts = tuple(link.encode() for link in PART_LINKS)
        unique = tuple(key.encode() for key in UNIQUE_KEYS)
        self._file = open(path, "rb")
        offset = 0
        for line in self._file:
            start, offset = offset, offset + len(line)
            line = line.rstrip(b"\r\n")
            if not line or line in self.known:
                continue
            subject, predicate, rest = line.split(b" ", 2)
            subject = names.setdefault(subject, subject)
            where = self.ranges.get(subject)
            if where is None:
                self.ranges[subject] = [1, start, offset]
            else:
                where[0] += 1
                if where[-1] == start:
                    where[-1] = offset
                else:
                    where += [start, offset]
            if subject.startswith(b"_:") or rest.startswith(b"_:"):
                self.blank_nodes = True
            if rest.startswith(b"<"):
                if predicate in parts:
                    node = rest[:-2]
                    self.parts.append((subject, names.setdefault(node, node)))
            elif predicate in unique:
                self.holders.setdefault((predicate, rest), []).append((subject, line))

    def close(self) -> None:
        self._file.close()

    def lines(self, subject: bytes) -> list[bytes]:
        where = self.ranges.get(subject)
        if where is None:
            return []
        out = []
        for i in range(1, len(where), 2):
            # read with pread, not a memory map: the file's pages would count as the process's memory
            for line in os.pread(self._file.fileno(), where[i + 1] - where[i], where[i]).split(b"\n"):
                line = line.rstrip(b"\r")
                if line and line not in self.known:
                    out.append(line)
        return out

    def _groups(self) -> list[list[bytes]]:
        """Subjects joined by the part links (union-find), ontology nodes first."""
        root: dict[bytes, bytes] = {}

        def find(node: bytes) -> bytes:
            while root.get(node, node) != node:
                root[node] = root.get(root[node], root[node])
                node = root[node]
            return node

        for a, b in self.parts:
            if a in self.ranges and b in self.ranges:
                root[find(a)] = find(b)
        groups: dict[bytes, list[bytes]] = {}
        for subject in dict.fromkeys(sorted(self.ontology_subjects) + list(self.ranges)):
            groups.setdefault(find(subject), []).append(subject)
        return list(groups.values())

    def batches(self, size: int) -> list[list[bytes]]:
        """The subjects of each batch, about ``size`` lines each. The ontology's nodes are
        checked in the first batch (every batch reads them)."""
        groups = self._groups()
        out, current, count = [], [], 0
        for i, group in enumerate(groups):
            current += group
            count += sum(self.ranges[s][0] for s in group if s in self.ranges)
            in_ontology = i + 1 < len(groups) and groups[i + 1][0] in self.ontology_subjects
            if count >= size and not in_ontology:
                out.append(current)
                current, count = [], 0
        if current:
            out.append(current)
        return out

    def batch(self, subjects: list[bytes]) -> tuple[list[str], str]:
        """(focus IRIs, N-Triples of the batch's nodes and their context)."""
        # the context an entry gets (``entry_store``): the classes of the nodes linked to and
        # the other holders of its unique values. The links into a node that the shapes read
        # (^ek:hasEffect, ^ek:hasClause, ...) are part links, so they are in the batch already.
        rdf_type = f"<{RDF_TYPE}>".encode()
        unique = tuple(key.encode() for key in UNIQUE_KEYS)
        mine = set(subjects)
        body: list[bytes] = []
        context: set[bytes] = set()
        typed: set[bytes] = set()

        def add_types(node: bytes) -> None:
            if node not in mine and node not in typed and node in self.ranges:
                typed.add(node)
                for line in self.lines(node):
                    _, predicate, rest = line.split(b" ", 2)
                    if predicate == rdf_type and rest.startswith(b"<"):
                        context.add(line)

        for subject in subjects:
            for line in self.lines(subject):
                body.append(line)
                _, predicate, rest = line.split(b" ", 2)
                if rest.startswith(b"<"):
                    add_types(rest[:-2])
                elif predicate in unique:
                    for holder, held in self.holders.get((predicate, rest), ()):
                        if holder not in mine:
                            context.add(held)
                            add_types(holder)
        focus = [s[1:-1].decode("utf-8") for s in subjects]
        text = b"\n".join(body) + b"\n" + b"\n".join(sorted(context)) + b"\n"
        return focus, text.decode("utf-8")


__all__ = ["BATCH_TRIPLES", "GraphLines", "PART_LINKS", "UNIQUE_KEYS", "run_batches", "validate_graph"]
