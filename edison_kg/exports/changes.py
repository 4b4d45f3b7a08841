"""The changelog between two release folders (``edison-kg diff OLD NEW``).

A release is read through its tables: ``edison-kg.sqlite`` if it has one, else the
``csv/`` files (values compared as the CSV text: booleans "true"/"false", empty for no
value, so a SQLite release and a CSV release compare alike). For cards, effects, ruling
references, precedents and rules it reports what was added, removed and changed, and
which fields changed; multi-valued fields (a card's subtypes, a ruling's topics, an
effect's clauses) are compared as sorted lists.
"""

from __future__ import annotations

import csv
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from edison_kg.errors import BadInput
from edison_kg.exports.rdf import natural_key

SQLITE = "edison-kg.sqlite"
CSV_FOLDER = "csv"


@dataclass(frozen=True)
class Entity:
    table: str
    key: str
    label: str | None                                   # the column that names it for people
    lists: tuple[tuple[str, str, tuple[str, ...]], ...]  # (field, join table, value columns)


ENTITIES = (
    Entity("cards", "card_id", "card_name", (
        ("subtypes", "card_subtypes", ("subtype",)), ("archetypes", "card_archetypes", ("archetype",)),
        ("sources", "card_sources", ("source_id",)))),
    Entity("effects", "effect_id", None, (
        ("event_types", "effect_event_types", ("event_type",)),
        ("clauses", "clauses", ("part", "clause_index", "action", "joined_by", "clause_text")))),
    Entity("rulings", "ruling_id", None, (
        ("topics", "ruling_topics", ("topic",)), ("mentions", "ruling_mentions", ("card_id",)),
        ("links", "ruling_links", ("relation", "url")))),
    Entity("precedents", "precedent_id", "label", (
        ("cards", "precedent_cards", ("card_id",)), ("rules", "precedent_rules", ("rule_id",)),
        ("concepts", "precedent_concepts", ("concept",)), ("links", "precedent_links", ("relation", "url")))),
    Entity("rules", "rule_id", "label", (
        ("refines", "rule_refines", ("refined_rule_id",)), ("concepts", "rule_concepts", ("concept",)))),
)
IGNORED = {"iri"}   # derived from the id
# Columns renamed since earlier releases: (table, old name) -> new name, so a diff across
# the rename compares the values, not the names.
RENAMED = {("cards", "name"): "card_name"}


class _Release:
    """The tables of one release folder, as text."""

    def __init__(self, folder: Path):
        self.folder = folder
        if not folder.is_dir():
            raise BadInput("no such release folder", where=str(folder))
        if (folder / SQLITE).is_file():
            self.source = SQLITE
        elif (folder / CSV_FOLDER).is_dir():
            self.source = CSV_FOLDER + "/"
        else:
            raise BadInput(f"no tables in this folder ({SQLITE} or {CSV_FOLDER}/): is it a release? "
                           "Export one with --format sqlite or --format csv", where=str(folder))
        self._cache: dict[str, list[dict[str, str]] | None] = {}
        self.info = {r["key"]: r["value"] for r in self.table("release_info") or []}

    def table(self, name: str) -> list[dict[str, str]] | None:
        """The rows of a table (None when the release has no such table), with today's
        column names."""
        if name not in self._cache:
            rows = self._read_sqlite(name) if self.source == SQLITE else self._read_csv(name)
            renames = {old: new for (table, old), new in RENAMED.items() if table == name}
            if rows and renames:
                rows = [{renames.get(c, c): v for c, v in row.items()} for row in rows]
            self._cache[name] = rows
        return self._cache[name]

    def _read_csv(self, name: str):
        path = self.folder / CSV_FOLDER / f"{name}.csv"
        if not path.is_file():
            return None
        try:
            with open(path, encoding="utf-8", newline="") as handle:
                return list(csv.DictReader(handle))
        except (OSError, UnicodeDecodeError, csv.Error) as error:
            raise BadInput(f"cannot read the table: {error}", where=str(path)) from None

    def _read_sqlite(self, name: str):
        path = self.folder / SQLITE
        try:
            connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                types = {c[1]: (c[2] or "").upper() for c in connection.execute(f'PRAGMA table_info("{name}")')}
                if not types:
                    return None
                cursor = connection.execute(f'SELECT * FROM "{name}"')
                columns = [d[0] for d in cursor.description]
                return [{c: _text(v, types.get(c, "")) for c, v in zip(columns, row)} for row in cursor]
            finally:
                connection.close()
        except sqlite3.Error as error:
            raise BadInput(f"cannot read the SQLite database: {error}", where=str(path)) from None

    def records(self, entity: Entity) -> dict[str, tuple[str, dict]] | None:
        """id -> (label, fields) for one kind of thing; None when the release lacks its table."""
        rows = self.table(entity.table)
        if rows is None:
            return None
        card_names = {r["card_id"]: r["card_name"] for r in self.table("cards") or []}
        lists: dict[str, dict[str, list]] = {}
        for name, join, columns in entity.lists:
            grouped: dict[str, list] = {}
            for row in self.table(join) or []:
                value = " · ".join(row[c] for c in columns if row.get(c))
                grouped.setdefault(row[entity.key], []).append(value)
            lists[name] = grouped
        records = {}
        for row in rows:
            key = row[entity.key]
            fields = {c: v for c, v in row.items() if c != entity.key and c not in IGNORED}
            for name, grouped in lists.items():
                fields[name] = sorted(grouped.get(key, []), key=natural_key)
            label = row.get(entity.label, "") if entity.label else card_names.get(row.get("card_id", ""), "")
            records[key] = (label, fields)
        return records


def _text(value, declared: str) -> str:
    if value is None:
        return ""
    if declared == "BOOLEAN" and value in (0, 1):
        return "true" if value else "false"
    return str(value)


@dataclass
class Section:
    name: str
    added: list[tuple[str, str]] = field(default_factory=list)      # (id, label)
    removed: list[tuple[str, str]] = field(default_factory=list)
    changed: list[tuple[str, str, dict]] = field(default_factory=list)   # (id, label, {field: (old, new)})
    skipped: str = ""                                               # why the section was not compared

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


@dataclass
class Changes:
    old: dict
    new: dict
    sections: list[Section]

    @property
    def empty(self) -> bool:
        return all(s.empty for s in self.sections)

    def to_dict(self) -> dict:
        result: dict = {"old": self.old, "new": self.new}
        for s in self.sections:
            result[s.name] = {
                "added": [{"id": i, "label": label} for i, label in s.added],
                "removed": [{"id": i, "label": label} for i, label in s.removed],
                "changed": [{"id": i, "label": label,
                             "fields": {f: {"old": old, "new": new} for f, (old, new) in fields.items()}}
                            for i, label, fields in s.changed]}
            if s.skipped:
                result[s.name]["skipped"] = s.skipped
        return result

    def to_text(self) -> str:
        lines = [f"changes from {self.old['folder']} to {self.new['folder']}"]
        for side in ("old", "new"):
            info = getattr(self, side)
            lines.append(f"  {side}: version {info.get('version') or '?'}, released {info.get('release_date') or '?'}, "
                         f"slice {info.get('slice') or '?'} (read from {info['tables']})")
        for s in self.sections:
            if s.skipped:
                lines.append(f"{s.name}: not compared ({s.skipped})")
                continue
            if s.empty:
                lines.append(f"{s.name}: no changes")
                continue
            lines.append(f"{s.name}: {len(s.added)} added, {len(s.removed)} removed, {len(s.changed)} changed")
            lines += [f"  + {i}  {label}".rstrip() for i, label in s.added]
            lines += [f"  - {i}  {label}".rstrip() for i, label in s.removed]
            for i, label, fields in s.changed:
                lines.append(f"  ~ {i}  {label}".rstrip())
                lines += [f"      {f}: {_short(old)} -> {_short(new)}" for f, (old, new) in fields.items()]
        return "\n".join(lines) + "\n"


def _short(value, width: int = 100) -> str:
    text = "[" + ", ".join(value) + "]" if isinstance(value, list) else repr(value) if value else "(none)"
    text = text.replace("\n", " ")
    return text if len(text) <= width else text[: width - 1] + "…"


def compare(old_folder: Path, new_folder: Path) -> Changes:
    old, new = _Release(old_folder), _Release(new_folder)
    sections = []
    for entity in ENTITIES:
        section = Section(entity.table)
        before, after = old.records(entity), new.records(entity)
        if before is None or after is None:
            section.skipped = f"the {'old' if before is None else 'new'} release has no {entity.table} table"
            sections.append(section)
            continue
        section.added = [(k, after[k][0]) for k in sorted(after.keys() - before.keys(), key=natural_key)]
        section.removed = [(k, before[k][0]) for k in sorted(before.keys() - after.keys(), key=natural_key)]
        for key in sorted(before.keys() & after.keys(), key=natural_key):
            old_fields, new_fields = before[key][1], after[key][1]
            names = list(new_fields) + [f for f in old_fields if f not in new_fields]
            differ = {f: (old_fields.get(f, ""), new_fields.get(f, "")) for f in names
                      if old_fields.get(f, "") != new_fields.get(f, "")}
            if differ:
                section.changed.append((key, after[key][0], differ))
        sections.append(section)

    def side(release: _Release) -> dict:
        return {"folder": str(release.folder), "tables": release.source,
                **{k: release.info.get(k, "") for k in ("version", "release_date", "slice")}}

    return Changes(side(old), side(new), sections)
