"""Timing answers: ``ask(scenario)`` per the contract in docs/timing-questions.md.

An Engine holds what it read from the graph (card effects, names, precedents) and the cards
that brought their own text, read and checked once, so that repeated questions cost only the
replay of the scenario. It never asks which game it plays: every game implements the one
interface of timing/game.py, and ``games.GAMES`` is their registry.
"""

from __future__ import annotations

from functools import lru_cache

from edison_kg.errors import UnknownCard, UnknownScenarioCard
from edison_kg.jsontext import json_path
from edison_kg.timing.answer import Answer
from edison_kg.timing.backing import (PrecedentIndex, backing_precedents,
                                      load_precedents, read_details, LazySituation)
from edison_kg.timing.cards import CardInfo, load_card
from edison_kg.timing.describe import history_words
from edison_kg.timing.game import Game, GameState
from edison_kg.timing.history import History
from edison_kg.timing.scenario import Scenario, parse_scenario, read_scenario

__all__ = ["Answer", "Engine", "History", "ask", "history", "read_scenario", "parse_scenario", "read_situation",
           "SituationReading"]

# the contract's reason codes (docs/timing-questions.md)
REASONS = ("last-thing", "mandatory", "if-wording", "not-last-thing", "sequential-conjunction",
           "chain-link-2-or-higher", "cost", "summon-material", "negated-activation", "summon-negated",
           "damage-step", "condition-not-met", "not-a-trigger", "other")
MAX_CARDS_READ = 4096     # cards that brought their own text, kept read and checked


def game_of(scenario: Scenario) -> Game:
    """The scenario's game, from the registry (edison_kg.timing.games.GAMES), imported on first
    use so that importing the package stays light."""
    return _registry()[scenario.game]


@lru_cache(maxsize=1)
def _registry():
    """The registry, found once: every answer asks it for its game three times."""
    from edison_kg.timing.games import GAMES

    return GAMES


class Engine:
    """Answers timing questions against one backend (the embedded graph by default)."""

    def __init__(self, backend=None):
        if backend is None:
            from edison_kg.sparql import get_backend

            backend = get_backend()
        self.backend = backend
        self._cards: dict[str, CardInfo] = {}
        self._iris: dict[str, str] = {}                      # card name as written -> IRI
        self._custom: dict[tuple, object] = {}               # cards that bring their own text, read and checked
        self._precedents: PrecedentIndex | None = None  # by the rules they follow, by verdict
        self._rule_titles: dict[str, tuple] | None = None                  # rule IRI -> (id, title)

    # ------------------------------------------------------------ cards

    def card_iri(self, name: str, where: str) -> str:
        iri = self._iris.get(name)
        if iri is not None:
            return iri
        from edison_kg.lookup.cards import find_card

        try:
            iri = self._iris[name] = find_card(name, self.backend)
        except UnknownCard as error:
            raise UnknownScenarioCard(error.message, where=where) from None
        return iri

    def card(self, iri: str) -> CardInfo:
        info = self._cards.get(iri)
        if info is None:
            info = self._cards[iri] = load_card(self.backend, iri)
        return info

    def infos(self, scenario: Scenario) -> dict:
        """The scenario's cards as its game reads them: a card that brings its own text is read
        by the game's card reader and checked once; another names a card of the graph."""
        game = game_of(scenario)
        infos = {}
        for ref, card in scenario.cards.items():
            if card.text is not None:
                key = (game.name, ref, card.text, card.card_type, card.subtypes, card.name, card.psct)
                info = self._custom.get(key)
                if info is None:  # read and checked once; a bad text raises and is not kept
                    if len(self._custom) >= MAX_CARDS_READ:
                        self._custom.clear()
                    info = self._custom[key] = game.read_text(ref, card, json_path(("cards", ref)),
                                                              getattr(self.backend, "store", None))
                infos[ref] = info
            elif not game.cards_in_graph:
                raise game.unnamed_card(json_path(("cards", ref)))
            else:   # a name read before costs two look-ups; its JSON path is written only for an unknown name
                iri = self._iris.get(card.name)
                info = self._cards.get(iri) if iri is not None else None
                infos[ref] = info if info is not None else \
                    self.card(self.card_iri(card.name, json_path(("cards", ref, "name"))))
        return infos

    # ------------------------------------------------------------ precedents

    def backing(self, answer: Answer, infos: dict[str, CardInfo], asked: str | None, situation: tuple | None = None):
        """The stored precedents that back the answer, best first (timing/backing.py)."""
        if self._precedents is None:
            self._precedents = PrecedentIndex(load_precedents(self.backend))
        candidates = self._precedents.following(answer.deciding_rule_iris, answer.answer, answer.reason)
        return backing_precedents(candidates, answer, infos, asked, situation,
                                  details=lambda precedent: read_details(self.backend, precedent))

    # ------------------------------------------------------------ questions

    def play(self, scenario: Scenario) -> GameState:
        """The scenario's game state after its steps: its cards read, each step applied."""
        state = game_of(scenario).new_initial_state(scenario, self.infos(scenario))
        for step in scenario.steps:
            state.apply_step(step)
        return state

    def ask(self, raw) -> Answer:
        scenario = raw if isinstance(raw, Scenario) else parse_scenario(raw)
        game_of(scenario).check_question(scenario.question)
        state = self.play(scenario)
        answer = state.answer()
        if not answer.rules:
            raise RuntimeError("an answer must name at least one rule")
        asked, situation = scenario.question.card, LazySituation(scenario.raw)
        answer.told_later(lambda backed: self._backed(backed, state, asked, situation), Answer.BACKED_LATER)
        self.tell(answer, state)
        return answer

    def _backed(self, answer: Answer, state: GameState, asked: str | None, situation) -> None:
        """The answer's backing precedents (Answer.told_later): the state is not changed after
        its answer, so they are the same whenever they are first read."""
        backing = self.backing(answer, state.precedent_cards(), asked, situation)
        answer.precedents = [p.iri for p in backing]
        answer.precedent_statements = [{"precedent": p.iri, "title": p.title, "statement": p.statement}
                                       for p in backing]

    def tell(self, answer: Answer, state: GameState) -> None:
        """The answer in the game's words: what happened and the last thing to happen (from the
        game's history), the cards by name, worked out when first read (_in_words), and the rules
        with their titles (timing/describe.py)."""
        answer.told_later(lambda told_answer: _in_words(told_answer, state))   # when first read
        if self._rule_titles is None:
            from edison_kg.lookup.rules import rule_index

            self._rule_titles = rule_index(self.backend)
        titles = self._rule_titles
        answer.rule_titles = [{"rule": iri, "id": entry[0], "title": entry[1]} if entry is not None else
                              {"rule": iri, "id": iri.rsplit("/", 1)[-1], "title": None}
                              for iri, entry in ((iri, titles.get(iri)) for iri in answer.rule_iris)]

    def history(self, raw) -> History:
        """What happened in the scenario, moment by moment and Chain Link by Chain Link."""
        scenario = raw if isinstance(raw, Scenario) else parse_scenario(raw)
        return self.play(scenario).history()


def _in_words(answer: Answer, state: GameState) -> None:
    """The answer's cards by name and what happened, in words (Answer.told_later): the state is
    not changed after its answer, so the words are the same whenever they are first read."""
    told = state.history()
    words = history_words({"cards": told.cards, "moments": told.moments, "links": told.links})
    found = {"names": {ref: card.get("name") or ref for ref, card in told.cards.items()}, "happened": words,
             "last_thing_words": words[-1] if words else ""}
    for name, value in found.items():
        answer.__dict__.setdefault(name, value)    # one set by hand since is kept


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


def __getattr__(name: str):
    """The reader of situations told in words (``read_situation``) is imported on first use:
    answering a scenario does not need it."""
    if name in ("read_situation", "SituationReading"):
        from edison_kg.timing import words

        return getattr(words, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
