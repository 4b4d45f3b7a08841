"""The one interface every game the timing engine answers for implements.

A game is declared as data (``Game``): its name in the contract, the questions it answers,
whether a card may name a card of the graph, and its hooks: how a card that brings its own
text is read (and checked), and the state a scenario is played on. The state
(``GameState``) is generic, with small per-game hooks: ``apply_step`` calls the game's
``_apply_step`` and then records the step; ``answer`` answers the question asked; ``history``
is what the judge's page draws. The engine (edison_kg.timing.Engine) only ever talks to this
interface, so it never asks which game it plays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from edison_kg.errors import BadScenario
from edison_kg.timing.answer import Answer
from edison_kg.timing.history import History
from edison_kg.timing.scenario import CardRef, Question, Scenario, Step


class GameState:
    """A scenario being played: the scenario, its cards as the game's card reader read them,
    and the steps applied so far, oldest first."""

    def __init__(self, scenario: Scenario, cards: dict[str, Any]):
        self.scenario = scenario
        self.cards_read = cards
        self.steps_applied: list[Step] = []

    def apply_step(self, step: Step) -> None:
        """Apply one step of the scenario (the game's hook), then record it; a step the game
        refuses raises BadScenario and is not recorded."""
        self._apply_step(step)
        self.steps_applied.append(step)

    # ------------------------------------------------------------ the game's hooks

    def _apply_step(self, step: Step) -> None:
        raise NotImplementedError

    def answer(self) -> Answer:
        """The answer to the scenario's question, once its steps are applied."""
        raise NotImplementedError

    def history(self) -> History:
        """What happened, as the judge's page draws it."""
        raise NotImplementedError

    def precedent_cards(self) -> dict:
        """The scenario's cards that stored precedents may share (graph cards, with ``iri``,
        ``card_type`` and ``subtypes``); none by default: precedents then match by rule alone."""
        return {}


@dataclass(frozen=True)
class Game:
    name: str                                   # the contract's `game`
    title: str                                  # the game's name in a sentence
    questions: tuple[str, ...]                  # the questions it answers (Question.kind)
    cards_in_graph: bool                        # a card may name a card of the graph instead of bringing its text
    # (ref, card, where, store) -> the card read from its own text; a text the reader cannot
    # use raises BadScenario at f"{where}.text"
    read_text: Callable[[str, CardRef, str, Any], Any]
    state: Callable[[Scenario, dict], GameState]

    def new_initial_state(self, scenario: Scenario, cards: dict[str, Any]) -> GameState:
        return self.state(scenario, cards)

    def check_question(self, question: Question) -> None:
        if question.kind not in self.questions:
            asked = " or ".join(f"`{kind}`" for kind in self.questions)
            raise BadScenario(f"for game {self.name} the question must be {asked}", where="$.ask")

    def unnamed_card(self, where: str) -> BadScenario:
        """The problem of a card without its own text in a game whose cards are not in the graph."""
        return BadScenario(f"a {self.title} card must bring its own `text` ({self.title} cards are not in the graph)",
                           where=f"{where}.text")
