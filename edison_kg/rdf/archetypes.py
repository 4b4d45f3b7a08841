"""Archetypes: a card's set codes and set-code constants as archetype names, and the
archetype nodes of ``data/archetypes.ttl`` (name, set code, constant, source).

The names are curated data (``resources/archetypes.json``, from the simulator's English
strings); a card's triple gives the name (``ek:archetype "Lightsworn"``), the archetype node
keeps the set code and the constant beside it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from edison_kg.vocab.ns import EK, ID_IRI
from edison_kg.paths import PACKAGE_DIR
from edison_kg.rdf.iris import slugify, source_iri
from edison_kg.rdf.triples import DCT_SOURCE, RDF_TYPE, TripleSet

ARCHETYPES_FILE = PACKAGE_DIR / "resources" / "archetypes.json"
ARCHETYPE_SOURCE = "ignis-distribution"   # the source document the names come from (resources/sources.json)


@dataclass(frozen=True)
class Archetype:
    name: str
    setcode: str               # "0x38"
    constant: str | None       # "SET_LIGHTSWORN"; None for a code the constants file does not name

    @property
    def iri(self) -> str:
        return ID_IRI + "archetype/" + slugify(self.name)


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, Archetype], dict[str, Archetype], dict[str, Archetype]]:
    data = json.loads(ARCHETYPES_FILE.read_text(encoding="utf-8"))
    known = [Archetype(e["name"], e["setcode"], e.get("constant")) for e in data["archetypes"]]
    return {a.setcode: a for a in known}, {a.constant: a for a in known if a.constant}, {a.name: a for a in known}


def card_archetypes(record: dict) -> list[Archetype | str]:
    """The archetypes of a card record: its ``archetype_setcodes`` (paired with its
    ``archetypes``), else each of ``archetypes`` read as a set code ("0x38"), a constant
    ("SET_LIGHTSWORN") or a name ("Lightsworn"). What none of these names stays as given (a
    string), so nothing a record says is dropped."""
    by_code, by_constant, by_name = _table()
    codes = [c for c in _listed(record.get("archetype_setcodes")) if isinstance(c, str)]
    found: list[Archetype | str] = []
    for code in codes:
        if code.lower() in by_code:
            found.append(by_code[code.lower()])
    if found and len(found) == len(codes):
        return _unique(found)
    for value in _listed(record.get("archetypes")):
        if not isinstance(value, str) or not value.strip():
            continue
        value = value.strip()
        found.append(by_code.get(value.lower()) or by_constant.get(value) or by_name.get(value) or value)
    return _unique(found)


def _listed(value) -> list:
    """A record's list field; a lone string is a list of one (a JSON entry may write it so)."""
    if isinstance(value, str):
        return [value]
    return list(value) if isinstance(value, (list, tuple)) else []


def _unique(items: list) -> list:
    seen, out = set(), []
    for item in items:
        key = item.name if isinstance(item, Archetype) else item
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def archetype_name(item: Archetype | str) -> str:
    return item.name if isinstance(item, Archetype) else item


def archetype_triples(archetypes) -> TripleSet:
    """The archetype nodes of ``data/archetypes.ttl``: name, set code, constant and source."""
    source = source_iri(ARCHETYPE_SOURCE)
    graph = TripleSet()
    for archetype in sorted(set(archetypes), key=lambda a: (slugify(a.name), a.setcode)):
        graph.iri(archetype.iri, RDF_TYPE, EK.Archetype)
        graph.text(archetype.iri, EK.name, archetype.name)
        graph.text(archetype.iri, EK.setCode, archetype.setcode)
        if archetype.constant:
            graph.text(archetype.iri, EK.setConstant, archetype.constant)
        graph.iri(archetype.iri, DCT_SOURCE, source)
    return graph
