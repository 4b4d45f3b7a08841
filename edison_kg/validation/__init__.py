"""The validation machinery behind ``edison_kg.validate`` (its public entry point).

- ``engine``: the SHACL engine (pyshacl-turbo; plain pySHACL for reference) and its raw results;
- ``batches``: the whole graph cut into batches of nodes with the context their shapes read;
- ``incremental``: the kept results, and what a change under data/ makes to check again;
- ``report``: the readable report (card names, field labels).
"""
