"""A worker process of ``serve``: the store versions it holds open and what goes with each
(its backend, its timing engine, the card briefs it has made).

The server runs every call as ``within(store_dir, function, args)``: the call reads the
version of the store the request was given (``edison_kg.web.versions``), never a mix of
two. A worker keeps the two versions it used last open: after the data changed, calls of
requests that began before the change still find theirs, and the one before that is let
go (the server removes its folder once no request reads it)."""

from __future__ import annotations

import os
from collections import OrderedDict
from dataclasses import dataclass, field

KEPT_VERSIONS = 2


@dataclass
class Place:
    """One store version as this worker holds it."""
    store: object
    backend: object
    engine: object = None
    briefs: dict = field(default_factory=dict)   # card IRI -> the builder's view of it


_PLACES: OrderedDict[str, Place] = OrderedDict()   # store folder -> its place, the last used last
_HERE: Place | None = None                        # the place of the call running now
_OPTIONS = {"in_memory": False}


def start_worker(store_dir: str, in_memory: bool = False, max_memory: int = 0,
                 current_file: str | None = None) -> None:
    """Pool initializer: cap the worker's memory, then open the current store version (the one
    ``current_file`` names, else ``store_dir``) before the first call, so that the call does not
    pay for it within its time limit."""
    import resource
    import signal

    # pebble stops a worker with SIGTERM and a Python handler, which cannot run while
    # pyoxigraph is busy (it waited 3 s, then SIGKILL): let the signal end the process
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if max_memory:
        # past the cap an allocation fails: Python raises MemoryError, pyoxigraph aborts the
        # worker; either way one query fails and the pool starts a new worker. RLIMIT_DATA
        # (heap and private mappings), not RLIMIT_AS: the address space a worker reserves
        # (a malloc arena per thread, thread stacks) is ~600 MB before it holds anything
        cap = max_memory << 20
        resource.setrlimit(resource.RLIMIT_DATA, (cap, cap))
        os.environ["RUST_BACKTRACE"] = "0"  # a worker out of memory: one line on stderr, not a backtrace
    _OPTIONS["in_memory"] = in_memory
    try:
        if current_file is not None:
            with open(current_file, encoding="utf-8") as named:
                store_dir = named.read()
        _select(store_dir)
    except (OSError, ValueError, RuntimeError):
        pass   # that version is gone already (the data changed since): the first call opens its own


def within(store_dir: str, function, args: tuple):
    """``function(*args)`` over the store version in ``store_dir``."""
    _select(store_dir)
    return function(*args)


def ready() -> bool:
    return _HERE is not None


def _select(store_dir: str) -> None:
    global _HERE
    place = _PLACES.get(store_dir)
    if place is None:
        place = _open(store_dir)
        _PLACES[store_dir] = place
        while len(_PLACES) > KEPT_VERSIONS:
            _PLACES.popitem(last=False)
    _PLACES.move_to_end(store_dir)
    _HERE = place


def _open(store_dir: str) -> Place:
    """Open a store version read-only (and copy it into memory if asked); read what every
    search needs (the card search index: ~0.2 s) now rather than during the first search."""
    import pyoxigraph as ox

    from edison_kg import lookup
    from edison_kg.sparql import LocalBackend
    from edison_kg.store import memory_copy

    store = ox.Store.read_only(store_dir)
    if _OPTIONS["in_memory"]:
        store = memory_copy(store)
    place = Place(store, LocalBackend(store))
    lookup.search_cards("warm", limit=1, backend=place.backend)
    return place


def store():
    """The store version of the call running now."""
    return _HERE.store


def backend():
    return _HERE.backend


def engine():
    place = _HERE
    if place.engine is None:
        from edison_kg.timing import Engine

        place.engine = Engine(place.backend)
    return place.engine


def briefs() -> dict:
    """The card briefs made over this version (a card sheet costs tens of ms to read)."""
    return _HERE.briefs
