"""The server's answers: pages, JSON, and the one exception handler that turns every error
into the answer its client reads.

An error of the package (``edison_kg.errors``) carries its HTTP status (and headers); its
answer depends on who asked: JSON ``{"error", "where"}`` under ``/api/``, plain text for a
SPARQL client of the endpoint (what SPARQL clients show), the SPARQL page for a browser
at the endpoint's address, the HTML error page for every other page. A client that went
away costs one line on stderr. Anything else is a defect of the server: a 500 answered
the same way, and the traceback in the server's log (uvicorn writes it)."""

from __future__ import annotations

import json
import logging

from starlette.requests import ClientDisconnect
from starlette.responses import PlainTextResponse, Response

from edison_kg.errors import EdisonError
from edison_kg.web.html import error_body, page
from edison_kg.web.protocol import ENDPOINT_PATHS, READ_ONLY_PATHS, wants_html
from edison_kg.web.sparql import error_page

LOG = logging.getLogger("edison_kg.serve")   # the server's log: serve() shows it on stderr

DEFECT = "the server could not make this page; the error is in its log"


def html_response(text: str, status: int = 200) -> Response:
    return Response(text.encode("utf-8"), status_code=status, media_type="text/html; charset=utf-8",
                    headers={"Cache-Control": "no-cache"})


def json_response(data, status: int = 200, headers: dict | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False).encode("utf-8")
    return Response(body, status_code=status, media_type="application/json",
                    headers={"Access-Control-Allow-Origin": "*", **(headers or {})})


async def error_response(request, error: Exception) -> Response:
    """The server's one exception handler (registered for EdisonError, ClientDisconnect and
    Exception)."""
    if isinstance(error, ClientDisconnect):
        client = request.client
        peer = f"{client.host}:{client.port}" if client else "unknown address"
        LOG.warning(f"a client ({peer}) went away before its query was read")
        return Response(status_code=499)   # never delivered: there is no one to deliver it to
    if isinstance(error, EdisonError):
        message, where, status, headers = error.message, error.where, error.http_status, dict(error.http_headers)
    else:
        message, where, status, headers = DEFECT, None, 500, {}
    path = request.url.path
    if path.startswith("/api/"):
        return json_response({"error": message, "where": where}, status, headers)
    if path in ENDPOINT_PATHS and wants_html(request.headers.get("accept")):
        return error_page(request, message, status)
    if path in ENDPOINT_PATHS or path in READ_ONLY_PATHS:
        return PlainTextResponse(message + "\n", status_code=status, headers=headers)
    title = "Not found" if status == 404 else "Server trouble" if message == DEFECT else "Cannot answer"
    response = html_response(page(title, error_body(message, where, status)), status)
    response.headers.update(headers)
    return response
