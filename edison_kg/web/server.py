"""``edison-kg serve``: the embedded graph as a read-only SPARQL 1.1 Protocol endpoint, and
beside it the judge's web page and the JSON API (``edison_kg.web``: the same process, port and
worker pool; a browser asking the endpoint's address for HTML gets the SPARQL page).

The HTTP side is a Starlette app run by uvicorn; the endpoint answers at ``/sparql`` and
``/query`` (GET ``?query=``, POST form ``query=``, POST ``application/sparql-query``).
Results come in SPARQL JSON (default), XML, CSV or TSV, CONSTRUCT/DESCRIBE graphs in
Turtle (default), N-Triples, RDF/XML or JSON-LD, chosen by the ``Accept`` header; a GET
with no query answers the service description (Turtle). Cross-origin requests are allowed
(the data is public and read-only), so browser tools such as YASGUI can query it.

Queries run in a pool of worker processes (pebble), each holding the compiled store open
read-only. A query past the time limit has its worker killed and replaced: pyoxigraph
cannot interrupt a query from Python, and the ``oxigraph`` server's own ``--timeout-s``
did not stop a long aggregate when measured (it ran for minutes). Limits and statuses:

- an update (``update=``, ``application/sparql-update``, ``/update``, or update text
  sent as a query) -> 403, the server is read-only;
- a federated ``SERVICE`` call -> 403 (the server would otherwise fetch any address);
- a query still running after ``timeout`` seconds -> cancelled, 503;
- a result over ``max_rows`` rows (or triples) -> 422, nothing truncated: SPARQL results
  have no standard way to say "cut short", so a partial answer would pass for a whole one;
- more than ``max_pending`` queries waiting -> 503 with ``Retry-After``;
- a query text the SPARQL parser could not survive (see ``backends.check_query_text``) -> 400;
- a worker past ``max_memory`` (its data size is capped with setrlimit when it starts)
  -> that query 500, the worker replaced, the others untouched;
- a GET whose URL is over MAX_URL bytes -> 414 (send it as a POST); a POST body over
  MAX_BODY -> 413 (the body is read and dropped up to MAX_DRAIN bytes, so the client gets
  the status rather than a reset connection);
- a client that goes away mid-request -> one line on stderr, nothing else.
"""

from __future__ import annotations

import asyncio
import io
import multiprocessing
import os
import sys
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs

from edison_kg.sparql import _tokens  # the SPARQL tokenizer (skips strings, IRIs, comments)
from edison_kg.sparql import check_query_text, guarded

ENDPOINT_PATHS = ("/sparql", "/query")
READ_ONLY_PATHS = ("/update", "/store", "/data")
MAX_BODY = 1_000_000  # bytes of a POSTed query
MAX_URL = 64 * 1024   # bytes of a GET request's target (path and query string)
MAX_DRAIN = 64 << 20  # bytes of an oversize body read and dropped before the 413
# uvicorn's HTTP parser refuses a request head larger than this with a bare 400 and a
# closed connection; above MAX_URL, so that long GETs reach the app and get their 414
MAX_HEAD = 8 << 20
DEFAULT_MAX_MEMORY = 2048  # MB of data (heap and private mappings) per worker
MIN_MEMORY = 256  # below this a worker cannot open the store

_UPDATE_WORDS = {"INSERT", "DELETE", "LOAD", "CLEAR", "DROP", "CREATE", "ADD", "MOVE", "COPY", "WITH"}
_QUERY_WORDS = {"SELECT", "ASK", "CONSTRUCT", "DESCRIBE"}

# media type -> pyoxigraph format name; the first of each table is the default
RESULT_TYPES = {
    "application/sparql-results+json": "JSON",
    "application/json": "JSON",
    "application/sparql-results+xml": "XML",
    "application/xml": "XML",
    "text/xml": "XML",
    "text/csv": "CSV",
    "text/tab-separated-values": "TSV",
}
GRAPH_TYPES = {
    "text/turtle": "TURTLE",
    "application/x-turtle": "TURTLE",
    "application/n-triples": "N_TRIPLES",
    "text/plain": "N_TRIPLES",
    "application/rdf+xml": "RDF_XML",
    "application/ld+json": "JSON_LD",
}
CONTENT_TYPES = {
    "JSON": "application/sparql-results+json", "XML": "application/sparql-results+xml",
    "CSV": "text/csv; charset=utf-8", "TSV": "text/tab-separated-values; charset=utf-8",
    "TURTLE": "text/turtle; charset=utf-8", "N_TRIPLES": "application/n-triples",
    "RDF_XML": "application/rdf+xml", "JSON_LD": "application/ld+json",
}


@dataclass(frozen=True)
class ServeConfig:
    store_dir: str            # the compiled store's directory, opened read-only by each worker
    triples: int              # size of the default graph, for the service description
    timeout: float = 10.0     # seconds a query may run
    max_rows: int = 100_000   # rows (SELECT) or triples (CONSTRUCT/DESCRIBE) an answer may hold
    workers: int = 2
    max_pending: int = 256
    in_memory: bool = False   # each worker copies the store into memory (faster large queries)
    max_memory: int = DEFAULT_MAX_MEMORY  # MB of memory a worker may use (0: no limit)

    def limits(self) -> str:
        return (f"Read-only. A query may run {self.timeout:g} s and return {self.max_rows} rows "
                "(or triples); updates and SERVICE calls are refused.")


# ---------------------------------------------------------------- the query text

def classify(query: str) -> tuple[str | None, bool]:
    """(``"update"``, ``"query"`` or None for text that is neither, whether it calls SERVICE)."""
    kind, service = None, False
    for _, token in _tokens(query):
        word = token.upper()
        if kind is None and word in _UPDATE_WORDS:
            kind = "update"
        elif kind is None and word in _QUERY_WORDS:
            kind = "query"
        elif word == "SERVICE":
            service = True
    return kind, service


# ---------------------------------------------------------------- content negotiation

def _accepted(header: str) -> list[tuple[str, float, int]]:
    """The media ranges of an Accept header: (range, q, position), q=0 ranges kept (they exclude)."""
    ranges = []
    for position, part in enumerate(header.split(",")):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        if not media:
            continue
        q = 1.0
        for param in fields[1:]:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = max(0.0, min(1.0, float(value)))
                except ValueError:
                    q = 0.0
        ranges.append((media, q, position))
    return ranges


def negotiate(header: str | None, offered: dict[str, str]) -> str | None:
    """The offered media type the client prefers (highest q, then its most specific range,
    then its order, then ours); the first offered type when there is no Accept header;
    None when nothing offered is acceptable."""
    if not header or not header.strip():
        return next(iter(offered))
    ranges = _accepted(header)
    best, best_key = None, None
    for rank, media in enumerate(offered):
        kind = media.split("/")[0]
        match = None  # the most specific range matching this type decides its q
        for candidate, q, position in ranges:
            specificity = 2 if candidate == media else 1 if candidate == kind + "/*" else 0 if candidate == "*/*" else -1
            if specificity >= 0 and (match is None or specificity > match[0]):
                match = (specificity, q, position)
        if match is None or match[1] <= 0:
            continue
        key = (-match[1], -match[0], match[2], rank)
        if best_key is None or key < best_key:
            best, best_key = media, key
    return best


# ---------------------------------------------------------------- the worker side

_STORE = None


def _open_worker(store_dir: str, in_memory: bool = False, max_memory: int = 0) -> None:
    """Pool initializer: cap the worker's memory, open the compiled store read-only once
    per worker process (and copy it into memory if asked)."""
    global _STORE
    import resource
    import signal

    import pyoxigraph as ox

    # pebble stops a worker with SIGTERM and a Python handler, which cannot run while
    # pyoxigraph is busy (it waited 3 s, then SIGKILL): let the signal end the process
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if max_memory:
        # past the cap an allocation fails: Python raises MemoryError, pyoxigraph aborts the
        # worker; either way one query fails and the pool starts a new worker. RLIMIT_DATA
        # (heap and private mappings), not RLIMIT_AS: the address space a worker reserves
        # (a malloc arena per thread, thread stacks) is ~600 MB before it holds anything
        cap = max_memory << 20
        resource.setrlimit(resource.RLIMIT_DATA, (cap, cap))
        os.environ["RUST_BACKTRACE"] = "0"  # a worker out of memory: one line on stderr, not a backtrace
    store = ox.Store.read_only(store_dir)
    if in_memory:
        from edison_kg.store import memory_copy

        store = memory_copy(store)
    _STORE = store
    from edison_kg.web.calls import warm

    warm()   # the card search index, read before the first search rather than during it


def _ready() -> bool:
    return _STORE is not None


class _TooManyRows(Exception):
    pass


class _LineLimit(io.RawIOBase):
    """A writer that keeps what is written and stops the serializer past ``limit`` lines.

    TSV results and N-Triples have one line per row or triple (newlines inside literals
    are escaped), so counting lines counts rows without holding all of them first."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit, self.lines, self.data = limit, 0, bytearray()

    def writable(self) -> bool:
        return True

    def write(self, chunk) -> int:
        chunk = bytes(chunk)
        self.lines += chunk.count(b"\n")
        if self.lines > self.limit:
            raise _TooManyRows()
        self.data += chunk
        return len(chunk)


def _first_line(error: Exception) -> str:
    text = str(error).strip().splitlines()
    line = text[0] if text else type(error).__name__
    return line if len(line) <= 300 else line[:299] + "…"


def execute(query: str, result_format: str | None, graph_format: str | None,
            default_graphs: list[str], named_graphs: list[str], max_rows: int) -> tuple[int, str, bytes]:
    """Run one query in a worker: (HTTP status, content type, body)."""
    import pyoxigraph as ox

    from edison_kg.vocab.ns import PREFIXES

    options = {}
    try:
        if default_graphs:
            options["default_graph"] = [ox.NamedNode(g) for g in default_graphs]
        if named_graphs:
            options["named_graphs"] = [ox.NamedNode(g) for g in named_graphs]
    except ValueError as error:
        return _plain(400, f"not a graph IRI: {_first_line(error)}")
    try:
        result = _STORE.query(guarded(query), **options)
        if isinstance(result, ox.QueryBoolean):
            if result_format is None:
                return _not_acceptable("ASK", RESULT_TYPES)
            return 200, CONTENT_TYPES[result_format], result.serialize(format=getattr(ox.QueryResultsFormat, result_format))
        if isinstance(result, ox.QuerySolutions):
            if result_format is None:
                return _not_acceptable("SELECT", RESULT_TYPES)
            writer = _LineLimit(max_rows + 1)  # the header line, then one line per row
            result.serialize(writer, format=ox.QueryResultsFormat.TSV)
            body = bytes(writer.data)
            if result_format != "TSV":  # TSV -> other formats is lossless (pyoxigraph reads TSV back)
                body = ox.parse_query_results(body, ox.QueryResultsFormat.TSV).serialize(
                    format=getattr(ox.QueryResultsFormat, result_format))
            return 200, CONTENT_TYPES[result_format], body
        if graph_format is None:
            return _not_acceptable("CONSTRUCT or DESCRIBE", GRAPH_TYPES)
        writer = _LineLimit(max_rows)
        result.serialize(writer, format=ox.RdfFormat.N_TRIPLES)
        body = bytes(writer.data)
        if graph_format != "N_TRIPLES":
            body = ox.serialize(ox.parse(body, format=ox.RdfFormat.N_TRIPLES),
                                format=getattr(ox.RdfFormat, graph_format), prefixes=PREFIXES)
        return 200, CONTENT_TYPES[graph_format], body
    except _TooManyRows:
        return _plain(422, f"the answer has more than {max_rows} rows (or triples), the limit of this server; "
                           "add a LIMIT to the query, or start the server with a higher --max-rows")
    except SyntaxError as error:
        return _plain(400, f"the query does not parse: {_first_line(error)}")
    except MemoryError:
        return _plain(500, "the query needs more memory than this server gives one query; add a LIMIT "
                           "or narrow its patterns")
    except (OSError, RuntimeError, ValueError) as error:
        return _plain(500, f"the query failed: {_first_line(error)}")


def _plain(status: int, message: str) -> tuple[int, str, bytes]:
    return status, "text/plain; charset=utf-8", (message + "\n").encode("utf-8")


def _not_acceptable(form: str, offered: dict[str, str]) -> tuple[int, str, bytes]:
    return _plain(406, f"a {form} query can be answered as {', '.join(offered)}; "
                       "the Accept header allows none of them")


# ---------------------------------------------------------------- the HTTP side

class WorkerFailure(Exception):
    """A call in a worker that could not be answered: the HTTP status and the one line why."""

    def __init__(self, status: int, message: str, headers: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers


def _text(status: int, message: str, headers: dict | None = None):
    from starlette.responses import PlainTextResponse

    return PlainTextResponse(message + "\n", status_code=status, headers=headers)


def create_app(config: ServeConfig, on_shutdown=None):
    """The ASGI app: the SPARQL endpoint over the store in ``config.store_dir``.

    The worker pool starts with the app (lifespan) and is stopped with it; then
    ``on_shutdown()`` runs (uvicorn re-raises SIGTERM after its shutdown, so code after
    ``server.run()`` would not run)."""
    import contextlib

    import pebble
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.cors import CORSMiddleware
    from starlette.requests import ClientDisconnect
    from starlette.responses import Response
    from starlette.routing import Route

    from edison_kg import web
    from edison_kg.errors import BadInput
    from edison_kg.web.sparql import sparql_page

    state = {"pool": None, "pending": 0}

    @contextlib.asynccontextmanager
    async def lifespan(app):
        # spawn, not fork: the parent holds RocksDB handles and the event loop's threads
        pool = pebble.ProcessPool(max_workers=config.workers, initializer=_open_worker,
                                  initargs=(config.store_dir, config.in_memory, config.max_memory),
                                  context=multiprocessing.get_context("spawn"))
        state["pool"] = pool
        try:
            # wait until a worker has opened the store, so the first query does not pay for it
            await asyncio.wait_for(asyncio.wrap_future(pool.schedule(_ready)), timeout=120)
            yield
        finally:
            pool.stop()
            pool.join(timeout=10)
            if on_shutdown is not None:
                on_shutdown()

    async def read_only(request):
        return _text(403, "this SPARQL endpoint is read-only: updates are refused")

    async def endpoint(request):
        try:
            return await answer(request)
        except ClientDisconnect:
            print(f"edison-kg serve: a client ({_peer(request)}) went away before its query was read",
                  file=sys.stderr, flush=True)
            return Response(status_code=499)  # never delivered: there is no one to deliver it to

    async def answer(request):
        target = request.scope.get("raw_path", b"") + b"?" + request.scope.get("query_string", b"")
        if len(target) > MAX_URL:
            return _text(414, f"the request URL is longer than {MAX_URL} bytes; send long queries as a POST "
                              "(application/sparql-query, or a form with query=)")
        if web.wants_html(request.headers.get("accept")):   # a browser: the SPARQL page
            return await sparql_page(request, config, run)
        if request.method == "GET":
            params = parse_qs(request.url.query, keep_blank_values=True)
            if "update" in params:
                return _text(403, "this SPARQL endpoint is read-only: updates are refused")
            if "query" not in params:
                return await description(request)
        else:
            media = request.headers.get("content-type", "").split(";")[0].strip().lower()
            if media == "application/sparql-update":
                return _text(403, "this SPARQL endpoint is read-only: updates are refused")
            body = await _body(request)
            if body is None:
                return _text(413, f"the request body is larger than {MAX_BODY} bytes", {"Connection": "close"})
            params = parse_qs(request.url.query, keep_blank_values=True)
            if media == "application/x-www-form-urlencoded":
                form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
                if "update" in form:
                    return _text(403, "this SPARQL endpoint is read-only: updates are refused")
                params = {k: params.get(k, []) + form.get(k, []) for k in set(params) | set(form)}
            elif media == "application/sparql-query":
                params["query"] = [body.decode("utf-8", "replace")]
            else:
                return _text(415, "send the query as application/sparql-query or as an "
                                  "application/x-www-form-urlencoded form with query=")
        texts = params.get("query", [])
        if len(texts) != 1 or not texts[0].strip():
            return _text(400, "give exactly one non-empty query")
        query = texts[0]
        try:
            check_query_text(query)
        except BadInput as error:
            return _text(400, f"the query is refused: {error}")
        kind, service = classify(query)
        if kind == "update":
            return _text(403, "this SPARQL endpoint is read-only: updates are refused")
        if service:
            return _text(403, "federated queries (SERVICE) are not run by this endpoint")
        accept = request.headers.get("accept")
        result_type, graph_type = negotiate(accept, RESULT_TYPES), negotiate(accept, GRAPH_TYPES)
        if result_type is None and graph_type is None:
            return _text(406, "the Accept header allows none of: " + ", ".join([*RESULT_TYPES, *GRAPH_TYPES]))
        try:
            status, content_type, body = await run(
                execute, query, RESULT_TYPES.get(result_type), GRAPH_TYPES.get(graph_type),
                params.get("default-graph-uri", []), params.get("named-graph-uri", []), config.max_rows)
        except WorkerFailure as failure:
            return _text(failure.status, failure.message, failure.headers)
        return Response(body, status_code=status, media_type=content_type, headers={"Vary": "Accept"})

    async def run(function, *args):
        """``function(*args)`` in a worker under the server's limits (queries, and the web
        pages' calls); WorkerFailure when the server is busy, the time limit passes or the
        worker is lost."""
        if state["pending"] >= config.max_pending:
            raise WorkerFailure(503, "the server is busy; try again", {"Retry-After": "1"})
        state["pending"] += 1
        try:
            return await asyncio.wrap_future(state["pool"].schedule(function, timeout=config.timeout, args=args))
        except (TimeoutError, FutureTimeout):
            raise WorkerFailure(503, "the query was cancelled: it ran longer than the time limit of "
                                     f"{config.timeout:g} s") from None
        except pebble.ProcessExpired as error:  # the worker died: past its memory cap, or killed
            limit = f" (over the memory limit of {config.max_memory} MB per query)" if config.max_memory else ""
            raise WorkerFailure(500, f"the query stopped its worker{limit}; the server goes on. Add a LIMIT or "
                                     f"narrow the query (worker exit {error.exitcode})") from None
        except Exception as error:  # anything else from the pool: report, keep serving
            raise WorkerFailure(500, f"the query failed: {_first_line(error)}") from None
        finally:
            state["pending"] -= 1

    async def description(request):
        return Response(*service_description(str(request.url.replace(query="")), config,
                                             request.headers.get("accept")))

    routes = [Route(p, endpoint, methods=["GET", "POST"]) for p in ENDPOINT_PATHS]
    routes += [Route(p, read_only, methods=["GET", "POST", "PUT", "DELETE", "PATCH"]) for p in READ_ONLY_PATHS]
    routes += web.web_routes(config, run)   # the judge's page at / and the JSON API under /api/
    middleware = [Middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["GET", "POST"],
                             allow_headers=["Accept", "Content-Type"])]
    return Starlette(routes=routes, middleware=middleware, lifespan=lifespan)


async def _body(request) -> bytes | None:
    """The request body, or None past MAX_BODY bytes. The rest of an oversize body is read
    and dropped (up to MAX_DRAIN bytes) so that the client, still sending, reads the 413
    instead of a reset connection. ClientDisconnect if the client goes away."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_DRAIN:
        return None
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_DRAIN:
            return None
        if size <= MAX_BODY:
            chunks.append(chunk)
    return None if size > MAX_BODY else b"".join(chunks)


def _peer(request) -> str:
    client = request.client
    return f"{client.host}:{client.port}" if client else "unknown address"


def service_description(endpoint: str, config: ServeConfig, accept: str | None = None) -> tuple[bytes, int, dict, str]:
    """The SPARQL service description (Turtle, or N-Triples if asked): body, status, headers, type."""
    import pyoxigraph as ox

    from edison_kg.sparql import LocalBackend, Term
    from edison_kg.vocab.ns import PREFIXES
    from edison_kg.sparql.named import load_internal

    query = load_internal("service-description")
    triples = LocalBackend(ox.Store()).construct(query.text, {
        "endpoint": Term.iri(endpoint), "triples": Term.literal(config.triples),
        "limits": Term.literal(config.limits())})
    graph = [ox.Triple(*(t.to_oxigraph() for t in triple)) for triple in triples]
    chosen = negotiate(accept, {"text/turtle": "TURTLE", "application/n-triples": "N_TRIPLES"}) or "text/turtle"
    fmt = ox.RdfFormat.N_TRIPLES if chosen == "application/n-triples" else ox.RdfFormat.TURTLE
    prefixes = {**query.prefixes(), "xsd": PREFIXES["xsd"]} if fmt == ox.RdfFormat.TURTLE else None
    body = ox.serialize(graph, format=fmt, prefixes=prefixes)
    return body, 200, {"Vary": "Accept"}, CONTENT_TYPES["TURTLE" if fmt == ox.RdfFormat.TURTLE else "N_TRIPLES"]


# ---------------------------------------------------------------- the command

def snapshot(store) -> Path:
    """A private copy of ``store`` for the workers: a RocksDB checkpoint in the cache folder
    (hard links: milliseconds). The workers open it, not the compiled store, because a
    rebuild of the graph (data edited while serving) removes the old compiled store, and a
    worker restarted after a timeout could no longer open it."""
    import shutil
    import tempfile

    from edison_kg import paths

    base = paths.cache_dir()
    base.mkdir(parents=True, exist_ok=True)
    for old in base.glob("serve-*"):  # left behind by a server that was killed
        pid = old.name.split("-")[1]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(old, ignore_errors=True)
    folder = Path(tempfile.mkdtemp(prefix=f"serve-{os.getpid()}-", dir=base))
    store.backup(str(folder / "store"))
    return folder


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def serve(host: str = "127.0.0.1", port: int = 7878, timeout: float = 10.0, max_rows: int = 100_000, *,
          workers: int | None = None, store_dir: str | None = None, in_memory: bool = False,
          max_memory: int = DEFAULT_MAX_MEMORY) -> None:
    """Serve the graph at ``http://HOST:PORT/sparql`` until interrupted (Ctrl-C or SIGTERM).

    ``store_dir``: an Oxigraph database folder to serve instead of the compiled graph.
    ``in_memory``: each worker copies the store into memory when it starts (~2 s and ~240 MB
    at the real size; a worker stopped at the time limit is replaced and copies it again)."""
    import shutil

    import pyoxigraph as ox
    import uvicorn

    from edison_kg.errors import BadInput

    if timeout <= 0 or max_rows < 0:
        raise BadInput("the time limit must be positive and the row limit not negative")
    if max_memory and max_memory < MIN_MEMORY:
        raise BadInput(f"the memory limit per worker must be at least {MIN_MEMORY} MB (0: no limit)")
    listener = _listen(host, port)
    port = listener.getsockname()[1]  # the one chosen when port 0 was asked for
    folder = None
    try:
        if store_dir is None:
            from edison_kg.store import open_store

            store = open_store()
            folder = snapshot(store)
            store_dir = str(folder / "store")
        else:
            try:
                store = ox.Store.read_only(store_dir)
            except OSError as error:
                raise BadInput(f"cannot open the store: {_first_line(error)}", where=store_dir) from None
        config = ServeConfig(store_dir=store_dir, triples=len(store), timeout=timeout, max_rows=max_rows,
                             workers=workers or max(2, os.cpu_count() or 2), in_memory=in_memory,
                             max_memory=max_memory)
        shown = f"[{host}]" if ":" in host else host
        print(f"edison-kg serve: open http://{shown}:{port}/ in a browser (the judge's page); "
              f"SPARQL endpoint at http://{shown}:{port}/sparql, JSON API at http://{shown}:{port}/api/ "
              f"({config.triples} triples; {config.workers} workers; {config.limits()}) Ctrl-C stops.",
              file=sys.stderr, flush=True)

        def remove_snapshot():
            if folder is not None:
                shutil.rmtree(folder, ignore_errors=True)

        server = uvicorn.Server(uvicorn.Config(create_app(config, on_shutdown=remove_snapshot), log_level="warning",
                                               access_log=False, timeout_graceful_shutdown=5,
                                               h11_max_incomplete_event_size=MAX_HEAD))
        server.run(sockets=[listener])
    finally:
        listener.close()
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


def _listen(host: str, port: int):
    """A listening socket on host:port (bound here so that a busy port is one clear line)."""
    import socket

    from edison_kg.errors import BadInput

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        listener = socket.socket(family, kind, proto)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(2048)
        return listener
    except OSError as error:
        raise BadInput(f"cannot listen on {host}:{port}: {getattr(error, 'strerror', None) or error}") from None
