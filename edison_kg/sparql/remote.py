"""The remote backend: a SPARQL 1.1 Protocol endpoint, spoken to with SPARQLWrapper."""

from __future__ import annotations

import os
from typing import Mapping

from edison_kg.errors import EndpointError

from edison_kg.sparql.base import Backend
from edison_kg.sparql.terms import QueryResult, Result, Term, Triple, sorted_triples
from edison_kg.sparql.text import _first_line, check_query_text, inject_values, query_form

# What is asked for: SPARQL JSON results for SELECT and ASK; N-Triples first for CONSTRUCT and
# DESCRIBE, a format SPARQLWrapper does not name (its Turtle asks for Turtle alone, which
# ``edison-kg serve`` converts to: the whole graph took 16.3 s that way, 9.7 s as N-Triples)
_JSON_RESULTS = "application/sparql-results+json"
_GRAPH_ACCEPT = "application/n-triples, text/turtle;q=0.9"


class RemoteBackend(Backend):
    """A SPARQL 1.1 Protocol endpoint: queries POSTed as a form, SELECT/ASK answers read as
    SPARQL JSON, CONSTRUCT/DESCRIBE as N-Triples or Turtle.

    SPARQLWrapper writes each request (the form, the Accept header of the results' format,
    the credentials: a bearer token from ``$EDISON_KG_ENDPOINT_TOKEN``, else user and password
    from the environment or the URL) and reads the SPARQL JSON answers; the request is sent by
    ``edison_kg.sparql.http``, not by SPARQLWrapper's urllib, for what urllib does not give:
    ``timeout`` is the deadline of each request, retries included (default
    ``$EDISON_KG_ENDPOINT_TIMEOUT``, else 60 s), where urllib's timeout is per socket
    operation; transient faults (refused or reset connections, replies cut short, HTTP 5xx,
    429 with its Retry-After) are retried ``retries`` times with exponential backoff; digest
    credentials (Virtuoso) are answered without installing a process-wide urllib opener;
    then, as for any other fault, an EndpointError names the endpoint (credentials removed)
    and what went wrong, in one line. ``clock``: the transport's clock (tests give a virtual one).

    Parameters of the protocol written in the URL (``?default-graph-uri=...``) go with every
    query (they stay in the URL the form is posted to): a Virtuoso server answers from the
    graph named there, not from all it holds.
    Virtuoso's ASK answer (a table of one ``__ASK_RETVAL`` row when true, none when false) is
    read as the boolean it stands for.
    """

    def __init__(self, url: str, *, timeout: float | None = None, retries: int = 3, backoff: float = 0.5,
                 clock=None):
        from edison_kg.sparql import http  # not at import: http.client and ssl cost ~30 ms of every cold start

        super().__init__()
        self.url = http.check_url(url)
        self.name = http.redact(url)
        self.timeout = http.endpoint_timeout(timeout)
        self.retries = retries
        self.backoff = backoff
        self.clock = clock

    def _fail(self, what: str) -> EndpointError:
        return EndpointError(what, where=f"endpoint {self.name}")

    def _request(self, query: str, form: str):
        """The request SPARQLWrapper writes for ``query`` (a urllib Request, not sent by it)."""
        # here, not at import: SPARQLWrapper brings urllib.request and http.client (~50 ms)
        from SPARQLWrapper import JSON, POST, SPARQLWrapper, TURTLE, URLENCODED

        from edison_kg.sparql import http

        client = SPARQLWrapper(self.url, returnFormat=JSON if form in ("SELECT", "ASK") else TURTLE)
        client.setMethod(POST)
        client.setRequestMethod(URLENCODED)
        client.setOnlyConneg(True)  # the Accept header only: no format=/output= parameters
        # The form is known (text.query_form); setQuery would guess it again with regular
        # expressions that take quadratic time on long runs of blanks (5 s for 40 kB of spaces)
        client.queryString, client.queryType = query, form
        if form not in ("SELECT", "ASK"):
            client.addCustomHttpHeader("Accept", _GRAPH_ACCEPT)  # in place of its Turtle's
        token = os.environ.get(http.TOKEN_VARIABLE)
        if token:
            client.addCustomHttpHeader("Authorization", "Bearer " + token)
        elif pair := http.credentials(self.url):
            # (a user without a password gets no header from SPARQLWrapper: the transport's
            # basic credentials then go, as for any request)
            client.setCredentials(*pair)
        return client._createRequest()  # the one way to have its request without urllib sending it

    def _send(self, query: str, form: str) -> tuple[bytes, str]:
        """Send the query; return the body and its content type, retrying transient faults."""
        from edison_kg.sparql import http

        request = self._request(query, form)
        try:
            reply = http.send(request.get_method(), request.full_url, request.data, dict(request.header_items()),
                              timeout=self.timeout, retries=self.retries, backoff=self.backoff, clock=self.clock)
        except (http.Transient, http.HttpStatus, http.NotHttp) as error:
            raise self._fail(_status_phrase(error)) from None
        return reply.body, reply.content_type

    def query(self, query: str, bindings: Mapping[str, Term] | None = None) -> Result:
        check_query_text(query)
        form = query_form(query)
        text = inject_values(query, bindings or {})
        body, content_type = self._send(text, form)
        if form in ("SELECT", "ASK"):
            return self._read_json(body, form)
        return self._read_triples(body, content_type)

    @staticmethod
    def _results_json(body: bytes) -> dict:
        """The SPARQL JSON results asked for, as SPARQLWrapper converts them (whatever the
        reply's label: asked for JSON, it is read as JSON)."""
        from SPARQLWrapper import JSON
        from SPARQLWrapper import QueryResult as Answer

        try:
            return Answer((_Body(body, _JSON_RESULTS), JSON)).convert()
        except TypeError:  # its conversion takes a JSON object only
            raise ValueError("the answer is not a JSON object") from None

    def _read_json(self, body: bytes, form: str):
        try:
            data = self._results_json(body)
            if form == "ASK":
                if "boolean" not in data and data.get("head", {}).get("vars") == [_VIRTUOSO_ASK]:
                    # Virtuoso 7.2 answers ASK as a table: one row (1) when true, none when false
                    rows = data["results"]["bindings"]
                    return bool(rows) and Term.from_json(rows[0][_VIRTUOSO_ASK]).value not in ("0", "false")
                value = data["boolean"]
                if not isinstance(value, bool):
                    raise ValueError("'boolean' is not true or false")
                return value
            columns = list(data["head"].get("vars", []))
            if not all(isinstance(c, str) for c in columns):
                raise ValueError("a variable name is not text")
            bindings = data["results"]["bindings"]
            if not isinstance(bindings, list):
                raise ValueError("'bindings' is not a list")
            rows = [{str(k): Term.from_json(v) for k, v in binding.items()} for binding in bindings]
            return QueryResult(columns, rows)
        except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError, RecursionError) as error:
            raise self._fail(f"malformed SPARQL JSON results ({_first_line(error, 120)})") from None

    def _read_triples(self, body: bytes, content_type: str) -> list[Triple]:
        import pyoxigraph as ox

        fmt = ox.RdfFormat.TURTLE if "turtle" in content_type else ox.RdfFormat.N_TRIPLES
        try:
            return sorted_triples(Triple(*(Term.from_oxigraph(t) for t in (q.subject, q.predicate, q.object)))
                                  for q in ox.parse(body, format=fmt))
        except (SyntaxError, ValueError, MemoryError) as error:
            raise self._fail(f"malformed RDF in the answer ({_first_line(error, 120)})") from None


_VIRTUOSO_ASK = "__ASK_RETVAL"


class _Body:
    """A reply's body as SPARQLWrapper's QueryResult reads a urllib response."""

    def __init__(self, body: bytes, content_type: str):
        self.body, self.content_type = body, content_type

    def info(self) -> dict[str, str]:
        return {"Content-Type": self.content_type}

    def read(self) -> bytes:
        return self.body


def _status_phrase(error: Exception) -> str:
    """The one line for a failed request; statuses SPARQL clients know get their meaning."""
    from edison_kg.sparql import http

    text = str(error)
    if isinstance(error, http.HttpStatus):
        meaning = {400: "the endpoint rejected the query", 401: "not authorized", 403: "forbidden",
                   404: "no SPARQL endpoint at this address", 414: "the query is too long"}.get(error.code)
        if meaning:
            return f"{text} ({meaning})"
    return text
