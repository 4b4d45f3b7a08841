"""Ruling precedents by id: one precedent's sheet (statement, scenario, verdict, rules, cards,
sources), for people (``to_text``) and machines (``to_dict``).

``find_precedent`` is where an id typed by a person becomes a precedent IRI: the short id
("r-axe-of-despair-no-monster-left-to-tribute"), the IRI, or the id without its "r-"; an
unknown id raises UnknownPrecedent with the closest ids. The SPARQL is in
``queries/internal/``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from edison_kg.errors import UnknownPrecedent
from edison_kg.lookup.rows import joined, text
from edison_kg.names import close_matches
from edison_kg.sparql import Backend, Term, get_backend
from edison_kg.sparql.named import load_internal
from edison_kg.vocab.ns import ID_IRI

PRECEDENT_IRI = ID_IRI + "precedent/"



@dataclass
class PrecedentSheet:
    iri: str
    id: str
    title: str | None = None
    situation: str | None = None
    statement: str | None = None
    verdict: str | None = None
    reason: str | None = None
    game: str | None = None
    era: str | None = None
    provenance: str | None = None
    scenario: dict | None = None
    expectation: dict | None = None
    rules: list[str] = field(default_factory=list)       # "id — label"
    cards: list[str] = field(default_factory=list)       # names
    sources: list[str] = field(default_factory=list)     # addresses
    see_also: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    def to_text(self) -> str:
        verdict = f"{self.verdict} ({self.reason})" if self.reason else (self.verdict or "none recorded")
        lines = [self.title or self.id, f"  id: {self.id}", f"  verdict: {verdict}"]
        for label, value in (("game", self.game), ("era", self.era), ("provenance", self.provenance)):
            if value:
                lines.append(f"  {label}: {value}")
        for label, value in (("Situation", self.situation), ("Statement", self.statement)):
            if value:
                lines += ["", f"{label}:", f"  {' '.join(value.split())}"]
        for label, values in (("Rules", self.rules), ("Cards", self.cards), ("Sources", self.sources),
                              ("See also", self.see_also)):
            if values:
                lines += ["", f"{label}:"] + [f"  - {v}" for v in values]
        if self.scenario is not None:
            lines += ["", "Scenario (edison-kg ask):", json.dumps(self.scenario, indent=2, ensure_ascii=False)]
        if self.expectation is not None:
            lines += ["", "Recorded answer:", json.dumps(self.expectation, indent=2, ensure_ascii=False)]
        return "\n".join(lines) + "\n"


def precedent_ids(backend: Backend) -> list[str]:
    """Every precedent IRI of the graph, sorted (read once per backend)."""
    if "precedent-ids" not in backend.cache:
        rows = backend.select(load_internal("precedents").text).rows
        backend.cache["precedent-ids"] = sorted({row["precedent"].value for row in rows})
    return backend.cache["precedent-ids"]


@dataclass
class PrecedentSummary:
    iri: str
    id: str
    title: str | None = None
    verdict: str | None = None
    reason: str | None = None
    statement: str | None = None
    game: str | None = None

    def to_dict(self) -> dict:
        return asdict(self)


def list_precedents(*, endpoint: str | None = None, backend: Backend | None = None) -> list[PrecedentSummary]:
    """Every precedent of the graph with its title, verdict and statement, by id."""
    backend = backend or get_backend(endpoint)
    rows = backend.select(load_internal("precedent-list").text).rows
    return sorted((PrecedentSummary(iri=r["precedent"].value, id=r["precedent"].value.rsplit("/", 1)[-1],
                                    title=text(r, "label"), verdict=text(r, "verdict"), reason=text(r, "reason"),
                                    statement=text(r, "statement"), game=text(r, "game")) for r in rows),
                  key=lambda p: p.id)


def find_precedent(ident: str, backend: Backend | None = None) -> str:
    backend = backend or get_backend()
    text = (ident or "").strip().strip("<>")
    known = precedent_ids(backend)
    short = text.rsplit("/", 1)[-1]
    for candidate in (text, PRECEDENT_IRI + short, PRECEDENT_IRI + "r-" + short):
        if candidate in known:
            return candidate
    ids = [iri.rsplit("/", 1)[-1] for iri in known]
    close = close_matches(short, ids, limit=3, cutoff=50)
    hint = f"; closest: {', '.join(close)}" if close else ""
    raise UnknownPrecedent(f"no precedent {short!r} in the graph{hint} (`edison-kg query precedents-for-rule` "
                           f"lists precedents by rule)")


def describe_precedent(ident: str, *, endpoint: str | None = None, backend: Backend | None = None) -> PrecedentSheet:
    """One precedent of the graph: what it says, the scenario it records and where it comes from."""
    backend = backend or get_backend(endpoint)
    iri = find_precedent(ident, backend)
    row = backend.select(load_internal("precedent-sheet").text, {"precedent": Term.iri(iri)}).rows[0]
    return PrecedentSheet(
        iri=iri, id=iri.rsplit("/", 1)[-1], title=text(row, "label"), situation=text(row, "situation"),
        statement=text(row, "statement"), verdict=text(row, "verdict"), reason=text(row, "reason"),
        game=text(row, "game"), era=text(row, "era"), provenance=text(row, "provenance"),
        scenario=_json(row, "scenario"), expectation=_json(row, "expectation"), rules=joined(row, "rules"),
        cards=joined(row, "cards"), sources=joined(row, "sources"), see_also=joined(row, "seeAlso"))


def _json(row: dict[str, Term], column: str) -> dict | None:
    value = text(row, column)
    return json.loads(value) if value else None
