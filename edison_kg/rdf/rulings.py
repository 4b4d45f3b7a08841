"""Ruling references and source documents as triples."""

from __future__ import annotations

from edison_kg.vocab.model import RulingReference
from edison_kg.vocab.ns import EK
from edison_kg.rdf.concepts import concept
from edison_kg.rdf.iris import source_iri
from edison_kg.rdf.triples import DCT_DATE, DCT_RIGHTS, DCT_SOURCE, RDF_TYPE, RDFS_COMMENT, RDFS_LABEL, RDFS_SEE_ALSO, TripleSet


def ruling_triples(references: list[RulingReference], where: str | None = None) -> TripleSet:
    """The RulingReference nodes of one card page (no ruling prose is kept)."""
    graph = TripleSet()
    for ref in references:
        node = ref.iri
        graph.iri(node, RDF_TYPE, EK.RulingReference)
        graph.iri(node, EK.aboutCard, ref.card)
        graph.integer(node, EK.position, ref.position)
        if ref.section:
            graph.text(node, EK.section, ref.section)
        graph.iri(node, EK.era, concept(EK.Eras, ref.era, where, "era"))
        if ref.parent:
            graph.iri(node, EK.parentReference, ref.parent)
        for other in ref.mentions:
            graph.iri(node, EK.mentionsCard, other)
        for topic in ref.topics:
            graph.iri(node, EK.topic, concept(EK.RulingTopics, topic, where, "topic"))
        for address in ref.sources:
            graph.iri(node, DCT_SOURCE, address)
        for address in ref.see_also:
            graph.iri(node, RDFS_SEE_ALSO, address)
        graph.iri(node, EK.sourceDocument, source_iri("edisonrulings"))
    return graph


def sources_triples(docs: list[dict]) -> TripleSet:
    """The source documents (resources/sources.json with the commits of the build)."""
    graph = TripleSet()
    for doc in docs:
        node = source_iri(doc["key"])
        graph.iri(node, RDF_TYPE, EK.SourceDocument)
        graph.text(node, RDFS_LABEL, doc["label"])
        graph.text(node, RDFS_COMMENT, doc["comment"])
        graph.iri(node, DCT_SOURCE, doc["address"])
        if doc.get("repository"):
            graph.iri(node, RDFS_SEE_ALSO, doc["repository"])
        if doc.get("commit"):
            graph.text(node, EK.commit, doc["commit"])
        if doc.get("date"):
            graph.date(node, DCT_DATE, doc["date"])
        graph.text(node, DCT_RIGHTS, doc["rights"])
    return graph
