"""The inference rules (SPARQL files under ontology/inference/), run so that what they
added is known: a store brought up to date takes those triples out and runs the rules
again, which gives exactly what a fresh build gives."""

from __future__ import annotations

from edison_kg.errors import BadInput
from edison_kg.query_text import tokens
from edison_kg.store.scan import inference_files

_UPDATES = frozenset(("INSERT", "DELETE", "WITH", "LOAD", "CLEAR", "DROP", "CREATE", "ADD", "MOVE", "COPY"))


def as_construct(text: str, where: str) -> str:
    """A rule ``INSERT { template } WHERE { pattern }`` as ``CONSTRUCT { template } WHERE
    { pattern }``: the same triples, returned instead of inserted. The text is read with the
    one tokenizer (edison_kg.query_text), so a keyword in a comment, string or IRI is none."""
    words = list(tokens(text))
    updates = [(k, position) for k, (position, word) in enumerate(words) if word.upper() in _UPDATES]
    if len(updates) != 1 or words[updates[0][0]][1].upper() != "INSERT" \
            or updates[0][0] + 1 >= len(words) or words[updates[0][0] + 1][1] != "{":
        raise BadInput("an inference rule must be one 'INSERT { ... } WHERE { ... }'", where=where)
    position = updates[0][1]
    return text[:position] + "CONSTRUCT" + text[position + len("INSERT"):]


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
