"""CRC-32 (the zlib polynomial) of the store's files: ISA-L's, about twice as fast as zlib's
on this work (the same values), so the check every open makes stays short at 50,000 cards."""

from __future__ import annotations

try:
    from isal.isal_zlib import crc32
except ImportError:  # pragma: no cover - isal is a dependency; zlib gives the same values
    from zlib import crc32

__all__ = ["crc32"]
