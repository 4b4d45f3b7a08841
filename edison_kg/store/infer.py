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
