"""Flat tables for spreadsheet and SQL users: CSV files and one SQLite database.

Each table is the answer of one SPARQL query, ``queries/internal/export-<table>.rq``
(underscores become hyphens); its projection is the table's columns, in order. The
SQLite schema (keys, indexes, views) is ``schema.sql`` next to this module, and its
columns must be the query's: ``check_schema`` says so, and the tests run it.
"""

from __future__ import annotations

import csv
import errno
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from edison_kg.sparql.named import load_internal
from edison_kg.errors import BadInput
from edison_kg.exports.rdf import XSD_BOOLEAN, XSD_INTEGER

SCHEMA_FILE = Path(__file__).resolve().parent / "schema.sql"

# In an order that puts a table after the tables it refers to.
TABLES = (
    "sources", "cards", "card_subtypes", "card_archetypes", "card_sources",
    "effects", "effect_event_types", "clauses",
    "rules", "rule_refines", "rule_concepts",
    "rulings", "ruling_topics", "ruling_mentions", "ruling_links",
    "precedents", "precedent_cards", "precedent_rules", "precedent_concepts", "precedent_links",
)
# Tables whose first column is their key (the others are keyed by all their columns).
KEYED = {"sources", "cards", "effects", "clauses", "rules", "rulings", "precedents"}
RELEASE_INFO = "release_info"


@dataclass
class Table:
    name: str
    columns: list[str]
    rows: list[tuple]


def query_name(table: str) -> str:
    return "export-" + table.replace("_", "-")


def _value(term):
    """A SPARQL answer as a Python value: int, bool, str or None."""
    if term is None:
        return None
    if isinstance(term, ox.Literal):
        datatype = term.datatype.value
        if datatype == XSD_INTEGER:
            try:
                return int(term.value)
            except ValueError:
                return term.value
        if datatype == XSD_BOOLEAN:
            return term.value in ("true", "1")
    return term.value


def read_table(store, table: str) -> Table:
    query = load_internal(query_name(table))
    result = store.query(query.text)
    columns = [v.value for v in result.variables]
    width = range(len(columns))
    rows = [tuple(_value(solution[i]) for i in width) for solution in result]
    if table in KEYED:
        seen: set = set()
        for row in rows:
            if row[0] in seen:
                raise BadInput(f"two {table} rows for {row[0]}: a field that takes one value has two "
                               "in the graph (the shapes allow one)", where=f"{query_name(table)}.rq")
            seen.add(row[0])
    return Table(table, columns, rows)


def read_tables(store) -> dict[str, Table]:
    """Every table of the release, from the store (the release's graph, sliced if need be)."""
    return {table: read_table(store, table) for table in TABLES}


def info_table(info: dict[str, str]) -> Table:
    """The release_info table: what the release is (title, version, date, slice, ...)."""
    return Table(RELEASE_INFO, ["key", "value"], [(k, str(v)) for k, v in info.items()])


# ---------------------------------------------------------------- CSV

def _cell(value) -> str:
    if value is None:
        return ""
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)


def write_csv(tables: list[Table], folder: Path) -> list[Path]:
    """One RFC 4180 file per table (UTF-8, CRLF line ends, a header row)."""
    folder.mkdir()
    written = []
    for table in tables:
        path = folder / f"{table.name}.csv"
        with open(path, "w", encoding="utf-8", newline="") as out:
            writer = csv.writer(out, dialect="excel", lineterminator="\r\n")
            writer.writerow(table.columns)
            writer.writerows([_cell(v) for v in row] for row in table.rows)
        written.append(path)
    return written


# ---------------------------------------------------------------- SQLite

def schema_columns(schema: str | None = None) -> dict[str, list[str]]:
    """table -> its columns, read from the CREATE TABLE statements of the schema (the
    full-text index left out)."""
    connection = sqlite3.connect(":memory:")
    try:
        connection.executescript(schema if schema is not None else SCHEMA_FILE.read_text(encoding="utf-8"))
        found = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
        # a full-text index (CREATE VIRTUAL TABLE) and its shadow tables hold no rows of their own
        virtual = [name for name, sql in found if sql.upper().startswith("CREATE VIRTUAL TABLE")]
        names = [name for name, _ in found if not any(name == v or name.startswith(v + "_") for v in virtual)]
        return {name: [c[1] for c in connection.execute(f'PRAGMA table_info("{name}")')] for name in names}
    finally:
        connection.close()


def check_schema(tables: list[Table]) -> None:
    """Each table's columns are the schema's, in the same order (else the SQLite file and the
    CSV files would disagree)."""
    columns = schema_columns()
    for table in tables:
        if columns.get(table.name) != table.columns:
            raise BadInput(f"table {table.name}: the query gives columns {table.columns} but schema.sql "
                           f"has {columns.get(table.name)}", where=str(SCHEMA_FILE))


def write_sqlite(tables: list[Table], path: Path) -> None:
    """One SQLite database: the schema's tables, keys, indexes and views, and every row."""
    check_schema(tables)
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA page_size = 4096")
        connection.execute("PRAGMA journal_mode = OFF")  # written once into a temporary folder
        connection.executescript(SCHEMA_FILE.read_text(encoding="utf-8"))
        connection.execute("BEGIN")
        for table in tables:
            marks = ", ".join("?" * len(table.columns))
            connection.executemany(f'INSERT INTO "{table.name}" VALUES ({marks})', table.rows)
        connection.execute("INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')")   # index the cards' rows
        connection.execute("COMMIT")
        connection.execute("VACUUM")
    except sqlite3.Error as error:
        raise _os_error(error, path) from None
    finally:
        connection.close()


def foreign_key_problems(path: Path) -> list[tuple]:
    """Rows whose foreign key points at no row (none in a sound release)."""
    connection = sqlite3.connect(path)
    try:
        return connection.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        connection.close()


def _os_error(error: sqlite3.Error, path: Path) -> Exception:
    """SQLite's write failures as the OSError they are, so the release is cleaned up alike."""
    text = str(error)
    if re.search(r"disk is full|database or disk is full", text):
        return OSError(errno.ENOSPC, "No space left on device", str(path))
    if isinstance(error, sqlite3.OperationalError) and re.search(r"I/O|disk|write", text):
        return OSError(errno.EIO, text, str(path))
    return BadInput(f"cannot write the SQLite database: {text}", where=path.name)
