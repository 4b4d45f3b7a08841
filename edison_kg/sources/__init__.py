"""The sources stage: reading the upstream files (``read``), the importer's curated data
(``curated``), the ruling references of a card page (``rulings``) and the import that writes
``data/`` (``importer``). Triples are written by edison_kg.rdf; card text is read by
edison_kg.cardtext."""

from edison_kg.sources.importer import MARKER, card_record, import_sources, source_documents

__all__ = ["import_sources", "card_record", "source_documents", "MARKER"]
