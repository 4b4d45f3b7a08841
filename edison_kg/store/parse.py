"""Reading the Turtle sources: one line naming the file for bad input, and the fast
conversion a first build runs in parallel (Turtle -> N-Triples in worker processes,
loaded by threads: pyoxigraph's bulk loader releases the GIL)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Callable, Iterable

from edison_kg.errors import BadInput
from edison_kg.store.checksum import crc32

# pyoxigraph stops at a term of 16 MiB with a MemoryError; files larger than this are
# searched for a literal or IRI over it first, so the message names the line.
MAX_TERM_BYTES = 1 << 20


def parse_turtle_error(path, error: Exception) -> BadInput:
    """Turn a parser error into one line naming the file, line and column."""
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    if len(text) > 300:  # the parser may quote what it read: keep the line readable
        text = text[:299] + "…"
    return BadInput(text, where=str(path))


def _parse_one(path, data: bytes | None = None):
    """The quads of one Turtle file (``data``: its bytes, already read), errors as BadInput."""
    import pyoxigraph as ox

    try:
        if (len(data) if data is not None else os.stat(path).st_size) > MAX_TERM_BYTES:
            check_term_sizes(Path(path), data)
        base = Path(path).resolve().as_uri()
        if data is None:
            yield from ox.parse(path=str(path), format=ox.RdfFormat.TURTLE, base_iri=base)
        else:
            yield from ox.parse(input=data, format=ox.RdfFormat.TURTLE, base_iri=base)
    except SyntaxError as error:  # pyoxigraph raises SyntaxError with line/column
        raise parse_turtle_error(path, error) from None
    except MemoryError:  # pyoxigraph's own buffer limit (a term over 16 MiB)
        raise BadInput("a literal or IRI is larger than the parser's limit of 16 MiB", where=str(path)) from None
    except OSError as error:
        raise BadInput(f"cannot read the file: {error.strerror or error}", where=str(path)) from None


def parse_files(files: Iterable[Path], progress: Callable[[int, int], None] | None = None):
    """Parse Turtle files one after another, yielding their quads; a bad file raises
    BadInput naming it (and the line, where the parser or the term-size check gives one)."""
    files = list(files)
    for done, path in enumerate(files, 1):
        yield from _parse_one(path)
        if progress:
            progress(done, len(files))


def parse_bytes(path, data: bytes) -> list:
    """The quads of one file's content (as it was when read), errors naming ``path``."""
    return list(_parse_one(path, data))


def check_term_sizes(path: Path, data: bytes | None = None) -> None:
    """BadInput naming the line of the first literal or IRI over MAX_TERM_BYTES."""
    data = path.read_bytes() if data is None else data
    # long strings first (they may hold newlines), then any line: a term is never longer
    # than the line it is on unless it is a long string
    for quote in (b'"""', b"'''"):
        for match in re.finditer(re.escape(quote) + rb".*?" + re.escape(quote), data, re.DOTALL):
            if match.end() - match.start() > MAX_TERM_BYTES:
                line = data.count(b"\n", 0, match.start()) + 1
                raise BadInput(f"a literal of {match.end() - match.start():,} bytes starts here; "
                               f"terms are limited to {MAX_TERM_BYTES:,} bytes", where=f"{path}:{line}")
    for line, text in enumerate(data.split(b"\n"), 1):
        if len(text) > MAX_TERM_BYTES:
            raise BadInput(f"a line of {len(text):,} bytes; literals and IRIs are limited to {MAX_TERM_BYTES:,} "
                           "bytes", where=f"{path}:{line}")


def convert(paths: list[str]) -> tuple:
    """Turtle files -> (N-Triples of them all, [(path, content, CRC-32, triples)]) or
    ("error", message, where): run in parser processes, so it returns plain values. The
    content is what was parsed: the store's record of each file."""
    import pyoxigraph as ox

    chunks, records = [], []
    for path in paths:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
            # straight from the parser to the serializer: one line per triple
            text = ox.serialize(_parse_one(path, data), format=ox.RdfFormat.N_TRIPLES)
        except BadInput as error:
            return ("error", error.message, error.where)
        except OSError as error:
            return ("error", f"cannot read the file: {error.strerror or error}", path)
        chunks.append(text)
        records.append((path, data, crc32(data), text.count(b"\n")))
    return b"".join(chunks), records


def worker_main() -> None:
    """A parser process: batches of paths (pickled) on stdin, each batch's ``convert``
    result on stdout as a length-prefixed pickle."""
    import pickle
    import struct
    import sys

    batches = pickle.load(sys.stdin.buffer)
    out = sys.stdout.buffer
    for batch in batches:
        frame = pickle.dumps(convert(batch), protocol=pickle.HIGHEST_PROTOCOL)
        out.write(struct.pack("<Q", len(frame)) + frame)
        out.flush()
