"""What runs in a worker process of ``serve``, over the store version of the request
(``worker.py``): the SPARQL endpoint's query (``execute``) and the package functions the
pages and API routes call. Each returns plain data (bytes, dicts, or the package's
dataclasses) so that it pickles back to the server; an error of the package is raised as it
is and reaches the server's exception handler whole (its class says its HTTP status).
Anything else that goes wrong in a worker reaches the server as an exception and is
answered 500 there."""

from __future__ import annotations

import io

from edison_kg.errors import BadInput, EdisonError, NotAcceptable, QueryFailed, QueryNotFound, TooManyRows
from edison_kg.web import worker
from edison_kg.web.protocol import CONTENT_TYPES, GRAPH_TYPES, RESULT_TYPES, first_line

SEARCH_LIMIT = 50


# ---------------------------------------------------------------- the SPARQL endpoint's query

class _LineLimit(io.RawIOBase):
    """A writer that keeps what is written and stops the serializer past ``limit`` lines.

    TSV results and N-Triples have one line per row or triple (newlines inside literals
    are escaped), so counting lines counts rows without holding all of them first."""

    def __init__(self, limit: int, max_rows: int):
        super().__init__()
        self.limit, self.max_rows, self.lines, self.data = limit, max_rows, 0, bytearray()

    def writable(self) -> bool:
        return True

    def write(self, chunk) -> int:
        chunk = bytes(chunk)
        self.lines += chunk.count(b"\n")
        if self.lines > self.limit:
            raise TooManyRows(f"the answer has more than {self.max_rows} rows (or triples), the limit of this "
                              "server; add a LIMIT to the query, or start the server with a higher --max-rows")
        self.data += chunk
        return len(chunk)


def execute(query: str, result_format: str | None, graph_format: str | None,
            default_graphs: list[str], named_graphs: list[str], max_rows: int) -> tuple[str, bytes]:
    """Run one query: (content type, body) of its answer."""
    import pyoxigraph as ox

    from edison_kg.sparql.text import guarded
    from edison_kg.vocab.ns import PREFIXES

    options = {}
    try:
        if default_graphs:
            options["default_graph"] = [ox.NamedNode(g) for g in default_graphs]
        if named_graphs:
            options["named_graphs"] = [ox.NamedNode(g) for g in named_graphs]
    except ValueError as error:
        raise BadInput(f"not a graph IRI: {first_line(error)}") from None
    try:
        result = worker.store().query(guarded(query), **options)
        if isinstance(result, ox.QueryBoolean):
            if result_format is None:
                raise _not_acceptable("ASK", RESULT_TYPES)
            return CONTENT_TYPES[result_format], result.serialize(format=getattr(ox.QueryResultsFormat, result_format))
        if isinstance(result, ox.QuerySolutions):
            if result_format is None:
                raise _not_acceptable("SELECT", RESULT_TYPES)
            writer = _LineLimit(max_rows + 1, max_rows)  # the header line, then one line per row
            result.serialize(writer, format=ox.QueryResultsFormat.TSV)
            body = bytes(writer.data)
            if result_format != "TSV":  # TSV -> other formats is lossless (pyoxigraph reads TSV back)
                body = ox.parse_query_results(body, ox.QueryResultsFormat.TSV).serialize(
                    format=getattr(ox.QueryResultsFormat, result_format))
            return CONTENT_TYPES[result_format], body
        if graph_format is None:
            raise _not_acceptable("CONSTRUCT or DESCRIBE", GRAPH_TYPES)
        writer = _LineLimit(max_rows, max_rows)
        result.serialize(writer, format=ox.RdfFormat.N_TRIPLES)
        body = bytes(writer.data)
        if graph_format != "N_TRIPLES":
            body = ox.serialize(ox.parse(body, format=ox.RdfFormat.N_TRIPLES),
                                format=getattr(ox.RdfFormat, graph_format), prefixes=PREFIXES)
        return CONTENT_TYPES[graph_format], body
    except SyntaxError as error:
        raise BadInput(f"the query does not parse: {first_line(error)}") from None
    except MemoryError:
        raise QueryFailed("the query needs more memory than this server gives one query; add a LIMIT "
                          "or narrow its patterns") from None
    except (OSError, RuntimeError, ValueError) as error:
        raise QueryFailed(f"the query failed: {first_line(error)}") from None


def _not_acceptable(form: str, offered: dict[str, str]) -> NotAcceptable:
    return NotAcceptable(f"a {form} query can be answered as {', '.join(offered)}; "
                         "the Accept header allows none of them")


# ---------------------------------------------------------------- the pages' and the API's calls

def search(text: str, limit: int = 10) -> list[dict]:
    from edison_kg import lookup

    return [m.to_dict() for m in lookup.search_cards(text, limit=max(1, min(limit, SEARCH_LIMIT)),
                                                    backend=worker.backend())]


def card(name: str):
    from edison_kg import lookup

    return lookup.describe_card(name, backend=worker.backend())


def card_dict(name: str) -> dict:
    """The card sheet as the API gives it: ``CardView.to_dict()``, each effect with its
    structure in words (``in_words``)."""
    view = card(name)
    data = view.to_dict()
    for entry, effect in zip(data["effects"], view.effects):
        entry["in_words"] = effect.in_words()
    return data


def precedent(ident: str):
    from edison_kg.lookup import precedents

    return precedents.describe_precedent(ident, backend=worker.backend())


def precedent_list() -> list:
    from edison_kg.lookup import precedents

    return precedents.list_precedents(backend=worker.backend())


def examples(idents: tuple[str, ...]) -> list:
    """The home page's example precedents, those of ``idents`` the graph holds."""
    from edison_kg.errors import UnknownPrecedent

    found = []
    for ident in idents:
        try:
            found.append(precedent(ident))
        except UnknownPrecedent:   # a graph without it (a data folder of a few cards)
            continue
    return found


def rule(ident: str):
    from edison_kg.lookup import rules

    return rules.describe_rule(ident, backend=worker.backend())


def ask(scenario) -> dict:
    from edison_kg import timing

    return timing.ask(scenario, engine=worker.engine()).to_dict()


def history(scenario) -> dict:
    from edison_kg import timing

    return timing.history(scenario, engine=worker.engine()).to_dict()


def card_briefs(scenario) -> dict:
    """The builder's view of each named card of a scenario: type, subtypes and effects in words
    (a card the graph does not hold is left out: the answer's error names it)."""
    from edison_kg import lookup
    from edison_kg.errors import UnknownCard

    briefs = {}
    kept = worker.briefs()   # card IRI -> brief: a card sheet costs tens of ms to read
    entries = scenario.get("cards") if isinstance(scenario, dict) else None
    for ref, entry in (entries.items() if isinstance(entries, dict) else ()):
        name = entry.get("name") if isinstance(entry, dict) else None
        if not isinstance(name, str) or not name.strip():
            continue
        try:
            iri = lookup.find_card(name, worker.backend())
        except UnknownCard:
            continue
        if iri not in kept:
            if len(kept) >= 5000:
                kept.clear()
            kept[iri] = brief(lookup.describe_card(iri, backend=worker.backend()))
        briefs[ref] = kept[iri]
    return briefs


def brief(view) -> dict:
    """What the builder knows of a card: its kind, and each effect with what its text can do
    (its cost and resolution clauses and the events they cause), for the builder's defaults
    and picks."""
    return {"name": view.name, "card_type": view.card_type, "subtypes": view.subtypes, "passcode": view.passcode,
            "level": view.level, "effects": [effect_brief(e) for e in view.effects]}


def effect_brief(effect) -> dict:
    return {"number": effect.number, "kind": effect.kind, "words": effect.in_words(), "text": effect.text,
            "targets": bool(effect.targets), "has_cost": bool(effect.has_cost), "condition": effect.condition, "events": effect.events,
            "clauses": [{key: getattr(c, key) for key in CLAUSE_KEYS} for c in effect.clauses]}


CLAUSE_KEYS = ("part", "index", "text", "conjunction", "sequential", "event", "subject", "every", "whose",
               "to_zone", "player")


def read(text: str) -> dict:
    """A situation told in words, read into a scenario with notes on how each part was read."""
    from edison_kg import timing
    from edison_kg.errors import UnknownCard

    try:
        return timing.read_situation(text, backend=worker.backend()).to_dict()
    except UnknownCard as error:   # a name in the words, not an address: bad input (400), closest names kept
        raise BadInput(error.message, where=error.where) from None


def ask_page(scenario) -> dict:
    """What the question page shows: the answer, what happened, the titles of the answer's
    rules and the builder's view of the cards (a question the engine refuses comes back as
    ``error`` with its message and JSON path, shown beside the cards the builder can still
    show: the page's content, not a failure of the page)."""
    from edison_kg.lookup import rules

    out = {"cards": card_briefs(scenario)}
    try:
        answer = ask(scenario)
        out["history"] = history(scenario)
    except EdisonError as error:
        out["error"] = {"error": error.message, "where": error.where}
        return out
    out["answer"] = answer
    out["rules"] = rules.rule_titles(answer["rules"], backend=worker.backend())
    return out


def named_query(name: str, params: dict | None = None) -> str:
    """A named query's text with its parameters bound (a VALUES block of RDF terms, as the
    backends bind them), for the SPARQL page's box: the values given, else its first
    example's."""
    from edison_kg.lookup import bind_params
    from edison_kg.sparql import inject_values
    from edison_kg.sparql.named import list_queries, load_query

    if name not in {q.name for q in list_queries()}:   # a name, never a file path
        raise QueryNotFound(f"no named query {name!r} (the SPARQL page lists them)", where="named")
    query = load_query(name)
    if params is None:
        params = query.examples[0] if query.examples else {}
    bindings = bind_params(query, params, worker.backend())
    return inject_values(query.text, bindings)
