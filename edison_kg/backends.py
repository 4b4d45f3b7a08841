"""One query interface, two backends: the embedded graph and a remote SPARQL 1.1 endpoint.

``LocalBackend`` runs queries on the compiled pyoxigraph store (read-only). ``RemoteBackend``
sends them to a SPARQL 1.1 Protocol endpoint (``edison_kg.transport``: one deadline per
request, retries, credentials kept out of messages). Both bind parameters the way rdflib's SPARQLStore
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
outer group, not only inside a nested group. ``tests/test_backends.py`` runs every named
query through both backends against a real SPARQL server and compares the rows.
"""

from __future__ import annotations

import json
import os
import re
import urllib.parse
from dataclasses import dataclass, field
from functools import lru_cache
from datetime import date, datetime
from typing import Mapping, NamedTuple, Union

from edison_kg.errors import BadInput, EndpointError

from edison_kg.ns import PREFIXES

XSD = PREFIXES["xsd"]
RDF = PREFIXES["rdf"]
XSD_STRING = XSD + "string"
RDF_LANGSTRING = RDF + "langString"

ENDPOINT_VARIABLE = "EDISON_KG_ENDPOINT"
IN_MEMORY_VARIABLE = "EDISON_KG_IN_MEMORY"
# Credentials and the request deadline of a remote endpoint: see edison_kg.transport.

_INTEGER_TYPES = {XSD + t for t in (
    "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
    "nonPositiveInteger", "negativeInteger", "unsignedLong", "unsignedInt", "unsignedShort",
    "unsignedByte")}
_FLOAT_TYPES = {XSD + t for t in ("decimal", "double", "float")}


# ---------------------------------------------------------------- results

class Term(NamedTuple):
    """An RDF term in a result row: ``kind`` is "iri", "literal" or "bnode".

    Literals always carry a datatype (xsd:string for plain ones, rdf:langString with
    ``lang``), so results of both backends compare equal. A named tuple: immutable,
    hashable and cheap to make, which matters for results of thousands of rows.
    """

    kind: str
    value: str
    datatype: str | None = None
    lang: str | None = None

    @classmethod
    def iri(cls, value: str) -> "Term":
        return cls("iri", value)

    @classmethod
    def literal(cls, value, datatype: str | None = None, lang: str | None = None) -> "Term":
        """A literal; Python ints and bools get their XSD datatype."""
        if isinstance(value, bool):
            return cls("literal", "true" if value else "false", XSD + "boolean")
        if isinstance(value, int):
            return cls("literal", str(value), XSD + "integer")
        if lang:
            return cls("literal", str(value), RDF_LANGSTRING, lang.lower())
        return cls("literal", str(value), datatype or XSD_STRING)

    def to_python(self):
        """The value as Python: int, float, bool, date or datetime where the datatype says so."""
        if self.kind == "bnode":
            return "_:" + self.value
        if self.kind != "literal":
            return self.value
        try:
            if self.datatype in _INTEGER_TYPES:
                return int(self.value)
            if self.datatype in _FLOAT_TYPES:
                return float(self.value)
            if self.datatype == XSD + "boolean":
                return self.value.strip() in ("true", "1")
            if self.datatype == XSD + "date":
                return date.fromisoformat(self.value)
            if self.datatype == XSD + "dateTime":
                return datetime.fromisoformat(self.value)
        except ValueError:
            pass  # an ill-typed literal stays its lexical form
        return self.value

    def to_sparql(self) -> str:
        """The term in SPARQL / N-Triples syntax, escaped by pyoxigraph (IRIs are checked)."""
        return str(self.to_oxigraph())

    def to_oxigraph(self):
        import pyoxigraph as ox

        try:
            if self.kind == "iri":
                return ox.NamedNode(self.value)
            if self.kind == "bnode":
                return ox.BlankNode(self.value)
            if self.lang:
                return ox.Literal(self.value, language=self.lang)
            return ox.Literal(self.value, datatype=ox.NamedNode(self.datatype or XSD_STRING))
        except ValueError as error:
            raise BadInput(f"not a valid RDF {self.kind}: {self.value!r} ({error})") from None

    @classmethod
    def from_oxigraph(cls, term) -> "Term":
        import pyoxigraph as ox

        if isinstance(term, ox.NamedNode):
            return cls("iri", term.value)
        if isinstance(term, ox.BlankNode):
            return cls("bnode", term.value)
        if isinstance(term, ox.Literal):
            if term.language:
                return cls("literal", term.value, RDF_LANGSTRING, term.language.lower())
            return cls("literal", term.value, term.datatype.value)
        raise BadInput(f"unsupported RDF term in a result: {term!r}")

    @classmethod
    def from_json(cls, raw: Mapping) -> "Term":
        """A term of the SPARQL 1.1 Query Results JSON format."""
        kind = raw.get("type")
        value = raw.get("value")
        if not isinstance(value, str):
            raise ValueError("a result term has no string value")
        if kind == "uri":
            return cls("iri", value)
        if kind == "bnode":
            return cls("bnode", value)
        if kind in ("literal", "typed-literal"):
            lang = raw.get("xml:lang")
            if lang:
                return cls("literal", value, RDF_LANGSTRING, lang.lower())
            return cls("literal", value, raw.get("datatype") or XSD_STRING)
        raise ValueError(f"unknown result term type {kind!r}")

    def sort_key(self) -> tuple:
        return (self.kind, self.value, self.datatype or "", self.lang or "")

    def __str__(self) -> str:
        return self.value


class Triple(NamedTuple):
    subject: Term
    predicate: Term
    object: Term


def sorted_triples(triples) -> list[Triple]:
    """Triples in a stable order (a graph has none of its own), so both backends agree."""
    return sorted(triples, key=lambda t: (t.subject.sort_key(), t.predicate.sort_key(), t.object.sort_key()))


@dataclass
class QueryResult:
    """The solutions of a SELECT query: column names and rows of column -> Term."""

    columns: list[str]
    rows: list[dict[str, Term]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def values(self, column: str) -> list:
        """The Python values of one column (None where unbound)."""
        return [row[column].to_python() if column in row else None for row in self.rows]

    def to_python(self) -> list[dict]:
        """Rows as plain dicts of Python values (unbound columns are None)."""
        return [{c: (row[c].to_python() if c in row else None) for c in self.columns} for row in self.rows]


Result = Union[QueryResult, bool, list]


# ---------------------------------------------------------------- query text

_IRIREF = re.compile(r'<[^<>"{}|^`\\\x00-\x20]*>')
_WORD = re.compile(r"[^\W\d][\w\-]*")  # letters of any script: prefixes may use them
_VARNAME = re.compile(r"[A-Za-z0-9_]+")
_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
_LONG_QUOTES = ('"""', "'''")


def _tokens(query: str):
    """Yield (position, token): braces, parentheses, ``*``, variables (``?x``) and bare
    words, skipping comments, strings, IRIs and prefixed names."""
    i, n = 0, len(query)
    while i < n:
        c = query[i]
        if c == "#":
            end = query.find("\n", i)
            i = n if end < 0 else end + 1
        elif c in "\"'":
            quote = query[i:i + 3] if query[i:i + 3] in _LONG_QUOTES else c
            j = i + len(quote)
            while j < n and query[j:j + len(quote)] != quote and (len(quote) == 3 or query[j] != "\n"):
                j += 2 if query[j] == "\\" else 1
            i = j + len(quote)
        elif c == "<":
            match = _IRIREF.match(query, i)
            i = match.end() if match else i + 1
        elif c in "{}()*":
            yield i, c
            i += 1
        elif c in "?$":
            match = _VARNAME.match(query, i + 1)
            if match:
                yield i, "?" + match.group()
                i = match.end()
            else:
                i += 1
        elif c.isalpha():
            word = _WORD.match(query, i)
            if word is None:  # a letter outside the SPARQL name characters
                i += 1
                continue
            j = word.end()
            if j < n and query[j] == ":":  # a prefixed name (ek:Then), not a keyword
                i = j + 1
                while i < n and (query[i].isalnum() or query[i] in "_-.%\\"):
                    i += 1
                continue
            yield i, query[i:j]
            i = j
        else:
            i += 1


@lru_cache(maxsize=512)  # the same named queries run again and again: tokenize each once
def query_form(query: str) -> str:
    """SELECT, ASK, CONSTRUCT or DESCRIBE: the form of a query (BadInput for anything else)."""
    for _, token in _tokens(query):
        upper = token.upper()
        if upper in _FORMS:
            return upper
        if upper in ("INSERT", "DELETE", "LOAD", "CLEAR", "DROP", "CREATE", "ADD", "MOVE", "COPY", "WITH"):
            raise BadInput("updates are not run by the query command; give a SELECT, ASK, CONSTRUCT or DESCRIBE query")
    raise BadInput("not a SPARQL query: no SELECT, ASK, CONSTRUCT or DESCRIBE found")


@lru_cache(maxsize=512)
def _groups(query: str) -> tuple[tuple[int, frozenset[str] | None], ...]:
    """Where VALUES can go: (index just after the ``{`` of a WHERE group, the variables its
    query projects; None for the outer query and for ``SELECT *``)."""
    tokens = list(_tokens(query))
    found: list[tuple[int, set[str] | None]] = []
    k = 0
    while k < len(tokens):
        form = tokens[k][1].upper()
        k += 1
        if form not in _FORMS:
            continue
        if form == "CONSTRUCT" and k < len(tokens) and tokens[k][1] == "{":
            nest = 0  # skip the template
            while k < len(tokens):
                nest += {"{": 1, "}": -1}.get(tokens[k][1], 0)
                k += 1
                if nest == 0:
                    break
        projected: set[str] | None = set()
        depth = 0
        while k < len(tokens) and not (tokens[k][1] == "{" and depth == 0):
            item = tokens[k][1]
            if item == "(":
                depth += 1
            elif item == ")":
                depth -= 1
            elif item == "*" and depth == 0:
                projected = None
            elif item.startswith("?") and projected is not None and (
                    depth == 0 or tokens[k - 1][1].upper() == "AS"):
                projected.add(item[1:])
            k += 1
        if k < len(tokens):
            found.append((tokens[k][0] + 1, None if not found or projected is None else frozenset(projected)))
        k += 1
    return tuple(found)


def inject_values(query: str, bindings: Mapping[str, Term]) -> str:
    """The query with ``VALUES (?a ?b) { (term term) }`` opening its outer WHERE group, and
    opening the WHERE group of each sub-select that projects some of those variables (so
    that an endpoint uses the values inside the sub-select instead of joining afterwards;
    the results are the same)."""
    if not bindings:
        return query
    names = sorted(bindings)
    for name in names:
        if not _VARNAME.fullmatch(name):
            raise BadInput(f"not a SPARQL variable name: {name!r}")
    groups = _groups(query)
    if not groups:
        raise BadInput("cannot bind parameters: the query has no WHERE group")
    for start, projected in sorted(groups, reverse=True):  # from the end: positions stay valid
        here = [name for name in names if projected is None or name in projected]
        if here:
            # on the same line as the brace, so the endpoint's error positions match the file's lines
            block = " VALUES ({}) {{ ({}) }} ".format(
                " ".join("?" + name for name in here),
                " ".join(bindings[name].to_sparql() for name in here),
            )
            query = query[:start] + block + query[start:]
    return query


# ---------------------------------------------------------------- limits before the parser

# pyoxigraph's SPARQL parser and evaluator recurse once per bracket and per operator of a
# chain: measured on an 8 MB stack, ~5,000 nested brackets or ~10,000 chained operators
# (``1 + 1 + ...``, ``{} UNION {} ...``, ``?a . ?b . ...``) end the process with a segfault
# that no Python code can catch. Queries are refused well before either.
MAX_QUERY_BYTES = 1_000_000   # the same as a POST body to ``serve``
MAX_NESTING = 64              # brackets ( [ { inside one another
MAX_OPERATORS = 1_000         # operators and separators outside strings, IRIs and comments
_OPERATOR_CHARS = frozenset("|&+-*/^!=<>,;.")


def check_query_text(query: str) -> None:
    """BadInput (with line:column) for a query text the native parser could not survive:
    over MAX_QUERY_BYTES, brackets nested deeper than MAX_NESTING, or more than
    MAX_OPERATORS operators; also for text that is not a string or holds NUL characters."""
    if not isinstance(query, str):
        raise BadInput(f"a query is text, not {type(query).__name__}")
    if len(query) > MAX_QUERY_BYTES or len(query.encode("utf-8", "surrogatepass")) > MAX_QUERY_BYTES:
        raise BadInput(f"the query is longer than {MAX_QUERY_BYTES:,} bytes")
    if "\x00" in query:
        raise BadInput(f"the query holds a NUL character at {_line_col(query, query.index(chr(0)))}")
    depth = operators = 0
    i, n = 0, len(query)
    while i < n:
        c = query[i]
        if c == "#":
            end = query.find("\n", i)
            i = n if end < 0 else end + 1
            continue
        if c in "\"'":
            quote = query[i:i + 3] if query[i:i + 3] in _LONG_QUOTES else c
            j = i + len(quote)
            while j < n and query[j:j + len(quote)] != quote and (len(quote) == 3 or query[j] != "\n"):
                j += 2 if query[j] == "\\" else 1
            i = j + len(quote)
            continue
        if c == "<":
            match = _IRIREF.match(query, i)
            if match:
                i = match.end()
                continue
        if c in "([{":
            depth += 1
            if depth > MAX_NESTING:
                raise BadInput(f"the query nests brackets deeper than {MAX_NESTING} at {_line_col(query, i)}; "
                               "the SPARQL parser would overflow its stack")
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c in _OPERATOR_CHARS or (c in "Uu" and query[i:i + 5].upper() == "UNION"):
            operators += 1
            if operators > MAX_OPERATORS:
                raise BadInput(f"the query has more than {MAX_OPERATORS} operators (at {_line_col(query, i)}); "
                               "the SPARQL parser would overflow its stack")
        i += 1


def _line_col(text: str, position: int) -> str:
    line = text.count("\n", 0, position) + 1
    return f"line {line}, column {position - (text.rfind(chr(10), 0, position) + 1) + 1}"


# ORDER BY in pyoxigraph 0.5 (up to 0.5.13, the newest) sorts with a comparison that is not
# a total order when numbers or dates meet literals they cannot be compared with (it falls
# back to comparing lexical forms: 9 < 10 < "5" < 9), and Rust's sort then aborts the
# whole process (exit 134). Putting a key before each ORDER BY condition that separates
# values into classes within which the comparison is total (numbers; each other datatype;
# IRIs, blank nodes and unbound) keeps the engine's order inside each class.
_ORDER_CLASS = 'IF(isNumeric({e}), "", STR(DATATYPE({e})))'
_ORDER_END = {"LIMIT", "OFFSET", "VALUES", "}", ")"}


# The package's own queries (queries/*.rq) sort columns whose datatypes the shapes fix, so
# they skip the extra keys (which cost 40-60% on the queries that sort thousands of rows).
_ORDER_TRUSTED: set[str] = set()


def trust_order(query: str) -> None:
    """Mark a query text of the package as safe to sort without the class keys."""
    _ORDER_TRUSTED.add(query)


def guarded(query: str) -> str:
    """The query as it may be given to pyoxigraph: ORDER BY made total unless trusted."""
    return query if query in _ORDER_TRUSTED else total_order(query)


@lru_cache(maxsize=512)
def total_order(query: str) -> str:
    """The query with every ORDER BY condition preceded by the class key above (the text
    unchanged when it has no ORDER BY, or one this reader does not follow)."""
    tokens = list(_tokens(query))
    clauses: list[tuple[int, int, list[tuple[str, str]]]] = []  # (start, end, conditions)
    k = 0
    while k < len(tokens) - 1:
        if tokens[k][1].upper() != "ORDER" or tokens[k + 1][1].upper() != "BY":
            k += 1
            continue
        clause_start = start = tokens[k + 1][0] + 2
        k += 2
        conditions: list[tuple[str, str]] = []
        while k < len(tokens) and tokens[k][1].upper() not in _ORDER_END:
            position, token = tokens[k]
            if token.startswith("?"):
                conditions.append(("ASC", token))
                start = position + len(token)
                k += 1
                continue
            direction = token.upper() if token.upper() in ("ASC", "DESC") else None
            if direction or (token != "(" and k + 1 < len(tokens) and tokens[k + 1][1] == "("):
                k += 1  # ASC/DESC, or the name of a built-in call, before its brackets
            if k >= len(tokens) or tokens[k][1] != "(":
                return query  # not a condition this reader knows: leave the query as it is
            open_at, nest = tokens[k][0], 0
            while k < len(tokens):
                nest += {"(": 1, ")": -1}.get(tokens[k][1], 0)
                k += 1
                if nest == 0:
                    break
            if nest:
                return query
            end = tokens[k - 1][0] + 1
            # ASC(e)/DESC(e): e; (e), STR(?x), ex:f(?x): the whole text
            expression = query[open_at + 1:end - 1] if direction else query[start:end].strip()
            conditions.append((direction or "ASC", expression))
            start = end
        if not conditions:
            return query
        clauses.append((clause_start, tokens[k][0] if k < len(tokens) else start, conditions))
    for clause_start, clause_end, conditions in reversed(clauses):  # from the end: positions stay valid
        keys = " ".join(f"{d}({_ORDER_CLASS.format(e=e)}) {d}({e})" for d, e in conditions)
        query = query[:clause_start] + " " + keys + " " + query[clause_end:]
    return query


def _first_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).strip().splitlines()[:1]) if str(text).strip() else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


# ---------------------------------------------------------------- backends

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
            from edison_kg.graph import open_store

            self._store = open_store(in_memory=self.in_memory)
        return self._store

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
            from edison_kg.graph import discard_store

            discard_store()
            self._store = None
            raise BadInput(f"the compiled store cannot be read ({_first_line(error, 120)}); it was discarded "
                           "and the next command rebuilds it") from None


class RemoteBackend(Backend):
    """A SPARQL 1.1 Protocol endpoint: queries POSTed as a form, SELECT/ASK answers read as
    SPARQL JSON, CONSTRUCT/DESCRIBE as N-Triples or Turtle (``edison_kg.transport``).

    ``timeout`` is the deadline of each request, retries included (default
    ``$EDISON_KG_ENDPOINT_TIMEOUT``, else 60 s). Transient faults (refused or reset
    connections, replies cut short, HTTP 5xx, 429 with its Retry-After) are retried
    ``retries`` times with exponential backoff; then, as for any other fault, an
    EndpointError names the endpoint (credentials removed) and what went wrong.
    """

    def __init__(self, url: str, *, timeout: float | None = None, retries: int = 3, backoff: float = 0.5):
        from edison_kg import transport  # not at import: http.client and ssl cost ~30 ms of every cold start

        super().__init__()
        self.url = transport.check_url(url)
        self.name = transport.redact(url)
        self.timeout = transport.endpoint_timeout(timeout)
        self.retries = retries
        self.backoff = backoff

    def _fail(self, what: str) -> EndpointError:
        return EndpointError(what, where=f"endpoint {self.name}")

    def _send(self, query: str, form: str) -> tuple[bytes, str]:
        """POST the query; return the body and its content type, retrying transient faults."""
        from edison_kg import transport

        accept = ("application/sparql-results+json" if form in ("SELECT", "ASK")
                  else "application/n-triples, text/turtle;q=0.9")
        body = urllib.parse.urlencode({"query": query}).encode("ascii")
        headers = {"Accept": accept, "Content-Type": "application/x-www-form-urlencoded"}
        try:
            reply = transport.send("POST", self.url, body, headers, timeout=self.timeout,
                                   retries=self.retries, backoff=self.backoff)
        except (transport.Transient, transport.HttpStatus, transport.NotHttp) as error:
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

    def _read_json(self, body: bytes, form: str):
        try:
            data = json.loads(body.decode("utf-8"))
            if form == "ASK":
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


def _status_phrase(error: Exception) -> str:
    """The one line for a failed request; statuses SPARQL clients know get their meaning."""
    from edison_kg import transport

    text = str(error)
    if isinstance(error, transport.HttpStatus):
        meaning = {400: "the endpoint rejected the query", 401: "not authorized", 403: "forbidden",
                   404: "no SPARQL endpoint at this address", 414: "the query is too long"}.get(error.code)
        if meaning:
            return f"{text} ({meaning})"
    return text


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
