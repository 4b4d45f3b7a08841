"""A query result as text: a table for people, JSON, CSV (RFC 4180) or TSV for scripts."""

from __future__ import annotations

import csv
import io
import json
from datetime import date, datetime

from edison_kg.errors import BadInput
from edison_kg.sparql import QueryResult, Term, Triple
from edison_kg.vocab.ns import ID_IRI, NS_IRI


FORMATS = ("table", "json", "csv", "tsv")


def render(result, fmt: str = "table") -> str:
    """A query result as text: table (for people), json (list of objects), csv (RFC 4180)
    or tsv (plain values; tabs and newlines in values escaped as \\t and \\n)."""
    if fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    columns, rows = _tabular(result)
    if fmt == "json":
        if isinstance(result, bool):
            return json.dumps(result) + "\n"
        data = [{c: _json_value(row.get(c)) for c in columns} for row in rows]
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([row[c].value if c in row else "" for c in columns])
        return out.getvalue()
    if fmt == "tsv":
        lines = ["\t".join(columns)]
        for row in rows:
            lines.append("\t".join(_tsv_escape(row[c].value) if c in row else "" for c in columns))
        return "\n".join(lines) + "\n"
    return _table(columns, rows, result)


def _tabular(result) -> tuple[list[str], list[dict[str, Term]]]:
    if isinstance(result, bool):
        return ["answer"], [{"answer": Term.literal(result)}]
    if isinstance(result, QueryResult):
        return list(result.columns), result.rows
    if isinstance(result, list):
        return ["subject", "predicate", "object"], [dict(zip(Triple._fields, triple)) for triple in result]
    raise BadInput(f"cannot render a {type(result).__name__}")


def _json_value(term: Term | None):
    if term is None:
        return None
    value = term.to_python()
    return value.isoformat() if isinstance(value, (date, datetime)) else value


def _tsv_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def short(term: Term) -> str:
    """A term for people: ek:/id: prefixed names for our IRIs, the value otherwise."""
    if term.kind == "iri":
        for prefix, base in (("ek", NS_IRI), ("id", ID_IRI)):
            if term.value.startswith(base):
                return f"{prefix}:{term.value[len(base):]}"
    return term.value


def _table(columns: list[str], rows: list[dict[str, Term]], result, width: int = 60) -> str:
    if isinstance(result, bool):
        return ("true" if result else "false") + "\n"
    if not rows:
        return "(no results)\n"
    from edison_kg.terminal import table

    cells = [[" ".join(short(row[c]).split()) if c in row else "" for c in columns] for row in rows]
    noun = "row" if len(rows) == 1 else "rows"
    return table(columns, cells, footer=f"({len(rows)} {noun})", cell_width=width)
