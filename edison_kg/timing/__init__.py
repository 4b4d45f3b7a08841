"""Timing answers: ``ask(scenario)`` per the contract in docs/timing-questions.md.

An Engine holds what it read from the graph (card effects, names, precedents) so that
repeated questions cost only the replay of the scenario. Games are an explicit registry:
each game module has ``answer(scenario, infos) -> Answer``.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from edison_kg.errors import BadScenario, UnknownCard
from edison_kg.timing.answer import Answer
from edison_kg.timing.cardinfo import CardInfo, card_from_text, load_card
from edison_kg.timing.scenario import Scenario, parse_scenario, read_scenario

__all__ = ["Answer", "Engine", "ask", "read_scenario", "parse_scenario"]


@dataclass
class StoredPrecedent:
    iri: str
    verdict: str | None
    reason: str | None
    rules: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)


def _games():
    from edison_kg.timing import edison, one_piece

    return {"yugioh-edison": edison, "one-piece": one_piece}


def normalize_name(name: str) -> str:
    """Fold case, accents and punctuation: "Jinzo - Returner" == "jinzo returner"."""
    folded = unicodedata.normalize("NFKD", name)
    folded = "".join(c for c in folded if not unicodedata.combining(c)).casefold()
    return re.sub(r"[^0-9a-z\u0370-\u03ff]+", "", folded)


class Engine:
    """Answers timing questions against one store (the compiled graph by default)."""

    def __init__(self, store=None):
        if store is None:
            from edison_kg.graph import open_store

            store = open_store(quiet=True)
        self.store = store
        self._names: dict[str, str] | None = None
        self._display: dict[str, str] = {}
        self._cards: dict[str, CardInfo] = {}
        self._precedents: list[StoredPrecedent] | None = None

    # ------------------------------------------------------------ cards

    def _select(self, name: str):
        from edison_kg.timing.cardinfo import _query_text

        return self.store.query(_query_text(name))

    def card_iri(self, name: str, where: str) -> str:
        if self._names is None:
            self._names = {}
            for row in self._select("card-names"):
                key = normalize_name(row["name"].value)
                self._names.setdefault(key, row["card"].value)
                self._display.setdefault(key, row["name"].value)
        key = normalize_name(name)
        if key in self._names:
            return self._names[key]
        close = difflib.get_close_matches(key, list(self._names), n=5, cutoff=0.6)
        hint = "; closest: " + ", ".join(self._display[c] for c in close) if close else ""
        raise UnknownCard(f"no card named {name!r} in the graph{hint}", where=where)

    def card(self, iri: str) -> CardInfo:
        info = self._cards.get(iri)
        if info is None:
            info = self._cards[iri] = load_card(self.store, iri)
        return info

    def infos(self, scenario: Scenario) -> dict[str, CardInfo]:
        infos = {}
        for ref, card in scenario.cards.items():
            where = f"$.cards.{ref}"
            if card.text is not None:
                infos[ref] = custom_card(ref, card.text, card.card_type, card.subtypes, card.name, where)
            else:
                infos[ref] = self.card(self.card_iri(card.name, f"{where}.name"))
        return infos

    # ------------------------------------------------------------ precedents

    def precedents_for(self, answer: Answer, infos: dict[str, CardInfo]) -> list[str]:
        """Stored precedents with the same verdict (and reason, for yes/no answers), ranked by
        the cards and the rules they share with the answer."""
        if self._precedents is None:
            self._precedents = self._load_precedents()
        cards = {info.iri for info in infos.values() if info.iri}
        rules = set(answer.rule_iris)
        ranked = []
        for precedent in self._precedents:
            if precedent.verdict != answer.answer:
                continue
            if answer.answer in ("yes", "no") and precedent.reason not in (None, answer.reason):
                continue
            shares_cards = bool(cards) and len(cards & precedent.cards) >= min(2, len(cards))
            score = 100 * shares_cards + len(rules & precedent.rules)
            if score:
                ranked.append((-score, precedent.iri))
        return [iri for _, iri in sorted(ranked)[:5]]

    def _load_precedents(self) -> list["StoredPrecedent"]:
        grouped: dict[str, StoredPrecedent] = {}
        for row in self._select("precedents"):
            iri = row["precedent"].value
            precedent = grouped.get(iri)
            if precedent is None:
                precedent = grouped[iri] = StoredPrecedent(
                    iri, row["verdict"].value if row["verdict"] is not None else None,
                    row["reason"].value if row["reason"] is not None else None)
            if row["rule"] is not None:
                precedent.rules.add(row["rule"].value)
            if row["card"] is not None:
                precedent.cards.add(row["card"].value)
        return [grouped[iri] for iri in sorted(grouped)]

    # ------------------------------------------------------------ questions

    def ask(self, raw) -> Answer:
        scenario = raw if isinstance(raw, Scenario) else parse_scenario(raw)
        game = _games()[scenario.game]
        infos = self.infos(scenario) if scenario.game == "yugioh-edison" else {}
        answer = game.answer(scenario, infos)
        if not answer.rules:
            raise RuntimeError("an answer must name at least one rule")
        answer.precedents = self.precedents_for(answer, infos)
        return answer


def custom_card(ref: str, text: str, card_type, subtypes, name, where: str) -> CardInfo:
    """A card that brings its own text: analyzed, then checked against the shapes."""
    info = card_from_text(ref, text, card_type, tuple(subtypes), name)
    problems = _shape_problems(info)
    if problems:
        raise BadScenario(f"the card text does not give a valid card: {problems}", where=f"{where}.text")
    return info


def _shape_problems(info: CardInfo) -> str | None:
    try:
        from edison_kg.validate import check_effects
    except ImportError:  # validation module not available: nothing to check against
        return None
    return check_effects(info)


@lru_cache(maxsize=4)
def default_engine(endpoint: str | None = None) -> Engine:
    if endpoint:
        from edison_kg.backends import RemoteStore

        return Engine(RemoteStore(endpoint))
    return Engine()


def ask(scenario, *, endpoint: str | None = None, engine: Engine | None = None) -> Answer:
    """Answer one timing question (a scenario dict per the contract)."""
    import os

    endpoint = endpoint or os.environ.get("EDISON_KG_ENDPOINT") or None
    return (engine or default_engine(endpoint)).ask(scenario)
