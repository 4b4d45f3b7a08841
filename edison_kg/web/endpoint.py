"""The SPARQL 1.1 Protocol endpoint's routes: ``/sparql`` and ``/query`` (GET ``?query=``, POST
form ``query=``, POST ``application/sparql-query``), the service description (a GET with no
query), and ``/update``, ``/store``, ``/data`` refused (the server is read-only). A browser
asking the endpoint's address for HTML gets the SPARQL page (``sparql.py``).

Results come in SPARQL JSON (default), XML, CSV or TSV, CONSTRUCT/DESCRIBE graphs in Turtle
(default), N-Triples, RDF/XML or JSON-LD, chosen by the ``Accept`` header
(``protocol.negotiate``). Refusals and limits are raised as the package's errors; the
server's exception handler answers a SPARQL client in plain text."""

from __future__ import annotations

from urllib.parse import parse_qs

from starlette.responses import Response
from starlette.routing import Route

from edison_kg.errors import BadInput, NotAcceptable, UnsupportedMediaType, UpdateRefused
from edison_kg.web import calls
from edison_kg.web.protocol import (CONTENT_TYPES, ENDPOINT_PATHS, GRAPH_TYPES, READ_ONLY, READ_ONLY_PATHS,
                                    RESULT_TYPES, ServeConfig, check_query, check_url, negotiate, read_body,
                                    wants_html)
from edison_kg.web.sparql import sparql_page


def endpoint_routes(config: ServeConfig, run) -> list:
    """The endpoint's routes; ``run(request, function, *args)`` runs a call in a worker."""

    async def read_only(request):
        raise UpdateRefused(READ_ONLY)

    async def endpoint(request):
        check_url(request)
        if wants_html(request.headers.get("accept")):   # a browser: the SPARQL page
            return await sparql_page(request, config, run)
        params = await _params(request)
        if params is None:
            return description(request)
        texts = params.get("query", [])
        if len(texts) != 1 or not texts[0].strip():
            raise BadInput("give exactly one non-empty query")
        query = texts[0]
        check_query(query)
        accept = request.headers.get("accept")
        result_type, graph_type = negotiate(accept, RESULT_TYPES), negotiate(accept, GRAPH_TYPES)
        if result_type is None and graph_type is None:
            raise NotAcceptable("the Accept header allows none of: " + ", ".join([*RESULT_TYPES, *GRAPH_TYPES]))
        content_type, body = await run(
            request, calls.execute, query, RESULT_TYPES.get(result_type), GRAPH_TYPES.get(graph_type),
            params.get("default-graph-uri", []), params.get("named-graph-uri", []), config.max_rows)
        return Response(body, status_code=200, media_type=content_type, headers={"Vary": "Accept"})

    def description(request):
        return Response(*service_description(str(request.url.replace(query="")), config, request.state.version.triples,
                                              request.headers.get("accept")))

    routes = [Route(p, endpoint, methods=["GET", "POST"]) for p in ENDPOINT_PATHS]
    return routes + [Route(p, read_only, methods=["GET", "POST", "PUT", "DELETE", "PATCH"]) for p in READ_ONLY_PATHS]


async def _params(request) -> dict[str, list[str]] | None:
    """The protocol's parameters of a request (``query``, ``default-graph-uri``,
    ``named-graph-uri``), from its address and its body; None for a GET with no query (the
    service description is asked for)."""
    params = parse_qs(request.url.query, keep_blank_values=True)
    if request.method == "GET":
        if "update" in params:
            raise UpdateRefused(READ_ONLY)
        return params if "query" in params else None
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media == "application/sparql-update":
        raise UpdateRefused(READ_ONLY)
    body = await read_body(request)
    if media == "application/x-www-form-urlencoded":
        form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
        if "update" in form:
            raise UpdateRefused(READ_ONLY)
        return {k: params.get(k, []) + form.get(k, []) for k in set(params) | set(form)}
    if media == "application/sparql-query":
        params["query"] = [body.decode("utf-8", "replace")]
        return params
    raise UnsupportedMediaType("send the query as application/sparql-query or as an "
                               "application/x-www-form-urlencoded form with query=")


def service_description(endpoint: str, config: ServeConfig, triples: int,
                        accept: str | None = None) -> tuple[bytes, int, dict, str]:
    """The SPARQL service description (Turtle, or N-Triples if asked): body, status, headers, type."""
    import pyoxigraph as ox

    from edison_kg.sparql import LocalBackend, Term
    from edison_kg.sparql.named import load_internal
    from edison_kg.vocab.ns import PREFIXES

    query = load_internal("service-description")
    graph_triples = LocalBackend(ox.Store()).construct(query.text, {
        "endpoint": Term.iri(endpoint), "triples": Term.literal(triples),
        "limits": Term.literal(config.limits())})
    graph = [ox.Triple(*(t.to_oxigraph() for t in triple)) for triple in graph_triples]
    chosen = negotiate(accept, {"text/turtle": "TURTLE", "application/n-triples": "N_TRIPLES"}) or "text/turtle"
    fmt = ox.RdfFormat.N_TRIPLES if chosen == "application/n-triples" else ox.RdfFormat.TURTLE
    prefixes = {**query.prefixes(), "xsd": PREFIXES["xsd"]} if fmt == ox.RdfFormat.TURTLE else None
    body = ox.serialize(graph, format=fmt, prefixes=prefixes)
    return body, 200, {"Vary": "Accept"}, CONTENT_TYPES["TURTLE" if fmt == ox.RdfFormat.TURTLE else "N_TRIPLES"]
