"""The one interface of the games (edison_kg/timing/game.py), their registry, and the engine
that talks only to it: cards read and checked once whatever the game, a game's question,
its state's steps."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario
from edison_kg.timing.answer import Answer
from edison_kg.timing.cards import select
from edison_kg.timing.game import Game, GameState
from edison_kg.timing.games import GAMES, edison, one_piece
from edison_kg.timing.history import History
from edison_kg.timing.scenario import GAMES as CONTRACT_GAMES, CardRef, Event, Question, Scenario, Step
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

DRAW_ON_KO = "[On K.O.] Draw 1 card."


def one_piece_scenario(cards, steps=(), ask=None):
    return timing.parse_scenario({"game": "one-piece", "cards": cards, "steps": list(steps),
                                  "ask": ask or {"resolution_order": True}})


def test_every_game_of_the_contract_is_in_the_registry():
    assert sorted(GAMES) == sorted(CONTRACT_GAMES)
    assert all(isinstance(game, Game) and game.name == name for name, game in GAMES.items())
    assert GAMES["yugioh-edison"] is edison.GAME and GAMES["one-piece"] is one_piece.GAME


def test_a_game_refuses_a_question_it_does_not_answer():
    with pytest.raises(BadScenario) as raised:
        one_piece.GAME.check_question(Question("triggers"))
    assert (raised.value.where, raised.value.message) == (
        "$.ask", "for game one-piece the question must be `resolution_order`")
    edison.GAME.check_question(Question("triggers"))
    with pytest.raises(BadScenario, match="`can_activate` or `triggers` or `last_thing`"):
        edison.GAME.check_question(Question("resolution_order"))


def test_a_step_is_recorded_once_the_game_applied_it(subset_engine):
    scenario = one_piece_scenario({"alpha": {"controller": "A", "text": DRAW_ON_KO}})
    state = one_piece.GAME.new_initial_state(scenario, subset_engine.infos(scenario))
    ko = Step(kind="events", path="$.steps[0]", moments=[[Event("ko", card="alpha", player="A")]])
    state.apply_step(ko)
    assert state.steps_applied == [ko] and [(p.card, p.effect.number) for p in state.order] == [("alpha", 1)]
    with pytest.raises(BadScenario, match="which has no chain"):
        state.apply_step(Step(kind="resolve", path="$.steps[1]", link=1))
    assert state.steps_applied == [ko]              # refused: not recorded


def test_a_one_piece_card_is_read_once_and_kept(subset_engine):
    scenario = one_piece_scenario({"alpha": {"controller": "A", "text": DRAW_ON_KO}})
    first = subset_engine.infos(scenario)["alpha"]
    assert [e.timing.event for e in first] == ["ko"]
    assert subset_engine.infos(one_piece_scenario({"alpha": {"controller": "A", "text": DRAW_ON_KO}}))["alpha"] is first


def test_a_one_piece_text_the_reader_cannot_use_names_its_path(subset_engine):
    with pytest.raises(BadScenario) as raised:
        subset_engine.ask(one_piece_scenario({"alpha": {"controller": "A", "text": DRAW_ON_KO},
                                              "blank": {"controller": "B", "text": "\x1c"}}))
    assert raised.value.where == "$.cards.blank.text" and "finds no effect" in raised.value.message
    with pytest.raises(BadScenario) as raised:
        subset_engine.history(one_piece_scenario({"x": {"controller": "A", "name": "Monkey.D.Luffy"}}))
    assert raised.value.where == "$.cards.x.text" and "own `text`" in raised.value.message


def test_an_edison_text_the_shapes_refuse_names_its_path_and_is_not_kept(subset_engine):
    bad = own("Negator", "When a Spell Card is activated: Negate the activation.", "B", "spell_trap_zone", "trap",
              "Counter Trap")
    scenario = timing.parse_scenario({"cards": {"bad": bad}, "ask": {"last_thing": True}})
    kept = len(subset_engine._custom)
    with pytest.raises(BadScenario) as raised:
        subset_engine.ask(scenario)
    assert raised.value.where == "$.cards.bad.text"
    assert raised.value.message.startswith("the card text does not give a valid card: ")
    assert len(subset_engine._custom) == kept


def test_the_engine_asks_nothing_but_the_interface(subset_engine, monkeypatch):
    """A game the engine has never heard of, in the registry: the engine reads its cards, plays
    its steps and asks its answer and history through the interface alone."""
    class Tally(GameState):
        def _apply_step(self, step):
            self.count = getattr(self, "count", 0) + 1

        def answer(self):
            return Answer("ok", "other", f"{self.count} steps, cards {sorted(self.cards_read)}",
                          rules=["mtt-last-thing-definition"])

        def history(self):
            return History(game=self.scenario.game, turn_player="A", phase="main",
                           cards={ref: {"name": text} for ref, text in self.cards_read.items()})

    tally = Game(name="tally", title="Tally", questions=("last_thing",), cards_in_graph=False,
                 read_text=lambda ref, card, where, store: card.text.upper(), state=Tally)
    monkeypatch.setitem(GAMES, "tally", tally)
    steps = [Step(kind="phase", path=f"$.steps[{i}]", phase="main") for i in range(3)]
    scenario = Scenario("tally", "A", "main", "edison", {"one": CardRef("one", "A", text="first")}, steps,
                        Question("last_thing"), {})
    assert subset_engine.ask(scenario).explanation == "3 steps, cards ['one']"
    assert subset_engine.history(scenario).cards == {"one": {"name": "FIRST"}}
    unnamed = Scenario("tally", "A", "main", "edison", {"two": CardRef("two", "A", name="Two")}, [],
                       Question("last_thing"), {})
    with pytest.raises(BadScenario, match="a Tally card must bring its own `text`"):
        subset_engine.ask(unnamed)


def test_an_edison_duel_keeps_its_cards_for_the_precedents(subset_engine):
    scenario = timing.parse_scenario({"cards": {"sangan": card("Sangan", "A")}, "ask": {"last_thing": True}})
    state = subset_engine.play(scenario)
    assert state.precedent_cards()["sangan"].name == "Sangan"
    assert subset_engine.play(one_piece_scenario({"a": {"controller": "A", "text": DRAW_ON_KO}})).precedent_cards() == {}


def test_no_engine_code_names_a_card():
    """The engine decides by what the card reader read, never by a card's name: no string in
    its code (docstrings aside) is the name of a card of the graph."""
    names = {row["name"] for row in select(timing.default_engine().backend, "card-names")}
    assert {"Dark Hole", "Skill Drain", "Jinzo"} <= names
    engine = Path(timing.__file__).parent
    for path in sorted(engine.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                      and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
        strings = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                   and isinstance(node.value, str) and id(node) not in docstrings}
        assert not strings & names, f"{path.name} names a card: {sorted(strings & names)}"
