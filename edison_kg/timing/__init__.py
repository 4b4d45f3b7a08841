"""Timing answers: ``ask(scenario)`` per the contract in docs/timing-questions.md.

An Engine holds what it read from the graph (card effects, names, precedents) so that
repeated questions cost only the replay of the scenario. Games are an explicit registry:
each game module has ``answer(scenario, infos) -> Answer``.
"""

from __future__ import annotations

from functools import lru_cache

from edison_kg.errors import BadScenario, UnknownCard
from edison_kg.jsontext import json_path
from edison_kg.timing.answer import Answer
from edison_kg.timing.backing import StoredPrecedent, backing_precedents, load_precedents
from edison_kg.timing.cards import CardInfo, card_from_text, load_card
from edison_kg.timing.history import History
from edison_kg.timing.scenario import Scenario, parse_scenario, read_scenario

__all__ = ["Answer", "Engine", "History", "ask", "history", "read_scenario", "parse_scenario"]

# the contract's reason codes (docs/timing-questions.md)
REASONS = ("last-thing", "mandatory", "if-wording", "not-last-thing", "sequential-conjunction",
           "chain-link-2-or-higher", "cost", "summon-material", "negated-activation", "summon-negated",
           "damage-step", "condition-not-met", "not-a-trigger", "other")


def _games():
    from edison_kg.timing.games import edison, one_piece

    return {"yugioh-edison": edison, "one-piece": one_piece}


class Engine:
    """Answers timing questions against one backend (the embedded graph by default)."""

    def __init__(self, backend=None):
        if backend is None:
            from edison_kg.sparql import get_backend

            backend = get_backend()
        self.backend = backend
        self._cards: dict[str, CardInfo] = {}
        self._iris: dict[str, str] = {}                      # card name as written -> IRI
        self._custom: dict[tuple, CardInfo] = {}             # cards that bring their own text, checked
        self._precedents: list[StoredPrecedent] | None = None

    # ------------------------------------------------------------ cards

    def card_iri(self, name: str, where: str) -> str:
        iri = self._iris.get(name)
        if iri is not None:
            return iri
        from edison_kg.lookup.cards import find_card

        try:
            iri = self._iris[name] = find_card(name, self.backend)
        except UnknownCard as error:
            raise UnknownCard(error.message, where=where) from None
        return iri

    def card(self, iri: str) -> CardInfo:
        info = self._cards.get(iri)
        if info is None:
            info = self._cards[iri] = load_card(self.backend, iri)
        return info

    def infos(self, scenario: Scenario) -> dict[str, CardInfo]:
        infos = {}
        for ref, card in scenario.cards.items():
            where = json_path(("cards", ref))
            if card.text is not None:
                key = (ref, card.text, card.card_type, card.subtypes, card.name, card.psct)
                info = self._custom.get(key)
                if info is None:  # analyzed and checked once; a bad text raises and is not kept
                    if len(self._custom) >= 4096:
                        self._custom.clear()
                    info = self._custom[key] = custom_card(ref, card.text, card.card_type, card.subtypes,
                                                           card.name, where, getattr(self.backend, "store", None),
                                                           psct=card.psct)
                infos[ref] = info
            else:
                infos[ref] = self.card(self.card_iri(card.name, f"{where}.name"))
        return infos

    # ------------------------------------------------------------ precedents

    def backing(self, answer: Answer, infos: dict[str, CardInfo], asked: str | None):
        """The stored precedents that back the answer, best first (timing/backing.py)."""
        if self._precedents is None:
            self._precedents = load_precedents(self.backend)
        return backing_precedents(self._precedents, answer, infos, asked)

    # ------------------------------------------------------------ questions

    def ask(self, raw) -> Answer:
        scenario = raw if isinstance(raw, Scenario) else parse_scenario(raw)
        game = _games()[scenario.game]
        infos = self.infos(scenario) if scenario.game == "yugioh-edison" else {}
        answer = game.answer(scenario, infos)
        if not answer.rules:
            raise RuntimeError("an answer must name at least one rule")
        backing = self.backing(answer, infos, scenario.question.card)
        answer.precedents = [p.iri for p in backing]
        answer.precedent_statements = [{"precedent": p.iri, "title": p.title, "statement": p.statement}
                                       for p in backing]
        return answer

    def history(self, raw) -> History:
        """What happened in the scenario, moment by moment and Chain Link by Chain Link."""
        from edison_kg.timing.history import edison_history

        scenario = raw if isinstance(raw, Scenario) else parse_scenario(raw)
        if scenario.game != "yugioh-edison":   # One Piece has no chain: its answer's order says it all
            return History(game=scenario.game, turn_player=scenario.turn_player, phase=scenario.phase,
                           cards={ref: {"name": card.name or ref, "controller": card.controller}
                                  for ref, card in scenario.cards.items()})
        return edison_history(scenario, self.infos(scenario))


def custom_card(ref: str, text: str, card_type, subtypes, name, where: str, store=None, psct: bool = False) -> CardInfo:
    """A card that brings its own text: read by the card reader, then checked against the shapes."""
    info = card_from_text(ref, text, card_type, tuple(subtypes), name, psct=psct)
    problems = _shape_problems(info, store)
    if problems:
        raise BadScenario(f"the card text does not give a valid card: {problems}", where=f"{where}.text")
    return info


def _shape_problems(info: CardInfo, store=None) -> str | None:
    """The shapes' violations for the card as the graph would hold it, in one line; None when
    it conforms. The card's triples are checked in memory (edison_kg.validate.validate_triples)."""
    from edison_kg import rdf
    from edison_kg.validation import validate_triples
    from edison_kg.errors import EdisonError
    from edison_kg.vocab.model import CardReading

    # a name of its own, so that it never collides with a card of the graph that has the name
    record = {"name": f"{info.name} (scenario card)", "card_type": info.card_type, "subtypes": list(info.subtypes),
              "in_edison_pool": False}
    reading = CardReading(effects=info.effects, text=info.texts.get("custom"), version=info.text_read,
                          why=info.text_read_reason)
    try:
        triples = rdf.card_triples(record, reading=reading).to_pyoxigraph()
        report = validate_triples(triples, store=store, checked="the scenario card")
    except EdisonError as error:
        return error.message
    violations = [r for r in report.results if r.severity == "Violation"]
    if not violations:
        return None
    return "; ".join(f"{r.field}: {r.message}" for r in violations[:3]) + (
        f" (and {len(violations) - 3} more)" if len(violations) > 3 else "")


def default_engine(endpoint: str | None = None) -> Engine:
    """One engine per backend and process, so repeated questions reuse what it read."""
    return _engine_for(endpoint)


@lru_cache(maxsize=4)
def _engine_for(endpoint: str | None) -> Engine:
    from edison_kg.sparql import get_backend

    return Engine(get_backend(endpoint))


def ask(scenario, *, endpoint: str | None = None, engine: Engine | None = None) -> Answer:
    """Answer one timing question (a scenario dict per the contract).

    ``endpoint``: a remote SPARQL endpoint instead of the embedded graph (default:
    $EDISON_KG_ENDPOINT, else the embedded graph).
    """
    return (engine or default_engine(endpoint)).ask(scenario)


def history(scenario, *, endpoint: str | None = None, engine: Engine | None = None) -> History:
    """What happened in a scenario (a dict per the contract) as the engine replayed it: its
    moments in order (simultaneous events together, with their context: a cost, an
    activation, a Summon, the resolution of Chain Link N) and its Chain Links (who activated
    what, when it resolved). The same bad scenarios raise the same BadScenario as ``ask``."""
    return (engine or default_engine(endpoint)).history(scenario)
