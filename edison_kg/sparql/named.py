"""Named SPARQL queries: ``queries/*.rq`` files with a header, read and checked (they are run
with parameters by ``edison_kg.lookup.run_query``).

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
SELECT query must project each parameter (see ``edison_kg.sparql``).

Queries under ``queries/internal/`` are used by the package itself (card sheets, stats,
the timing engine); ``list_queries`` leaves them out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from edison_kg import paths
from edison_kg.errors import BadInput, QueryNotFound
from edison_kg.names import close_matches
from edison_kg.query_text import prefixes
from edison_kg.sparql.text import MAX_QUERY_BYTES, check_query_text, query_form, trust_order

PARAM_TYPES = ("iri", "string", "integer")
INTERNAL_DIR = "internal"


_HEADER = re.compile(r"^#\s*(title|description|param|example)\s*:\s*(.*)$")
_PARAM = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*\((?P<type>[a-z]+)\)\s*(?:[—–]|--?)?\s*(?P<rest>.*)$")
_TAG = re.compile(r"\[(default|scheme|optional)(?::\s*([^\]]*))?\]")
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
        return prefixes(self.text)


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
    close = close_matches(text.lower(), names, limit=4, cutoff=50)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise QueryNotFound(f"no named query {text!r}{hint} (edison-kg query --list shows them all)")


def load_internal(name: str) -> NamedQuery:
    """A query the package uses itself, from ``queries/internal/NAME.rq``."""
    return _load_path(paths.QUERIES_DIR / INTERNAL_DIR / f"{name}.rq", name)


# ---------------------------------------------------------------- parameters

def _shown(value, limit: int = 80) -> str:
    """A value quoted for an error line, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
