"""The store stage: the Turtle of ``ontology/`` and ``data/`` compiled into a pyoxigraph store
with the inference rules materialized, kept in a cache folder and brought up to date when
files change.

- ``open``: ``open_store`` and the generations of the cache (the front door's functions);
- ``manifest``: what a built store must look like, and the check that it does;
- ``scan``: which sources changed (a flat check of folders, or every file's stats);
- ``parse``: reading Turtle (in worker processes for a build), with its one-line errors;
- ``update``: building a store, or bringing one up to date with the files that changed;
- ``reach``: the effects an edit reaches, for which alone the rules run again;
- ``infer``: the inference rules (``ontology/inference/*.ru``);
- ``checksum``: CRC-32 of the store's files.
"""

from edison_kg.store.manifest import STORE_FORMAT_VERSION, Manifest, check_store
from edison_kg.store.open import (current_generation, discard_store, kept_results_dir, materialize, memory_copy,
                                  memory_store, open_store, source_files, store_key)
from edison_kg.store.parse import MAX_TERM_BYTES, parse_files, parse_turtle_error

__all__ = ["open_store", "store_key", "discard_store", "current_generation", "kept_results_dir", "source_files", "materialize",
           "memory_copy", "memory_store", "check_store", "Manifest", "STORE_FORMAT_VERSION", "parse_files",
           "parse_turtle_error", "MAX_TERM_BYTES"]
