"""One query interface, two backends: the embedded graph and a remote SPARQL 1.1 endpoint.

``LocalBackend`` runs queries on the compiled pyoxigraph store (read-only). ``RemoteBackend``
sends them to a SPARQL 1.1 Protocol endpoint (SPARQLWrapper writes the requests,
``edison_kg.sparql.http`` sends them: one deadline per request, retries, credentials kept
out of messages). Both bind parameters the way rdflib's SPARQLStore
binds ``initBindings``: a ``VALUES`` block of RDF terms serialized by pyoxigraph (never
pasted text), put at the start of the query's outer WHERE group (so that FILTERs of that
group see the values) and of each sub-select that projects the variable (so the endpoint
does not compute the sub-select for every value first). Both return the same typed results:

- SELECT -> ``QueryResult(columns, rows)``, each row a dict of column -> ``Term``
  (unbound columns are left out of the row);
- ASK -> ``bool``;
- CONSTRUCT / DESCRIBE -> ``list[Triple]``, sorted.

A parameter must be in scope at the query's top level: in a SELECT it must be projected
(pyoxigraph requires it, and it keeps both backends equal), and it should be used in the
outer group, not only inside a nested group. ``tests/sparql/test_backends.py`` runs every named
query through both backends against a real SPARQL server and compares the rows.

The parts: ``terms`` (Term, Triple, QueryResult), ``text`` (query form, VALUES injection,
limits before the parser, total ORDER BY), ``base`` (Backend), ``local`` and ``remote``.
Everything is imported from here (``from edison_kg.backends import ...``).
"""

from __future__ import annotations

import os

from edison_kg.errors import BadInput

from edison_kg.sparql.terms import (RDF, RDF_LANGSTRING, XSD, XSD_STRING, QueryResult, Result, Term, Triple,
                                    sorted_triples)
from edison_kg.sparql.text import (MAX_NESTING, MAX_OPERATORS, MAX_QUERY_BYTES, _first_line, _tokens,
                                   check_query_text, guarded, inject_values, query_form, total_order,
                                   trust_order)  # noqa: F401
from edison_kg.sparql.base import Backend
from edison_kg.sparql.local import LocalBackend
from edison_kg.sparql.remote import RemoteBackend

__all__ = ["Backend", "LocalBackend", "RemoteBackend", "Term", "Triple", "QueryResult", "Result",
           "sorted_triples", "check_query_text", "guarded", "inject_values", "query_form", "total_order",
           "trust_order", "get_backend", "in_memory_wanted", "MAX_QUERY_BYTES", "MAX_NESTING", "MAX_OPERATORS",
           "XSD", "RDF", "XSD_STRING", "RDF_LANGSTRING", "ENDPOINT_VARIABLE", "IN_MEMORY_VARIABLE"]

ENDPOINT_VARIABLE = "EDISON_KG_ENDPOINT"
IN_MEMORY_VARIABLE = "EDISON_KG_IN_MEMORY"
# Credentials and the request deadline of a remote endpoint: see edison_kg.sparql.http.


_EMBEDDED: list[LocalBackend] = []


def get_backend(endpoint: str | None = None) -> Backend:
    """The backend for ``endpoint``: None -> ``$EDISON_KG_ENDPOINT`` if set, else the embedded
    graph (one LocalBackend per process, so its look-ups are made once; in memory when
    ``$EDISON_KG_IN_MEMORY`` is 1, for long-lived processes)."""
    url = endpoint if endpoint is not None else os.environ.get(ENDPOINT_VARIABLE, "")
    url = (url or "").strip()
    if url:
        return RemoteBackend(url)
    if not _EMBEDDED:
        _EMBEDDED.append(LocalBackend(in_memory=in_memory_wanted()))
    return _EMBEDDED[0]


def in_memory_wanted() -> bool:
    """``$EDISON_KG_IN_MEMORY``: 1/true/yes loads the embedded graph into memory."""
    value = os.environ.get(IN_MEMORY_VARIABLE, "").strip().lower()
    if value in ("", "0", "false", "no"):
        return False
    if value in ("1", "true", "yes"):
        return True
    raise BadInput(f"${IN_MEMORY_VARIABLE} must be 1 or 0, not {value!r}")
