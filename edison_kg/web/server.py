"""``edison-kg serve``: the embedded graph as a read-only SPARQL 1.1 Protocol endpoint, and
beside it the judge's web page and the JSON API (the same process, port and worker pool).
This module builds the Starlette app from its parts and runs it with uvicorn:

- ``protocol``: limits, media types and their negotiation, the request body;
- ``endpoint``: the SPARQL routes and the service description (``sparql``: its page for a
  browser);
- ``routes``: the judge's pages and the JSON API (``pages``, ``answer``, ``share``,
  ``openapi``), static files;
- ``pool`` and ``worker``: the worker processes that run queries and calls (``calls``);
- ``versions``: the store version each request reads; the server follows the store's
  current version, so an edit brought into the store by another command reaches the page;
- ``responses``: the one exception handler that answers every error.

Cross-origin requests are allowed (the data is public and read-only), so browser tools
such as YASGUI can query it. Limits and statuses (``edison_kg.errors`` has each):

- an update (``update=``, ``application/sparql-update``, ``/update``, or update text
  sent as a query) -> 403, the server is read-only;
- a federated ``SERVICE`` call -> 403 (the server would otherwise fetch any address);
- a query still running after ``timeout`` seconds -> cancelled, 503;
- a result over ``max_rows`` rows (or triples) -> 422, nothing truncated: SPARQL results
  have no standard way to say "cut short", so a partial answer would pass for a whole one;
- more than ``max_pending`` queries waiting -> 503 with ``Retry-After``;
- a query text the SPARQL parser could not survive (see ``sparql.check_query_text``) -> 400;
- a worker past ``max_memory`` (its data size is capped with setrlimit when it starts)
  -> that query 500, the worker replaced, the others untouched;
- a GET whose URL is over MAX_URL bytes -> 414 (send it as a POST); a POST body over
  MAX_BODY -> 413 (the body is read and dropped up to MAX_DRAIN bytes, so the client gets
  the status rather than a reset connection);
- a client that goes away mid-request -> one line on stderr, nothing else.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import ClientDisconnect

from edison_kg.errors import BadInput, EdisonError
from edison_kg.web.endpoint import endpoint_routes
from edison_kg.web.pool import Workers
from edison_kg.web.protocol import DEFAULT_MAX_MEMORY, MAX_HEAD, MIN_MEMORY, ServeConfig, first_line
from edison_kg.web.responses import error_response
from edison_kg.web.routes import web_routes
from edison_kg.web.versions import PinVersion, Versions

LOG = logging.getLogger("edison_kg.serve")   # the server's log: serve() shows it on stderr


def create_app(config: ServeConfig, versions: Versions, on_shutdown=None) -> Starlette:
    """The ASGI app over the store ``versions`` gives. The worker pool starts with the app
    (lifespan) and is stopped with it; then ``on_shutdown()`` runs (uvicorn re-raises
    SIGTERM after its shutdown, so code after ``server.run()`` would not run)."""
    workers = Workers(config)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        try:
            await workers.start(versions.current.store_dir, versions.current_file)
            yield
        finally:
            workers.stop()
            if on_shutdown is not None:
                on_shutdown()

    def run(request, function, *args):
        """``function(*args)`` in a worker over the request's store version."""
        return workers.run(request.state.version.store_dir, function, *args)

    middleware = [Middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["GET", "POST"],
                             allow_headers=["Accept", "Content-Type"]),
                  Middleware(PinVersion, versions=versions)]
    handlers = {EdisonError: error_response, ClientDisconnect: error_response, Exception: error_response}
    return Starlette(routes=endpoint_routes(config, run) + web_routes(config, run), middleware=middleware,
                     exception_handlers=handlers, lifespan=lifespan)


def serve(host: str = "127.0.0.1", port: int = 7878, timeout: float = 10.0, max_rows: int = 100_000, *,
          workers: int | None = None, store_dir: str | None = None, in_memory: bool = False,
          max_memory: int = DEFAULT_MAX_MEMORY) -> None:
    """Serve the graph at ``http://HOST:PORT/sparql`` until interrupted (Ctrl-C or SIGTERM).

    ``store_dir``: an Oxigraph database folder to serve (as it is) instead of the compiled
    graph, which is followed: its current version is served. ``in_memory``: each worker
    copies the store into memory when it opens it (~2 s and ~240 MB at the real size; a
    worker stopped at the time limit is replaced and copies it again)."""
    import pyoxigraph as ox
    import uvicorn

    if timeout <= 0 or max_rows < 0:
        raise BadInput("the time limit must be positive and the row limit not negative")
    if max_memory and max_memory < MIN_MEMORY:
        raise BadInput(f"the memory limit per worker must be at least {MIN_MEMORY} MB (0: no limit)")
    _show_log()
    listener = _listen(host, port)
    port = listener.getsockname()[1]  # the one chosen when port 0 was asked for
    versions = None
    try:
        if store_dir is None:
            versions = Versions.following()
        else:
            try:
                versions = Versions.fixed(store_dir, len(ox.Store.read_only(store_dir)))
            except OSError as error:
                raise BadInput(f"cannot open the store: {first_line(error)}", where=store_dir) from None
        config = ServeConfig(timeout=timeout, max_rows=max_rows, workers=workers or max(2, os.cpu_count() or 2),
                             in_memory=in_memory, max_memory=max_memory)
        shown = f"[{host}]" if ":" in host else host
        LOG.info(f"open http://{shown}:{port}/ in a browser (the judge's page); "
                 f"SPARQL endpoint at http://{shown}:{port}/sparql, JSON API at http://{shown}:{port}/api/ "
                 f"({versions.current.triples} triples; {config.workers} workers; {config.limits()}) Ctrl-C stops.")
        server = uvicorn.Server(uvicorn.Config(create_app(config, versions, on_shutdown=versions.close),
                                               log_level="warning", access_log=False, timeout_graceful_shutdown=5,
                                               h11_max_incomplete_event_size=MAX_HEAD))
        server.run(sockets=[listener])
    finally:
        listener.close()
        if versions is not None:
            versions.close()


def _show_log() -> None:
    """The server's log (what it tells while it runs: the address, a client that went away, a
    new version of the store) on standard error, one line each."""
    if not LOG.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("edison-kg serve: %(message)s"))
        LOG.addHandler(handler)
        LOG.setLevel(logging.INFO)
        LOG.propagate = False


def _listen(host: str, port: int):
    """A listening socket on host:port (bound here so that a busy port is one clear line)."""
    import socket

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        listener = socket.socket(family, kind, proto)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(2048)
        return listener
    except OSError as error:
        raise BadInput(f"cannot listen on {host}:{port}: {getattr(error, 'strerror', None) or error}") from None
