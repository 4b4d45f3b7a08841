"""The IRIs of the graph's nodes and the addresses of a card's pages (data, not vocabulary)."""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote

from edison_kg.vocab.ns import ID_IRI

KONAMI_DB_PAGE = "https://www.db.yugioh-card.com/yugiohdb/card_search.action?ope=2&cid={}"
YUGIPEDIA_PAGE = "https://yugipedia.com/wiki/{}"
YGOJSON_RECORD = "https://github.com/iconmaster5326/YGOJSON/blob/v1/individual/data/cards/{}.json"
RULINGS_SITE = "https://edisonrul.ing/{}.html"


def _fold_char(char: str) -> str:
    """One ASCII character for ``char`` (its base letter), or a space."""
    if char.isascii():
        return char
    for part in unicodedata.normalize("NFKD", char):
        if part.isascii() and part.isalnum():
            return part
    return " "


def fold_ascii(text: str) -> str:
    """ASCII-fold ``text`` keeping its length, so positions map back to the original."""
    return "".join(char if char.isascii() else _fold_char(char) for char in text)


def slugify(name: str) -> str:
    """'Jinzo - Returner' -> 'jinzo-returner' (ASCII-folded, lower case, '-' between words)."""
    slug = re.sub(r"[^a-z0-9]+", "-", fold_ascii(name).lower()).strip("-")
    return slug or "card"


def passcode_text(value) -> str | None:
    """The 8-digit zero-padded passcode, or None."""
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not (isinstance(value, int) or (isinstance(value, str) and value.isdigit())):
        raise ValueError(f"passcode must be a number, not {value!r}")
    return f"{int(value):08d}"


def card_iri(record: dict) -> str:
    """``card/<8-digit passcode>``, or ``card/x-<slug>`` for a card without one."""
    passcode = passcode_text(record.get("passcode"))
    return ID_IRI + "card/" + (passcode if passcode else "x-" + slugify(str(record.get("name", ""))))


def effect_iri(card: str, number: int) -> str:
    return f"{card}/effect/{number}"


def source_iri(key: str) -> str:
    return ID_IRI + "source/" + key


def ruling_iri(page_slug: str, position: int) -> str:
    return f"{ID_IRI}ruling/{page_slug}/{position}"


def yugipedia_url(page: str) -> str:
    # MediaWiki's own encoding: spaces as '_', these characters left as they are.
    return YUGIPEDIA_PAGE.format(quote(page.replace(" ", "_"), safe=";@$!*(),/~:"))


def rulings_page_url(page_path: str) -> str | None:
    """docs/source/cards/d/drill-warrior.md -> https://edisonrul.ing/cards/d/drill-warrior.html"""
    match = re.fullmatch(r"docs/source/(cards/[a-z0-9_-]+/[A-Za-z0-9_.-]+)\.md", page_path or "")
    return RULINGS_SITE.format(match.group(1)) if match else None


_IRI_UNSAFE = re.compile(r"[\x00-\x20<>\"{}|\\^`\x7f]")


def safe_iri(url) -> str | None:
    """An absolute http(s) address as a valid IRI (unsafe characters percent-encoded), or None."""
    if not isinstance(url, str):
        return None
    url = url.strip()
    if not re.match(r"https?://[^/\s]", url):
        return None
    return _IRI_UNSAFE.sub(lambda m: "%{:02X}".format(ord(m.group(0))), url)
