"""Query text read without a parser (with the one tokenizer, edison_kg.query_text): the form
of a query, where parameters go (VALUES), the limits checked before a native parser sees the
text, and a total ORDER BY."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Mapping

from edison_kg.errors import BadInput
from edison_kg.query_text import SKIPPED_STARTS as _SKIPPED_STARTS
from edison_kg.query_text import skipped as _skipped
from edison_kg.query_text import tokens as _tokens
from edison_kg.sparql.terms import Term

_VARNAME = re.compile(r"[A-Za-z0-9_]+")
_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")


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
    MAX_OPERATORS operators; also for text that is not a string, or holds NUL characters or lone
    surrogates."""
    if not isinstance(query, str):
        raise BadInput(f"a query is text, not {type(query).__name__}")
    if len(query) > MAX_QUERY_BYTES or len(query.encode("utf-8", "surrogatepass")) > MAX_QUERY_BYTES:
        raise BadInput(f"the query is longer than {MAX_QUERY_BYTES:,} bytes")
    if "\x00" in query:
        raise BadInput(f"the query holds a NUL character at {_line_col(query, query.index(chr(0)))}")
    try:
        query.encode("utf-8")
    except UnicodeEncodeError as error:   # a lone surrogate: no endpoint (and no parser) can take it
        raise BadInput(f"the query holds a character that is not text (a lone surrogate) at "
                       f"{_line_col(query, error.start)}") from None
    depth = operators = 0
    i, n = 0, len(query)
    while i < n:
        c = query[i]
        if c in _SKIPPED_STARTS and (after := _skipped(query, i)) != i:
            i = after
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
