"""The rulings bulk file: every ruling reference and precedent, keyed by card.

Built from the release's tables, so it says exactly what the CSV and SQLite files say::

    {
      "release": {"title": ..., "version": ..., "release_date": ..., "slice": ...},
      "cards": {"03429238": {"name": "Drill Warrior", "rulings_page": ...,
                             "rulings": [{"id": ..., "topics": [...], "mentions": [...],
                                          "era": ..., "source": ..., "address": ...}],
                             "precedents": ["drill-warrior-then-bottomless-trap-hole"]}},
      "precedents": {"<id>": {"cards": [...], "verdict": "no", "reason": ...,
                              "principle": ["<rule id>", ...], "statement": ..., ...}},
      "rules": {"<rule id>": {"label": ..., "statement": ..., "source": ...}},
      "sources": {"<source id>": {"label": ..., "address": ..., "commit": ..., "date": ...}}
    }

A card is keyed by its passcode (x-<slug> for a card with none) and listed when it has a
ruling reference or a precedent. A missing value is left out; lists are always there. Ruling prose is not included: a reference gives the
ruling's address; precedents and rules carry only statements in our own words.
"""

from __future__ import annotations

import json
from pathlib import Path

from edison_kg.exports.tables import Table


def _rows(table: Table) -> list[dict]:
    return [dict(zip(table.columns, row)) for row in table.rows]


def _grouped(table: Table, key: str, value) -> dict[str, list]:
    """key column -> the values of the other column(s), in the table's (sorted) order."""
    grouped: dict[str, list] = {}
    for row in _rows(table):
        grouped.setdefault(row[key], []).append(value(row))
    return grouped


def _json(text: str | None):
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def _clean(record: dict) -> dict:
    """Leave out missing values; lists stay, empty or not, so every record has one shape."""
    return {k: v for k, v in record.items() if v is not None}


def rulings_document(tables: dict[str, Table], release: dict) -> dict:
    topics = _grouped(tables["ruling_topics"], "ruling_id", lambda r: r["topic"])
    mentions = _grouped(tables["ruling_mentions"], "ruling_id", lambda r: r["card_id"])
    see_also = _grouped(tables["ruling_links"], "ruling_id",
                        lambda r: r["url"] if r["relation"] == "see_also" else None)
    by_card: dict[str, list] = {}
    for row in _rows(tables["rulings"]):
        by_card.setdefault(row["card_id"], []).append(_clean({
            "id": row["ruling_id"], "position": row["position"], "section": row["section"],
            "era": row["era"], "topics": topics.get(row["ruling_id"], []),
            "mentions": mentions.get(row["ruling_id"], []), "parent": row["parent_ruling_id"],
            "source": row["source_id"], "address": row["address"],
            "see_also": [u for u in see_also.get(row["ruling_id"], []) if u]}))

    precedent_cards = _grouped(tables["precedent_cards"], "precedent_id", lambda r: r["card_id"])
    principle = _grouped(tables["precedent_rules"], "precedent_id", lambda r: r["rule_id"])
    concepts = _grouped(tables["precedent_concepts"], "precedent_id", lambda r: r["concept"])
    links = _grouped(tables["precedent_links"], "precedent_id", lambda r: (r["relation"], r["url"]))
    precedents, card_precedents = {}, {}
    for row in _rows(tables["precedents"]):
        pid = row["precedent_id"]
        for card in precedent_cards.get(pid, []):
            card_precedents.setdefault(card, []).append(pid)
        precedents[pid] = _clean({
            "label": row["label"], "cards": precedent_cards.get(pid, []), "verdict": row["verdict"],
            "reason": row["verdict_reason"], "principle": principle.get(pid, []),
            "concerns": concepts.get(pid, []), "situation": row["situation"], "statement": row["statement"],
            "game": row["game"], "era": row["era"], "provenance": row["provenance"],
            "sources": [u for rel, u in links.get(pid, []) if rel == "source"],
            "see_also": [u for rel, u in links.get(pid, []) if rel == "see_also"],
            "scenario": _json(row["scenario"]), "expected": _json(row["expectation"])})

    cards = {}
    for row in _rows(tables["cards"]):
        cid = row["card_id"]
        if cid in by_card or cid in card_precedents:
            cards[cid] = _clean({"name": row["card_name"], "passcode": row["passcode"],
                                 "rulings_page": row["rulings_page"],
                                 "edisonformat_page": row["edisonformat_page"],
                                 "rulings": by_card.get(cid, []), "precedents": card_precedents.get(cid, [])})

    refines = _grouped(tables["rule_refines"], "rule_id", lambda r: r["refined_rule_id"])
    rules = {row["rule_id"]: _clean({"code": row["code"], "label": row["label"], "game": row["game"],
                                     "statement": row["statement"], "source": row["source_id"],
                                     "passage": row["source_passage"], "refines": refines.get(row["rule_id"], [])})
             for row in _rows(tables["rules"])}
    sources = {row["source_id"]: _clean({"label": row["label"], "address": row["address"],
                                         "see_also": row["see_also"], "commit": row["git_commit"],
                                         "date": row["date"], "rights": row["rights"]})
               for row in _rows(tables["sources"])}
    return {"release": release, "cards": cards, "precedents": precedents, "rules": rules, "sources": sources}


def write_rulings(tables: dict[str, Table], release: dict, path: Path) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        json.dump(rulings_document(tables, release), out, ensure_ascii=False, indent=1)
        out.write("\n")
