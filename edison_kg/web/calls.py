"""The package functions the pages and API routes call, run in a serve worker process over the
store that worker holds open (``serve._STORE``). Each returns plain data (dicts, or the
package's dataclasses) so that it pickles back to the server; an error of the package comes
back as ``("error", kind, message, where)`` (the class name decides the HTTP status), never as
a traceback. Anything else that goes wrong in a worker reaches the server as an exception and
is answered 500 there."""

from __future__ import annotations

from edison_kg.errors import EdisonError

_PLACE: dict = {}   # this worker's backend and timing engine, made on first use

SEARCH_LIMIT = 50


def _backend():
    if "backend" not in _PLACE:
        from edison_kg.web import server as serve
        from edison_kg.sparql import LocalBackend

        _PLACE["backend"] = LocalBackend(serve._STORE)
    return _PLACE["backend"]


def _engine():
    if "engine" not in _PLACE:
        from edison_kg.timing import Engine

        _PLACE["engine"] = Engine(_backend())
    return _PLACE["engine"]


def warm() -> None:
    """Read what every search needs (the card search index: ~0.2 s) when the worker starts."""
    from edison_kg import lookup

    lookup.search_cards("warm", limit=1, backend=_backend())


def call(name: str, kwargs: dict):
    """``("ok", result)`` or ``("error", kind, message, where)``."""
    try:
        return "ok", CALLS[name](**kwargs)
    except EdisonError as error:
        return "error", type(error).__name__, error.message, error.where


# ---------------------------------------------------------------- the calls

def search(text: str, limit: int = 10) -> list[dict]:
    from edison_kg import lookup

    return [m.to_dict() for m in lookup.search_cards(text, limit=max(1, min(limit, SEARCH_LIMIT)),
                                                    backend=_backend())]


def card(name: str):
    from edison_kg import lookup

    return lookup.describe_card(name, backend=_backend())


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

    return precedents.describe_precedent(ident, backend=_backend())


def precedent_list() -> list:
    from edison_kg.lookup import precedents

    return precedents.list_precedents(backend=_backend())


def rule(ident: str):
    from edison_kg.lookup import rules

    return rules.describe_rule(ident, backend=_backend())


def ask(scenario) -> dict:
    from edison_kg import timing

    return timing.ask(scenario, engine=_engine()).to_dict()


def history(scenario) -> dict:
    from edison_kg import timing

    return timing.history(scenario, engine=_engine()).to_dict()


def card_briefs(scenario) -> dict:
    """The builder's view of each named card of a scenario: type, subtypes and effects in words
    (a card the graph does not hold is left out: the answer's error names it)."""
    from edison_kg import lookup
    from edison_kg.errors import UnknownCard

    briefs = {}
    kept = _PLACE.setdefault("briefs", {})   # card IRI -> brief: a card sheet costs tens of ms to read
    entries = scenario.get("cards") if isinstance(scenario, dict) else None
    for ref, entry in (entries.items() if isinstance(entries, dict) else ()):
        name = entry.get("name") if isinstance(entry, dict) else None
        if not isinstance(name, str) or not name.strip():
            continue
        try:
            iri = lookup.find_card(name, _backend())
        except UnknownCard:
            continue
        if iri not in kept:
            if len(kept) >= 5000:
                kept.clear()
            kept[iri] = brief(lookup.describe_card(iri, backend=_backend()))
        briefs[ref] = kept[iri]
    return briefs


def brief(view) -> dict:
    return {"name": view.name, "card_type": view.card_type, "subtypes": view.subtypes, "passcode": view.passcode,
            "effects": [{"number": e.number, "kind": e.kind, "words": e.in_words(), "text": e.text}
                        for e in view.effects]}


def ask_page(scenario) -> dict:
    """What the question page shows: the answer, what happened, the titles of the answer's
    rules and the builder's view of the cards (an error of the scenario comes back as
    ``error`` with its message and JSON path, beside the cards the builder can still show)."""
    from edison_kg.lookup import rules

    out = {"cards": card_briefs(scenario)}
    try:
        answer = ask(scenario)
        out["history"] = history(scenario)
    except EdisonError as error:
        out["error"] = {"error": error.message, "where": error.where, "kind": type(error).__name__}
        return out
    out["answer"] = answer
    out["rules"] = rules.rule_titles(answer["rules"], backend=_backend())
    return out


def named_query(name: str) -> str:
    """A named query's text with its first example's parameters bound (a VALUES block of RDF
    terms, as the backends bind them), for the SPARQL page's box."""
    from edison_kg.errors import QueryNotFound
    from edison_kg.sparql import inject_values
    from edison_kg.lookup import bind_params
    from edison_kg.sparql.named import list_queries, load_query

    if name not in {q.name for q in list_queries()}:   # a name, never a file path
        raise QueryNotFound(f"no named query {name!r} (the SPARQL page lists them)", where="named")
    query = load_query(name)
    bindings = bind_params(query, query.examples[0] if query.examples else {}, _backend())
    return inject_values(query.text, bindings)


CALLS = {"search": search, "card": card, "card_dict": card_dict, "precedent": precedent,
         "precedent_list": precedent_list, "rule": rule, "ask": ask, "history": history, "ask_page": ask_page,
         "card_briefs": card_briefs, "named_query": named_query}
