"""A scenario in an address: ``/ask?s=TOKEN``, TOKEN being the scenario's JSON compressed with
raw DEFLATE and written in URL-safe base64 without padding (the page's script makes the same
with the browser's CompressionStream("deflate-raw")); ``?j=`` takes the JSON in base64
uncompressed, for browsers without CompressionStream. Decoding is bounded, so a crafted
token cannot make the server inflate megabytes."""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from edison_kg.errors import BadScenario

MAX_TOKEN = 32_000        # characters of a token (an address stays well under browsers' limits)
MAX_JSON = 256 * 1024     # bytes of scenario JSON a token may unpack to


def encode(scenario: dict) -> str:
    """The token of a scenario (compact JSON, raw DEFLATE, URL-safe base64)."""
    text = json.dumps(scenario, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).rstrip(b"=").decode("ascii")


def ask_path(scenario: dict) -> str:
    """The page address of a scenario's question."""
    return "/ask?s=" + encode(scenario)


def _bytes(token: str, what: str) -> bytes:
    if len(token) > MAX_TOKEN:
        raise BadScenario(f"the {what} in the address is longer than {MAX_TOKEN} characters", where="$")
    try:
        return base64.urlsafe_b64decode(token.strip() + "=" * (-len(token.strip()) % 4))
    except (binascii.Error, ValueError):
        raise BadScenario(f"the {what} in the address is not URL-safe base64; the link was cut or changed",
                          where="$") from None


def decode(token: str, *, compressed: bool = True) -> dict:
    """The scenario of a token (``compressed=False``: base64 JSON, the ``j=`` form)."""
    data = _bytes(token, "question")
    if compressed:
        unpacker = zlib.decompressobj(-15)
        try:
            data = unpacker.decompress(data, MAX_JSON + 1)
        except zlib.error:
            raise BadScenario("the question in the address cannot be unpacked; the link was cut or changed",
                              where="$") from None
        if len(data) > MAX_JSON or unpacker.unconsumed_tail:
            raise BadScenario(f"the question in the address unpacks to more than {MAX_JSON} bytes", where="$")
    from edison_kg.jsontext import nesting_depth
    from edison_kg.timing.contract import MAX_DEPTH

    try:
        text = data.decode("utf-8")
        if nesting_depth(text, MAX_DEPTH) > MAX_DEPTH:   # before the parser: it would recurse past its limit
            raise BadScenario(f"the question in the address nests deeper than {MAX_DEPTH} levels", where="$")
        scenario = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise BadScenario(f"the question in the address is not JSON: {getattr(error, 'msg', error)}",
                          where="$") from None
    if not isinstance(scenario, dict):
        raise BadScenario("a scenario must be a JSON object", where="$")
    return scenario
