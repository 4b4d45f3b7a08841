"""The exports stage: release folders of bulk files, their changelog, and publishing the graph
to a remote store.

``release`` (``export``, ``diff``) drives the writers: it reads the graph once, cuts the slice,
and asks each writer for its files in a temporary folder that becomes the release only when
every file is written. Every writer is deterministic: the same graph gives byte-identical
files. ``publish`` loads the whole dataset into a remote triple store. The writers, one
module per kind of file:

- ``rdf``: the graph's triples, sorted, as Turtle and gzipped N-Triples;
- ``jsonld``: the graph as JSON-LD that reads as plain JSON, with the published context;
- ``tables``: flat tables (SPARQL ``queries/internal/export-*.rq``) as CSV and SQLite;
- ``rulings``: the rulings bulk file, keyed by card;
- ``description``: the DCAT/VoID description and the checksum file;
- ``changes``: the changelog between two release folders (``edison-kg diff``).
"""

from edison_kg.exports.publishing import publish
from edison_kg.exports.release import diff, export

__all__ = ["export", "diff", "publish"]
