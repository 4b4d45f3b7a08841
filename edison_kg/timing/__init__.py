"""Timing answers: ``ask(scenario)`` per the contract in docs/timing-questions.md.

An Engine holds what it read from the graph (card effects, names, precedents) so that
repeated questions cost only the replay of the scenario. Games are an explicit registry:
each game module has ``answer(scenario, infos) -> Answer``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from edison_kg.errors import BadScenario, UnknownCard
from edison_kg.timing.answer import Answer
from edison_kg.timing.cardinfo import CardInfo, card_from_text, load_card, select
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


class Engine:
    """Answers timing questions against one backend (the embedded graph by default)."""

    def __init__(self, backend=None):
        if backend is None:
            from edison_kg.backends import get_backend

            backend = get_backend()
        self.backend = backend
        self._cards: dict[str, CardInfo] = {}
        self._precedents: list[StoredPrecedent] | None = None

    # ------------------------------------------------------------ cards

    def card_iri(self, name: str, where: str) -> str:
        from edison_kg.cards import find_card

        try:
            return find_card(name, self.backend)
        except UnknownCard as error:
            raise UnknownCard(error.message, where=where) from None

    def card(self, iri: str) -> CardInfo:
        info = self._cards.get(iri)
        if info is None:
            info = self._cards[iri] = load_card(self.backend, iri)
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
        for row in select(self.backend, "precedents"):
            precedent = grouped.get(row["precedent"])
            if precedent is None:
                precedent = grouped[row["precedent"]] = StoredPrecedent(row["precedent"], row["verdict"], row["reason"])
            if row["rule"] is not None:
                precedent.rules.add(row["rule"])
            if row["card"] is not None:
                precedent.cards.add(row["card"])
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
    """One engine per backend and process, so repeated questions reuse what it read."""
    from edison_kg.backends import get_backend

    return Engine(get_backend(endpoint))


def ask(scenario, *, endpoint: str | None = None, engine: Engine | None = None) -> Answer:
    """Answer one timing question (a scenario dict per the contract).

    ``endpoint``: a remote SPARQL endpoint instead of the embedded graph (default:
    $EDISON_KG_ENDPOINT, else the embedded graph).
    """
    return (engine or default_engine(endpoint)).ask(scenario)
