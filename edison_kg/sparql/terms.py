"""Result terms of both backends: ``Term``, ``Triple`` and ``QueryResult``."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Mapping, NamedTuple, Union

from edison_kg.errors import BadInput
from edison_kg.vocab.ns import PREFIXES

XSD = PREFIXES["xsd"]
RDF = PREFIXES["rdf"]
XSD_STRING = XSD + "string"
RDF_LANGSTRING = RDF + "langString"

_INTEGER_TYPES = {XSD + t for t in (
    "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
    "nonPositiveInteger", "negativeInteger", "unsignedLong", "unsignedInt", "unsignedShort",
    "unsignedByte")}
_FLOAT_TYPES = {XSD + t for t in ("decimal", "double", "float")}
XSD_BOOLEAN = XSD + "boolean"
# "1" and "0" are lexical forms of xsd:boolean true and false; results carry the canonical
# ones, whatever form a store keeps
_BOOLEAN_DIGITS = {"1": "true", "0": "false"}


class Term(NamedTuple):
    """An RDF term in a result row: ``kind`` is "iri", "literal" or "bnode".

    Literals always carry a datatype (xsd:string for plain ones, rdf:langString with
    ``lang``), so results of both backends compare equal. A named tuple: immutable,
    hashable and cheap to make, which matters for results of thousands of rows.
    """

    kind: str
    value: str
    datatype: str | None = None
    lang: str | None = None

    @classmethod
    def iri(cls, value: str) -> "Term":
        return cls("iri", value)

    @classmethod
    def literal(cls, value, datatype: str | None = None, lang: str | None = None) -> "Term":
        """A literal; Python ints and bools get their XSD datatype."""
        if isinstance(value, bool):
            return cls("literal", "true" if value else "false", XSD + "boolean")
        if isinstance(value, int):
            return cls("literal", str(value), XSD + "integer")
        if lang:
            return cls("literal", str(value), RDF_LANGSTRING, lang.lower())
        return cls("literal", str(value), datatype or XSD_STRING)

    def to_python(self):
        """The value as Python: int, float, bool, date or datetime where the datatype says so."""
        if self.kind == "bnode":
            return "_:" + self.value
        if self.kind != "literal":
            return self.value
        try:
            if self.datatype in _INTEGER_TYPES:
                return int(self.value)
            if self.datatype in _FLOAT_TYPES:
                return float(self.value)
            if self.datatype == XSD + "boolean":
                return self.value.strip() in ("true", "1")
            if self.datatype == XSD + "date":
                return date.fromisoformat(self.value)
            if self.datatype == XSD + "dateTime":
                return datetime.fromisoformat(self.value)
        except ValueError:
            pass  # an ill-typed literal stays its lexical form
        return self.value

    def to_sparql(self) -> str:
        """The term in SPARQL / N-Triples syntax, escaped by pyoxigraph (IRIs are checked)."""
        return str(self.to_oxigraph())

    def to_oxigraph(self):
        import pyoxigraph as ox

        try:
            if self.kind == "iri":
                return ox.NamedNode(self.value)
            if self.kind == "bnode":
                return ox.BlankNode(self.value)
            if self.lang:
                return ox.Literal(self.value, language=self.lang)
            return ox.Literal(self.value, datatype=ox.NamedNode(self.datatype or XSD_STRING))
        except ValueError as error:
            raise BadInput(f"not a valid RDF {self.kind}: {self.value!r} ({error})") from None

    @classmethod
    def from_oxigraph(cls, term) -> "Term":
        import pyoxigraph as ox

        if isinstance(term, ox.NamedNode):
            return cls("iri", term.value)
        if isinstance(term, ox.BlankNode):
            return cls("bnode", term.value)
        if isinstance(term, ox.Literal):
            if term.language:
                return cls("literal", term.value, RDF_LANGSTRING, term.language.lower())
            return cls("literal", term.value, term.datatype.value)
        raise BadInput(f"unsupported RDF term in a result: {term!r}")

    @classmethod
    def from_json(cls, raw: Mapping) -> "Term":
        """A term of the SPARQL 1.1 Query Results JSON format."""
        kind = raw.get("type")
        value = raw.get("value")
        if not isinstance(value, str):
            raise ValueError("a result term has no string value")
        if kind == "uri":
            return cls("iri", value)
        if kind == "bnode":
            return cls("bnode", value)
        if kind in ("literal", "typed-literal"):
            lang = raw.get("xml:lang")
            if lang:
                return cls("literal", value, RDF_LANGSTRING, lang.lower())
            datatype = raw.get("datatype") or XSD_STRING
            if datatype == XSD_BOOLEAN and value in _BOOLEAN_DIGITS:
                value = _BOOLEAN_DIGITS[value]  # Virtuoso stores booleans as 1/0: the same values
            return cls("literal", value, datatype)
        raise ValueError(f"unknown result term type {kind!r}")

    def sort_key(self) -> tuple:
        return (self.kind, self.value, self.datatype or "", self.lang or "")

    def __str__(self) -> str:
        return self.value


class Triple(NamedTuple):
    subject: Term
    predicate: Term
    object: Term


def sorted_triples(triples) -> list[Triple]:
    """Triples in a stable order (a graph has none of its own), so both backends agree."""
    return sorted(triples, key=lambda t: (t.subject.sort_key(), t.predicate.sort_key(), t.object.sort_key()))


@dataclass
class QueryResult:
    """The solutions of a SELECT query: column names and rows of column -> Term."""

    columns: list[str]
    rows: list[dict[str, Term]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def values(self, column: str) -> list:
        """The Python values of one column (None where unbound)."""
        return [row[column].to_python() if column in row else None for row in self.rows]

    def to_python(self) -> list[dict]:
        """Rows as plain dicts of Python values (unbound columns are None)."""
        return [{c: (row[c].to_python() if c in row else None) for c in self.columns} for row in self.rows]


Result = Union[QueryResult, bool, list]
