"""The routes of the judge's page and of the JSON API, added to ``serve``'s app.

``run`` (given by serve) runs a function in a worker under the server's limits and raises
``serve.WorkerFailure`` (503 busy or past the time limit, 500 a worker lost) instead of
answering; each route calls one function of ``calls.py``, which calls the package."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from edison_kg.errors import BadScenario
from edison_kg.web import answer as answer_page
from edison_kg.web import calls, pages
from edison_kg.web.html import error_body, page
from edison_kg.web.openapi import openapi_document
from edison_kg.web.share import ask_path, decode

STATIC_DIR = Path(__file__).parent / "static"
STATIC_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
                ".png": "image/png", ".svg": "image/svg+xml"}
NOT_FOUND_KINDS = ("UnknownCard", "UnknownPrecedent", "UnknownRule", "QueryNotFound")
LOOK_UPS = ("card", "card_dict", "precedent", "rule", "named_query")   # an unknown id there is 404, elsewhere 400
GZIP_FROM = 1400   # bytes: smaller answers fit in one packet as they are
SEARCH_MAX = 50


def wants_html(accept: str | None) -> bool:
    """Does the client prefer a web page to every SPARQL results and graph format? A browser
    names text/html first; a SPARQL client names its formats, and ``*/*`` alone picks a
    results format as before."""
    from edison_kg.web.server import GRAPH_TYPES, RESULT_TYPES, negotiate

    return negotiate(accept, {**RESULT_TYPES, **GRAPH_TYPES, "text/html": "HTML"}) == "text/html"


def _compressed(request, body: bytes, media: str, status: int, headers: dict | None = None):
    from starlette.responses import Response

    headers = {"Vary": "Accept-Encoding", **(headers or {})}
    if len(body) >= GZIP_FROM and "gzip" in request.headers.get("accept-encoding", ""):
        body = gzip.compress(body, 6, mtime=0)
        headers["Content-Encoding"] = "gzip"
    return Response(body, status_code=status, media_type=media, headers=headers)


def html_response(request, text: str, status: int = 200):
    return _compressed(request, text.encode("utf-8"), "text/html; charset=utf-8", status,
                       {"Cache-Control": "no-cache"})


def json_response(request, data, status: int = 200):
    body = json.dumps(data, ensure_ascii=False).encode("utf-8")
    return _compressed(request, body, "application/json", status, {"Access-Control-Allow-Origin": "*"})


def json_error(request, message: str, where: str | None, status: int):
    return json_response(request, {"error": message, "where": where}, status)


def web_routes(config, run) -> list:
    """The routes: pages at /, /cards, /card/NAME, /ask, /precedents, /precedent/ID,
    /rule/ID and /static/FILE; the API under /api/."""
    from starlette.routing import Route

    from edison_kg.web.server import MAX_BODY, WorkerFailure, _body

    cache: dict = {}   # pages that do not depend on the request (the served graph does not change)

    async def outcome(function: str, **kwargs):
        """("ok", result) or ("error", status, message, where) of one call in a worker."""
        try:
            result = await run(calls.call, function, kwargs)
        except WorkerFailure as failure:
            return "error", failure.status, failure.message, None
        if result[0] == "error":
            _, kind, message, where = result
            return "error", 404 if kind in NOT_FOUND_KINDS and function in LOOK_UPS else 400, message, where
        return result

    def failed_page(request, result):
        _, status, message, where = result
        return html_response(request, page("Not found" if status == 404 else "Cannot answer",
                                           error_body(message, where, status)), status)

    # ------------------------------------------------------------ pages

    async def home(request):
        if "home" not in cache:
            examples = []
            for ident in pages.EXAMPLES:
                result = await outcome("precedent", ident=ident)
                if result[0] == "ok":
                    examples.append(result[1])
            cache["home"] = pages.home(examples)
        return html_response(request, cache["home"])

    async def search_page(request):
        query = request.query_params.get("q", "")
        matches = []
        if query.strip():
            result = await outcome("search", text=query, limit=30)
            if result[0] == "error":
                return failed_page(request, result)
            matches = result[1]
        return html_response(request, pages.search_results(query, matches))

    async def card_page(request):
        result = await outcome("card", name=request.path_params["name"])
        if result[0] == "error":
            return failed_page(request, result)
        return html_response(request, pages.card_sheet(result[1]))

    async def ask(request):
        params = request.query_params
        edit = params.get("edit") not in (None, "", "0")
        token, plain = params.get("s"), params.get("j")
        scenario, result, status = None, {}, 200
        if token or plain:
            try:
                scenario = decode(token or plain, compressed=bool(token))
            except BadScenario as error:   # the link itself is broken
                result, status = {"error": {"error": error.message, "where": error.where}}, 400
        if scenario is not None and edit:
            briefs = await outcome("card_briefs", scenario=scenario)
            result = {"cards": briefs[1] if briefs[0] == "ok" else {}}
        elif scenario is not None:
            reply = await outcome("ask_page", scenario=scenario)
            if reply[0] == "ok":
                result = reply[1]
                status = 400 if "error" in result else 200   # the engine refused the question
            else:                                              # busy, or past the time limit
                result, status = {"error": {"error": reply[2], "where": reply[3]}}, reply[1]
        share = None
        if scenario is not None and not edit and "answer" in result:
            share = str(request.base_url).rstrip("/") + ask_path(scenario)
        return html_response(request, answer_page.ask_page(scenario, result, share_url=share, edit=edit), status)

    async def precedent_list_page(request):
        if "precedents" not in cache:
            result = await outcome("precedent_list")
            if result[0] == "error":
                return failed_page(request, result)
            cache["precedents"] = pages.precedent_list(result[1])
        return html_response(request, cache["precedents"])

    async def precedent_page(request):
        result = await outcome("precedent", ident=request.path_params["id"])
        if result[0] == "error":
            return failed_page(request, result)
        return html_response(request, pages.precedent_sheet(result[1]))

    async def rule_page(request):
        result = await outcome("rule", ident=request.path_params["id"])
        if result[0] == "error":
            return failed_page(request, result)
        return html_response(request, pages.rule_sheet(result[1]))

    async def static(request):
        from starlette.responses import Response

        name = request.path_params["name"]
        path = STATIC_DIR / name
        if "/" in name or name.startswith(".") or path.suffix not in STATIC_TYPES or not path.is_file():
            return Response("no such file\n", status_code=404, media_type="text/plain")
        if name not in cache:
            cache[name] = path.read_bytes()
        return _compressed(request, cache[name], STATIC_TYPES[path.suffix], 200,
                           {"Cache-Control": "public, max-age=86400"})

    # ------------------------------------------------------------ the API

    async def api_result(request, function: str, **kwargs):
        result = await outcome(function, **kwargs)
        if result[0] == "error":
            return json_error(request, result[2], result[3], result[1])
        data = result[1]
        return json_response(request, data.to_dict() if hasattr(data, "to_dict") else data)

    async def api_cards(request):
        query = request.query_params.get("q")
        if query is None or not query.strip():
            return json_error(request, "give the search text as ?q=TEXT", "q", 400)
        limit = request.query_params.get("limit", "10")
        if not limit.isdigit() or not 1 <= int(limit) <= SEARCH_MAX:
            return json_error(request, f"limit must be a whole number from 1 to {SEARCH_MAX}, not {limit!r}",
                              "limit", 400)
        result = await outcome("search", text=query, limit=int(limit))
        if result[0] == "error":
            return json_error(request, result[2], result[3], result[1])
        return json_response(request, {"query": query, "cards": result[1]})

    async def api_card(request):
        return await api_result(request, "card_dict", name=request.path_params["name"])

    async def api_precedents(request):
        result = await outcome("precedent_list")
        if result[0] == "error":
            return json_error(request, result[2], result[3], result[1])
        return json_response(request, [p.to_dict() for p in result[1]])

    async def api_precedent(request):
        result = await outcome("precedent", ident=request.path_params["id"])
        if result[0] == "error":
            return json_error(request, result[2], result[3], result[1])
        data = result[1].to_dict()
        data["ask_path"] = ask_path(data["scenario"]) if data.get("scenario") else None
        return json_response(request, data)

    async def api_rule(request):
        return await api_result(request, "rule", ident=request.path_params["id"])

    async def scenario_of(request):
        """The scenario a POST carries, or the JSON error response that says why not."""
        body = await _body(request)   # any Content-Type: curl --data and bots send JSON as other types too
        if body is None:
            return None, json_error(request, f"the request body is larger than {MAX_BODY} bytes", None, 413)
        from edison_kg.errors import BadInput
        from edison_kg.timing.contract import load_scenario_text

        try:   # the contract's bounds (size, nesting, UTF-8) before the JSON parser
            return load_scenario_text(body), None
        except BadInput as error:
            return None, json_error(request, error.message, error.where, 400)

    async def api_ask(request):
        scenario, problem = await scenario_of(request)
        return problem or await api_result(request, "ask", scenario=scenario)

    async def api_history(request):
        scenario, problem = await scenario_of(request)
        return problem or await api_result(request, "history", scenario=scenario)

    async def api_link(request):
        from edison_kg.errors import BadScenario
        from edison_kg.timing import parse_scenario

        scenario, problem = await scenario_of(request)
        if problem:
            return problem
        try:
            parse_scenario(scenario)
        except BadScenario as error:
            return json_error(request, error.message, error.where, 400)
        path = ask_path(scenario)
        return json_response(request, {"path": path, "url": str(request.base_url).rstrip("/") + path})

    def api_schema(name: str):
        async def route(request):
            from edison_kg.schemas import schema

            return json_response(request, schema(name))
        route.__name__ = f"api_schema_{name}"
        return route

    async def api_openapi(request):
        return json_response(request, openapi_document(str(request.base_url).rstrip("/")))

    def guarded(handler):
        """A route that fails in the server itself: one line on stderr and a 500, never a traceback."""
        import functools
        import sys

        @functools.wraps(handler)
        async def route(request):
            try:
                return await handler(request)
            except Exception as error:  # a defect here must not become a blank page
                print(f"edison-kg serve: {request.url.path}: {type(error).__name__}: {error}", file=sys.stderr,
                      flush=True)
                message = "the server could not make this page; the error is in its log"
                if request.url.path.startswith("/api/"):
                    return json_error(request, message, None, 500)
                return html_response(request, page("Server trouble", error_body(message, None, 500)), 500)
        return route

    get, post = ["GET"], ["POST"]
    table = [("/", home, get), ("/cards", search_page, get), ("/card/{name:path}", card_page, get), ("/ask", ask, get),
             ("/precedents", precedent_list_page, get), ("/precedent/{id}", precedent_page, get),
             ("/rule/{id}", rule_page, get), ("/static/{name}", static, get),
             ("/api/cards", api_cards, get), ("/api/card/{name:path}", api_card, get),
             ("/api/precedents", api_precedents, get), ("/api/precedent/{id}", api_precedent, get),
             ("/api/rule/{id}", api_rule, get), ("/api/ask", api_ask, post), ("/api/history", api_history, post),
             ("/api/link", api_link, post), ("/api/openapi.json", api_openapi, get),
             ("/api/schema/scenario.json", api_schema("scenario"), get),
             ("/api/schema/card-entry.json", api_schema("card-entry"), get)]
    return [Route(path, guarded(handler), methods=methods) for path, handler, methods in table]
