"""What every backend offers."""

from __future__ import annotations

from typing import Callable, Mapping

from edison_kg.errors import BadInput

from edison_kg.sparql.terms import QueryResult, Result, Term, Triple


class Backend:
    """What both backends offer: ``query`` (any form) and ``select``/``ask``/``construct``.

    ``cache`` holds look-ups derived from the graph (the card-name index, concept lists)
    for the life of the backend.
    """

    name = "graph"

    def __init__(self):
        self.cache: dict = {}

    def query(self, query: str, bindings: Mapping[str, Term] | None = None) -> Result:
        raise NotImplementedError

    def kept(self, name: str, query: str, read: Callable[[], list]) -> list:
        """``read()``: what is read with ``query`` (no parameters) over the whole graph, as plain
        JSON values. A backend that can keep it with its graph's content reads it once per
        content (LocalBackend); a remote store is read each time."""
        return read()

    def select(self, query: str, bindings: Mapping[str, Term] | None = None) -> QueryResult:
        result = self.query(query, bindings)
        if not isinstance(result, QueryResult):
            raise BadInput("expected a SELECT query")
        return result

    def ask(self, query: str, bindings: Mapping[str, Term] | None = None) -> bool:
        result = self.query(query, bindings)
        if not isinstance(result, bool):
            raise BadInput("expected an ASK query")
        return result

    def construct(self, query: str, bindings: Mapping[str, Term] | None = None) -> list[Triple]:
        result = self.query(query, bindings)
        if not isinstance(result, list):
            raise BadInput("expected a CONSTRUCT or DESCRIBE query")
        return result
