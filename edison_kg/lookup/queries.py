"""Named queries run with the words people type: parameters checked against the query's
header and bound as RDF terms (a concept by its notation or label, a card by its name, as
``find_card`` reads it), and results in the one vocabulary of every output (a concept as its
notation). The ``.rq`` files themselves are read by ``edison_kg.sparql.named``."""

from __future__ import annotations

import re

from edison_kg.errors import BadInput
from edison_kg.lookup.cards import find_card
from edison_kg.sparql import Backend, QueryResult, Term, get_backend
from edison_kg.sparql.named import NamedQuery, Parameter, _shown, load_internal, load_query
from edison_kg.vocab.ns import ID_IRI, PREFIXES

# Prefixes a parameter value may use besides the query's own PREFIX lines.
KNOWN_PREFIXES = {**PREFIXES, "id": ID_IRI}


MAX_PARAM_CHARS = 1_000  # a card name is ~50 characters; a search text a few words


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
