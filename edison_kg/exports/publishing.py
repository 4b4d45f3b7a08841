"""``edison-kg publish``: load the whole graph into a remote triple store.

The dataset is the compiled store's default graph (ontology, data and inferences), sent
as N-Triples in batches, either with the SPARQL 1.1 Graph Store HTTP Protocol (``gsp``:
PUT the first batch, POST the rest) or with SPARQL 1.1 Update (``update``: INSERT DATA).

Publishing replaces the target graph as a whole and is safe to repeat or to re-run after
an interruption: batches go into a staging named graph (derived from the target, under
``ID_IRI + "staging/"``) that the first request empties, and one ``MOVE`` update puts it in
place of the target at the end, atomically on a transactional store (Oxigraph, Fuseki).
An interrupted run leaves the target as it was; the next run starts the staging graph
over. A store with a Graph Store endpoint but no Update endpoint, or a publish asked to
skip the staging graph (``atomic=False``: the final MOVE copies every triple once more, the
larger part of the time on a disk-backed Oxigraph), gets the batches in the target graph
directly: the first PUT replaces it, so a re-run still ends complete, but readers may see a
partial graph while it runs. At the end the target's triples are
counted through the query endpoint; fewer than were sent is an error.

Addresses are found from the endpoint URL (the query endpoint):

- ``.../query`` or ``.../sparql``: Update at ``.../update`` (Oxigraph, Fuseki), else the
  URL itself (Virtuoso, Neptune); Graph Store at ``.../store`` (Oxigraph), else
  ``.../data`` (Fuseki), else ``.../sparql-graph-crud`` (Virtuoso), else the URL itself;
- ``.../sparql-auth`` (Virtuoso with credentials): Update at the URL itself, Graph Store at
  ``.../sparql-graph-crud-auth``;
- any other URL (a Fuseki dataset such as ``http://host:3030/edison``): the URL itself.

An address that answers 404, 405 or 501 to the first request is passed over for the next.
Every request goes through ``edison_kg.sparql.http``, as the remote query backend's do.
The Graph Store protocol is plain HTTP, and an update is sent as it is
(``application/sparql-update``), not through SPARQLWrapper: for an update it would write
only a header, and its request either form-encodes the text (a body 17% larger, 0.3 s to
encode a batch of 50,000 triples) or appends a ``?`` to the URL (which spoils an address
with parameters of its own), and its ``setQuery`` guesses the form with regular
expressions (2.4 s for that batch). Credentials come from the environment (or the URL; see
``edison_kg.sparql.http``) and are never printed. Each request has one deadline (``timeout``, default
``$EDISON_KG_ENDPOINT_TIMEOUT`` or 120 s). Transient faults (refused or reset connections,
replies cut short, timeouts, HTTP 5xx, 429 after its Retry-After) are retried with
exponential backoff; then, as for any other fault, an EndpointError (exit 3)
names the address and what went wrong. A retried batch cannot double anything: an RDF
graph is a set, and POSTing the same triples twice leaves the same graph.
"""

from __future__ import annotations

import os
import re
import time
import urllib.parse
from dataclasses import dataclass
from typing import Callable

from edison_kg.sparql import http
from edison_kg.sparql import LocalBackend, RemoteBackend, Term
from edison_kg.errors import BadInput, EndpointError
from edison_kg.progress import report
from edison_kg.vocab.ns import ID_IRI
from edison_kg.sparql.http import HttpStatus as _Status  # a status not retried: the caller decides

METHODS = ("gsp", "update")
_NT = "application/n-triples"
_PASS_OVER = (404, 405, 501)  # statuses that mean "no such service (or method) at this address"
PUBLISH_TIMEOUT = 120.0


def addresses(endpoint: str) -> tuple[list[str], list[str]]:
    """(Update endpoint candidates, Graph Store endpoint candidates) for a query endpoint URL."""
    parts = urllib.parse.urlsplit(endpoint)
    path = parts.path.rstrip("/")
    head, _, last = path.rpartition("/")
    if last not in ("query", "sparql", "sparql-auth"):
        return [endpoint], [endpoint]

    def sibling(name: str) -> str:
        return urllib.parse.urlunsplit((parts.scheme, parts.netloc, f"{head}/{name}", "", ""))

    if last == "sparql-auth":  # Virtuoso's endpoints that ask for credentials
        return [endpoint], [sibling("sparql-graph-crud-auth"), endpoint]
    stores = [sibling("store"), sibling("data")] + ([sibling("sparql-graph-crud")] if last == "sparql" else [])
    return [sibling("update"), endpoint], stores + [endpoint]


def staging_graph(target: str | None) -> str:
    """The named graph a publish builds before it replaces ``target`` (None: the default graph)."""
    key = urllib.parse.quote(target, safe="") if target else "default"
    return ID_IRI + "staging/" + key


shown = http.redact  # a URL fit for messages: any user:password@ part is dropped


@dataclass
class _Client:
    """HTTP requests of one publish: each with its own deadline, retries and backoff
    (``edison_kg.sparql.http``, shared with the remote query backend), on ``clock``."""

    timeout: float = 120.0
    retries: int = 3
    backoff: float = 0.5
    clock: http.Clock | None = None

    def send(self, method: str, url: str, body: bytes, content_type: str) -> None:
        try:
            http.send(method, url, body, {"Content-Type": content_type}, timeout=self.timeout,
                      retries=self.retries, backoff=self.backoff, clock=self.clock)
        except (http.Transient, http.NotHttp) as error:
            raise EndpointError(str(error), where=shown(url)) from None


def _refused(status: _Status, url: str) -> EndpointError:
    # 413, or Virtuoso's SPARQL parser out of memory on a large INSERT DATA (a 400)
    hint = "; try a smaller --batch-size" if status.code == 413 or "memory exhausted" in status.text else ""
    return EndpointError(status.text + hint, where=shown(url))


def _iri(text: str, what: str) -> str:
    import pyoxigraph as ox

    try:
        return ox.NamedNode(text).value
    except ValueError as error:
        raise BadInput(f"{what} is not a valid IRI: {text!r} ({error})") from None


_BLANK = re.compile(rb"^_:|\s_:[^\s\"<>]+\s*\.\s*$")  # an N-Triples line with a blank subject or object


def _batches(store, size: int):
    """(triples, N-Triples document) batches of at most ``size`` triples of the store's
    default graph, cut from one dump of it (pyoxigraph writes one triple per line).

    Triples with a blank node all go in the last batch: a store reads each request as its
    own document, so a blank node split over two requests would become two nodes."""
    import pyoxigraph as ox

    lines = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).splitlines(keepends=True)
    tied = [line for line in lines if b"_:" in line and _BLANK.search(line)]
    if tied:
        tied_set = set(tied)
        lines = [line for line in lines if line not in tied_set]
    for start in range(0, len(lines), size):
        batch = lines[start:start + size]
        yield len(batch), b"".join(batch)
    if tied:
        yield len(tied), b"".join(tied)


def _graph_term(iri: str | None) -> str:
    """The graph in SPARQL Update syntax: ``DEFAULT`` or ``<iri>`` written by pyoxigraph."""
    import pyoxigraph as ox

    return "DEFAULT" if iri is None else str(ox.NamedNode(iri))


class _Publisher:
    """The addresses of one store, found on first use, and the requests of one publish."""

    def __init__(self, endpoint: str, target: str | None, client: _Client):
        self.endpoint, self.target, self.client = endpoint, target, client
        self.update_candidates, self.store_candidates = addresses(endpoint)
        self.update_url: str | None = None
        self.store_url: str | None = None
        self.problems: list[str] = []

    def update(self, text: str) -> None:
        self.client.send("POST", self.update_url, text.encode("utf-8"), "application/sparql-update")

    def find_update_endpoint(self, staging: str) -> bool:
        """Empty the staging graph at the first address that runs updates; False if none does."""
        text = f"DROP SILENT GRAPH {_graph_term(staging)}"
        if self.target is None:
            # adds nothing (the staging graph was just emptied), but a store without a default
            # graph of its own (Virtuoso) refuses it now rather than after every batch
            text += f" ;\nADD SILENT {_graph_term(staging)} TO DEFAULT"
        for url in self.update_candidates:
            try:
                self.client.send("POST", url, text.encode(), "application/sparql-update")
                self.update_url = url
                return True
            except _Status as status:
                if status.code == 400 and self.target is None and "default graph" in status.text:
                    raise EndpointError(status.text + "; this store has no default graph to replace: "
                                        "publish into a named graph (--graph IRI)", where=shown(url)) from None
                if status.code not in _PASS_OVER:
                    raise EndpointError(status.text, where=shown(url)) from None
                self.problems.append(f"{shown(url)}: HTTP {status.code}")
        return False

    def put_or_post(self, graph: str | None, body: bytes, first: bool) -> None:
        query = "default" if graph is None else urllib.parse.urlencode({"graph": graph})
        candidates = self.store_candidates if self.store_url is None else [self.store_url]
        problems = []
        for url in candidates:
            try:
                self.client.send("PUT" if first else "POST", f"{url}?{query}", body, _NT)
                self.store_url = url
                return
            except _Status as status:
                if status.code not in _PASS_OVER or self.store_url is not None:
                    raise _refused(status, url) from None
                problems.append(f"{shown(url)}: HTTP {status.code}")
        raise EndpointError("no SPARQL Graph Store endpoint found (" + "; ".join(problems) + ")",
                            where=shown(self.endpoint))

    def insert(self, graph: str, body: bytes) -> None:
        text = f"INSERT DATA {{ GRAPH {_graph_term(graph)} {{\n".encode() + body + b"} }"
        try:
            self.client.send("POST", self.update_url, text, "application/sparql-update")
        except _Status as status:
            raise _refused(status, self.update_url) from None

    def move(self, staging: str) -> None:
        # SILENT: a retried MOVE whose first try went through finds no staging graph; the
        # count at the end still catches a target that was not replaced
        try:
            self.update(f"MOVE SILENT {_graph_term(staging)} TO {_graph_term(self.target)}")
        except _Status as status:
            raise EndpointError(status.text, where=shown(self.update_url)) from None


def _count(endpoint: str, target: str | None, client: _Client) -> int:
    from edison_kg.sparql.named import load_internal

    backend = RemoteBackend(endpoint, timeout=client.timeout, retries=client.retries, backoff=client.backoff,
                            clock=client.clock)
    if target is None:
        rows = backend.select(load_internal("stats-triples").text).rows
    else:
        rows = backend.select(load_internal("graph-triples").text, {"graph": Term.iri(target)}).rows
    return int(rows[0]["triples"].value) if rows else 0


def publish(endpoint: str, graph: str | None = None, batch_size: int = 50000, method: str = "gsp",
            quiet: bool = False, *, atomic: bool = True, store=None, retries: int = 3, backoff: float = 0.5,
            timeout: float | None = None, progress: Callable[[int, int, int], None] | None = None,
            clock: http.Clock | None = None) -> dict:
    """Replace ``graph`` (None: the default graph) of the store at ``endpoint`` with the graph.

    ``atomic=False`` (Graph Store method only) sends the batches straight into the target:
    no staging graph and no final MOVE, which on a disk-backed Oxigraph is most of the time
    (measured: 6 s of batches, 17-22 s of MOVE for the whole graph), at the price of readers
    seeing a partial graph while it runs (a re-run still ends complete). ``store`` is the
    pyoxigraph store to publish (default: the compiled store; a smaller one publishes a subset). ``progress(batches, triples_sent, total)`` is called after
    each batch (default: reported as "publishing", edison_kg.progress, unless ``quiet``). Returns a summary: addresses
    used, triples sent, batches, triples counted in the target, seconds, triples/second.
    ``clock``: the requests' clock (deadlines, backoffs; default the system's, tests give a virtual one).
    """
    if method not in METHODS:
        raise BadInput(f"unknown publish method {method!r}; use one of {', '.join(METHODS)}")
    if batch_size < 1:
        raise BadInput("the batch size must be at least 1")
    http.check_url(endpoint)  # BadInput for a URL that is not http(s)
    # each request's deadline: --timeout, else $EDISON_KG_ENDPOINT_TIMEOUT, else 120 s (a batch is large)
    timeout = http.endpoint_timeout(timeout if timeout is not None or os.environ.get(http.TIMEOUT_VARIABLE)
                                         else PUBLISH_TIMEOUT)
    target = _iri(graph, "the graph") if graph else None
    if store is None:
        from edison_kg.store import open_store

        store = open_store(quiet=quiet)
    from edison_kg.sparql.named import load_internal

    total = int(LocalBackend(store).select(load_internal("stats-triples").text).rows[0]["triples"].value)
    if total == 0:
        raise BadInput("the graph to publish is empty")
    show = progress or (lambda batches, sent, total: None if quiet else report("publishing", sent, total, "triples"))
    client = _Client(timeout=timeout, retries=retries, backoff=backoff, clock=clock)
    publisher = _Publisher(endpoint, target, client)
    started = time.perf_counter()

    if not atomic and method == "update":
        raise BadInput("the update method always builds a staging graph; atomic=False is for the gsp method")
    staging = staging_graph(target)
    staged = atomic and publisher.find_update_endpoint(staging)
    if not staged and method == "update":
        raise EndpointError("no SPARQL Update endpoint found (" + "; ".join(publisher.problems) + ")",
                            where=shown(endpoint))
    into = staging if staged else target
    sent = batches = 0
    for count, body in _batches(store, batch_size):
        if method == "gsp":
            publisher.put_or_post(into, body, first=batches == 0)
        else:
            publisher.insert(into, body)
        sent += count
        batches += 1
        show(batches, sent, total)
    if staged:
        publisher.move(staging)
    seconds = time.perf_counter() - started
    held = _count(endpoint, target, client)
    if held < sent:
        raise EndpointError(f"the store holds {held} triples in the target graph after publishing, "
                            f"fewer than the {sent} sent", where=shown(endpoint))
    summary = {
        "endpoint": shown(endpoint),
        "graph": target or "default graph",
        "method": method,
        "graph_store": shown(publisher.store_url) if publisher.store_url else None,
        "update_endpoint": shown(publisher.update_url) if publisher.update_url else None,
        "replaced_atomically": staged,
        "triples_sent": sent,
        "batches": batches,
        "triples_in_store": held,
        "seconds": round(seconds, 2),
        "triples_per_second": round(sent / seconds) if seconds > 0 else None,
    }
    return {key: value for key, value in summary.items() if value is not None}
