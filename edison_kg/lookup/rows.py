"""Reading the rows of the sheets' queries: a column's value, its text, a "|"-joined list."""

from __future__ import annotations

from edison_kg.sparql import Term


def py(row: dict[str, Term], column: str):
    """The column's value as Python (an int, a bool, a date, a string), None when unbound."""
    return row[column].to_python() if column in row else None


def text(row: dict[str, Term], column: str) -> str | None:
    """The column's value as it is written, None when unbound."""
    return row[column].value if column in row else None


def joined(row: dict[str, Term], column: str) -> list[str]:
    """A "|"-joined list (GROUP_CONCAT), sorted: GROUP_CONCAT has no order of its own."""
    value = text(row, column)
    return sorted(v for v in str(value).split("|") if v) if value else []
