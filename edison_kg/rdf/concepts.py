"""The closed value lists of the vocabulary (SKOS concepts): notation -> concept IRI and back."""

from __future__ import annotations

from functools import lru_cache

from edison_kg import paths
from edison_kg.errors import BadInput
from edison_kg.vocab.ns import PREFIXES

SKOS_IN_SCHEME = PREFIXES["skos"] + "inScheme"
SKOS_NOTATION = PREFIXES["skos"] + "notation"


@lru_cache(maxsize=None)
def _concept_table() -> dict[tuple[str, str], str]:
    """(scheme IRI, notation) -> concept IRI, read from the vocabulary files."""
    import pyoxigraph as ox

    store = ox.Store()
    for path in sorted(paths.ONTOLOGY_DIR.glob("*.ttl")):
        if path.name == "shapes.ttl":
            continue
        store.bulk_load(path=str(path), format=ox.RdfFormat.TURTLE)
    table: dict[tuple[str, str], str] = {}
    in_scheme = ox.NamedNode(SKOS_IN_SCHEME)
    notation = ox.NamedNode(SKOS_NOTATION)
    for quad in store.quads_for_pattern(None, in_scheme, None):
        for note in store.quads_for_pattern(quad.subject, notation, None):
            table[(quad.object.value, note.object.value)] = quad.subject.value
    return table


@lru_cache(maxsize=None)
def _notation_table() -> dict[str, str]:
    return {iri: notation for (_, notation), iri in _concept_table().items()}


def concept(scheme: str, notation, where: str | None = None, field_name: str = "") -> str:
    """The IRI of the concept of ``scheme`` (an EK term) whose notation is ``notation``."""
    iri = _concept_table().get((scheme, str(notation)))
    if iri is None:
        label = scheme.rsplit("#", 1)[-1]
        raise BadInput(f"{field_name or 'value'} {notation!r} is not a notation of ek:{label}", where=where)
    return iri


def notation(iri: str | None) -> str | None:
    """The notation of a concept IRI ("https://...#TriggerEffect" -> "trigger"), or None."""
    return None if iri is None else _notation_table().get(iri)
