"""Rules by id: one rule node's sheet (title, statement, game, source documents with their
addresses, the rules it refines and that refine it, the precedents that follow it), for
people (``to_text``) and machines (``to_dict``).

``find_rule`` is where an id typed by a person becomes a rule IRI: the id
("mtt-optional-when", One Piece's "8-6-1"), the last part of its IRI ("op-8-6-1") or the IRI; an unknown id raises UnknownRule with the
closest ids. ``rule_titles`` gives the title of each rule an answer cites. The SPARQL is in
``queries/internal/``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from edison_kg.errors import UnknownRule
from edison_kg.lookup.queries import run_query
from edison_kg.lookup.rows import joined, text
from edison_kg.names import close_matches
from edison_kg.sparql import Backend, Term, get_backend
from edison_kg.sparql.named import load_internal
from edison_kg.vocab.ns import ID_IRI

RULE_IRI = ID_IRI + "rule/"



@dataclass
class RuleSource:
    iri: str
    title: str | None = None
    about: str | None = None       # what the document is (its rdfs:comment)
    address: str | None = None


@dataclass
class RulePrecedent:
    id: str
    iri: str
    title: str | None = None
    verdict: str | None = None
    reason: str | None = None
    cards: list[str] = field(default_factory=list)


@dataclass
class RuleSheet:
    iri: str
    id: str
    title: str | None = None
    statement: str | None = None
    game: str | None = None
    passage: str | None = None     # where in its source document
    concerns: list[str] = field(default_factory=list)
    refines: list[str] = field(default_factory=list)      # rule ids
    refined_by: list[str] = field(default_factory=list)   # rule ids
    sources: list[RuleSource] = field(default_factory=list)
    precedents: list[RulePrecedent] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    def to_text(self) -> str:
        lines = [self.title or self.id, f"  id: {self.id}"]
        for label, value in (("game", self.game), ("concerns", ", ".join(self.concerns))):
            if value:
                lines.append(f"  {label}: {value}")
        if self.statement:
            lines += ["", "Statement:", f"  {' '.join(self.statement.split())}"]
        if self.sources:
            lines += ["", "Sources:"]
            for source in self.sources:
                where = f" ({self.passage})" if self.passage else ""
                lines.append(f"  - {source.title or source.iri}{where}: {source.address or source.iri}")
        for label, values in (("Refines", self.refines), ("Refined by", self.refined_by)):
            if values:
                lines += ["", f"{label}:"] + [f"  - {v}" for v in values]
        if self.precedents:
            lines += ["", f"Precedents that follow it ({len(self.precedents)}):"]
            for precedent in self.precedents:
                verdict = f"{precedent.verdict} ({precedent.reason})" if precedent.reason else precedent.verdict
                lines.append(f"  - {precedent.id}: {precedent.title or ''} [{verdict or 'no verdict'}]")
        return "\n".join(lines) + "\n"


def rule_index(backend: Backend) -> dict[str, tuple[str, str | None]]:
    """Every rule of the graph: IRI -> (id, title), read once per backend."""
    if "rule-index" not in backend.cache:
        query = load_internal("rule-index").text

        def read() -> list:
            rows = backend.select(query).rows
            return [[row["rule"].value, row["ruleId"].value, text(row, "label")]
                    for row in sorted(rows, key=lambda r: r["rule"].value)]

        backend.cache["rule-index"] = {rule: (ident, label) for rule, ident, label in backend.kept("rule-index", query, read)}
    return backend.cache["rule-index"]


def find_rule(ident: str, backend: Backend | None = None) -> str:
    """The IRI of the rule with id (or IRI) ``ident``."""
    backend = backend or get_backend()
    text = (ident or "").strip().strip("<>")
    index = rule_index(backend)
    if text in index:
        return text
    # by its id, or by the last part of its IRI (One Piece rule 8-6-1 is rule/op-8-6-1)
    by_id = {**{iri.rsplit("/", 1)[-1]: iri for iri in index}, **{rule_id: iri for iri, (rule_id, _) in index.items()}}
    short = text.rsplit("/", 1)[-1]
    if short in by_id:
        return by_id[short]
    close = close_matches(short, sorted(by_id), limit=3, cutoff=60)
    hint = f"; closest: {', '.join(close)}" if close else ""
    raise UnknownRule(f"no rule {short!r} in the graph{hint} (`edison-kg query rules-by-game` lists the rules)")


def rule_titles(rules: list[str], *, endpoint: str | None = None, backend: Backend | None = None) -> list[dict]:
    """``{"rule": IRI, "id": ..., "title": ...}`` for each rule (an IRI or an id), in order;
    a rule the graph does not hold keeps its id as its title."""
    backend = backend or get_backend(endpoint)
    index = rule_index(backend)
    out = []
    for rule in rules:
        iri = rule if rule.startswith("http") else RULE_IRI + rule
        rule_id, title = index.get(iri, (iri.rsplit("/", 1)[-1], None))
        out.append({"rule": iri, "id": rule_id, "title": title or rule_id})
    return out


def describe_rule(ident: str, *, endpoint: str | None = None, backend: Backend | None = None) -> RuleSheet:
    """One rule of the graph: what it says, where it comes from and what follows it."""
    backend = backend or get_backend(endpoint)
    iri = find_rule(ident, backend)
    node = Term.iri(iri)
    row = backend.select(load_internal("rule-sheet").text, {"rule": node}).rows[0]
    sheet = RuleSheet(iri=iri, id=text(row, "ruleId"), title=text(row, "label"), statement=text(row, "statement"),
                      game=text(row, "game"), passage=text(row, "passage"), concerns=joined(row, "concerns"),
                      refines=joined(row, "refines"), refined_by=joined(row, "refinedBy"))
    for r in backend.select(load_internal("rule-sources").text, {"rule": node}).rows:
        sheet.sources.append(RuleSource(iri=r["source"].value, title=text(r, "label"), about=text(r, "comment"),
                                        address=text(r, "address")))
    for r in run_query("precedents-for-rule", {"rule": sheet.id}, backend=backend).rows:
        precedent = r["precedent"].value
        sheet.precedents.append(RulePrecedent(
            id=precedent.rsplit("/", 1)[-1], iri=precedent, title=text(r, "label"), verdict=text(r, "verdict"),
            reason=text(r, "reason"), cards=[c for c in str(text(r, "cards") or "").split(", ") if c]))
    return sheet
