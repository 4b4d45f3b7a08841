"""The inference rules (SPARQL files under ontology/inference/), run so that what they
added is known: a store brought up to date takes those triples out and runs the rules
again, which gives exactly what a fresh build gives."""

from __future__ import annotations

import re

from edison_kg.errors import BadInput
from edison_kg.store.scan import inference_files

_INSERT = re.compile(r"^\s*INSERT\s*\{", re.IGNORECASE | re.MULTILINE)
_OTHER = re.compile(r"^\s*(DELETE|WITH|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|INSERT\s+DATA)\b",
                    re.IGNORECASE | re.MULTILINE)


def as_construct(text: str, where: str) -> str:
    """A rule ``INSERT { template } WHERE { pattern }`` as ``CONSTRUCT { template } WHERE
    { pattern }``: the same triples, returned instead of inserted."""
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    body = "\n".join(lines)
    if len(_INSERT.findall(body)) != 1 or _OTHER.search(body):
        raise BadInput("an inference rule must be one 'INSERT { ... } WHERE { ... }'", where=where)
    return _INSERT.sub("CONSTRUCT {", body, count=1)


def infer(store) -> list:
    """Run every rule in order on ``store`` (each sees what the ones before it added);
    returns the quads they added (those not already in the store)."""
    import pyoxigraph as ox

    added: list = []
    for rule in inference_files():
        query = as_construct(rule.read_text(encoding="utf-8"), str(rule))
        try:
            made = store.query(query)
        except SyntaxError as error:
            raise BadInput(f"the rule does not parse: {str(error).splitlines()[0]}", where=str(rule)) from None
        fresh = [q for q in dict.fromkeys(ox.Quad(t.subject, t.predicate, t.object) for t in made) if q not in store]
        store.extend(fresh)
        added += fresh
    return added


RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
_TOKEN = re.compile(r'<[^>\s]*>|"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|[?$]\w+|[A-Za-z][\w.-]*:[\w.-]*|:[\w.-]*|\w+|\S')
_PREFIX = re.compile(r"^\s*PREFIX\s+([\w.-]*):\s*<([^>]*)>", re.IGNORECASE | re.MULTILINE)


def _is_term(token: str) -> bool:
    return token[0] in "<\"'?$" or ":" in token or token == "a"


def rule_iris() -> set[str] | None:
    """Every IRI the rules name (their patterns' and templates' predicates among them), or
    None when a rule could match any predicate (a variable or a negated property set in a
    predicate's place). A change to triples whose predicates are none of these cannot change
    what the rules add: each triple pattern with a fixed predicate only matches triples with
    that predicate, and what a rule adds has its template's predicates."""
    found: set[str] = set()
    for rule in inference_files():
        text = "\n".join(line for line in rule.read_text(encoding="utf-8").splitlines()
                         if not line.lstrip().startswith("#"))
        prefixes = dict(_PREFIX.findall(text))
        tokens = _TOKEN.findall(_PREFIX.sub("", text))
        for i, token in enumerate(tokens):
            before = tokens[i - 1] if i else ""
            after = tokens[i + 1] if i + 1 < len(tokens) else ""
            if token[0] in "?$" and (before == ";" or _is_term(before)) and (_is_term(after) or after == "["):
                return None  # a variable predicate
            if token == "!" and (_is_term(after) or after in ("(", "^")) and after[0] not in "?$":
                return None  # a negated property set
            if token == "a":
                found.add(RDF_TYPE)
            elif token.startswith("<"):
                found.add(token[1:-1])
            elif ":" in token and token[0] not in "\"'":
                name, _, local = token.partition(":")
                if name not in prefixes:
                    return None  # not a prefixed name this reading knows: cannot tell
                found.add(prefixes[name] + local)
    return found
