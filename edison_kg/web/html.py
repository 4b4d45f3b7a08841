"""The pages' common parts: escaping, the page frame (header, navigation, CSS and script),
links to cards, rules and precedents, and the game's words for events, zones and reasons."""

from __future__ import annotations

import html
from urllib.parse import quote

from edison_kg.timing import describe
from edison_kg.timing.describe import PHASE_WORDS, REASON_WORDS, ZONE_WORDS  # noqa: F401 (the page's words)

SITE = "Edison rulings"
STATIC_VERSION = "2"   # bumped when static/ changes, so browsers that cached the old files fetch the new

PLAYERS = {"A": "Player A", "B": "Player B"}


def esc(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def local(iri: str) -> str:
    """The last part of an IRI: a rule's or precedent's id in the address."""
    return iri.rstrip("/").rsplit("/", 1)[-1]


def card_href(name_or_passcode: str) -> str:
    return "/card/" + quote(name_or_passcode, safe="")


def card_link(name: str, passcode: str | None = None) -> str:
    return f'<a href="{esc(card_href(passcode or name))}">{esc(name)}</a>'


def rule_link(iri: str, title: str | None = None) -> str:
    return f'<a href="/rule/{esc(quote(local(iri), safe=""))}">{esc(title or local(iri))}</a>'


def precedent_link(iri: str, title: str | None = None) -> str:
    return f'<a href="/precedent/{esc(quote(local(iri), safe=""))}">{esc(title or local(iri))}</a>'


def external(address: str | None, text: str | None = None) -> str:
    if not address:
        return esc(text or "")
    return f'<a href="{esc(address)}" rel="noopener">{esc(text or address)}</a>'


def page(title: str, body: str, *, scripts: tuple[str, ...] = (), active: str = "") -> str:
    """A whole page: the frame around ``body``."""
    nav = "".join(
        f'<a href="{href}"{" aria-current=page" if key == active else ""}>{label}</a>'
        for key, href, label in (("search", "/cards", "Cards"), ("ask", "/ask", "Ask"),
                                 ("precedents", "/precedents", "Precedents"), ("sparql", "/sparql", "SPARQL")))
    tags = "".join(f'<script src="/static/{name}?v={STATIC_VERSION}" defer></script>' for name in scripts)
    return (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)} · {SITE}</title>"
        f'<link rel="stylesheet" href="/static/app.css?v={STATIC_VERSION}">{tags}</head>'
        f'<body><header class="top"><a class="brand" href="/">{SITE}</a><nav>{nav}</nav></header>'
        f'<main>{body}</main>'
        '<footer>Yu-Gi-Oh! Edison format (TCG, April 2010). Answers cite the rules and precedents they rest on; '
        'the data is open: <a href="/api/openapi.json">JSON API</a> · <a href="/sparql">SPARQL</a>.</footer>'
        "</body></html>\n")


def error_body(message: str, where: str | None = None, status: int = 400, level: int = 1) -> str:
    where_part = f' <span class="where">({esc(where)})</span>' if where else ""
    heading = "Not found" if status == 404 else "Cannot answer" if status < 500 else "Server trouble"
    return f'<h{level}>{heading}</h{level}><p class="error" role="alert">{esc(message)}{where_part}</p>'


def event_words(event: dict, names: dict[str, str]) -> str:
    """One event as a sentence on the page ("Sangan is destroyed by battle", "Player A draws"):
    the package's words (edison_kg.timing.describe), with the players named as the page names them."""
    return describe.event_words(event, names, players=PLAYERS)
