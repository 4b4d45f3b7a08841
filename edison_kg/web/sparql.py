"""The SPARQL endpoint's page for a browser (a client whose Accept header prefers text/html):
a query box, the named queries to pick from with their parameters as form fields (read from
each query's header: ``edison_kg.sparql.named``, bound by ``edison_kg.lookup.bind_params``),
and the results as a table. The query runs as
any other (``calls.execute`` in a worker, the same limits and refusals); SPARQL clients, which ask
for a results format, never reach this page."""

from __future__ import annotations

import json
from urllib.parse import parse_qs

from edison_kg.sparql.named import list_queries
from edison_kg.web import calls
from edison_kg.web.html import esc, page
from edison_kg.web.protocol import check_query, read_body

PARAM = "p."      # a named query's parameter NAME is the form field p.NAME
SHOWN_ROWS = 1000   # rows drawn in the table (the server's --max-rows still bounds the query)
EXAMPLE = """PREFIX ek: <https://w3id.org/edison-kg/ns#>
SELECT ?name ?kind WHERE {
  ?card ek:name ?name ; ek:hasEffect ?effect .
  ?effect ek:canMissTiming true ; ek:effectKind ?kind .
}
ORDER BY ?name
LIMIT 20"""
OUR_IRIS = (("https://w3id.org/edison-kg/id/card/", "/card/"), ("https://w3id.org/edison-kg/id/rule/", "/rule/"),
            ("https://w3id.org/edison-kg/id/precedent/", "/precedent/"))


async def sparql_page(request, config, run):
    """The page for GET (``?query=``, or ``?named=NAME`` to load a named query) and for a
    POSTed form. ``run(request, function, *args)`` runs a call in a worker; what goes wrong
    is raised, and the server's exception handler shows it on this page (``error_page``)
    with the query text the request gave (``request.state.sparql_query``)."""
    from starlette.responses import HTMLResponse

    request.state.sparql_query = ""
    params = parse_qs(request.url.query, keep_blank_values=True)
    if request.method == "POST":
        body = await read_body(request)
        params.update(parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True))
    named = (params.get("named") or [""])[0]
    query = (params.get("query") or [""])[0]
    values = {key[len(PARAM):]: value[0] for key, value in params.items() if key.startswith(PARAM) and value}
    request.state.sparql_values = values
    listed = list_queries()
    if named and not query:
        request.state.sparql_named = named
        query = await run(request, calls.named_query, named, values or None)
    if not query.strip():
        return HTMLResponse(_body_html(EXAMPLE, None, listed, named), headers={"Vary": "Accept"})
    request.state.sparql_query = query
    check_query(query)
    _, body = await run(request, calls.execute, query, "JSON", "N_TRIPLES", [], [], config.max_rows)
    return HTMLResponse(_body_html(query, _results(body), listed, named, values), headers={"Vary": "Accept"})


def error_page(request, message: str, status: int):
    """The SPARQL page showing why its query was not answered."""
    from starlette.responses import HTMLResponse

    query = getattr(request.state, "sparql_query", "")
    problem = f'<p class="error" role="alert">{esc(message)}</p>'
    return HTMLResponse(_body_html(query, problem, list_queries(), getattr(request.state, "sparql_named", ""),
                                   getattr(request.state, "sparql_values", {})),
                        status_code=status, headers={"Vary": "Accept"})


def _body_html(query: str, results: str | None, listed, named: str = "", values: dict | None = None) -> str:
    options = "".join(f'<option value="{esc(q.name)}"{" selected" if q.name == named else ""}>'
                      f'{esc(q.title)}</option>' for q in listed)
    chosen = named if any(q.name == named for q in listed) else (listed[0].name if listed else "")
    fields = "".join(_param_fields(q, q.name == chosen, values or {}) for q in listed if q.parameters)
    body = (
        "<h1>SPARQL</h1>"
        '<p>The graph as a read-only SPARQL 1.1 endpoint: SPARQL clients send their query to this same '
        'address and get SPARQL JSON, XML, CSV or TSV (or Turtle for CONSTRUCT) by their Accept header.</p>'
        '<form class="named" method="get" action="/sparql"><label for="named">A named query</label>'
        f'<select id="named" name="named">{options}</select>{fields}'
        '<button type="submit" class="primary">Run it</button></form>'
        '<form class="sparql" method="get" action="/sparql"><label for="query">Query</label>'
        f'<textarea id="query" name="query" rows="12" spellcheck="false">{esc(query)}</textarea>'
        '<button type="submit" class="big">Run</button></form>')
    return page("SPARQL", body + (f'<section class="results" id="sparql-results">{results}</section>'
                                  if results else ""), scripts=("sparql.js",), active="sparql")


def _param_fields(query, shown: bool, values: dict) -> str:
    """A named query's parameters as form fields, each labelled with its description and filled
    with the value given, else its example's, else its default. Only the chosen query's fields
    are shown and sent (the page's script switches them with the list; without it, running
    another query shows its fields)."""
    example = query.examples[0] if query.examples else {}
    rows = []
    for param in query.parameters:
        value = values.get(param.name) if shown and param.name in values else example.get(param.name, param.default)
        ident = f"p-{query.name}-{param.name}"
        need = "" if param.required else " (optional)"
        kind = ' inputmode="numeric"' if param.type == "integer" else ""
        rows.append(f'<label for="{esc(ident)}">{esc(param.name)}{need}</label>'
                    f'<input id="{esc(ident)}" name="{PARAM}{esc(param.name)}" value="{esc(value or "")}"{kind} '
                    f'autocomplete="off" autocapitalize="off" spellcheck="false">'
                    + (f'<p class="hint">{esc(param.description)}</p>' if param.description else ""))
    state = "" if shown else " hidden disabled"
    return f'<fieldset class="params" data-query="{esc(query.name)}"{state}>{"".join(rows)}</fieldset>'



def _results(body: bytes) -> str:
    """SPARQL JSON results (SELECT, ASK) or N-Triples (CONSTRUCT, DESCRIBE) as a table."""
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError):
        data = None
    if isinstance(data, dict) and "boolean" in data:
        return f'<p class="big-verdict">{"true" if data["boolean"] else "false"}</p>'
    if isinstance(data, dict):
        columns = data.get("head", {}).get("vars", [])
        rows = [[row.get(c) for c in columns] for row in data.get("results", {}).get("bindings", [])]
    else:
        import pyoxigraph as ox

        columns = ["subject", "predicate", "object"]
        rows = [[_json_term(t) for t in (triple.subject, triple.predicate, triple.object)]
                for triple in ox.parse(body, format=ox.RdfFormat.N_TRIPLES)]
    count = f"{len(rows)} row{'s' if len(rows) != 1 else ''}" + (
        f" (the first {SHOWN_ROWS} shown)" if len(rows) > SHOWN_ROWS else "")
    head = "".join(f"<th>{esc(c)}</th>" for c in columns)
    lines = "".join("<tr>" + "".join(f"<td>{_cell(v)}</td>" for v in row) + "</tr>" for row in rows[:SHOWN_ROWS])
    return (f'<p class="meta">{count}</p><div class="table-wrap"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{lines}</tbody></table></div>")


def _json_term(term) -> dict:
    import pyoxigraph as ox

    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    return {"type": "literal", "value": term.value}


def _cell(value: dict | None) -> str:
    if value is None:
        return ""
    text = value.get("value", "")
    if value.get("type") == "uri":
        from edison_kg.sparql import Term
        from edison_kg.lookup import short

        shown = short(Term.iri(text))
        for base, path in OUR_IRIS:
            if text.startswith(base) and "/" not in text[len(base):]:
                return f'<a href="{esc(path + text[len(base):])}">{esc(shown)}</a>'
        return f'<a href="{esc(text)}" rel="noopener">{esc(shown)}</a>' if text.startswith("http") else esc(shown)
    return esc(text)
