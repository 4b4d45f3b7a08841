"""Named SPARQL queries: ``queries/*.rq`` files with a header, run with typed parameters.

A named query is data, not code: the file's stem is its name, and its header says what
it answers and which parameters it takes::

    # title: Effects of a given kind
    # description: Every effect classified as one kind ...
    #   (a description may go on over lines that start with "#" and two spaces)
    # param: kind (iri) — the effect kind [default: trigger] [scheme: ek:EffectKinds]
    # example: kind=trigger-like

A parameter has a type (``iri``, ``string`` or ``integer``), a meaning, and optionally
``[default: ...]``, ``[optional]`` (left out, it matches every value) and, for IRIs,
``[scheme: ...]`` (a bare word is then read as a concept of that SKOS scheme or class,
by notation or label). A parameter without a default and not optional is required.
``# example:`` lines give parameter values that show what the query is for (several
``name=value`` pairs are separated by ";"); the tests run every query with them.

Parameters are bound as RDF terms by the backend, never pasted into the query text; a
SELECT query must project each parameter (see ``edison_kg.backends``).

Queries under ``queries/internal/`` are used by the package itself (card sheets, stats,
the timing engine); ``list_queries`` leaves them out.
"""

from __future__ import annotations

import csv
import difflib
import io
import json
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from edison_kg import paths
from edison_kg.sparql.base import Backend
from edison_kg.sparql.terms import QueryResult, Term, Triple
from edison_kg.sparql.text import check_query_text, query_form, trust_order
from edison_kg.sparql import get_backend
from edison_kg.errors import BadInput, QueryNotFound
from edison_kg.vocab.ns import ID_IRI, NS_IRI, PREFIXES

PARAM_TYPES = ("iri", "string", "integer")
FORMATS = ("table", "json", "csv", "tsv")
INTERNAL_DIR = "internal"

# Prefixes a parameter value may use besides the query's own PREFIX lines.
KNOWN_PREFIXES = {**PREFIXES, "id": ID_IRI}

_HEADER = re.compile(r"^#\s*(title|description|param|example)\s*:\s*(.*)$")
_PARAM = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*\((?P<type>[a-z]+)\)\s*(?:[—–]|--?)?\s*(?P<rest>.*)$")
_TAG = re.compile(r"\[(default|scheme|optional)(?::\s*([^\]]*))?\]")
_PREFIX_DECL = re.compile(r"PREFIX\s+([A-Za-z][\w.-]*)?:\s*<([^>]*)>", re.IGNORECASE)
_ERROR_AT = re.compile(r"error at (\d+):(\d+)")


@dataclass
class Parameter:
    name: str
    type: str                      # iri | string | integer
    description: str = ""
    default: str | None = None
    scheme: str | None = None      # for iri parameters: bare words are concepts of this scheme
    optional: bool = False

    @property
    def required(self) -> bool:
        return self.default is None and not self.optional


@dataclass
class NamedQuery:
    name: str
    title: str
    description: str
    parameters: list[Parameter] = field(default_factory=list)
    path: Path | None = None
    text: str = ""
    examples: list[dict[str, str]] = field(default_factory=list)

    @property
    def form(self) -> str:
        return query_form(self.text)

    def parameter(self, name: str) -> Parameter | None:
        return next((p for p in self.parameters if p.name == name), None)

    def prefixes(self) -> dict[str, str]:
        """The query's own PREFIX declarations."""
        return {(m.group(1) or ""): m.group(2) for m in _PREFIX_DECL.finditer(self.text)}


# ---------------------------------------------------------------- reading .rq files

def parse_header(text: str, where: str) -> tuple[str, str, list[Parameter], list[dict[str, str]]]:
    """Title, description, parameters and examples from the comment lines at the top of a query."""
    title, description, params, examples = "", "", [], []
    last = None
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped.startswith("#"):
            if stripped:
                break  # the header ends at the first line of SPARQL
            continue
        match = _HEADER.match(stripped)
        if match:
            key, value = match.group(1), match.group(2).strip()
            last = key
            if key == "title":
                title = value
            elif key == "description":
                description = value
            elif key == "example":
                examples.append(parse_params([p for p in value.split(";") if p.strip()]) if value else {})
            else:
                params.append(_parse_param(value, f"{where}:{number}"))
        elif last == "description" and re.match(r"^#\s{2,}\S", line):
            description += " " + stripped.lstrip("#").strip()
        else:
            last = None
    return title, description, params, examples


def _parse_param(value: str, where: str) -> Parameter:
    match = _PARAM.match(value)
    if not match:
        raise BadInput("a parameter line reads '# param: name (iri|string|integer) — meaning'", where=where)
    kind = match.group("type")
    if kind not in PARAM_TYPES:
        raise BadInput(f"parameter type {kind!r} is not one of {', '.join(PARAM_TYPES)}", where=where)
    rest = match.group("rest")
    param = Parameter(name=match.group("name"), type=kind)
    for tag in _TAG.finditer(rest):
        if tag.group(1) == "default":
            param.default = (tag.group(2) or "").strip()
        elif tag.group(1) == "scheme":
            param.scheme = (tag.group(2) or "").strip()
        else:
            param.optional = True
    param.description = _TAG.sub("", rest).strip()
    return param


def _read(path: Path, name: str) -> NamedQuery:
    from edison_kg.sparql.text import MAX_QUERY_BYTES

    try:
        if path.stat().st_size > MAX_QUERY_BYTES:
            raise BadInput(f"the query file is larger than {MAX_QUERY_BYTES:,} bytes", where=str(path))
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise BadInput(f"cannot read the query: {error}", where=str(path)) from None
    title, description, params, examples = parse_header(text, str(path))
    return NamedQuery(name=name, title=title or name, description=description, parameters=params,
                      path=path, text=text, examples=examples)


def _check(query: NamedQuery) -> None:
    """Parse the query (pyoxigraph, on an empty store) and check its parameters are projected."""
    import pyoxigraph as ox

    where = str(query.path) if query.path else query.name
    try:
        check_query_text(query.text)
    except BadInput as error:
        raise BadInput(error.message, where=where) from None
    try:
        result = ox.Store().query(query.text)
    except SyntaxError as error:
        message = str(error).splitlines()[0] if str(error) else "syntax error"
        at = _ERROR_AT.search(message)
        if len(message) > 240:
            message = message[:239] + "…"
        raise BadInput(f"the query does not parse: {message}",
                       where=f"{where}:{at.group(1)}" if at else where) from None
    except (RuntimeError, OSError) as error:
        raise BadInput(f"the query cannot run: {error}", where=where) from None
    if isinstance(result, ox.QuerySolutions):
        projected = {v.value for v in result.variables}
        missing = [p.name for p in query.parameters if p.name not in projected]
        if missing:
            raise BadInput("parameters must be projected by the SELECT so both backends bind them "
                           f"alike; add {', '.join('?' + m for m in missing)} to the SELECT clause", where=where)


_CACHE: dict[tuple[str, int, int], NamedQuery] = {}


def _load_path(path: Path, name: str) -> NamedQuery:
    try:
        stat = path.stat()
    except OSError:
        raise QueryNotFound(f"no query file {path}") from None
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _CACHE:
        query = _read(path, name)
        query_form(query.text)  # BadInput for updates and for text that is no query
        _check(query)
        if path.resolve().is_relative_to(paths.QUERIES_DIR.resolve()):
            trust_order(query.text)
        _CACHE[key] = query
    return _CACHE[key]


def list_queries() -> list[NamedQuery]:
    """The named queries of ``queries/`` (not ``queries/internal/``), sorted by name."""
    return [_read(path, path.stem) for path in sorted(paths.QUERIES_DIR.glob("*.rq"))]


def load_query(name_or_path: str | Path) -> NamedQuery:
    """A named query by name (``banlist``) or a query file (``my-query.rq``).

    An unknown name raises QueryNotFound listing the closest names; a file that does not
    parse raises BadInput with the parser's message and line.
    """
    text = str(name_or_path)
    candidate = paths.QUERIES_DIR / f"{text}.rq"
    if re.fullmatch(r"[A-Za-z0-9_.-]+", text) and not text.endswith(".rq") and candidate.is_file():
        return _load_path(candidate, text)
    path = Path(text)
    if text.endswith(".rq") or path.is_file() or "/" in text or "\\" in text:
        if not path.is_file():
            raise QueryNotFound(f"no query file {text}")
        return _load_path(path, path.stem)
    names = [p.stem for p in sorted(paths.QUERIES_DIR.glob("*.rq"))]
    close = difflib.get_close_matches(text, names, n=4, cutoff=0.5)
    close += [n for n in names if text.lower() in n and n not in close][: 4 - len(close)]
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise QueryNotFound(f"no named query {text!r}{hint} (edison-kg query --list shows them all)")


def load_internal(name: str) -> NamedQuery:
    """A query the package uses itself, from ``queries/internal/NAME.rq``."""
    return _load_path(paths.QUERIES_DIR / INTERNAL_DIR / f"{name}.rq", name)


# ---------------------------------------------------------------- parameters

def parse_params(items: list[str]) -> dict[str, str]:
    """``["k=v", ...]`` from the command line -> ``{"k": "v"}``."""
    params: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise BadInput(f"a parameter reads NAME=VALUE, not {_shown(item)}")
        if key in params:
            raise BadInput(f"parameter {_shown(key)} is given twice")
        params[key] = value.strip()
    return params


MAX_PARAM_CHARS = 1_000  # a card name is ~50 characters; a search text a few words


def _shown(value, limit: int = 80) -> str:
    """A value quoted for an error line, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_param_value(name: str, value) -> str:
    """A parameter value as text: BadInput for anything that is not text of a sane size."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise BadInput(f"parameter {_shown(name)}: a value is text, not {type(value).__name__}")
    value = str(value)
    if len(value) > MAX_PARAM_CHARS:
        raise BadInput(f"parameter {_shown(name)}: the value is {len(value):,} characters long; "
                       f"at most {MAX_PARAM_CHARS:,} are taken")
    if any(ord(c) < 32 and c not in "\t\n\r" for c in value) or any(0xD800 <= ord(c) <= 0xDFFF for c in value):
        raise BadInput(f"parameter {_shown(name)}: the value holds control characters or lone surrogates")
    return value


def bind_params(query: NamedQuery, params: dict, backend: Backend) -> dict[str, Term]:
    """Check ``params`` against the query's declared parameters and convert them to RDF terms."""
    declared = {p.name: p for p in query.parameters}
    params = {key: check_param_value(key, value) for key, value in params.items()}
    unknown = sorted(set(params) - set(declared))
    if unknown:
        takes = f"it takes {', '.join(sorted(declared))}" if declared else "it takes no parameters"
        names = ", ".join(u if len(u) <= 40 else u[:39] + "…" for u in unknown)
        raise BadInput(f"unknown parameter{'s' if len(unknown) > 1 else ''} {names} "
                       f"for query {query.name}; {takes}")
    missing = [p for p in query.parameters if p.required and params.get(p.name) in (None, "")]
    if missing:
        raise BadInput(f"query {query.name} needs "
                       + "; ".join(f"--param {p.name}=... ({p.description or p.type})" for p in missing))
    bindings: dict[str, Term] = {}
    for param in query.parameters:
        value = params.get(param.name)
        if value is None or value == "":
            value = param.default
        if value is None:
            continue  # an optional parameter left out matches every value
        bindings[param.name] = to_term(param, value, query, backend)
    return bindings


def to_term(param: Parameter, value, query: NamedQuery, backend: Backend) -> Term:
    """One parameter value as an RDF term of the declared type."""
    if param.type == "integer":
        try:
            return Term.literal(int(str(value).strip()))
        except ValueError:
            raise BadInput(f"parameter {param.name}: {_shown(value)} is not a whole number") from None
    if param.type == "string":
        return Term.literal(str(value))
    return Term.iri(resolve_iri(param, str(value).strip(), query, backend))


def resolve_iri(param: Parameter, value: str, query: NamedQuery, backend: Backend) -> str:
    """A full IRI, a prefixed name (ek:Then), a concept of the parameter's scheme by notation
    or label, or else a card name -> card IRI."""
    if value.startswith("<") and value.endswith(">"):
        return value[1:-1]
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", value) or value.startswith("urn:"):
        return value
    prefix, sep, local = value.partition(":")
    prefixes = {**KNOWN_PREFIXES, **query.prefixes()}
    if sep and prefix in prefixes and " " not in local:
        return prefixes[prefix] + local
    if param.scheme:
        return _concept(param, value, query, backend)
    from edison_kg.lookup.cards import find_card

    return find_card(value, backend)


def concepts(scheme_iri: str, backend: Backend) -> list[tuple[str, str, str]]:
    """(IRI, notation, label) of every concept in a SKOS scheme or instance of a class."""
    key = ("concepts", scheme_iri)
    if key not in backend.cache:
        query = load_internal("concepts")
        result = backend.select(query.text, {"scheme": Term.iri(scheme_iri)})
        backend.cache[key] = sorted((r["concept"].value, r["notation"].value if "notation" in r else "",
                                     r["label"].value if "label" in r else "") for r in result.rows)
    return backend.cache[key]


def _concept(param: Parameter, value: str, query: NamedQuery, backend: Backend) -> str:
    scheme = param.scheme or ""
    prefix, _, local = scheme.partition(":")
    scheme_iri = {**KNOWN_PREFIXES, **query.prefixes()}.get(prefix, "") + local if local else scheme
    wanted = value.casefold()
    found = concepts(scheme_iri, backend)
    for iri, notation, label in found:
        if wanted in (notation.casefold(), label.casefold(), iri.rsplit("#", 1)[-1].rsplit("/", 1)[-1].casefold()):
            return iri
    choices = ", ".join(n or i for i, n, _ in found) or "none in the graph"
    if len(choices) > 300:
        choices = choices[:299] + "…"
    raise BadInput(f"parameter {param.name}: {_shown(value)} is not one of {choices}")


# ---------------------------------------------------------------- running

def run_query(name_or_path, params: dict | None = None, *, endpoint: str | None = None,
              backend: Backend | None = None, plain: bool = False):
    """Run a named query (or a .rq file) with ``params`` (name -> text) on the graph.

    Returns a QueryResult for SELECT, a bool for ASK and a list of Triples for CONSTRUCT.
    ``endpoint`` picks a remote SPARQL endpoint (None: ``$EDISON_KG_ENDPOINT`` or the
    embedded graph); ``backend`` gives a backend directly. ``plain``: the rows as the
    ``query`` command and the exports give them (``plain_rows``).
    """
    query = load_query(name_or_path)
    backend = backend or get_backend(endpoint)
    bindings = bind_params(query, dict(params or {}), backend)
    result = backend.query(query.text, bindings)
    return plain_rows(result, bindings, backend) if plain else result


def notations(backend: Backend) -> dict[str, str]:
    """concept IRI -> its notation (skos:notation), for every concept of the graph."""
    if "notations" not in backend.cache:
        rows = backend.select(load_internal("notations").text).rows
        found: dict[str, str] = {}
        for row in rows:
            found.setdefault(row["concept"].value, row["notation"].value)  # one each; the first if more
        backend.cache["notations"] = found
    return backend.cache["notations"]


def plain_rows(result, bindings: dict[str, Term], backend: Backend):
    """A SELECT result in the one vocabulary of every output: a concept is its notation
    ("LIGHT", "trigger", "missing-the-timing"), as the parameters take it, not its IRI; and
    a parameter given a value is not repeated as a column of every row (a parameter left
    out stays: its column then varies). ASK and CONSTRUCT results are returned as they are
    (triples keep their IRIs)."""
    if not isinstance(result, QueryResult):
        return result
    names = notations(backend)
    columns = [c for c in result.columns if c not in bindings]
    rows = []
    for row in result.rows:
        plain = {}
        for column in columns:
            term = row.get(column)
            if term is None:
                continue
            if term.kind == "iri" and term.value in names:
                term = Term.literal(names[term.value])
            plain[column] = term
        rows.append(plain)
    return QueryResult(columns, rows)


# ---------------------------------------------------------------- rendering

def render(result, fmt: str = "table") -> str:
    """A query result as text: table (for people), json (list of objects), csv (RFC 4180)
    or tsv (plain values; tabs and newlines in values escaped as \\t and \\n)."""
    if fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    columns, rows = _tabular(result)
    if fmt == "json":
        if isinstance(result, bool):
            return json.dumps(result) + "\n"
        data = [{c: _json_value(row.get(c)) for c in columns} for row in rows]
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([row[c].value if c in row else "" for c in columns])
        return out.getvalue()
    if fmt == "tsv":
        lines = ["\t".join(columns)]
        for row in rows:
            lines.append("\t".join(_tsv_escape(row[c].value) if c in row else "" for c in columns))
        return "\n".join(lines) + "\n"
    return _table(columns, rows, result)


def _tabular(result) -> tuple[list[str], list[dict[str, Term]]]:
    if isinstance(result, bool):
        return ["answer"], [{"answer": Term.literal(result)}]
    if isinstance(result, QueryResult):
        return list(result.columns), result.rows
    if isinstance(result, list):
        return ["subject", "predicate", "object"], [dict(zip(Triple._fields, triple)) for triple in result]
    raise BadInput(f"cannot render a {type(result).__name__}")


def _json_value(term: Term | None):
    if term is None:
        return None
    value = term.to_python()
    return value.isoformat() if isinstance(value, (date, datetime)) else value


def _tsv_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def short(term: Term) -> str:
    """A term for people: ek:/id: prefixed names for our IRIs, the value otherwise."""
    if term.kind == "iri":
        for prefix, base in (("ek", NS_IRI), ("id", ID_IRI)):
            if term.value.startswith(base):
                return f"{prefix}:{term.value[len(base):]}"
    return term.value


def _table(columns: list[str], rows: list[dict[str, Term]], result, width: int = 60) -> str:
    if isinstance(result, bool):
        return ("true" if result else "false") + "\n"
    if not rows:
        return "(no results)\n"
    from edison_kg.terminal import table

    cells = [[" ".join(short(row[c]).split()) if c in row else "" for c in columns] for row in rows]
    noun = "row" if len(rows) == 1 else "rows"
    return table(columns, cells, footer=f"({len(rows)} {noun})", cell_width=width)
