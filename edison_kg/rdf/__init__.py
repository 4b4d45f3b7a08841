"""The RDF layer: the model (edison_kg.vocab.model) as triples and back.

``cards`` and ``effects`` write a card and its effects as the triples of docs/data-model.md;
``rulings`` writes ruling references and source documents; ``read`` turns a card's triples
back into the model (what the timing engine reads); ``mapping`` is the one table of which
model field is which predicate, read by the writer, the reader and the card entries' checks;
``concepts`` maps the vocabulary's
notations to concept IRIs and back; ``iris`` makes the graph's IRIs; ``triples`` keeps the
triples of one file and renders them as deterministic Turtle. Import, validation, the timing
engine and the exports use it; nothing else builds triples by hand.
"""

from edison_kg.rdf.concepts import concept, notation
from edison_kg.rdf.effects import effect_triples
from edison_kg.rdf.iris import card_iri, effect_iri, passcode_text, slugify
from edison_kg.rdf.read import GraphCard, card_from_triples, plain_triples
from edison_kg.rdf.triples import TripleSet, render_turtle

__all__ = ["card_triples", "effect_triples", "card_from_triples", "plain_triples", "GraphCard", "TripleSet",
           "render_turtle", "concept", "notation", "card_iri", "effect_iri", "passcode_text", "slugify"]


def __getattr__(name: str):
    """``card_triples`` is imported on first use: it brings the card reader (edison_kg.cardtext),
    which reading a card back from the graph (the timing engine's cold start) does not need."""
    if name == "card_triples":
        from edison_kg.rdf.cards import card_triples

        return card_triples
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
