"""The embedded backend: queries on the compiled pyoxigraph store."""

from __future__ import annotations

from typing import Callable, Mapping

from edison_kg.errors import BadInput
from edison_kg.files import write_whole

from edison_kg.sparql.base import Backend
from edison_kg.sparql.terms import QueryResult, Result, Term, Triple, sorted_triples
from edison_kg.sparql.text import _first_line, check_query_text, guarded, inject_values


KEPT_FORMAT = "1"  # raised when what ``kept`` stores changes shape


class LocalBackend(Backend):
    """The embedded graph: the compiled pyoxigraph store (or any store given, e.g. in tests)."""

    name = "embedded graph"

    def __init__(self, store=None, *, in_memory: bool = False):
        super().__init__()
        self._store = store
        self._compiled = store is None  # the compiled store of data/, opened on first use
        self.in_memory = in_memory

    @property
    def store(self):
        if self._store is None:
            from edison_kg.store import open_store

            self._store = open_store(in_memory=self.in_memory)
        return self._store

    def kept(self, name: str, query: str, read: Callable[[], list]) -> list:
        """``read()``'s result kept as JSON beside the compiled store, in its generation: a fresh
        process reads that file (a few ms) instead of running the query (up to ~300 ms for the
        precedents at the real size). Any other store, or a file that cannot be read or
        written, falls back to ``read()``."""
        if not self._compiled:
            return read()
        import hashlib

        import orjson

        from edison_kg.store import kept_results_dir

        self.store  # opens it, so its generation is known
        folder = kept_results_dir()
        if folder is None:
            return read()
        digest = hashlib.blake2b(f"{KEPT_FORMAT}\0{query}".encode(), digest_size=8).hexdigest()
        path = folder / f"{name}-{digest}.json"
        try:
            return orjson.loads(path.read_bytes())
        except (OSError, ValueError):
            pass
        rows = read()
        try:
            folder.mkdir(exist_ok=True)
            write_whole(path, orjson.dumps(rows))
        except OSError:
            pass  # a cache that cannot be written: the next process reads the graph again
        return rows

    def query(self, query: str, bindings: Mapping[str, Term] | None = None) -> Result:
        import pyoxigraph as ox

        # Parameters go in as a VALUES block of RDF terms, as for the remote backend: one
        # binding path for both, and pyoxigraph plans it up to 5x better than substitutions.
        check_query_text(query)
        text = guarded(query)
        if bindings:
            text = inject_values(text, bindings)
        try:
            result = self.store.query(text)
            if isinstance(result, ox.QueryBoolean):
                return bool(result)
            seen: dict = {}  # results repeat the same terms (concepts, cards): convert each once

            def term_of(term):
                converted = seen.get(term)
                if converted is None:
                    converted = seen[term] = Term.from_oxigraph(term)
                return converted

            if isinstance(result, ox.QuerySolutions):
                columns = [v.value for v in result.variables]
                rows = [{column: term_of(term) for column, term in zip(columns, solution) if term is not None}
                        for solution in result]
                return QueryResult(columns, rows)
            return sorted_triples(Triple(term_of(t.subject), term_of(t.predicate), term_of(t.object)) for t in result)
        except SyntaxError as error:
            raise BadInput(f"the query does not parse: {_first_line(error)}") from None
        except (RuntimeError, OSError) as error:
            if not str(error).startswith(("Corruption", "IO error")):  # e.g. a bound variable that is not projected
                raise BadInput(f"the query cannot run: {_first_line(error)}") from None
            # RocksDB found damage the open-time check could not see (a file changed since)
            if not self._compiled:
                raise BadInput(f"the store cannot be read: {_first_line(error)}") from None
            from edison_kg.store import discard_store

            discard_store()
            self._store = None
            raise BadInput(f"the compiled store cannot be read ({_first_line(error, 120)}); it was discarded "
                           "and the next command rebuilds it") from None
