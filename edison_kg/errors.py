"""Errors of edison-kg: every error class of the package, each with the exit code the command
line ends with and the HTTP status ``edison-kg serve`` answers with. Each error carries a
message a user can act on and where it happened (a file, a field, a JSON path).

Exit codes (only ``cli.py`` turns errors into them): 2 for bad input (a file, a scenario, a
card name, a request), 1 for a graph that does not conform, 3 for an endpoint failing (a
remote one, or this server for its clients). HTTP statuses (only the server's one exception
handler, ``edison_kg.web.responses``, turns errors into responses): 400 for bad input, 404
for a thing the address names that the graph does not hold, and the statuses of the SPARQL
protocol's refusals and limits below.

An error pickles whole (message, where and any other attribute) so that a worker process of
``serve`` can send it back to the server as it is.
"""

from __future__ import annotations


class EdisonError(Exception):
    """Base class: ``str(error)`` is the one line shown to the user."""

    exit_code = 2
    http_status = 500
    http_headers: dict[str, str] = {}   # sent with the status (read only)

    def __init__(self, message: str, where: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message

    def __reduce__(self):
        return type(self), (self.message, self.where), self.__dict__


# ---------------------------------------------------------------- bad input (exit 2)

class BadInput(EdisonError):
    """A file or argument that cannot be read (malformed Turtle, JSON, query text)."""

    http_status = 400


class UnknownCard(BadInput):
    """A card name that is not in the graph; the message lists the closest names."""

    http_status = 404


class BadScenario(BadInput):
    """A timing scenario that breaks the contract; ``where`` is the JSON path."""


class UnknownScenarioCard(UnknownCard, BadScenario):
    """A card a scenario names that is not in the graph: the question is bad (400), not the
    address (404); ``where`` is the JSON path of the name."""

    http_status = 400


class UnknownPrecedent(BadInput):
    """A precedent id that is not in the graph; the message lists the closest ids."""

    http_status = 404


class UnknownRule(BadInput):
    """A rule id that is not in the graph; the message lists the closest ids."""

    http_status = 404


class QueryNotFound(BadInput):
    """A named query that does not exist."""

    http_status = 404


# ---------------------------------------------------------------- what the SPARQL endpoint refuses

class UpdateRefused(BadInput):
    """An update sent to the read-only endpoint."""

    http_status = 403


class ServiceRefused(BadInput):
    """A federated query (SERVICE): the server would otherwise fetch any address."""

    http_status = 403


class NotAcceptable(BadInput):
    """An Accept header that allows none of the formats the answer can be given in."""

    http_status = 406


class RequestTooLarge(BadInput):
    """A request body over the server's limit; the connection is closed after the answer (the
    rest of the body may not have been read)."""

    http_status = 413
    http_headers = {"Connection": "close"}


class UrlTooLong(BadInput):
    """A GET whose address is over the server's limit (the query should be POSTed)."""

    http_status = 414


class UnsupportedMediaType(BadInput):
    """A POST whose body is neither a SPARQL query nor a form."""

    http_status = 415


class TooManyRows(BadInput):
    """An answer over the server's row limit: refused whole, never cut short (SPARQL results
    have no standard way to say "cut short")."""

    http_status = 422


# ---------------------------------------------------------------- the graph does not conform (exit 1)

class ShapeViolation(EdisonError):
    """An entry that does not conform to the shapes."""

    exit_code = 1
    http_status = 422


# ---------------------------------------------------------------- an endpoint failing (exit 3)

class EndpointError(EdisonError):
    """A SPARQL endpoint that cannot be reached or answers badly."""

    exit_code = 3
    http_status = 502


class ServerBusy(EndpointError):
    """Too many requests waiting for a worker of ``serve``."""

    http_status = 503
    http_headers = {"Retry-After": "1"}


class QueryCancelled(EndpointError):
    """A query (or a page's call) still running at the server's time limit: its worker is
    stopped and replaced."""

    http_status = 503


class WorkerLost(EndpointError):
    """A worker of ``serve`` that died under a query (past its memory cap, or killed)."""

    http_status = 500


class QueryFailed(EndpointError):
    """A query the store could not run (out of memory, an error of the store)."""

    http_status = 500


# ------------------------------------------------------------------ the transport's signals
# Between the tries of one request to a remote endpoint (edison_kg.sparql.http): never shown
# to a user, each ends as one EndpointError line (exit 3) when the request gives up.

class Transient(Exception):
    """A fault worth trying again; ``retry_after``: seconds the server asked to wait."""

    def __init__(self, text: str, retry_after: float | None = None):
        super().__init__(text)
        self.retry_after = retry_after


class HttpStatus(Exception):
    """An HTTP status that is not retried (4xx but 429); the caller decides what it means.
    ``challenge``: the WWW-Authenticate header of a 401."""

    def __init__(self, code: int, text: str, challenge: str | None = None):
        super().__init__(text)
        self.code, self.text, self.challenge = code, text, challenge


class NotHttp(Exception):
    """A reply that is not HTTP at all (another protocol, garbage): not retried."""
