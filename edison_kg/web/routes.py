"""The routes of the judge's page and of the JSON API, added to ``serve``'s app.

Each route calls one function of ``calls.py`` (which calls the package) in a worker through
``run(request, function, *args)``, given by the server: the call reads the request's store
version, under the server's limits. Nothing here catches errors: an error of the package
(an unknown card, a bad scenario) or of the server (busy, past the time limit) is raised
and the server's one exception handler answers it (``responses.py``). Pages and JSON are
compressed by Starlette's GZipMiddleware, static files served by its StaticFiles."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from edison_kg.errors import BadInput, BadScenario
from edison_kg.web import answer as answer_page
from edison_kg.web import calls, pages
from edison_kg.web.openapi import openapi_document
from edison_kg.web.protocol import read_body
from edison_kg.web.responses import html_response, json_response
from edison_kg.web.share import ask_path, decode

STATIC_DIR = Path(__file__).parent / "static"
STATIC_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
                ".png": "image/png", ".svg": "image/svg+xml"}
STATIC_CACHE = "public, max-age=86400"
GZIP_FROM = 1400   # bytes: smaller answers fit in one packet as they are
SEARCH_MAX = 50


# scripts served as one file made of several (one request instead of several: measured, a
# second script costs the question page's load about as much as all its script's work)
BUNDLES = {"builder.js": ("builder-model.js", "builder-form.js")}


@lru_cache(maxsize=None)
def bundle(name: str) -> bytes:
    return b"\n".join((STATIC_DIR / part).read_bytes() for part in BUNDLES[name])


class StaticAssets(StaticFiles):
    """The page's CSS, scripts and images: only those kinds of file, with our content types, kept
    a day by browsers (the pages ask for them with a version in the address)."""

    async def get_response(self, path: str, scope):
        if path in BUNDLES:
            return Response(bundle(path), media_type=STATIC_TYPES[".js"], headers={"Cache-Control": STATIC_CACHE})
        return await super().get_response(path, scope)

    def lookup_path(self, path: str):
        if Path(path).suffix not in STATIC_TYPES:
            return "", None   # anything else is not there (404)
        return super().lookup_path(path)

    def file_response(self, full_path, stat_result, scope, status_code: int = 200):
        response = super().file_response(full_path, stat_result, scope, status_code)
        if response.status_code != 304:   # not the system's guess (mimetypes reads /etc/mime.types)
            response.headers["Content-Type"] = STATIC_TYPES[Path(full_path).suffix]
        response.headers["Cache-Control"] = STATIC_CACHE
        return response


def read_text_field(body: bytes) -> str:
    """The ``text`` of a ``POST /api/read`` body (JSON ``{"text": "..."}``), or one plain line
    saying what is wrong with the body."""
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise BadInput('send the situation as JSON: {"text": "what happened, and the question"}', where="$") \
            from None
    if not isinstance(data, dict) or "text" not in data:
        raise BadInput('send the situation as JSON: {"text": "what happened, and the question"}', where="$")
    extra = sorted(set(data) - {"text"})
    if extra:
        raise BadInput(f"unknown key {extra[0]!r}: the body holds only \"text\"", where=f"$.{extra[0]}")
    if not isinstance(data["text"], str):
        raise BadInput("`text` must be the situation as a string", where="$.text")
    return data["text"]


def web_routes(config, run) -> list:
    """The routes: pages at /, /cards, /card/NAME, /ask, /precedents, /precedent/ID,
    /rule/ID and /static/FILE; the API under /api/."""
    cache: dict = {}   # (store version, page) -> a page that does not depend on the request

    def kept(request, name: str):
        return cache.get((request.state.version, name))

    def keep(request, name: str, text: str) -> str:
        version = request.state.version
        for key in [k for k in cache if k[0] != version]:   # pages of a version no longer served
            del cache[key]
        cache[(version, name)] = text
        return text

    # ------------------------------------------------------------ pages

    async def home(request):
        text = kept(request, "home") or keep(request, "home",
                                             pages.home(await run(request, calls.examples, pages.EXAMPLES)))
        return html_response(text)

    async def search_page(request):
        query = request.query_params.get("q", "")
        matches = await run(request, calls.search, query, 30) if query.strip() else []
        return html_response(pages.search_results(query, matches))

    async def card_page(request):
        return html_response(pages.card_sheet(await run(request, calls.card, request.path_params["name"])))

    async def ask(request):
        params = request.query_params
        edit = params.get("edit") not in (None, "", "0")
        token, plain = params.get("s"), params.get("j")
        scenario, result, status = None, {}, 200
        words = params.get("words")
        if words is not None and not (token or plain):
            # a situation told in words (the home page's box): its reading, in the builder, to ask
            try:
                reading = await run(request, calls.read, words)
            except BadInput as error:
                return html_response(answer_page.ask_page(None, {}, share_url=None, edit=True,
                                                          words=words, words_error=error.message), 400)
            scenario = reading["scenario"]
            result = {"cards": await run(request, calls.card_briefs, scenario)}
            return html_response(answer_page.ask_page(scenario, result, share_url=None, edit=True, words=words,
                                                      notes=reading.get("notes") or []))
        if token or plain:
            try:
                scenario = decode(token or plain, compressed=bool(token))
            except BadScenario as error:   # a broken link: the empty builder says so, beside its fields
                result, status = {"error": {"error": error.message, "where": error.where}}, 400
        if scenario is not None and edit:
            result = {"cards": await run(request, calls.card_briefs, scenario)}
        elif scenario is not None:
            result = await run(request, calls.ask_page, scenario)
            status = 400 if "error" in result else 200   # the engine refused the question
        share = None
        if scenario is not None and not edit and "answer" in result:
            share = str(request.base_url).rstrip("/") + ask_path(scenario)
        return html_response(answer_page.ask_page(scenario, result, share_url=share, edit=edit), status)

    async def precedent_list_page(request):
        text = kept(request, "precedents") or keep(request, "precedents",
                                                   pages.precedent_list(await run(request, calls.precedent_list)))
        return html_response(text)

    async def precedent_page(request):
        return html_response(pages.precedent_sheet(await run(request, calls.precedent, request.path_params["id"])))

    async def rule_page(request):
        return html_response(pages.rule_sheet(await run(request, calls.rule, request.path_params["id"])))

    # ------------------------------------------------------------ the API

    async def api_cards(request):
        query = request.query_params.get("q")
        if query is None or not query.strip():
            raise BadInput("give the search text as ?q=TEXT", where="q")
        limit = request.query_params.get("limit", "10")
        if not limit.isdigit() or not 1 <= int(limit) <= SEARCH_MAX:
            raise BadInput(f"limit must be a whole number from 1 to {SEARCH_MAX}, not {limit!r}", where="limit")
        return json_response({"query": query, "cards": await run(request, calls.search, query, int(limit))})

    async def api_card(request):
        return json_response(await run(request, calls.card_dict, request.path_params["name"]))

    async def api_precedents(request):
        return json_response([p.to_dict() for p in await run(request, calls.precedent_list)])

    async def api_precedent(request):
        data = (await run(request, calls.precedent, request.path_params["id"])).to_dict()
        data["ask_path"] = ask_path(data["scenario"]) if data.get("scenario") else None
        return json_response(data)

    async def api_rule(request):
        return json_response((await run(request, calls.rule, request.path_params["id"])).to_dict())

    async def scenario_of(request):
        """The scenario a POST carries (any Content-Type: curl --data and bots send JSON as
        other types too), within the contract's bounds (size, nesting, UTF-8) before the JSON
        parser."""
        from edison_kg.timing.contract import load_scenario_text

        return load_scenario_text(await read_body(request))

    async def api_ask(request):
        return json_response(await run(request, calls.ask, await scenario_of(request)))

    async def api_history(request):
        return json_response(await run(request, calls.history, await scenario_of(request)))

    async def api_read(request):
        """A situation told in words -> ``{"scenario", "notes"}``: ``{"text": ...}`` in."""
        text = read_text_field(await read_body(request))
        return json_response(await run(request, calls.read, text))

    async def api_link(request):
        from edison_kg.timing import parse_scenario

        scenario = await scenario_of(request)
        parse_scenario(scenario)
        path = ask_path(scenario)
        return json_response({"path": path, "url": str(request.base_url).rstrip("/") + path})

    def api_schema(name: str):
        async def route(request):
            from edison_kg.schemas import schema

            return json_response(schema(name))
        route.__name__ = f"api_schema_{name}"
        return route

    async def api_openapi(request):
        return json_response(openapi_document(str(request.base_url).rstrip("/")))

    get, post = ["GET"], ["POST"]
    table = [("/", home, get), ("/cards", search_page, get), ("/card/{name:path}", card_page, get), ("/ask", ask, get),
             ("/precedents", precedent_list_page, get), ("/precedent/{id}", precedent_page, get),
             ("/rule/{id}", rule_page, get),
             ("/api/cards", api_cards, get), ("/api/card/{name:path}", api_card, get),
             ("/api/precedents", api_precedents, get), ("/api/precedent/{id}", api_precedent, get),
             ("/api/rule/{id}", api_rule, get), ("/api/ask", api_ask, post), ("/api/history", api_history, post),
             ("/api/link", api_link, post), ("/api/read", api_read, post),
             ("/api/openapi.json", api_openapi, get),
             ("/api/schema/scenario.json", api_schema("scenario"), get),
             ("/api/schema/card-entry.json", api_schema("card-entry"), get)]
    compressed = [Middleware(GZipMiddleware, minimum_size=GZIP_FROM, compresslevel=6)]
    return [Route(path, handler, methods=methods, middleware=compressed) for path, handler, methods in table] + [
        Mount("/static", app=StaticAssets(directory=STATIC_DIR), name="static", middleware=compressed)]
