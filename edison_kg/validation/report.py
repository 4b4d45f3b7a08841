"""Readable results: the node's card, the field by its label, messages that name cards."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache

from edison_kg.vocab.ns import EK, ID_IRI, NS_IRI, PREFIXES
from edison_kg.validation.engine import OWNER_LINKS, RDF_TYPE, RawResult

RDFS_LABEL = PREFIXES["rdfs"] + "label"
CARD_PREFIX = ID_IRI + "card/"
SEVERITY_ORDER = {"Violation": 0, "Warning": 1, "Info": 2}


@dataclass(frozen=True)
class Result:
    """One problem found: the node, the card it is about, the field, what is wrong."""

    focus: str                  # IRI of the node that breaks a shape
    card: str | None            # name of the card the node is or belongs to
    field: str                  # the property, by its label in the vocabulary ("Level", "ATK")
    message: str                # what is wrong and what to do, from the shape's sh:message
    severity: str               # "Violation" or "Warning"
    value: str | None = None    # the offending value, when there is one
    path: str | None = None     # the property's IRI (None for a node-level check)
    component: str = ""         # SHACL constraint component, e.g. "MinCountConstraintComponent"

    def sort_key(self) -> tuple:
        return (SEVERITY_ORDER.get(self.severity, 9), self.card or "\uffff", self.focus, self.field,
                self.component, self.message, self.value or "")


@dataclass
class ValidationReport:
    conforms: bool
    results: list[Result] = field(default_factory=list)
    checked: str = "the whole graph"
    # how the whole graph's results were had ("full run", or what an incremental run rechecked);
    # not part of the text or JSON, which are the same whichever way the results were had
    work: str = field(default="", compare=False)

    @property
    def violations(self) -> int:
        return sum(1 for r in self.results if r.severity == "Violation")

    @property
    def warnings(self) -> int:
        return sum(1 for r in self.results if r.severity == "Warning")

    def to_text(self) -> str:
        lines = [_result_line(r) for r in self.results]
        verdict = "conforms" if self.conforms else "does not conform"
        lines.append(f"{self.checked}: {verdict} ({_count(self.violations, 'violation')}, "
                     f"{_count(self.warnings, 'warning')})")
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict:
        return {"conforms": self.conforms, "checked": self.checked, "violations": self.violations,
                "warnings": self.warnings, "results": [asdict(r) for r in self.results]}


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _result_line(result: Result) -> str:
    where = _place(result.focus, result.card)
    value = f" [value: {result.value}]" if result.value and result.value not in result.message else ""
    return f"{result.severity.upper()}  {where} | {result.field} | {result.message}{value}"


def _place(focus: str, card: str | None) -> str:
    """'Sangan', 'Sangan, effect 1, clause 2', or the node's IRI when no card owns it."""
    if card is None:
        return f"<{focus}>"
    if focus.startswith(CARD_PREFIX) and "/" in focus[len(CARD_PREFIX):]:
        parts = focus[len(CARD_PREFIX):].split("/")[1:]
        return ", ".join([card] + [" ".join(parts[i:i + 2]) for i in range(0, len(parts), 2)])
    return card


def build_report(raw: list[RawResult], stores: list, checked: str) -> ValidationReport:
    """The readable report of raw results, names looked up in ``stores`` (first found wins)."""
    names = _Names(stores)
    results = []
    for r in raw:
        results.append(Result(
            focus=r.focus, card=names.card_of(r.focus), field=names.field(r.path),
            message=names.readable(r.message), severity=r.severity, value=names.readable(r.value) if r.value else None,
            path=r.path, component=r.component))
    results.sort(key=Result.sort_key)
    conforms = not any(r.severity == "Violation" for r in results)
    return ValidationReport(conforms=conforms, results=results, checked=checked)


class _Names:
    """Card names and field labels, looked up in the validated data, then in the graph."""

    def __init__(self, stores: list):
        import pyoxigraph as ox

        self.ox = ox
        self.stores = stores
        self.default = ox.DefaultGraph()

    def _one(self, subject, predicate):
        for store in self.stores:
            for quad in store.quads_for_pattern(subject, self.ox.NamedNode(predicate), None, self.default):
                return quad.object
        return None

    def _owner(self, node):
        """The node this sub-node hangs from (effect -> card, clause -> effect, ...)."""
        for store in self.stores:
            for link in OWNER_LINKS:
                for quad in store.quads_for_pattern(None, self.ox.NamedNode(link), node, self.default):
                    return quad.subject
        return self._one(node, EK.effectOf) or self._one(node, EK.aboutCard)

    def card_of(self, iri: str) -> str | None:
        node = self.ox.NamedNode(iri) if not iri.startswith("_:") else None
        for _ in range(5):  # card filter -> condition -> effect -> card at most
            if node is None:
                return None
            name = self._one(node, EK.name)
            if name is not None:
                return name.value
            node = self._owner(node)
        return None

    @lru_cache(maxsize=None)
    def field(self, path: str | None) -> str:
        if not path:
            return "(node)"
        if not path.startswith("http"):
            return " or ".join(self.field(p.lstrip("^")) + (" of" if p.startswith("^") else "")
                               for p in path.split("|"))
        if path == RDF_TYPE:
            return "type"
        label = self._one(self.ox.NamedNode(path), RDFS_LABEL)
        return label.value if label is not None else _local(path)

    def readable(self, text: str) -> str:
        """Messages name cards by name and vocabulary terms as ek:Term, not by long IRIs."""
        def swap(match) -> str:
            iri = match.group(0)
            if iri.startswith(NS_IRI):
                return "ek:" + iri[len(NS_IRI):]
            if iri.startswith(CARD_PREFIX) and "/" not in iri[len(CARD_PREFIX):]:
                name = self._one(self.ox.NamedNode(iri), EK.name)
                if name is not None:
                    return f'"{name.value}" <{iri}>'
            return iri

        return re.sub(r"https?://[^\s<>\"(){}]+[^\s<>\"(){}.,:;]", swap, text)


def _local(iri: str) -> str:
    return re.split(r"[#/]", iri)[-1]
