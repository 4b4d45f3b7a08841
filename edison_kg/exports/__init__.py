"""The writers of a release folder, one module per kind of file.

``edison_kg.export`` drives them: it reads the graph once, cuts the slice, and asks each
writer for its files in a temporary folder that becomes the release only when every file
is written. Every writer is deterministic: the same graph gives byte-identical files.

- ``rdf``: the graph's triples, sorted, as Turtle and gzipped N-Triples;
- ``jsonld``: the graph as JSON-LD that reads as plain JSON, with the published context;
- ``tables``: flat tables (SPARQL ``queries/internal/export-*.rq``) as CSV and SQLite;
- ``rulings``: the rulings bulk file, keyed by card;
- ``description``: the DCAT/VoID description and the checksum file;
- ``changes``: the changelog between two release folders (``edison-kg diff``).
"""
