"""The SPARQL 1.1 Protocol as ``serve`` speaks it: the server's limits, the media types of
answers and their negotiation (``Accept``), what kind of request a query text is, and the
request body read within its limit. Refusals are raised as the package's errors
(``edison_kg.errors``); the server's one exception handler answers them."""

from __future__ import annotations

from dataclasses import dataclass

from edison_kg.errors import BadInput, RequestTooLarge, ServiceRefused, UpdateRefused, UrlTooLong
from edison_kg.sparql.text import _tokens  # the SPARQL tokenizer (skips strings, IRIs, comments)
from edison_kg.sparql.text import check_query_text

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

READ_ONLY = "this SPARQL endpoint is read-only: updates are refused"

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


def check_query(query: str) -> None:
    """Refuse what this endpoint does not run: a text the SPARQL parser could not survive
    (``check_query_text``), an update, a SERVICE call."""
    try:
        check_query_text(query)
    except BadInput as error:
        raise BadInput(f"the query is refused: {error}") from None
    kind, service = classify(query)
    if kind == "update":
        raise UpdateRefused(READ_ONLY)
    if service:
        raise ServiceRefused("federated queries (SERVICE) are not run by this endpoint")


def first_line(error: BaseException) -> str:
    """The first line of an error's text (for a one-line answer), at most 300 characters."""
    text = str(error).strip().splitlines()
    line = text[0] if text else type(error).__name__
    return line if len(line) <= 300 else line[:299] + "…"


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


def wants_html(accept: str | None) -> bool:
    """Does the client prefer a web page to every SPARQL results and graph format? A browser
    names text/html first; a SPARQL client names its formats, and ``*/*`` alone picks a
    results format as before."""
    return negotiate(accept, {**RESULT_TYPES, **GRAPH_TYPES, "text/html": "HTML"}) == "text/html"


# ---------------------------------------------------------------- the request

def check_url(request) -> None:
    """UrlTooLong for a request target over MAX_URL bytes."""
    target = request.scope.get("raw_path", b"") + b"?" + request.scope.get("query_string", b"")
    if len(target) > MAX_URL:
        raise UrlTooLong(f"the request URL is longer than {MAX_URL} bytes; send long queries as a POST "
                         "(application/sparql-query, or a form with query=)")


async def read_body(request) -> bytes:
    """The request body; RequestTooLarge past MAX_BODY bytes. The rest of an oversize body is
    read and dropped (up to MAX_DRAIN bytes) so that the client, still sending, reads the 413
    instead of a reset connection. ClientDisconnect if the client goes away."""
    declared = request.headers.get("content-length", "")
    too_large = RequestTooLarge(f"the request body is larger than {MAX_BODY} bytes")
    if declared.isdigit() and int(declared) > MAX_DRAIN:
        raise too_large
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_DRAIN:
            raise too_large
        if size <= MAX_BODY:
            chunks.append(chunk)
    if size > MAX_BODY:
        raise too_large
    return b"".join(chunks)
