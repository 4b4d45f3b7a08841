"""The pool's texts (tests/fixtures/card_texts.jsonl.gz: the Edison-accurate PSCT where
edisonrul.ing has one, the 2010 text and the pre-errata texts, else the database text) and
small helpers that read a pool card the way every entry point does (``read_card``)."""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from pathlib import Path

from edison_kg import cardtext
from edison_kg.vocab.model import EventPattern

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
ONTOLOGY = Path(__file__).resolve().parent.parent.parent / "ontology"
# the closed value lists: concepts.ttl and the terms added for the analyzer
VOCABULARY = [ONTOLOGY / "concepts.ttl", ONTOLOGY / "cardtext-vocab.ttl"]


@lru_cache(maxsize=1)
def cards() -> dict[str, dict]:
    with gzip.open(FIXTURES / "card_texts.jsonl.gz", "rt", encoding="utf-8") as handle:
        return {card["name"]: card for card in map(json.loads, handle)}


def card(name: str) -> list:
    """The effects of a pool card as read_card reads them."""
    return cardtext.read_card(cards()[name]).effects


def clause_starting(name: str, text_start: str, cost: bool = False):
    """The clause (or cost clause) of a pool card whose text starts with ``text_start``."""
    for effect in card(name):
        for clause in (effect.cost_clauses if cost else effect.clauses):
            if clause.text.startswith(text_start):
                return clause
    raise AssertionError(f"{name}: no clause {text_start!r}")


def event_of(effect):
    """The event a condition names, without the facts derived from it (checked apart)."""
    c = effect.condition
    return None if c is None else EventPattern(types=c.types, self_card=c.self_card, card=c.card, player=c.player,
                                               from_zone=c.from_zone, to_zone=c.to_zone, cause=c.cause)


def clause_actions(effect) -> list[str]:
    """The clauses as the hand readings write them: "and if you do destroy"; an alternative (a
    choice, an "otherwise" branch) has no conjunction."""
    return [(f"{c.conjunction} " if c.conjunction else "") + c.action for c in effect.clauses]
