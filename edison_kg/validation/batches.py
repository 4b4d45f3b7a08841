"""The whole graph, checked in batches of subjects, each with the context its shapes read.

The engine runs in one thread and its cost per triple grows with the size of the data it
is given, but it releases the GIL. So the whole graph is cut into batches of about
BATCH_TRIPLES triples, each checked with the context its shapes read, on every core at
once, and the cost grows linearly with the graph (benchmarks/bench_validate.py).
tests/test_validate.py proves the batches report what one run reports.
"""

from __future__ import annotations

import gc
import tempfile
from pathlib import Path
from typing import Iterable, Iterator

from edison_kg.ns import EK
from edison_kg.validation.engine import (OWNER_LINKS, RDF_TYPE, RawResult, ontology_context, ontology_subjects,
                                         ontology_text, raw_key, run_turbo)

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
    import os
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
    cut from its N-Triples text (the text is written to a scratch file and read line by line)."""

    def __init__(self, store, size: int):
        self.store, self.size = store, size

    def __enter__(self):
        import pyoxigraph as ox

        self.scratch = tempfile.TemporaryDirectory(prefix="edison-kg-validate-")
        text = Path(self.scratch.name) / "graph.nt"
        self.store.dump(str(text), format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        collecting = gc.isenabled()
        gc.disable()  # millions of new lists and strings, no cycles: the collector would rescan them
        try:
            with text.open(encoding="utf-8") as lines:  # line by line: each line is held once
                graph_lines = GraphLines(lines, ontology_text())
        finally:
            if collecting:
                gc.enable()
        if graph_lines.blank_nodes:  # a blank node has no name to give as a focus node: one run
            return 1, iter([(None, text.read_text(encoding="utf-8"))])
        plan = graph_lines.batches(self.size)
        return len(plan), (graph_lines.batch(subjects) for subjects in plan)

    def __exit__(self, *exc):
        self.scratch.cleanup()


def _graph_batches(store, size: int) -> _Batches:
    return _Batches(store, size)


class GraphLines:
    """A graph's N-Triples lines by subject, with what the batches need to find their context:
    the type lines of every node and the holders of unique values."""

    def __init__(self, text: Iterable[str], ontology: str):
        known = {line for line in ontology.splitlines() if line}
        self.by_subject: dict[str, list[str]] = {}
        self.types: dict[str, list[str]] = {}
        self.holders: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.parts: list[tuple[str, str]] = []
        self.ontology_subjects = {line.split(" ", 1)[0] for line in known}
        self.blank_nodes = False
        rdf_type = f"<{RDF_TYPE}>"
        for line in text:
            line = line.rstrip("\n")
            if not line or line in known:
                continue
            subject, predicate, rest = line.split(" ", 2)
            self.by_subject.setdefault(subject, []).append(line)
            if subject.startswith("_:") or rest.startswith("_:"):
                self.blank_nodes = True
            if rest.startswith("<"):
                if predicate == rdf_type:
                    self.types.setdefault(subject, []).append(line)
                elif predicate in PART_LINKS:
                    self.parts.append((subject, rest[:-2]))
            elif predicate in UNIQUE_KEYS:
                self.holders.setdefault((predicate, rest), []).append((subject, line))

    def _groups(self) -> list[list[str]]:
        """Subjects joined by the part links (union-find), ontology nodes first."""
        root: dict[str, str] = {}

        def find(node: str) -> str:
            while root.get(node, node) != node:
                root[node] = root.get(root[node], root[node])
                node = root[node]
            return node

        for a, b in self.parts:
            if a in self.by_subject and b in self.by_subject:
                root[find(a)] = find(b)
        groups: dict[str, list[str]] = {}
        for subject in dict.fromkeys(sorted(self.ontology_subjects) + list(self.by_subject)):
            groups.setdefault(find(subject), []).append(subject)
        return list(groups.values())

    def batches(self, size: int) -> list[list[str]]:
        """The subjects of each batch, about ``size`` lines each. The ontology's nodes are
        checked in the first batch (every batch reads them)."""
        groups = self._groups()
        out, current, count = [], [], 0
        for i, group in enumerate(groups):
            current += group
            count += sum(len(self.by_subject.get(s, ())) for s in group)
            in_ontology = i + 1 < len(groups) and groups[i + 1][0] in self.ontology_subjects
            if count >= size and not in_ontology:
                out.append(current)
                current, count = [], 0
        if current:
            out.append(current)
        return out

    def batch(self, subjects: list[str]) -> tuple[list[str], str]:
        """(focus IRIs, N-Triples of the batch's nodes and their context)."""
        # the context an entry gets (``entry_store``): the classes of the nodes linked to and
        # the other holders of its unique values. The links into a node that the shapes read
        # (^ek:hasEffect, ^ek:hasClause, ...) are part links, so they are in the batch already.
        mine = set(subjects)
        body: list[str] = []
        context: set[str] = set()

        def add_types(node: str) -> None:
            if node not in mine:
                context.update(self.types.get(node, ()))

        for subject in subjects:
            for line in self.by_subject.get(subject, ()):
                body.append(line)
                _, predicate, rest = line.split(" ", 2)
                if rest.startswith("<"):
                    add_types(rest[:-2])
                elif predicate in UNIQUE_KEYS:
                    for holder, held in self.holders.get((predicate, rest), ()):
                        if holder not in mine:
                            context.add(held)
                            add_types(holder)
        focus = [s[1:-1] for s in subjects]
        return focus, "\n".join(body) + "\n" + "\n".join(sorted(context)) + "\n"


__all__ = ["BATCH_TRIPLES", "GraphLines", "PART_LINKS", "UNIQUE_KEYS", "run_batches", "validate_graph",
           "ontology_subjects"]
